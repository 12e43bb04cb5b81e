import type { Context } from 'hono';
import { boundedRange, requestedRange } from './byte-range';

/** Headers that keep a served file from being run as a document. */
export const inertFile = { 'content-security-policy': "default-src 'none'", 'x-content-type-options': 'nosniff' } as const;

/** The most a ranged answer carries: a player asks on from where it ends, and a card's preview reads no more. */
const rangedAnswerBytes = 1024 * 1024;

export interface ServedFile {
  mimeType: string;
  size: number;
  /** Bytes `start` through `end` (inclusive), in pieces. */
  read(start: number, end: number): AsyncGenerator<Buffer>;
}

/**
 * A stored file (a video, an audio) for players, in the ranges they ask for: no request reads much of
 * a large file, and nothing is read before the answer asks for it (a HEAD request reads nothing).
 */
export function rangedFileResponse(c: Context, file: ServedFile, extraHeaders: Record<string, string> = {}) {
  const headers = { ...inertFile, 'content-type': file.mimeType, 'accept-ranges': 'bytes', ...extraHeaders };
  const asked = requestedRange(c.req.header('range'), file.size);
  if (asked === 'unsatisfiable') return c.body(null, 416, { ...headers, 'content-range': `bytes */${file.size}` });
  const range = asked ? boundedRange(asked, rangedAnswerBytes) : { start: 0, end: file.size - 1 };
  const body = streamOfPieces(file.read(range.start, range.end));
  const length = String(range.end - range.start + 1);
  if (!asked) return c.body(body, 200, { ...headers, 'content-length': length });
  return c.body(body, 206, { ...headers, 'content-length': length, 'content-range': `bytes ${range.start}-${range.end}/${file.size}` });
}

/** A file's pieces as a body: each piece is read when the reader asks for it, and reading stops when it cancels. */
export function streamOfPieces(pieces: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
