import { and, eq, getTableColumns, inArray, lt, sql, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { errorCodes } from '@/shared/error-codes';
import { type SocialMediaView, socialMediaMaxBytes, socialMediaMessages } from '@/shared/social';
import { requireEditor } from '../../../auth/permissions';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { withoutUnstorableText } from '../../../http/storable-text';
import type { JobQueue } from '../../../jobs/queue';
import { isUuid } from '../../../lib/ids';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { ModuleJob } from '../../../server-module';
import { allowanceOf, type Viewer } from '../../../tenancy/viewer';
import { socialMedia, socialPosts } from '../schema';

/** What sharp calls each format Uplift takes, as a media type. */
const formats: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
const cleanupQueue = 'social-media-cleanup';
/** Images no post has used this long after their upload are removed. */
const unusedForMs = 24 * 3600 * 1000;

export type MediaRow = typeof socialMedia.$inferSelect;

/**
 * The composer's images: stored after their bytes prove them a JPEG, PNG, GIF or WebP (whatever the
 * browser called them), counted against the plan's storage, and served back only to the workspace.
 */
export class MediaService {
  constructor(private readonly deps: { db: Database; entitlements: Entitlements; jobs: JobQueue }) {}

  async upload(viewer: Viewer, file: { name: string; bytes: Buffer }): Promise<SocialMediaView> {
    requireEditor(viewer);
    if (file.bytes.length === 0) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMediaMessages.chooseImage);
    if (file.bytes.length > socialMediaMaxBytes) throw new ServiceError(413, errorCodes.PAYLOAD_TOO_LARGE, socialMediaMessages.tooLarge);
    const metadata = await sharp(file.bytes, { animated: true, limitInputPixels: 100_000_000 }).metadata().catch(() => null);
    const mimeType = metadata?.format ? formats[metadata.format] : undefined;
    if (!metadata || !mimeType || !metadata.width || !metadata.height) throw new ServiceError(400, errorCodes.INVALID_IMAGE, socialMediaMessages.notAnImage);
    const allowance = allowanceOf(viewer);
    await (await this.deps.entitlements.of(allowance)).ensureRoomFor('storage', Math.max(1, Math.ceil(file.bytes.length / (1024 * 1024))));
    const [row] = await this.deps.db
      .insert(socialMedia)
      .values({
        workspaceId: viewer.workspaceId,
        allowanceWorkspaceId: allowance.workspaceId,
        createdBy: viewer.userId,
        filename: withoutUnstorableText(file.name).slice(0, 200) || 'image',
        mimeType,
        size: file.bytes.length,
        width: metadata.width,
        height: metadata.pageHeight ?? metadata.height,
        data: file.bytes,
      })
      .returning();
    return mediaView(row!);
  }

  /** The image's bytes, for the workspace's own previews. */
  async read(viewer: Viewer, id: string): Promise<Pick<MediaRow, 'data' | 'mimeType'>> {
    if (!isUuid(id)) throw notFound();
    const [row] = await this.deps.db
      .select({ data: socialMedia.data, mimeType: socialMedia.mimeType })
      .from(socialMedia)
      .where(and(eq(socialMedia.id, id), eq(socialMedia.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  /** An image a signed link names (MediaLinks): the signature stands for the workspace's say-so. */
  async readLinked(id: string): Promise<Pick<MediaRow, 'data' | 'mimeType'>> {
    const [row] = await this.deps.db.select({ data: socialMedia.data, mimeType: socialMedia.mimeType }).from(socialMedia).where(eq(socialMedia.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** The workspace's images among `ids`, without their bytes: what a post's checks need. */
  async describe(workspaceId: string, ids: readonly string[]): Promise<Map<string, Omit<MediaRow, 'data'>>> {
    if (ids.length === 0) return new Map();
    const { data: _data, ...columns } = getTableColumns(socialMedia);
    const rows = await this.deps.db.select(columns).from(socialMedia).where(and(eq(socialMedia.workspaceId, workspaceId), inArray(socialMedia.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Every hour, the images no post came to use. */
  get job(): ModuleJob {
    return {
      queue: cleanupQueue,
      start: async () => {
        const { boss } = this.deps.jobs;
        await boss.createQueue(cleanupQueue);
        await boss.schedule(cleanupQueue, '17 * * * *', {}, { retryLimit: 0, expireInSeconds: 600 });
        await boss.work(cleanupQueue, () => this.removeUnused());
      },
    };
  }

  /** Images uploaded a day ago or more that no post uses: a composer closed without posting. */
  async removeUnused(): Promise<void> {
    await this.deps.db
      .delete(socialMedia)
      .where(
        and(
          lt(socialMedia.createdAt, new Date(Date.now() - unusedForMs)),
          sql`not exists (select 1 from ${socialPosts}, jsonb_array_elements(${socialPosts.media}) as used where used ->> 'id' = ${socialMedia.id}::text)`,
        ),
      );
  }
}

export function mediaView(row: Omit<MediaRow, 'data'>): SocialMediaView {
  return { id: row.id, filename: row.filename, mimeType: row.mimeType, size: row.size, width: row.width, height: row.height, url: `/api/social/media/${row.id}` };
}

/** The workspace's images in megabytes, counted against the plan's storage with Smart Setup's uploads. */
export async function mediaMegabytes(db: Database, allowanceWorkspaceId: string): Promise<number> {
  const [stored] = await db.select({ bytes: sum(socialMedia.size) }).from(socialMedia).where(eq(socialMedia.allowanceWorkspaceId, allowanceWorkspaceId));
  return Math.ceil(Number(stored?.bytes ?? 0) / (1024 * 1024));
}
