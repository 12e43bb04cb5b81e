// The common part of the fake AI providers: a local HTTP server that records each generation request
// and answers from a script the test sets, so tests exercise the real SDKs over the real protocols.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  // Tests read request bodies freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** What the model "says" for one request: its text (JSON or not), or an HTTP error. */
export interface FakeAnswer {
  text: string;
  /** Answers only after this long: for timeouts. */
  delayMs?: number;
  /** An error status instead of an answer, with `text` as the error message. */
  status?: number;
  usage?: { input: number; output: number };
  /** Streamed answers (a request with `stream: true`): the tools the model calls, after its text if it has any. */
  toolCalls?: Array<{ id?: string; name: string; input: unknown }>;
  /** Streamed answers: the wait before each chunk. */
  chunkDelayMs?: number;
  /** Streamed answers: the connection breaks after this many chunks, as a provider failing mid-stream. */
  failAfterChunks?: number;
}

export type Script = FakeAnswer | ((request: RecordedRequest) => FakeAnswer);

/** A model answering with this value as JSON. */
export const answerJson = (value: unknown, usage?: FakeAnswer['usage']): FakeAnswer => ({ text: JSON.stringify(value), usage });

export interface ScriptedServer {
  /** The provider's base URL, ending in /v1. */
  baseUrl: string;
  /** Every generation request received, oldest first. */
  requests: RecordedRequest[];
  /** The answers to the next requests, in order; the last one keeps answering once the others are used. */
  script(...answers: Script[]): void;
  close(): Promise<void>;
}

/** `respond` turns the scripted answer into the provider's own response body. */
export async function startScriptedServer(
  generationPath: string,
  respond: (request: RecordedRequest, answer: FakeAnswer) => unknown,
  errorBody: (message: string) => unknown,
  /** The server-sent events' data of a streamed answer, for requests that ask for a stream. */
  respondStream?: (request: RecordedRequest, answer: FakeAnswer) => string[],
): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  let queue: Script[] = [answerJson({})];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && request.url === '/v1/models')
        return send(200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }] });
      if (request.method !== 'POST' || request.url !== generationPath) return send(404, errorBody(`No route ${request.url}`));

      const recorded: RecordedRequest = {
        path: request.url,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
      };
      requests.push(recorded);
      const next = (queue.length > 1 ? queue.shift() : queue[0]) as Script;
      const answer = typeof next === 'function' ? next(recorded) : next;
      const streamed = respondStream && recorded.body.stream === true && !answer.status;
      const reply = () =>
        answer.status
          ? send(answer.status, errorBody(answer.text))
          : streamed
            ? void streamEvents(respondStream(recorded, answer), answer)
            : send(200, respond(recorded, answer));
      const streamEvents = async (events: string[], scripted: FakeAnswer) => {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.flushHeaders();
        for (const [index, event] of events.entries()) {
          if (scripted.failAfterChunks !== undefined && index >= scripted.failAfterChunks) return void response.destroy();
          if (scripted.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, scripted.chunkDelayMs));
          if (response.destroyed) return;
          // Each chunk reaches the socket before the next (or the break), as a real stream's would.
          await new Promise((resolve) => response.write(`data: ${event}\n\n`, resolve));
        }
        response.end();
      };
      if (!answer.delayMs) return reply();
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => {
      queue = answers;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
