import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { socialMediaPieces } from '../schema';

/** A stored piece: 8 MiB, a whole number of the 256 KiB blocks a resumable upload sends (YouTube's). */
export const videoPieceBytes = 8 * 1024 * 1024;

/** The upload broke off, or sent more bytes than it announced. */
export class BrokenUpload extends Error {
  override readonly name = 'BrokenUpload';
}

/**
 * A video's bytes, a piece a row: no query carries the whole file and no process holds it. Pieces
 * travel as base64 text, which PGlite takes ten times faster than a bytea parameter.
 */
export class VideoStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores `body` as `mediaId`'s pieces in order, showing each chunk to `onBytes` first (which may
   * throw to stop); answers how many bytes it stored, fewer than sent when `abandoned` fires (the
   * client went away, which a body stream need not report). Stopped, it lets go of the body: the
   * refusal is answered before the rest is read (http/answer-before-body.ts).
   */
  async write(
    mediaId: string,
    body: ReadableStream<Uint8Array>,
    options: { maxBytes: number; onBytes: (chunk: Uint8Array) => void; abandoned?: AbortSignal },
  ): Promise<number> {
    const chunks = body.getReader();
    // Cancelling ends a read that waits for bytes which will never come.
    const stop = () => void chunks.cancel().catch(() => undefined);
    options.abandoned?.addEventListener('abort', stop, { once: true });
    try {
      return await this.writeFrom(chunks, mediaId, options.maxBytes, options.onBytes);
    } catch (error) {
      chunks.releaseLock();
      throw error;
    } finally {
      options.abandoned?.removeEventListener('abort', stop);
    }
  }

  private async writeFrom(
    chunks: ReadableStreamDefaultReader<Uint8Array>,
    mediaId: string,
    maxBytes: number,
    onBytes: (chunk: Uint8Array) => void,
  ): Promise<number> {
    const piece = Buffer.allocUnsafe(videoPieceBytes);
    let filled = 0;
    let position = 0;
    let total = 0;
    for (;;) {
      const next = await chunks.read().catch(() => {
        throw new BrokenUpload();
      });
      if (next.done) break;
      const chunk = next.value;
      total += chunk.length;
      if (total > maxBytes) throw new BrokenUpload();
      onBytes(chunk);
      for (let offset = 0; offset < chunk.length;) {
        const taken = Math.min(chunk.length - offset, videoPieceBytes - filled);
        piece.set(chunk.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === videoPieceBytes) {
          await this.insert(mediaId, position++, piece);
          filled = 0;
        }
      }
    }
    if (filled > 0) await this.insert(mediaId, position, piece.subarray(0, filled));
    return total;
  }

  /** The video's bytes from `start` through `end` (inclusive), a piece at a time, reading from each only the part wanted. */
  async *read(mediaId: string, start: number, end: number): AsyncGenerator<Buffer> {
    for (let position = Math.floor(start / videoPieceBytes); position * videoPieceBytes <= end; position++) {
      const pieceStart = position * videoPieceBytes;
      const from = Math.max(start, pieceStart) - pieceStart;
      const to = Math.min(end, pieceStart + videoPieceBytes - 1) - pieceStart;
      const bytes = await this.slice(mediaId, position, from, to - from + 1);
      if (!bytes) return;
      yield bytes;
    }
  }

  private async insert(mediaId: string, position: number, bytes: Buffer): Promise<void> {
    // The text is made before the await: the caller reuses `bytes` for the next piece.
    const encoded = bytes.toString('base64');
    await this.db.execute(
      sql`insert into ${socialMediaPieces} (media_id, position, data) values (${mediaId}, ${position}, decode(${encoded}, 'base64'))`,
    );
  }

  /** `length` bytes of a piece from `from` on; with the pieces stored uncompressed (migration 0029), only those are read. */
  private async slice(mediaId: string, position: number, from: number, length: number): Promise<Buffer | null> {
    const result = await this.db.execute(
      sql`select encode(substring(${socialMediaPieces.data} from ${from + 1} for ${length}), 'base64') as data from ${socialMediaPieces} where ${and(eq(socialMediaPieces.mediaId, mediaId), eq(socialMediaPieces.position, position))}`,
    );
    const [row] = rowsOf<{ data: string }>(result);
    return row ? Buffer.from(row.data, 'base64') : null;
  }
}
