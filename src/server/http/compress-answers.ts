import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a compressed answer saves less than the work costs. */
const threshold = 1024;
const compressible = /^(application\/(json|javascript)|text\/html)\b/i;

/**
 * JSON, HTML and script answers of 1 KB and more go out brotli- or gzip-compressed, as the browser accepts.
 * They are whole strings in memory already, so they are compressed in one go on libuv's thread pool,
 * off the event loop; streams, files and answers already encoded pass untouched.
 *
 * The body is read only when it may be compressed (ADR 046): reading it turns @hono/node-server's
 * light answer (a string it writes straight to the socket) into a full web Response and stream, which
 * cost more than the rest of a cached read. The answer sent on is a light one again.
 */
export function compressAnswers(): MiddlewareHandler {
  return (c, next) => {
    // A client that takes no encoding gets the answer untouched, with no step after it; its
    // `Vary: Accept-Encoding` is every answer's default (http-server.ts).
    const encoding = c.req.method === 'HEAD' ? undefined : chosenEncoding(c.req.header('Accept-Encoding'));
    return encoding ? next().then(() => compress(c, encoding)) : next();
  };
}

async function compress(c: Context, encoding: 'br' | 'gzip'): Promise<void> {
  const res = c.res;
  // Reading the headers keeps the light answer; only `body` would build the full one.
  if (res.headers.has('Content-Encoding') || !compressible.test(res.headers.get('Content-Type') ?? '')) return;
  // Kept beside a Vary the route set itself.
  res.headers.append('Vary', 'Accept-Encoding');
  if (!res.body) return;
  const body = Buffer.from(await res.arrayBuffer());
  let sent: Buffer = body;
  if (body.length >= threshold) {
    sent = encoding === 'br' ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzipped(body);
    res.headers.set('Content-Encoding', encoding);
  }
  res.headers.set('Content-Length', String(sent.length));
  // Status and headers passed as plain init: a Response passed whole would be rebuilt as a full one.
  c.res = new Response(new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.length), {
    status: res.status,
    headers: res.headers,
  });
}

/** The encodings browsers name, parsed once per distinct Accept-Encoding header (they send a handful). */
const parsedEncodings = new Map<string, 'br' | 'gzip' | undefined>();

/** Brotli where the browser takes it, else gzip; none when it names neither (or refuses them with q=0). */
function chosenEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  if (parsedEncodings.has(header)) return parsedEncodings.get(header);
  const chosen = parseEncoding(header);
  if (parsedEncodings.size < 100) parsedEncodings.set(header, chosen);
  return chosen;
}

function parseEncoding(header: string): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
