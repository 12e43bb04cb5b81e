import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { rowsOf } from './rows';

/** A stored piece: 8 MiB, a whole number of the 256 KiB blocks a resumable upload sends (YouTube's). */
export const pieceBytes = 8 * 1024 * 1024;

/** The upload broke off, or sent more bytes than it announced. */
export class BrokenUpload extends Error {
  override readonly name = 'BrokenUpload';
}

/** A table of pieces: the file's id, the piece's position and its bytes (bytea, stored uncompressed). */
export interface PiecesTable {
  table: PgTable;
  fileId: AnyPgColumn;
  position: AnyPgColumn;
  data: AnyPgColumn;
}

/**
 * A file's bytes, a piece a row: no query carries the whole file and no process holds it, and every
 * process of a scaled-out install serves it. Pieces travel as base64 text, which PGlite takes ten
 * times faster than a bytea parameter.
 */
export class PieceStore {
  constructor(
    private readonly db: Database,
    private readonly pieces: PiecesTable,
  ) {}

  /**
   * Stores `body` as `fileId`'s pieces in order, showing each chunk to `onBytes` first (which may
   * throw to stop); answers how many bytes it stored, fewer than sent when `abandoned` fires (the
   * client went away, which a body stream need not report). Stopped, it lets go of the body: the
   * refusal is answered before the rest is read (http/answer-before-body.ts).
   */
  async write(
    fileId: string,
    body: ReadableStream<Uint8Array>,
    options: { maxBytes: number; onBytes?: (chunk: Uint8Array) => void; abandoned?: AbortSignal },
  ): Promise<number> {
    const chunks = body.getReader();
    // Cancelling ends a read that waits for bytes which will never come.
    const stop = () => void chunks.cancel().catch(() => undefined);
    options.abandoned?.addEventListener('abort', stop, { once: true });
    try {
      return await this.writeFrom(chunks, fileId, options.maxBytes, options.onBytes);
    } catch (error) {
      chunks.releaseLock();
      throw error;
    } finally {
      options.abandoned?.removeEventListener('abort', stop);
    }
  }

  private async writeFrom(
    chunks: ReadableStreamDefaultReader<Uint8Array>,
    fileId: string,
    maxBytes: number,
    onBytes: ((chunk: Uint8Array) => void) | undefined,
  ): Promise<number> {
    const piece = Buffer.allocUnsafe(pieceBytes);
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
      onBytes?.(chunk);
      for (let offset = 0; offset < chunk.length;) {
        const taken = Math.min(chunk.length - offset, pieceBytes - filled);
        piece.set(chunk.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === pieceBytes) {
          await this.insert(fileId, position++, piece);
          filled = 0;
        }
      }
    }
    if (filled > 0) await this.insert(fileId, position, piece.subarray(0, filled));
    return total;
  }

  /** The file's bytes from `start` through `end` (inclusive), a piece at a time, reading from each only the part wanted. */
  async *read(fileId: string, start: number, end: number): AsyncGenerator<Buffer> {
    for (let position = Math.floor(start / pieceBytes); position * pieceBytes <= end; position++) {
      const pieceStart = position * pieceBytes;
      const from = Math.max(start, pieceStart) - pieceStart;
      const to = Math.min(end, pieceStart + pieceBytes - 1) - pieceStart;
      const bytes = await this.slice(fileId, position, from, to - from + 1);
      if (!bytes) return;
      yield bytes;
    }
  }

  /** The whole file in one buffer: for small files only (a thumbnail, captions). */
  async readAll(fileId: string, size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of this.read(fileId, 0, size - 1)) parts.push(part);
    return Buffer.concat(parts);
  }

  private async insert(fileId: string, position: number, bytes: Buffer): Promise<void> {
    const { table, fileId: idColumn, position: positionColumn, data } = this.pieces;
    // The text is made before the await: the caller reuses `bytes` for the next piece.
    const encoded = bytes.toString('base64');
    await this.db.execute(
      sql`insert into ${table} (${sql.identifier(idColumn.name)}, ${sql.identifier(positionColumn.name)}, ${sql.identifier(data.name)}) values (${fileId}, ${position}, decode(${encoded}, 'base64'))`,
    );
  }

  /** `length` bytes of a piece from `from` on; with the pieces stored uncompressed, only those are read. */
  private async slice(fileId: string, position: number, from: number, length: number): Promise<Buffer | null> {
    const { table, fileId: idColumn, position: positionColumn, data } = this.pieces;
    const result = await this.db.execute(
      sql`select encode(substring(${data} from ${from + 1} for ${length}), 'base64') as data from ${table} where ${and(eq(idColumn, fileId), eq(positionColumn, position))}`,
    );
    const [row] = rowsOf<{ data: string }>(result);
    return row ? Buffer.from(row.data, 'base64') : null;
  }
}
