import { and, eq, lt } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { ContentItem } from '@/shared/content/content';
import { errorCodes } from '@/shared/error-codes';
import {
  type ContentPublication,
  type PublishContentInput,
  type PublishTarget,
  type PublishingState,
  publishTargets,
  publishingMessages as text,
} from '@/shared/integrations/publishing';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import type { SafeFetcher } from '../../../http/safe-fetch';
import type { SelfApiClient } from '../../../http/self-api';
import { ServiceError } from '../../../lib/service-error';
import type { IntegrationsCatalogue } from '../catalogue/catalogue-service';
import type { PostToPublish } from '../catalogue/providers/provider';
import { adapterOf } from '../catalogue/providers';
import { contentPublications } from './schema';

/** A publish whose call never came back (the process stopped) no longer holds the item after this. */
const staleClaimMs = 5 * 60_000;

const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Publishes Content Engine blog posts to the workspace's connected WordPress or Ghost, once per site,
 * and gives the live address back to the Content Engine so Analytics attributes its views. The item
 * is read and updated through Uplift's own API as the member, with the Content Engine's own checks.
 */
export class PublishService {
  constructor(private readonly deps: { db: Database; catalogue: IntegrationsCatalogue; fetcher: SafeFetcher }) {}

  async state(viewer: Viewer, contentId: string): Promise<PublishingState> {
    const [connected, rows] = await Promise.all([
      Promise.all(
        publishTargets.map(async (target) => ((await this.deps.catalogue.credentialsOf(viewer.workspaceId, target)) ? target : null)),
      ),
      this.deps.db
        .select()
        .from(contentPublications)
        .where(and(eq(contentPublications.workspaceId, viewer.workspaceId), eq(contentPublications.contentId, contentId))),
    ]);
    return {
      connectedTargets: connected.filter((target): target is PublishTarget => target !== null),
      publications: rows.filter((row) => row.status !== 'pending').map(publicationOf),
    };
  }

  async publish(viewer: Viewer, uplift: SelfApiClient, input: PublishContentInput): Promise<ContentPublication> {
    requireEditor(viewer);
    const { target } = input;
    const credentials = await this.deps.catalogue.credentialsOf(viewer.workspaceId, target);
    if (!credentials) throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, text.notConnected(target));
    const item = await uplift.call<ContentItem>('GET', `/api/content/${input.contentId}`);
    if (!item.ok) throw new ServiceError(404, errorCodes.NOT_FOUND, 'Not found');
    if (item.body.type !== 'blog') throw new ServiceError(400, errorCodes.VALIDATION_FAILED, text.onlyBlog);

    await this.claim(viewer.workspaceId, input.contentId, target);
    const adapter = adapterOf(target)!;
    let published;
    try {
      const post: PostToPublish = {
        title: item.body.body.title || item.body.title,
        html: blogHtml(item.body.body.content),
        status: input.status,
        featuredImage: input.featuredImageUrl ? await this.image(input.featuredImageUrl) : null,
      };
      published = await this.deps.catalogue.tested(adapter, () => adapter.publish!(this.deps.catalogue.providerContext, credentials, post));
    } catch (error) {
      await this.release(viewer.workspaceId, input.contentId, target);
      if (error instanceof ServiceError && error.code === errorCodes.INTEGRATION_REJECTED) {
        await this.deps.catalogue.recordCall(viewer.workspaceId, target, error.message);
      }
      throw error;
    }
    await this.deps.catalogue.recordCall(viewer.workspaceId, target, null);
    const [row] = await this.deps.db
      .update(contentPublications)
      .set({ status: input.status, remoteId: published.remoteId, url: published.url, publishedAt: new Date() })
      .where(this.key(viewer.workspaceId, input.contentId, target))
      .returning();

    // Live on the site: the Content Engine records the address (Analytics reads views from it) and
    // marks the item published, which is the content.published event workflows and webhooks act on.
    if (input.status === 'publish') {
      await uplift.call('PATCH', `/api/content/${input.contentId}/published-url`, { publishedUrl: published.url });
      if (item.body.status !== 'published') await uplift.call('PATCH', `/api/content/${input.contentId}/status`, { status: 'published' });
    }
    return publicationOf(row!);
  }

  /** Takes the item for this site, unless it is already there or being sent: never two posts for one item. */
  private async claim(workspaceId: string, contentId: string, target: PublishTarget): Promise<void> {
    const stale = new Date(Date.now() - staleClaimMs);
    const [claimed] = await this.deps.db
      .insert(contentPublications)
      .values({ workspaceId, contentId, target, status: 'pending' })
      .onConflictDoUpdate({
        target: [contentPublications.workspaceId, contentPublications.contentId, contentPublications.target],
        set: { status: 'pending', publishedAt: new Date() },
        setWhere: and(eq(contentPublications.status, 'pending'), lt(contentPublications.publishedAt, stale)),
      })
      .returning();
    if (claimed) return;
    const [existing] = await this.deps.db
      .select()
      .from(contentPublications)
      .where(this.key(workspaceId, contentId, target));
    throw new ServiceError(409, errorCodes.ALREADY_PUBLISHED, text.alreadyThere(target, existing?.url ?? ''));
  }

  private async release(workspaceId: string, contentId: string, target: PublishTarget): Promise<void> {
    await this.deps.db
      .delete(contentPublications)
      .where(and(this.key(workspaceId, contentId, target), eq(contentPublications.status, 'pending')));
  }

  private key(workspaceId: string, contentId: string, target: PublishTarget) {
    return and(
      eq(contentPublications.workspaceId, workspaceId),
      eq(contentPublications.contentId, contentId),
      eq(contentPublications.target, target),
    );
  }

  /** The featured image, fetched SSRF-safely and checked to be an image by its bytes. */
  private async image(address: string): Promise<PostToPublish['featuredImage']> {
    try {
      const fetched = await this.deps.fetcher.fetchBuffer(address, { accept: imageTypes });
      const type = await fileTypeFromBuffer(fetched.body);
      if (!type || !imageTypes.includes(type.mime)) throw new Error('not an image');
      const name =
        new URL(fetched.url).pathname
          .split('/')
          .pop()
          ?.replace(/[^\w.-]/g, '') || 'featured';
      return { data: fetched.body, filename: name.includes('.') ? name : `${name}.${type.ext}`, contentType: type.mime };
    } catch {
      throw new ServiceError(400, errorCodes.VALIDATION_FAILED, text.imageRefused);
    }
  }
}

/** The post's Markdown as HTML, sanitized: a site receives no script or handler we were handed. */
export function blogHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }) as string, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2']),
    allowedSchemesByTag: { img: ['https', 'http'] },
  });
}

function publicationOf(row: typeof contentPublications.$inferSelect): ContentPublication {
  return {
    target: row.target as PublishTarget,
    status: row.status as 'publish' | 'draft',
    url: row.url ?? '',
    publishedAt: row.publishedAt.toISOString(),
  };
}
