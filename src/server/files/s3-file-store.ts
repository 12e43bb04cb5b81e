import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileSource, type FileStore, type StoredFileBody, type StoredFileFacts } from './file-store';
import { amzDate, authorization, sha256Hex, unsignedPayload, uriEncode } from './sigv4';

export interface S3Settings {
  bucket: string;
  /** The service's address; AWS's regional endpoint when not given. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: MinIO and most other servers want it. */
  forcePathStyle: boolean;
}

interface S3Request {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE' | 'POST';
  key?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: { bytes: Buffer } | { path: string; size: number };
}

const idleTimeoutMs = 60_000;

/** S3 answered something other than what the operation expects. */
export class S3Error extends Error {
  override readonly name = 'S3Error';
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`);
  }
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...), spoken to over its
 * REST API with requests signed by AWS Signature Version 4: PUT, GET (with Range), HEAD and DELETE
 * object, ListObjectsV2 and DeleteObjects, which is all Uplift needs.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly origin: URL;

  constructor(private readonly settings: S3Settings) {
    const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
    this.origin = settings.forcePathStyle ? endpoint : new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}`);
  }

  async put(key: string, source: FileSource, contentType: string): Promise<void> {
    const body = 'bytes' in source ? source : { path: source.path, size: (await stat(source.path)).size };
    const response = await this.send({ method: 'PUT', key, headers: { 'content-type': contentType }, body });
    await expect(response, [200], 'PutObject');
  }

  async get(key: string, range?: { start: number; end: number }): Promise<StoredFileBody | null> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send({ method: 'GET', key, headers });
    if (response.statusCode === 404) return drained(response, null);
    // A range past the end of an empty file: S3 answers 416, the same as a range past any file's end.
    if (response.statusCode === 416) {
      await drained(response, null);
      throw new RangeError(`Bytes ${range?.start}-${range?.end} are not in ${key}`);
    }
    if (response.statusCode !== 200 && response.statusCode !== 206) await expect(response, [200, 206], 'GetObject');
    const length = Number(response.headers['content-length']);
    const contentType = response.headers['content-type'] ?? 'application/octet-stream';
    const partial = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers['content-range'] ?? '');
    if (response.statusCode === 206 && partial) {
      return { body: response, contentType, size: Number(partial[3]), start: Number(partial[1]), end: Number(partial[2]) };
    }
    return { body: response, contentType, size: length, start: 0, end: length - 1 };
  }

  async stat(key: string): Promise<StoredFileFacts | null> {
    const response = await this.send({ method: 'HEAD', key });
    if (response.statusCode === 404) return drained(response, null);
    await expect(response, [200], 'HeadObject');
    return {
      size: Number(response.headers['content-length']),
      contentType: response.headers['content-type'] ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    await expect(await this.send({ method: 'DELETE', key }), [200, 204], 'DeleteObject');
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`A prefix ends with a slash: ${prefix}`);
    // Listed a page at a time (1,000 keys at most) and each page deleted in one request; the listing
    // starts again from the first key left, so deleting while paging skips nothing.
    for (;;) {
      const keys = await this.listKeys(prefix);
      if (keys.length === 0) return;
      await this.deleteKeys(keys);
    }
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error(`A prefix ends with a slash: ${prefix}`);
    const keys: string[] = [];
    let after: string | undefined;
    do {
      const page = await this.listPage(prefix, after);
      keys.push(...page.keys);
      after = page.next;
    } while (after);
    return keys.sort();
  }

  private async listKeys(prefix: string): Promise<string[]> {
    return (await this.listPage(prefix)).keys;
  }

  /** One page of ListObjectsV2 (1,000 keys at most), and the token of the next when there is one. */
  private async listPage(prefix: string, continuation?: string): Promise<{ keys: string[]; next: string | undefined }> {
    const query: Record<string, string> = { 'list-type': '2', prefix, 'max-keys': '1000' };
    if (continuation) query['continuation-token'] = continuation;
    const xml = await expect(await this.send({ method: 'GET', query }), [200], 'ListObjectsV2');
    const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
    return { keys: [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1]!)), next: next && xmlText(next) };
  }

  private async deleteKeys(keys: readonly string[]): Promise<void> {
    const objects = keys.map((key) => `<Object><Key>${xmlEscape(key)}</Key></Object>`).join('');
    const bytes = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${objects}</Delete>`);
    // DeleteObjects requires a checksum of its body.
    const headers = { 'content-type': 'application/xml', 'content-md5': createHash('md5').update(bytes).digest('base64') };
    const xml = await expect(await this.send({ method: 'POST', query: { delete: '' }, headers, body: { bytes } }), [200], 'DeleteObjects');
    const failed = /<Error>[\s\S]*?<Code>([^<]*)<\/Code>/.exec(xml);
    if (failed) throw new S3Error(200, failed[1]!, 'DeleteObjects');
  }

  private send(call: S3Request): Promise<IncomingMessage> {
    const key = call.key === undefined ? '' : checkKey(call.key);
    const bucketPath = this.settings.forcePathStyle ? `/${uriEncode(this.settings.bucket)}` : '';
    const base = this.origin.pathname.replace(/\/$/, '');
    const path = `${base}${bucketPath}/${uriEncode(key, true)}`;
    const query = new URLSearchParams(call.query);
    const body = call.body;
    const headers: Record<string, string> = {
      ...call.headers,
      host: this.origin.host,
      'x-amz-date': amzDate(new Date()),
      // A file streamed from disk is sent unsigned rather than read twice; bytes in memory are hashed.
      'x-amz-content-sha256': body === undefined ? sha256Hex('') : 'bytes' in body ? sha256Hex(body.bytes) : unsignedPayload,
    };
    if (body) headers['content-length'] = String('bytes' in body ? body.bytes.length : body.size);
    headers.authorization = authorization(this.settings, { method: call.method, path, query, headers });
    const search = [...query.entries()].map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`).join('&');
    const request = (this.origin.protocol === 'https:' ? httpsRequest : httpRequest)({
      protocol: this.origin.protocol,
      hostname: this.origin.hostname,
      port: this.origin.port || undefined,
      method: call.method,
      path: search ? `${path}?${search}` : path,
      headers,
    });
    // A bucket silent this long before answering is given up; once it answers, the body goes at its reader's pace.
    request.setTimeout(idleTimeoutMs, () => request.destroy(new Error(`S3 ${call.method} ${key} timed out`)));
    request.once('response', () => request.setTimeout(0));
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    const source = body === undefined ? Readable.from([]) : 'bytes' in body ? Readable.from([body.bytes]) : createReadStream(body.path);
    const sent = pipeline(source, request);
    // A refusal may come before the body is all sent; the answer says what went wrong.
    return Promise.all([answered, sent.catch(() => undefined)]).then(([response]) => response);
  }
}

/** The answer's body as text, when its status is one the operation expects; else an S3Error with S3's code. */
async function expect(response: IncomingMessage, statuses: readonly number[], operation: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (statuses.includes(response.statusCode ?? 0)) return text;
  throw new S3Error(response.statusCode ?? 0, /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'NoCode', operation);
}

async function drained<T>(response: IncomingMessage, value: T): Promise<T> {
  response.resume();
  await new Promise((resolve) => response.once('end', resolve).once('close', resolve));
  return value;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function xmlText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
