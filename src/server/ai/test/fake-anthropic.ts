// A fake Anthropic Messages API: POST /v1/messages. @ai-sdk/anthropic asks for structured output
// either natively (output_config.format) or through a forced "json" tool, depending on the model; the
// fake answers in the matching form. A request with `stream: true` is answered with the Messages
// API's server-sent events: the text a few words at a time, then the scripted tool calls.
import { type ScriptedServer, startScriptedServer } from './scripted-server';

export async function startFakeAnthropic(): Promise<ScriptedServer> {
  return startScriptedServer(
    '/v1/messages',
    (request, answer) => {
      const usage = answer.usage ?? { input: 150, output: 600 };
      const wantsTool = Array.isArray(request.body.tools) && request.body.tools.some((tool: { name?: string }) => tool.name === 'json');
      const content = wantsTool
        ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: parseOrText(answer.text) }]
        : [{ type: 'text', text: answer.text }];
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: request.body.model,
        content,
        stop_reason: wantsTool ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      };
    },
    (message) => ({ type: 'error', error: { type: 'invalid_request_error', message } }),
    (request, answer) => {
      const usage = answer.usage ?? { input: 150, output: 600 };
      const words = answer.text.match(/\s*\S+\s*/g) ?? [];
      const calls = answer.toolCalls ?? [];
      const events: unknown[] = [
        {
          type: 'message_start',
          message: {
            id: 'msg_fake',
            type: 'message',
            role: 'assistant',
            model: request.body.model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: usage.input, output_tokens: 1 },
          },
        },
      ];
      let index = 0;
      if (words.length > 0) {
        events.push({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
        for (const word of words) events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: word } });
        events.push({ type: 'content_block_stop', index: index++ });
      }
      for (const [number, call] of calls.entries()) {
        const id = call.id ?? `toolu_${number + 1}_${Date.now()}`;
        events.push({ type: 'content_block_start', index, content_block: { type: 'tool_use', id, name: call.name, input: {} } });
        events.push({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.input) } });
        events.push({ type: 'content_block_stop', index: index++ });
      }
      events.push(
        {
          type: 'message_delta',
          delta: { stop_reason: calls.length > 0 ? 'tool_use' : 'end_turn', stop_sequence: null },
          usage: { output_tokens: usage.output },
        },
        { type: 'message_stop' },
      );
      return events.map((event) => JSON.stringify(event));
    },
  );
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
