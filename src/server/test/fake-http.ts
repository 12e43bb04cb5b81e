// What the fakes of social networks share: a real HTTP server on loopback that reads each request's
// body as the real APIs do (JSON, form-urlencoded, multipart) and records it for the test to check.
import { Busboy } from '@fastify/busboy';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Form fields (urlencoded or multipart), repeated names kept in order. */
  form: URLSearchParams;
  json: unknown;
  files: ReceivedFile[];
  raw: Buffer;
}

export type FakeHandler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface FakeHttpServer {
  origin: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakeHttp(handler: FakeHandler): Promise<FakeHttpServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    readRequest(incoming)
      .then(async (request) => {
        received.push(request);
        await handler(request, response);
      })
      .catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

/** RFC 7636's S256, as an authorization server checks the verifier against the challenge. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function bearerToken(request: ReceivedRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

async function readRequest(incoming: IncomingMessage): Promise<ReceivedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const url = new URL(incoming.url ?? '/', 'http://fake');
  const type = (incoming.headers['content-type'] ?? '').split(';')[0]?.trim();
  const request: ReceivedRequest = {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: incoming.headers,
    form: new URLSearchParams(),
    json: undefined,
    files: [],
    raw,
  };
  if (type === 'application/json') request.json = JSON.parse(raw.toString('utf8'));
  if (type === 'application/x-www-form-urlencoded') request.form = new URLSearchParams(raw.toString('utf8'));
  if (type === 'multipart/form-data') await readMultipart(incoming.headers['content-type'] ?? '', raw, request);
  return request;
}

function readMultipart(contentType: string, raw: Buffer, request: ReceivedRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const busboy = Busboy({ headers: { 'content-type': contentType } });
    busboy.on('field', (name, value) => request.form.append(name, value));
    busboy.on('file', (field, stream, filename, _encoding, mimeType) => {
      const parts: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => parts.push(chunk));
      stream.on('end', () => request.files.push({ field, filename, mimeType, data: Buffer.concat(parts) }));
    });
    busboy.on('finish', resolve);
    busboy.on('error', reject);
    busboy.end(raw);
  });
}
