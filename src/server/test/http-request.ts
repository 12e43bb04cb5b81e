import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

/**
 * One request of the API tests, sent with node:http rather than fetch: the suites send tens of
 * thousands (the role table and the malformed probes alone twelve thousand), and fetch's own
 * JavaScript (undici and its web streams) was a tenth of the API suites' CPU (ADR 003). The server
 * sees what fetch sends: its default headers, a kept-alive connection, a body's length. A gzip or
 * deflate answer is decoded, as fetch does, and keeps its headers.
 */
export interface SentRequest {
  method?: string;
  /** Sent as they are, after fetch's defaults (which a header of the same name replaces). */
  headers?: Record<string, string>;
  /** Text is sent as UTF-8; bytes as they are (a body that is not UTF-8). */
  body?: string | Uint8Array;
}

export interface ReceivedResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** What undici's fetch adds to a request that does not set them. */
const fetchDefaults: Record<string, string> = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};

const keptAlive = new http.Agent({ keepAlive: true });

export function httpRequest(url: URL, { method = 'GET', headers = {}, body }: SentRequest = {}): Promise<ReceivedResponse> {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const sent = { ...fetchDefaults, ...headers, ...(payload && { 'content-length': String(payload.length) }) };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: sent, agent: keptAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          resolve({
            status: response.statusCode ?? 0,
            headers: headersOf(response.rawHeaders),
            body: decoded(response, Buffer.concat(chunks)),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

function headersOf(raw: readonly string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

function decoded(response: http.IncomingMessage, body: Buffer): Buffer {
  if (body.length === 0) return body;
  switch (response.headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}
