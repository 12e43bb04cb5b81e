import { createHash, createHmac } from 'node:crypto';

/** The payload hash S3 accepts in place of the body's, for a body streamed from disk. */
export const unsignedPayload = 'UNSIGNED-PAYLOAD';

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface RequestToSign {
  method: string;
  /** The path as sent on the wire: already URI-encoded (encodeKey). */
  path: string;
  query: URLSearchParams;
  /** Every header to sign, by name; host, x-amz-date and x-amz-content-sha256 among them. */
  headers: Record<string, string>;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 asks: everything but unreserved characters, and `/` too unless told. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** `20130524T000000Z`, the form x-amz-date takes. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The AWS Signature Version 4 of a request to S3 (docs.aws.amazon.com, "Signature Calculations for the
 * Authorization Header"): a hash of the canonical request, signed with a key derived from the secret,
 * the day, the region and the service.
 */
export function signature(key: SigningKey, request: RequestToSign): { signedHeaders: string; signature: string; scope: string } {
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const canonicalHeaders = names.map((name) => `${name}:${lowered[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...request.query.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const payloadHash = lowered['x-amz-content-sha256'];
  const timestamp = lowered['x-amz-date'];
  if (!payloadHash || !timestamp) throw new Error('x-amz-content-sha256 and x-amz-date must be signed');
  const canonicalRequest = [request.method, request.path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${key.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), 's3'), 'aws4_request');
  return { signedHeaders, scope, signature: createHmac('sha256', signingKey).update(stringToSign).digest('hex') };
}

/** The Authorization header of a signed request. */
export function authorization(key: SigningKey, request: RequestToSign): string {
  const signed = signature(key, request);
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${signed.scope}, SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`;
}
