import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import {
  mediaKindOf,
  type SocialMetrics,
  type SocialPostStatus,
  type SocialPostView,
  type SocialTargetStatus,
  type socialPostInputSchema,
  socialMediaMessages,
  socialMessages,
} from '@/shared/social/social';
import { user } from '../../../auth/schema';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import { recordUserEvent } from '../../../events/service';
import { ServiceError, notFound } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { hasVideo, type PublishQueue } from '../publishing/publish-queue';
import type { MediaService } from '../media/media-service';
import type { UsageMeter } from '../../../usage/meter';
import { accountProblem, contentProblem, scheduleGraceMs } from './post-rules';
import { socialAccounts, socialPosts, socialPostTargets, socialRemovedPosts } from '../schema';

type PostValues = z.output<typeof socialPostInputSchema>;
type PostRow = typeof socialPosts.$inferSelect;
type TargetRow = typeof socialPostTargets.$inferSelect;
type AccountRow = typeof socialAccounts.$inferSelect;

const editable = ['draft', 'scheduled'] as const;
/** The posts a screen lists, newest first. */
const listLimit = 500;
/** The soonest scheduled posts the Scheduler shows: months of posts every few hours on several accounts. */
const scheduledLimit = 2000;

const postStatusLabels: Record<PostRow['status'], SocialPostStatus> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  partly_published: 'Partly published',
  failed: 'Failed',
};
const targetStatusLabels: Record<TargetRow['status'], SocialTargetStatus> = {
  pending: 'Pending',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
};

/**
 * Social posts: written once for several accounts, each with its own text if
 * the author wants. Without a time a post is a Draft, with one Scheduled and published by its job
 * at that time; Scheduled posts can be edited or cancelled, drafts deleted.
 */
export class PostsService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      usage: Pick<UsageMeter, 'forget'>;
      queue: PublishQueue;
      media: MediaService;
    },
  ) {}

  /**
   * The newest posts whatever their status, or (`scheduled`) every post still to go out, soonest
   * first: the Scheduler's queue and calendar must not miss one behind a page of newer posts.
   */
  async list(viewer: Viewer, filter: { scheduled?: boolean } = {}): Promise<SocialPostView[]> {
    // Kept until the workspace's posts or an author's name change (db/workspace-reads.ts).
    return readWorkspaceRows(
      this.deps.db,
      {
        name: 'social.posts',
        tables: ['social_posts', 'social_post_targets', 'user'],
        workspaceId: viewer.workspaceId,
        variant: filter.scheduled ? 'scheduled' : 'newest',
        rows: (posts) => posts.reduce((sum, post) => sum + 1 + post.targets.length, 0),
      },
      () => this.read(viewer, filter),
    );
  }

  private async read(viewer: Viewer, filter: { scheduled?: boolean }): Promise<SocialPostView[]> {
    const query = this.deps.db
      .select({ post: socialPosts, authorName: user.name, authorEmail: user.email })
      .from(socialPosts)
      .leftJoin(user, eq(user.id, socialPosts.createdBy));
    const rows = filter.scheduled
      ? await query
          .where(and(eq(socialPosts.workspaceId, viewer.workspaceId), eq(socialPosts.status, 'scheduled')))
          .orderBy(asc(socialPosts.scheduledAt))
          .limit(scheduledLimit)
      : await query.where(eq(socialPosts.workspaceId, viewer.workspaceId)).orderBy(desc(socialPosts.createdAt)).limit(listLimit);
    return this.views(rows);
  }

  async create(viewer: Viewer, values: PostValues): Promise<SocialPostView> {
    const { schedule, accounts, media } = await this.check(viewer, values);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    const post = await this.deps.db.transaction(async (tx) => {
      // Published or scheduled, it takes one of the month's posts; two at once cannot both take the last.
      if (schedule.status !== 'draft') await entitlement.reserveRoomFor(tx, 'socialPosts', 1);
      const [row] = await tx
        .insert(socialPosts)
        .values({ workspaceId: viewer.workspaceId, createdBy: viewer.userId, content: values.content, media, ...schedule })
        .returning();
      await tx.insert(socialPostTargets).values(targetsOf(row!, accounts, values));
      return row!;
    });
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'social_post_created',
      description: `Created a social post for ${values.accountIds.length} account${values.accountIds.length === 1 ? '' : 's'}`,
      data: { status: post.status, accounts: values.accountIds.length },
    });
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    if (post.status !== 'draft') await this.deps.queue.enqueue({ postId: post.id, at: post.scheduledAt!, video: hasVideo(post.media) });
    return this.single(viewer, post.id);
  }

  async update(viewer: Viewer, id: string, values: PostValues): Promise<SocialPostView> {
    const existing = await this.find(viewer, id);
    if (!(editable as readonly string[]).includes(existing.status)) throw notEditable();
    const { schedule, accounts, media } = await this.check(viewer, values);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    const post = await this.deps.db.transaction(async (tx) => {
      // A draft published or scheduled takes one of the month's posts; a scheduled post already has its place.
      if (schedule.status !== 'draft') {
        const [current] = await tx
          .select({ status: socialPosts.status })
          .from(socialPosts)
          .where(eq(socialPosts.id, existing.id))
          .for('update');
        if (current?.status === 'draft') await entitlement.reserveRoomFor(tx, 'socialPosts', 1);
      }
      const [row] = await tx
        .update(socialPosts)
        .set({ content: values.content, media, ...schedule, updatedAt: new Date() })
        .where(and(eq(socialPosts.id, existing.id), inArray(socialPosts.status, editable)))
        .returning();
      if (!row) throw notEditable();
      await tx.delete(socialPostTargets).where(eq(socialPostTargets.postId, row.id));
      await tx.insert(socialPostTargets).values(targetsOf(row, accounts, values));
      return row;
    });
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    // The job queued for the old time finds the post not due and ends.
    if (post.status !== 'draft') await this.deps.queue.enqueue({ postId: post.id, at: post.scheduledAt!, video: hasVideo(post.media) });
    return this.single(viewer, post.id);
  }

  /** A Scheduled post goes back to being a Draft; its job finds it not due. */
  async cancel(viewer: Viewer, id: string): Promise<SocialPostView> {
    const post = await this.find(viewer, id);
    const [row] = await this.deps.db
      .update(socialPosts)
      .set({ status: 'draft', scheduledAt: null, updatedAt: new Date() })
      .where(and(eq(socialPosts.id, post.id), eq(socialPosts.status, 'scheduled')))
      .returning();
    if (!row) throw new ServiceError(409, errorCodes.POST_NOT_EDITABLE, 'Only a scheduled post can be cancelled.');
    // Back to a draft, it no longer takes one of the month's posts.
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    return this.single(viewer, row.id);
  }

  /** Drafts, and posts whose publishing is over, can be deleted (from Uplift, not from the networks). */
  async remove(viewer: Viewer, id: string): Promise<void> {
    const post = await this.find(viewer, id);
    const removed = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(socialPosts)
        .where(and(eq(socialPosts.id, post.id), inArray(socialPosts.status, ['draft', 'published', 'partly_published', 'failed'])))
        .returning();
      // One that went out keeps its place in the month's posting allowance.
      if (row?.status === 'published' || row?.status === 'partly_published')
        await tx
          .insert(socialRemovedPosts)
          .values({ postId: row.id, workspaceId: row.workspaceId, wentOutAt: row.publishedAt ?? row.scheduledAt ?? row.createdAt });
      return row;
    });
    if (!removed)
      throw new ServiceError(
        409,
        errorCodes.POST_NOT_EDITABLE,
        post.status === 'scheduled' ? 'Cancel the scheduled post first.' : socialMessages.notDeletable,
      );
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
  }

  /** The accounts are this workspace's and connected, the text and files fit each, the time is to come; the files as the post keeps them, with their kind. */
  private async check(
    viewer: Viewer,
    values: PostValues,
  ): Promise<{ schedule: Pick<PostRow, 'status' | 'scheduledAt'>; accounts: AccountRow[]; media: PostRow['media'] }> {
    const accounts = await this.deps.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.workspaceId, viewer.workspaceId), inArray(socialAccounts.id, values.accountIds)));
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const described = await this.deps.media.describe(
      viewer.workspaceId,
      values.media.map((file) => file.id),
    );
    const files = values.media.map((file) => described.get(file.id));
    if (files.some((file) => !file)) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMediaMessages.missing);
    const facts = files.map((file, index) => ({
      name: file!.filename,
      kind: mediaKindOf(file!.mimeType),
      mimeType: file!.mimeType,
      size: file!.size,
      altText: values.media[index]!.altText,
    }));
    const media = values.media.map((file, index) => ({ ...file, kind: facts[index]!.kind }));
    // A draft is still being written: its text and files are checked when it is scheduled or published.
    const draft = !values.publishNow && !values.scheduledAt;
    for (const id of values.accountIds) {
      const account = byId.get(id);
      // Another workspace's account is no account at all, as everywhere (ADR 018).
      if (!account) throw notFound();
      const problem = accountProblem(account) ?? (draft ? null : contentProblem(account, values.overrides[id] ?? values.content, facts));
      if (problem) throw new ServiceError(400, problem.code, problem.message, { accountId: id });
    }
    // Publishing from now on: no longer editable, and its job takes it as it would a due post.
    if (values.publishNow) return { schedule: { status: 'publishing', scheduledAt: new Date() }, accounts, media };
    if (!values.scheduledAt) return { schedule: { status: 'draft', scheduledAt: null }, accounts, media };
    const at = new Date(values.scheduledAt);
    if (at.getTime() < Date.now() - scheduleGraceMs)
      throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMessages.scheduleInPast);
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature(
      'social_scheduling',
      'Scheduling posts is not part of your plan.',
    );
    return { schedule: { status: 'scheduled', scheduledAt: at }, accounts, media };
  }

  private async find(viewer: Viewer, id: string): Promise<PostRow> {
    const [post] = await this.deps.db
      .select()
      .from(socialPosts)
      .where(and(eq(socialPosts.id, id), eq(socialPosts.workspaceId, viewer.workspaceId)));
    if (!post) throw notFound();
    return post;
  }

  private async single(viewer: Viewer, id: string): Promise<SocialPostView> {
    const rows = await this.deps.db
      .select({ post: socialPosts, authorName: user.name, authorEmail: user.email })
      .from(socialPosts)
      .leftJoin(user, eq(user.id, socialPosts.createdBy))
      .where(and(eq(socialPosts.id, id), eq(socialPosts.workspaceId, viewer.workspaceId)));
    const [view] = await this.views(rows);
    if (!view) throw notFound();
    return view;
  }

  private async views(rows: Array<{ post: PostRow; authorName: string | null; authorEmail: string | null }>): Promise<SocialPostView[]> {
    if (rows.length === 0) return [];
    const targets = await this.deps.db
      .select()
      .from(socialPostTargets)
      .where(
        inArray(
          socialPostTargets.postId,
          rows.map(({ post }) => post.id),
        ),
      );
    const byPost = new Map<string, typeof targets>();
    for (const target of targets) {
      const own = byPost.get(target.postId);
      if (own) own.push(target);
      else byPost.set(target.postId, [target]);
    }
    return rows.map(({ post, authorName, authorEmail }) => {
      const own = byPost.get(post.id) ?? [];
      const synced = own.filter((target) => target.metricsSyncedAt);
      return {
        id: post.id,
        content: post.content,
        media: post.media.map((file) => ({
          id: file.id,
          altText: file.altText,
          kind: file.kind ?? 'image',
          url: `/api/social/media/${file.id}`,
        })),
        status: postStatusLabels[post.status],
        scheduledAt: post.scheduledAt?.toISOString() ?? null,
        publishedAt: post.publishedAt?.toISOString() ?? null,
        createdAt: post.createdAt.toISOString(),
        authorName: authorName || authorEmail?.split('@')[0] || null,
        targets: own.map((target) => ({
          accountId: target.accountId ?? '',
          network: target.network,
          username: target.username,
          override: target.override,
          status: targetStatusLabels[target.status],
          url: target.url,
          error: target.error,
          publishedAt: target.publishedAt?.toISOString() ?? null,
          metrics: target.metricsSyncedAt ? metricsOf(target) : null,
        })),
        engagement: synced.length ? sumMetrics(synced.map(metricsOf)) : null,
      };
    });
  }
}

/** The post's delivery to each chosen account, with the account's own text where the author wrote one. */
function targetsOf(post: PostRow, accounts: readonly AccountRow[], values: PostValues) {
  return accounts.map((account) => ({
    postId: post.id,
    workspaceId: post.workspaceId,
    accountId: account.id,
    network: account.network,
    username: account.username,
    override: values.overrides[account.id] ?? null,
  }));
}

const notEditable = () => new ServiceError(409, errorCodes.POST_NOT_EDITABLE, socialMessages.notEditable);

function metricsOf(target: TargetRow): SocialMetrics {
  return { likes: target.likes, comments: target.comments, shares: target.shares, impressions: target.impressions };
}

/** A figure no synced target exposes stays null ('—'), not 0. */
function sumMetrics(all: SocialMetrics[]): SocialMetrics {
  const sum = (key: keyof SocialMetrics) => {
    const known = all.map((metrics) => metrics[key]).filter((value): value is number => value !== null);
    return known.length ? known.reduce((total, value) => total + value, 0) : null;
  };
  return { likes: sum('likes'), comments: sum('comments'), shares: sum('shares'), impressions: sum('impressions') };
}
