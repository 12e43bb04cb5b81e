// A local stand-in for S3 that speaks its REST API (path-style addresses) and, like S3, refuses a
// request whose AWS Signature Version 4 does not match its own computation with the secret key.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { sha256Hex, signature, unsignedPayload } from '../files/sigv4';
import { type TestServerWithAdmin, useTestServer } from './use-test-server';

export interface FakeS3 {
  /** The address to give as S3_ENDPOINT, with S3_FORCE_PATH_STYLE. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The settings a test server takes to store its files here. */
  env: Record<string, string>;
  /** Keys a listing answers at most, whatever max-keys asks: S3 may answer fewer, and a test pages with a few files. */
  pageSize: number;
  /** The bucket's keys, in order. */
  keys(): string[];
  object(key: string): { data: Buffer; contentType: string } | undefined;
  close(): Promise<void>;
}

interface StoredObject {
  data: Buffer;
  contentType: string;
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'uplift-files';
  const region = options.region ?? 'eu-west-3';
  const accessKeyId = 'AKIAFAKES3TESTKEY';
  const secretAccessKey = 'fake-s3-secret/for+tests';
  const objects = new Map<string, StoredObject>();

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => answer(request, body, response))
      .catch((error: unknown) => fail(response, 500, 'InternalError', String(error)));
  });

  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const refusal = checkSignature(request, url, body);
    if (refusal) return fail(response, 403, refusal, 'The request signature we calculated does not match the signature you provided.');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    if (decodeURIComponent(bucketName) !== bucket) return fail(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = keyParts.map((part) => decodeURIComponent(part)).join('/');
    const method = request.method ?? 'GET';
    if (key === '') {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return list(url.searchParams, response);
      if (method === 'POST' && url.searchParams.has('delete')) return deleteMany(request, body, response);
      return fail(response, 400, 'InvalidRequest', 'Not supported by the fake');
    }
    if (method === 'PUT') {
      const length = Number(request.headers['content-length']);
      if (!Number.isInteger(length) || length !== body.length) return fail(response, 411, 'MissingContentLength', 'Content-Length');
      objects.set(key, { data: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    const object = objects.get(key);
    if (method !== 'GET' && method !== 'HEAD') return fail(response, 405, 'MethodNotAllowed', method);
    if (!object) {
      if (method === 'HEAD') return void response.writeHead(404).end();
      return fail(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    const size = object.data.length;
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    if (method === 'GET' && range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
      if (start >= size || start > end) return fail(response, 416, 'InvalidRange', 'The requested range is not satisfiable');
      response.writeHead(206, {
        'content-type': object.contentType,
        'content-length': String(end - start + 1),
        'content-range': `bytes ${start}-${end}/${size}`,
      });
      response.end(object.data.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, { 'content-type': object.contentType, 'content-length': String(size), 'accept-ranges': 'bytes' });
    response.end(method === 'HEAD' ? undefined : object.data);
  }

  function list(query: URLSearchParams, response: ServerResponse) {
    const prefix = query.get('prefix') ?? '';
    const max = Math.min(Number(query.get('max-keys') ?? 1000), fake.pageSize);
    const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, max);
    const truncated = matching.length > page.length;
    const contents = page
      .map((key) => `<Contents><Key>${escape(key)}</Key><Size>${objects.get(key)!.data.length}</Size></Contents>`)
      .join('');
    const next = truncated ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : '';
    xml(
      response,
      200,
      `<ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  function deleteMany(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const md5 = createHash('md5').update(body).digest('base64');
    if (request.headers['content-md5'] !== md5) return fail(response, 400, 'InvalidDigest', 'The Content-MD5 you specified was invalid');
    const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescape(match[1]!));
    if (keys.length > 1000) return fail(response, 400, 'MalformedXML', 'At most 1000 keys');
    for (const key of keys) objects.delete(key);
    xml(response, 200, '<DeleteResult></DeleteResult>');
  }

  /** S3's own checks of a signed request: the key is known, the scope is this region's, the signature and payload hash match. */
  function checkSignature(request: IncomingMessage, url: URL, body: Buffer): string | undefined {
    const header = request.headers.authorization ?? '';
    const parts =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        header,
      );
    if (!parts) return 'AccessDenied';
    const [, keyId, , scopeRegion, signedHeaders, sent] = parts;
    if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
    if (scopeRegion !== region) return 'AuthorizationHeaderMalformed';
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return 'AccessDenied';
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (payloadHash !== unsignedPayload && payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
    const headers = Object.fromEntries(names.map((name) => [name, String(request.headers[name] ?? '')]));
    const path = (request.url ?? '/').split('?')[0]!;
    const expected = signature(
      { accessKeyId, secretAccessKey, region },
      { method: request.method ?? 'GET', path, query: url.searchParams, headers },
    );
    return expected.signature === sent ? undefined : 'SignatureDoesNotMatch';
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeS3 = {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    pageSize: 1000,
    keys: () => [...objects.keys()].sort(),
    object: (key) => objects.get(key),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

function fail(response: ServerResponse, status: number, code: string, message: string) {
  if (response.headersSent) return void response.destroy();
  xml(response, status, `<Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * A test file's server whose file store is a fake bucket (ADR 044), with its admin as useTestServer
 * gives; `bucket()` is the fake, ready inside tests and hooks.
 */
export function useTestServerOnFakeS3(): { uplift: TestServerWithAdmin; bucket(): FakeS3 } {
  let fake: FakeS3 | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeS3();
    Object.assign(env, fake.env);
  });
  afterAll(() => fake?.close());
  return {
    uplift: useTestServer(env),
    bucket() {
      if (!fake) throw new Error('The fake bucket starts in beforeAll: use it inside tests and hooks');
      return fake;
    },
  };
}
