import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { errorCodes } from '@/shared/error-codes';
import { type StudioUpload, type UploadKind, studioMessages, studioUploadMaxBytes } from '@/shared/studio/studio';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import { notFound, ServiceError } from '../../../lib/service-error';
import type { Ffmpeg, MediaFacts } from '../render/ffmpeg';
import type { WorkFolders } from '../renders/work-folders';
import type { StudioFileRow, StudioFiles } from './studio-files';

const imageTypes: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
/** Pictures ffmpeg lists as a video stream of an audio file: its cover art. */
const coverArt = new Set(['mjpeg', 'png', 'bmp']);

/** What a file proved to be: its kind and the type it is served as. */
interface Identified {
  kind: UploadKind;
  mimeType: string;
  facts: { durationMs: number | null; width: number | null; height: number | null };
}

/** The type a probed container is served as, by its kind. */
function mediaTypeOf(format: string, kind: 'video' | 'audio'): string | null {
  const names = format.split(',');
  if (names.includes('mp4') || names.includes('mov')) return kind === 'video' ? 'video/mp4' : 'audio/mp4';
  if (names.includes('webm') || names.includes('matroska')) return `${kind}/webm`;
  if (names.includes('ogg')) return `${kind}/ogg`;
  if (kind === 'video') return null;
  return { mp3: 'audio/mpeg', wav: 'audio/wav', flac: 'audio/flac', aac: 'audio/aac' }[names[0] ?? ''] ?? null;
}

const uploadView = (file: StudioFileRow): StudioUpload => ({
  id: file.id,
  name: file.name,
  kind: file.kind as UploadKind,
  mimeType: file.mimeType,
  size: file.size,
  durationSeconds: file.durationMs === null ? null : file.durationMs / 1000,
  width: file.width,
  height: file.height,
  url: `/api/studio/uploads/${file.id}/file`,
  createdAt: file.createdAt.toISOString(),
});

/**
 * Upload Content: videos, audio and images into the studio's media library, within the plan's storage.
 * The bytes are written to a work folder as they arrive, proven a picture (sharp) or media ffmpeg opens
 * (its probe opens media containers only), then kept as the file's pieces.
 */
export class UploadsService {
  constructor(
    private readonly deps: { files: StudioFiles; entitlements: Entitlements; workFolders: WorkFolders; ffmpeg: () => Promise<Ffmpeg> },
  ) {}

  async list(viewer: Viewer): Promise<StudioUpload[]> {
    return (await this.deps.files.uploads(viewer.workspaceId)).map(uploadView);
  }

  async upload(
    viewer: Viewer,
    file: { name: string; length: number; body: ReadableStream<Uint8Array>; abandoned?: AbortSignal },
  ): Promise<StudioUpload> {
    if (file.length > studioUploadMaxBytes) throw new ServiceError(413, errorCodes.PAYLOAD_TOO_LARGE, studioMessages.uploadTooLarge);
    const allowance = allowanceOf(viewer);
    // Refused before a byte is read when the plan's storage has no room for it.
    await (await this.deps.entitlements.of(allowance)).ensureRoomFor('storage', Math.max(1, Math.ceil(file.length / (1024 * 1024))));
    const folder = await this.deps.workFolders.make();
    try {
      const saved = path.join(folder, 'upload');
      const received = await this.receive(file, saved);
      if (received !== file.length) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, studioMessages.uploadIncomplete);
      const identified = await this.identify(saved);
      const name = file.name.replace(/[\\/\u0000-\u001f]/g, '').slice(-200) || identified.kind;
      const owner = { workspaceId: viewer.workspaceId, allowance, createdBy: viewer.userId };
      const stored = await this.deps.files.storeFromDisk(
        owner,
        saved,
        { ...identified.facts, kind: identified.kind, mimeType: identified.mimeType, name },
        'upload',
      );
      return uploadView(stored);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    await this.deps.files.remove([(await this.owned(viewer, id)).id]);
  }

  async file(viewer: Viewer, id: string): Promise<StudioFileRow> {
    return this.owned(viewer, id);
  }

  private async owned(viewer: Viewer, id: string): Promise<StudioFileRow> {
    const file = await this.deps.files.find(viewer.workspaceId, id);
    if (file?.origin !== 'upload') throw notFound();
    return file;
  }

  /** Writes the body to `saved`, at most the bytes it announced; answers how many came. */
  private async receive(file: { length: number; body: ReadableStream<Uint8Array>; abandoned?: AbortSignal }, saved: string) {
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > file.length) done(new ServiceError(400, errorCodes.VALIDATION_FAILED, studioMessages.uploadIncomplete));
        else done(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(file.body as never), counted, createWriteStream(saved), { signal: file.abandoned }).catch(
      (error: unknown) => {
        if (error instanceof ServiceError) throw error;
        throw new ServiceError(400, errorCodes.VALIDATION_FAILED, studioMessages.uploadIncomplete);
      },
    );
    return received;
  }

  private async identify(saved: string): Promise<Identified> {
    const image = await sharp(saved, { limitInputPixels: 100_000_000 })
      .metadata()
      .catch(() => null);
    const imageType = image?.format ? imageTypes[image.format] : undefined;
    if (image && imageType && image.width && image.height)
      return { kind: 'image', mimeType: imageType, facts: { durationMs: null, width: image.width, height: image.height } };
    const facts: MediaFacts | null = await (
      await this.deps.ffmpeg()
    )
      .probe(path.basename(saved), { cwd: path.dirname(saved) })
      .catch(() => null);
    const picture = facts?.video && !coverArt.has(facts.video.codec) ? facts.video : null;
    const kind = picture ? 'video' : facts?.audio ? 'audio' : null;
    const mimeType = facts && kind ? mediaTypeOf(facts.format, kind) : null;
    if (!facts || !kind || !mimeType) throw new ServiceError(400, errorCodes.INVALID_IMAGE, studioMessages.uploadNotMedia);
    return { kind, mimeType, facts: { durationMs: facts.durationMs, width: picture?.width ?? null, height: picture?.height ?? null } };
  }
}
