import { PassThrough, Readable, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context } from 'hono';
import { chosenEncoding } from './compress-answers';

/**
 * An HTML page sent in two parts: `first` at once, the rest once it is ready, compressed as the
 * browser accepts (as compressAnswers would, which leaves an answer already encoded as it is) and
 * flushed after the first part, so that the browser shows and acts on it while the rest is made.
 */
export function streamedPage(c: Context, first: string, rest: Promise<string>): Response {
  const encoding = c.req.method === 'HEAD' ? undefined : chosenEncoding(c.req.header('Accept-Encoding'));
  const encoder: Transform =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? createGzip()
        : new PassThrough();
  encoder.write(first);
  if (encoding)
    (encoder as Transform & { flush(kind: number): void }).flush(
      encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH,
    );
  rest.then(
    (text) => encoder.end(text),
    (error: unknown) => encoder.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  if (encoding) c.header('Content-Encoding', encoding);
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(Readable.toWeb(encoder) as ReadableStream<Uint8Array>, 200);
}
