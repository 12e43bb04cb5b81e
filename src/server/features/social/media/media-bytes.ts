import { open } from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, withTempFolder } from '../../../files';
import { BrokenUpload, type VideoStore } from './video-store';

/** What of a media row says where its bytes are. */
export interface MediaPlace {
  id: string;
  workspaceId: string;
  storedIn: 'database' | 'files';
}

/**
 * Where the composer's images and videos keep their bytes: in the database (an image in its row, a
 * video in pieces, ADR 022), or with an S3 bucket configured in the file store under
 * `<workspace>/social/<id>` (ADR 044). Each row says which, so files kept before a bucket keep working.
 */
export class MediaBytes {
  constructor(
    private readonly videos: VideoStore,
    private readonly files: FileStore,
  ) {}

  /** Where a new file's bytes go. */
  get newPlace(): MediaPlace['storedIn'] {
    return this.files.kind === 's3' ? 'files' : 'database';
  }

  async putImage(media: MediaPlace, bytes: Buffer, mimeType: string): Promise<void> {
    await this.files.put(keyOf(media), { bytes }, mimeType);
  }

  /** An image's bytes: its row's, or the store's. */
  async image(media: MediaPlace & { data: Buffer | null }): Promise<Buffer | null> {
    if (media.storedIn === 'database') return media.data;
    const stored = await this.files.get(keyOf(media));
    if (!stored) return null;
    const parts: Buffer[] = [];
    for await (const part of stored.body) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  /**
   * Stores a video's body as it arrives (VideoStore.write's contract: `onBytes` sees each chunk first and
   * may throw to stop, BrokenUpload when it breaks off or runs long, fewer bytes when abandoned). For
   * the store, the body goes to a temporary file first and is put once all of it arrived.
   */
  async writeVideo(
    media: MediaPlace,
    body: ReadableStream<Uint8Array>,
    options: { maxBytes: number; onBytes?: (chunk: Uint8Array) => void; abandoned?: AbortSignal },
  ): Promise<number> {
    if (media.storedIn === 'database') return this.videos.write(media.id, body, options);
    return withTempFolder(async (folder) => {
      const file = path.join(folder, 'video');
      const total = await receive(body, file, options);
      if (total === options.maxBytes) await this.files.put(keyOf(media), { path: file }, 'application/octet-stream');
      return total;
    });
  }

  /** A video's bytes from `start` through `end` (inclusive). */
  async *video(media: MediaPlace, start: number, end: number): AsyncGenerator<Buffer> {
    if (media.storedIn === 'database') {
      yield* this.videos.read(media.id, start, end);
      return;
    }
    const stored = await this.files.get(keyOf(media), { start, end });
    if (!stored) return;
    for await (const part of stored.body) yield part as Buffer;
  }

  /** After rows were deleted: their files in the store go too. */
  async removed(media: readonly MediaPlace[]): Promise<void> {
    for (const row of media) if (row.storedIn === 'files') await this.files.delete(keyOf(row));
  }
}

const keyOf = (media: MediaPlace) => `${media.workspaceId}/social/${media.id}`;

async function receive(
  body: ReadableStream<Uint8Array>,
  file: string,
  options: { maxBytes: number; onBytes?: (chunk: Uint8Array) => void; abandoned?: AbortSignal },
): Promise<number> {
  const chunks = body.getReader();
  // Cancelling ends a read that waits for bytes which will never come.
  const stop = () => void chunks.cancel().catch(() => undefined);
  options.abandoned?.addEventListener('abort', stop, { once: true });
  const output = await open(file, 'w');
  let total = 0;
  try {
    for (;;) {
      const next = await chunks.read().catch(() => {
        throw new BrokenUpload();
      });
      if (next.done) return total;
      total += next.value.length;
      if (total > options.maxBytes) throw new BrokenUpload();
      options.onBytes?.(next.value);
      await output.write(next.value);
    }
  } catch (error) {
    // Stopped, it lets go of the body: the refusal is answered before the rest is read.
    chunks.releaseLock();
    throw error;
  } finally {
    options.abandoned?.removeEventListener('abort', stop);
    await output.close();
  }
}
