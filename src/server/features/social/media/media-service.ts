import { and, eq, getTableColumns, inArray, lt, sql, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { errorCodes } from '@/shared/error-codes';
import { mediaKindOf, type SocialMediaView, socialMediaMaxBytes, socialMediaMessages, socialVideoMaxBytes } from '@/shared/social/social';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { withoutUnstorableText } from '../../../http/storable-text';
import type { JobQueue } from '../../../jobs/queue';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { ModuleJob } from '../../../server-module';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { socialMedia, socialPosts } from '../schema';
import { VideoProbe } from './video-probe';
import { BrokenUpload } from './video-store';
import type { MediaBytes } from './media-bytes';
import { scheduledJob } from '../../../jobs/scheduled-job';

/** What sharp calls each format Uplift takes, as a media type. */
const formats: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
const cleanupQueue = 'social-media-cleanup';
/** Images no post has used this long after their upload are removed. */
const unusedForMs = 24 * 3600 * 1000;

export type MediaRow = typeof socialMedia.$inferSelect;
/** What the workspace's previews get: an image whole, a video by its pieces (VideoStore). */
export type StoredMedia =
  | { kind: 'image'; data: Buffer; mimeType: string }
  | { kind: 'video'; id: string; workspaceId: string; storedIn: MediaRow['storedIn']; mimeType: string; size: number };

/**
 * The composer's images and videos: stored after their bytes prove them a JPEG, PNG, GIF or WebP
 * image or an MP4 or QuickTime video (whatever the browser called them), counted against the plan's
 * storage, and served back only to the workspace.
 */
export class MediaService {
  constructor(private readonly deps: { db: Database; entitlements: Entitlements; jobs: JobQueue; bytes: MediaBytes }) {}

  async upload(viewer: Viewer, file: { name: string; bytes: Buffer }): Promise<SocialMediaView> {
    if (file.bytes.length === 0) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMediaMessages.chooseImage);
    if (file.bytes.length > socialMediaMaxBytes) throw new ServiceError(413, errorCodes.PAYLOAD_TOO_LARGE, socialMediaMessages.tooLarge);
    const metadata = await sharp(file.bytes, { animated: true, limitInputPixels: 100_000_000 })
      .metadata()
      .catch(() => null);
    const mimeType = metadata?.format ? formats[metadata.format] : undefined;
    if (!metadata || !mimeType || !metadata.width || !metadata.height)
      throw new ServiceError(400, errorCodes.INVALID_IMAGE, socialMediaMessages.notAnImage);
    const row = await this.insertWithinStorage(viewer, {
      ...this.owner(viewer, file.name, 'image'),
      mimeType,
      size: file.bytes.length,
      width: metadata.width,
      height: metadata.pageHeight ?? metadata.height,
      storedIn: this.deps.bytes.newPlace,
      data: this.deps.bytes.newPlace === 'database' ? file.bytes : null,
    });
    if (row.storedIn === 'files') {
      await this.deps.bytes.putImage(row, file.bytes, mimeType).catch(async (error: unknown) => {
        await this.deps.db.delete(socialMedia).where(eq(socialMedia.id, row.id));
        throw error;
      });
    }
    return mediaView(row);
  }

  /**
   * A video streamed from the request into the store as it arrives, proven a video by its boxes on
   * the way. Its row is there from the start, with the size the upload announced, so uploads at the
   * same time count against the storage together and take its room in turn; a failed upload leaves
   * nothing behind.
   */
  async uploadVideo(
    viewer: Viewer,
    file: { name: string; length: number; body: ReadableStream<Uint8Array>; abandoned?: AbortSignal },
  ): Promise<SocialMediaView> {
    if (file.length <= 0) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMediaMessages.chooseImage);
    if (file.length > socialVideoMaxBytes) throw new ServiceError(413, errorCodes.PAYLOAD_TOO_LARGE, socialMediaMessages.videoTooLarge);
    const media = await this.insertWithinStorage(viewer, {
      ...this.owner(viewer, file.name, 'video'),
      mimeType: 'application/octet-stream',
      size: file.length,
      width: 0,
      height: 0,
      storedIn: this.deps.bytes.newPlace,
    });
    const { id } = media;
    try {
      const probe = new VideoProbe();
      const stored = await this.deps.bytes.writeVideo(media, file.body, {
        maxBytes: file.length,
        abandoned: file.abandoned,
        onBytes: (chunk) => {
          probe.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          // Refused at its first boxes, a file is not stored to its end first.
          if (probe.refused) throw new ServiceError(400, errorCodes.INVALID_IMAGE, socialMediaMessages.notAVideo);
        },
      });
      if (stored < file.length) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMediaMessages.videoIncomplete);
      const facts = probe.finish();
      if (!facts) throw new ServiceError(400, errorCodes.INVALID_IMAGE, socialMediaMessages.notAVideo);
      const [row] = await this.deps.db
        .update(socialMedia)
        .set({ mimeType: facts.mimeType, width: facts.width, height: facts.height, durationMs: facts.durationMs || null })
        .where(eq(socialMedia.id, id))
        .returning();
      return mediaView(row!);
    } catch (error) {
      await this.deps.db.delete(socialMedia).where(eq(socialMedia.id, id));
      await this.deps.bytes.removed([media]);
      if (error instanceof BrokenUpload) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMediaMessages.videoIncomplete);
      throw error;
    }
  }

  /** The file, for the workspace's own previews: an image's bytes, or where a video's are. */
  async read(viewer: Viewer, id: string): Promise<StoredMedia> {
    const [row] = await this.deps.db
      .select({ ...placeColumns, data: socialMedia.data, mimeType: socialMedia.mimeType, size: socialMedia.size })
      .from(socialMedia)
      .where(and(eq(socialMedia.id, id), eq(socialMedia.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    if (isVideo(row))
      return { kind: 'video', id: row.id, workspaceId: row.workspaceId, storedIn: row.storedIn, mimeType: row.mimeType, size: row.size };
    const data = await this.deps.bytes.image(row);
    if (!data) throw notFound();
    return { kind: 'image', data, mimeType: row.mimeType };
  }

  /** A video's bytes from `start` through `end`, for a preview that asked for them (read first). */
  videoBytes(video: Extract<StoredMedia, { kind: 'video' }>, start: number, end: number): AsyncGenerator<Buffer> {
    return this.deps.bytes.video(video, start, end);
  }

  /** An image a signed link names (MediaLinks): the signature stands for the workspace's say-so. */
  async readLinked(id: string): Promise<{ data: Buffer; mimeType: string }> {
    const [row] = await this.deps.db
      .select({ ...placeColumns, data: socialMedia.data, mimeType: socialMedia.mimeType })
      .from(socialMedia)
      .where(eq(socialMedia.id, id));
    const data = row && !isVideo(row) ? await this.deps.bytes.image(row) : null;
    if (!row || !data) throw notFound();
    return { data, mimeType: row.mimeType };
  }

  /** The file's row, written once the plan's storage has room for it: uploads at the same time take the room in turn. */
  private async insertWithinStorage(viewer: Viewer, values: typeof socialMedia.$inferInsert): Promise<MediaRow> {
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    return this.deps.db.transaction(async (tx) => {
      await entitlement.reserveRoomFor(tx, 'storage', Math.max(1, Math.ceil(values.size / (1024 * 1024))));
      const [row] = await tx.insert(socialMedia).values(values).returning();
      return row!;
    });
  }

  private owner(viewer: Viewer, filename: string, fallback: string) {
    return {
      workspaceId: viewer.workspaceId,
      allowanceWorkspaceId: allowanceOf(viewer).workspaceId,
      createdBy: viewer.userId,
      filename: withoutUnstorableText(filename).slice(0, 200) || fallback,
    };
  }

  /** The workspace's images and videos among `ids`, without their bytes: what a post's checks need. */
  async describe(workspaceId: string, ids: readonly string[]): Promise<Map<string, Omit<MediaRow, 'data'>>> {
    if (ids.length === 0) return new Map();
    const { data: _data, ...columns } = getTableColumns(socialMedia);
    const rows = await this.deps.db
      .select(columns)
      .from(socialMedia)
      .where(and(eq(socialMedia.workspaceId, workspaceId), inArray(socialMedia.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Every hour, the images and videos no post came to use. */
  get job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue: cleanupQueue,
      cron: '17 * * * *',
      options: { retryLimit: 0, expireInSeconds: 600 },
      run: () => this.removeUnused(),
    });
  }

  /** Files uploaded a day ago or more that no post uses: a composer closed without posting, or an upload cut off. */
  async removeUnused(): Promise<void> {
    const removed = await this.deps.db
      .delete(socialMedia)
      .where(
        and(
          lt(socialMedia.createdAt, new Date(Date.now() - unusedForMs)),
          sql`not exists (select 1 from ${socialPosts}, jsonb_array_elements(${socialPosts.media}) as used where used ->> 'id' = ${socialMedia.id}::text)`,
        ),
      )
      .returning(placeColumns);
    await this.deps.bytes.removed(removed);
  }
}

/** What says where a file's bytes are (MediaBytes). */
export const placeColumns = { id: socialMedia.id, workspaceId: socialMedia.workspaceId, storedIn: socialMedia.storedIn };

/**
 * A video, not an image: in the database a video has no bytes in its row; in the store, its type says
 * (one still arriving is neither, and is not served).
 */
export function isVideo(row: { storedIn: MediaRow['storedIn']; data: Buffer | null; mimeType: string }): boolean {
  return row.storedIn === 'database' ? row.data === null : mediaKindOf(row.mimeType) === 'video';
}

export function mediaView(row: Omit<MediaRow, 'data'>): SocialMediaView {
  return {
    id: row.id,
    kind: mediaKindOf(row.mimeType),
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    url: `/api/social/media/${row.id}`,
  };
}

/** The workspace's images and videos in megabytes, counted against the plan's storage with Smart Setup's uploads. */
export async function mediaMegabytes(db: Database, allowanceWorkspaceId: string): Promise<number> {
  const [stored] = await db
    .select({ bytes: sum(socialMedia.size) })
    .from(socialMedia)
    .where(eq(socialMedia.allowanceWorkspaceId, allowanceWorkspaceId));
  return Math.ceil(Number(stored?.bytes ?? 0) / (1024 * 1024));
}
