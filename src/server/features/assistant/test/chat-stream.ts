// What the assistant's tests share: sending a turn and reading the UI message stream it answers.
import type { TestClient } from '../../../test/harness';

export interface StreamedTurn {
  status: number;
  /** The UI message stream's chunks, in order. */
  chunks: Array<Record<string, unknown> & { type: string }>;
  /** The body when the answer was JSON (a refusal). */
  json?: { error?: { code: string; message: string } };
  /** The text deltas joined. */
  text: string;
}

/**
 * POSTs a turn and reads the answer to its end (or until `stopAfter` text deltas, then aborts);
 * `whileStreaming` runs once, at the first text delta.
 */
export async function sendTurn(
  baseUrl: string,
  client: TestClient,
  chatId: string,
  body: unknown,
  options: { stopAfter?: number; whileStreaming?: () => Promise<void> } = {},
): Promise<StreamedTurn> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/assistant/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin, cookie: client.cookies },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    return { status: response.status, chunks: [], json: (await response.json().catch(() => undefined)) as StreamedTurn['json'], text: '' };
  }
  const chunks: StreamedTurn['chunks'] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let deltas = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.replace(/^data: /, '').trim();
        if (!data || data === '[DONE]') continue;
        const chunk = JSON.parse(data) as StreamedTurn['chunks'][number];
        chunks.push(chunk);
        if (chunk.type === 'text-delta' && ++deltas === 1) await options.whileStreaming?.();
      }
      if (options.stopAfter !== undefined && deltas >= options.stopAfter) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  const text = chunks
    .filter((chunk) => chunk.type === 'text-delta')
    .map((chunk) => chunk.delta)
    .join('');
  return { status: response.status, chunks, text };
}

/** The text of a stored UI message. */
export const textOf = (message: { parts: Array<{ type: string; text?: string }> }) =>
  message.parts
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('');
