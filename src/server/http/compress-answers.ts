import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a compressed answer saves less than the work costs. */
const threshold = 1024;
const compressible = /^(application\/(json|javascript)|text\/html)\b/i;

/**
 * JSON, HTML and script answers of 1 KB and more go out brotli- or gzip-compressed, as the browser accepts.
 * They are whole strings in memory already, so they are compressed in one go on libuv's thread pool,
 * off the event loop; streams, files and answers already encoded pass untouched.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !compressible.test(res.headers.get('Content-Type') ?? '')
    )
      return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    let sent: Buffer = body;
    if (body.length >= threshold) {
      sent = encoding === 'br' ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzipped(body);
      res.headers.set('Content-Encoding', encoding);
    }
    res.headers.set('Content-Length', String(sent.length));
    c.res = new Response(new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.length), res);
  };
}

/** Brotli where the browser takes it, else gzip; none when it names neither (or refuses them with q=0). */
function chosenEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
