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

  /** Stores `body` as `mediaId`'s pieces in order, showing each chunk to `onBytes` first; answers how many bytes it stored. */
  async write(mediaId: string, body: ReadableStream<Uint8Array>, options: { maxBytes: number; onBytes: (chunk: Uint8Array) => void }): Promise<number> {
    const piece = Buffer.allocUnsafe(videoPieceBytes);
    let filled = 0;
    let position = 0;
    let total = 0;
    const chunks = body.getReader();
    for (;;) {
      const next = await chunks.read().catch(() => {
        throw new BrokenUpload();
      });
      if (next.done) break;
      const chunk = next.value;
      total += chunk.length;
      if (total > options.maxBytes) throw new BrokenUpload();
      options.onBytes(chunk);
      for (let offset = 0; offset < chunk.length; ) {
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

  /** The video's bytes from `start` through `end` (inclusive), a piece at a time. */
  async *read(mediaId: string, start: number, end: number): AsyncGenerator<Buffer> {
    const first = Math.floor(start / videoPieceBytes);
    const last = Math.floor(end / videoPieceBytes);
    for (let position = first; position <= last; position++) {
      const piece = await this.piece(mediaId, position);
      if (!piece) return;
      const from = position === first ? start - position * videoPieceBytes : 0;
      const to = position === last ? end - position * videoPieceBytes + 1 : piece.length;
      yield piece.subarray(from, to);
    }
  }

  private async insert(mediaId: string, position: number, bytes: Buffer): Promise<void> {
    // The text is made before the await: the caller reuses `bytes` for the next piece.
    const encoded = bytes.toString('base64');
    await this.db.execute(sql`insert into ${socialMediaPieces} (media_id, position, data) values (${mediaId}, ${position}, decode(${encoded}, 'base64'))`);
  }

  private async piece(mediaId: string, position: number): Promise<Buffer | null> {
    const result = await this.db.execute(
      sql`select encode(${socialMediaPieces.data}, 'base64') as data from ${socialMediaPieces} where ${and(eq(socialMediaPieces.mediaId, mediaId), eq(socialMediaPieces.position, position))}`,
    );
    const [row] = rowsOf<{ data: string }>(result);
    return row ? Buffer.from(row.data, 'base64') : null;
  }
}
