import { type SQL, and, eq, inArray, lte, not, notExists, or, sql } from 'drizzle-orm';
import { socialMediaMessages, socialMessages, socialNetworkLabels } from '@/shared/social/social';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import type { DomainEvents } from '../../../domain-events/domain-events';
import { noticeToMember } from '../social-notices';
import type { AccountAccess, AccountRow } from '../accounts/account-access';
import type { MediaLinks } from '../media/media-links';
import type { MediaBytes } from '../media/media-bytes';
import { isVideo, placeColumns } from '../media/media-service';
import { type MediaFile, NetworkError, type VideoFile } from '../networks/types';
import { excerpt } from '../posts/excerpt';
import { socialAccounts, socialMedia, socialPosts, socialPostTargets } from '../schema';
import type { NetworkGateway } from './network-gateway';

type PostRow = typeof socialPosts.$inferSelect;
type TargetRow = typeof socialPostTargets.$inferSelect;
/** A post's files as a network gets them: its images, or its video. */
type PostFiles = { images: MediaFile[]; video?: VideoFile };
type StoredFile = { kind: 'image'; image: Omit<MediaFile, 'altText'> } | { kind: 'video'; video: VideoFile };

/**
 * A target held this long by a run that never finished was interrupted (a crash, a restart): longer
 * than any publish takes (a video's upload included) and than a job may run (15 minutes on the
 * video queue), so a job pg-boss expired and retried never takes a target its first run still holds.
 */
const interruptedAfterMs = 20 * 60_000;
/** A target tried this many times (its job's retries, requeued jobs) fails for good. */
const maxAttempts = 10;
/** The wait after a target's nth attempt, as pg-boss's backoff would have it: 10 s, 20 s, 40 s… */
const backoffMs = (attempts: number) => 10_000 * 2 ** Math.max(0, attempts - 1);
const withVideo = sql`${socialPosts.media} @> '[{"kind":"video"}]'::jsonb`;

/**
 * Publishes posts to each of their accounts: the run a job makes at their time, for a batch of
 * posts at once so that a burst costs a few queries per batch and one per delivery. Each target is
 * claimed before its request goes and its network id stored as soon as the network answers; a
 * transient failure leaves it for the next run, a refusal fails it with the network's reason.
 */
export class Publisher {
  constructor(
    private readonly deps: {
      db: Database;
      gateway: NetworkGateway;
      access: AccountAccess;
      links: MediaLinks;
      bytes: MediaBytes;
      notify: Notify;
      logger: Logger;
      events: Pick<DomainEvents, 'emitMany'>;
    },
  ) {}

  /**
   * Publishes the due posts among `postIds` that have a video, or (`video` false) those without one:
   * each kind has its own queue, and a post found on the other's (its video added or taken away
   * after its job was queued) is left to the job it was given then. Answers the ones to try again
   * later, each with how long a network asked Uplift to wait when one did. For the posts in
   * `lastRun` no retry follows, so a transient failure is final.
   */
  async run(postIds: readonly string[], lastRun: ReadonlySet<string>, kind: { video: boolean }): Promise<Map<string, number | undefined>> {
    const posts = await this.claimPosts(postIds, kind.video ? withVideo : not(withVideo));
    const retry = new Map<string, number | undefined>();
    if (posts.size === 0) return retry;
    const targets = await this.claimTargets([...posts.keys()]);
    const accounts = await this.accountsOf(targets.map(({ target }) => target.accountId));
    const stored = await this.filesOf([...posts.values()]);
    await Promise.all(
      targets.map(async ({ target, interrupted }) => {
        const post = posts.get(target.postId)!;
        const outcome = await this.publishTarget(post, target, accounts.get(target.accountId ?? ''), postFiles(post, stored), {
          interrupted,
          lastRun: lastRun.has(post.id),
        });
        if (outcome === 'done') return;
        // The post waits for the longest of its networks' asks.
        const asked = [retry.get(post.id), outcome.retryAfterMs].filter((wait): wait is number => wait !== undefined);
        retry.set(post.id, asked.length ? Math.max(...asked) : undefined);
      }),
    );
    await this.settle(
      [...posts.keys()].filter((id) => !retry.has(id)),
      posts,
    );
    return retry;
  }

  /** The posts once due: Scheduled turn Publishing; those Publishing already are a retry's. */
  private async claimPosts(postIds: readonly string[], ofKind: SQL): Promise<Map<string, PostRow>> {
    const { db } = this.deps;
    if (postIds.length === 0) return new Map();
    await db
      .update(socialPosts)
      .set({ status: 'publishing', updatedAt: new Date() })
      .where(
        and(
          inArray(socialPosts.id, [...postIds]),
          ofKind,
          eq(socialPosts.status, 'scheduled'),
          lte(socialPosts.scheduledAt, new Date(Date.now() + 1000)),
        ),
      );
    const rows = await db
      .select()
      .from(socialPosts)
      .where(and(inArray(socialPosts.id, [...postIds]), ofKind, eq(socialPosts.status, 'publishing')));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Takes the posts' targets still to publish. Re-checking the state in the update means two runs
   * never both take one; a target another run holds is left to it, one held too long was interrupted.
   */
  private async claimTargets(postIds: string[]): Promise<Array<{ target: TargetRow; interrupted: boolean }>> {
    const { db } = this.deps;
    const stale = new Date(Date.now() - interruptedAfterMs);
    const takeable = or(
      eq(socialPostTargets.status, 'pending'),
      and(eq(socialPostTargets.status, 'publishing'), lte(socialPostTargets.claimedAt, stale)),
    );
    const candidates = await db
      .select({ id: socialPostTargets.id, status: socialPostTargets.status })
      .from(socialPostTargets)
      .where(and(inArray(socialPostTargets.postId, postIds), takeable));
    if (candidates.length === 0) return [];
    const claimed = await db
      .update(socialPostTargets)
      .set({ status: 'publishing', attempts: sql`${socialPostTargets.attempts} + 1`, claimedAt: new Date() })
      .where(
        and(
          inArray(
            socialPostTargets.id,
            candidates.map((candidate) => candidate.id),
          ),
          takeable,
        ),
      )
      .returning();
    const before = new Map(candidates.map((candidate) => [candidate.id, candidate.status]));
    return claimed.map((target) => ({ target, interrupted: before.get(target.id) === 'publishing' }));
  }

  private async accountsOf(ids: Array<string | null>): Promise<Map<string, AccountRow>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.deps.db.select().from(socialAccounts).where(inArray(socialAccounts.id, wanted));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The batch's files, read once for all its posts: an image's bytes, a video's to be read a piece at a time as it is sent. */
  private async filesOf(posts: PostRow[]): Promise<Map<string, StoredFile>> {
    const { db, links, bytes } = this.deps;
    const ids = [...new Set(posts.flatMap((post) => post.media.map((file) => file.id)))];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ ...placeColumns, data: socialMedia.data, mimeType: socialMedia.mimeType, size: socialMedia.size })
      .from(socialMedia)
      .where(inArray(socialMedia.id, ids));
    const files = new Map<string, StoredFile>();
    for (const row of rows) {
      if (isVideo(row)) {
        files.set(row.id, {
          kind: 'video',
          video: { mimeType: row.mimeType, size: row.size, pieces: () => bytes.video(row, 0, row.size - 1) },
        });
        continue;
      }
      const data = await bytes.image(row);
      if (data) files.set(row.id, { kind: 'image', image: { data, mimeType: row.mimeType, url: links.url(row.id) } });
    }
    return files;
  }

  private async publishTarget(
    post: PostRow,
    target: TargetRow,
    account: AccountRow | undefined,
    files: PostFiles | null,
    run: { interrupted: boolean; lastRun: boolean },
  ): Promise<'done' | { retryAfterMs: number | undefined }> {
    const { db, gateway, access, logger } = this.deps;
    if (!account) return this.fail(target, 'The account was removed before the post went out.');
    if (!files) return this.fail(target, socialMediaMessages.missing);
    if (!account.credentials) return this.fail(target, socialMessages.sampleAccount);
    const network = socialNetworkLabels[account.network];
    if (account.status !== 'connected') return this.fail(target, `The ${network} account was disconnected before the post went out.`);
    if (run.interrupted && !gateway.repeatable(account)) {
      return this.fail(
        target,
        `Publishing was interrupted and ${network} cannot say whether the post went out: check the account before posting it again.`,
      );
    }
    try {
      const published = await gateway.publish(account, {
        text: target.override ?? post.content,
        media: files.images,
        ...(files.video ? { video: files.video } : {}),
        idempotencyKey: target.id,
        datedAt: post.scheduledAt ?? post.createdAt,
      });
      await db
        .update(socialPostTargets)
        .set({ status: 'published', remoteId: published.remoteId, url: published.url, error: null, publishedAt: new Date() })
        .where(heldBy(target));
      return 'done';
    } catch (caught) {
      // Anything else (a bug, a database hiccup) is tried again like a network that is unavailable, up to the cap.
      const error =
        caught instanceof NetworkError ? caught : new NetworkError('Publishing failed unexpectedly.', 'transient', undefined, true);
      if (!(caught instanceof NetworkError))
        logger.error('social post failed unexpectedly', { postId: post.id, targetId: target.id, error: (caught as Error).message });
      logger.info('social post did not publish', { postId: post.id, targetId: target.id, kind: error.kind, reason: error.message });
      if (error.kind === 'auth') {
        await access.lost(account, error.message);
        return this.fail(target, error.message);
      }
      if (error.kind === 'rejected') return this.fail(target, error.message);
      if (error.maybeDelivered && !gateway.repeatable(account)) {
        return this.fail(
          target,
          `${error.message} ${network} cannot say whether the post went out: check the account before posting it again.`,
        );
      }
      if (run.lastRun || target.attempts >= maxAttempts)
        return this.fail(target, `${error.message} Uplift gave up after several attempts.`);
      await db.update(socialPostTargets).set({ status: 'pending', error: error.message }).where(heldBy(target));
      // A network's Retry-After is a least wait: a "0" or "1" must not spend every attempt in seconds.
      return { retryAfterMs: error.retryAfterMs === undefined ? undefined : Math.max(error.retryAfterMs, backoffMs(target.attempts)) };
    }
  }

  private async fail(target: TargetRow, reason: string): Promise<'done'> {
    await this.deps.db.update(socialPostTargets).set({ status: 'failed', error: reason }).where(heldBy(target));
    return 'done';
  }

  /**
   * Posts whose every target has its outcome turn Published, Partly published or Failed, in one
   * statement; a post with a target another run still holds is left to that run. Authors hear of failures.
   */
  private async settle(postIds: string[], posts: Map<string, PostRow>): Promise<void> {
    const { db } = this.deps;
    if (postIds.length === 0) return;
    const withStatus = (status: TargetRow['status']) =>
      sql`exists (select 1 from ${socialPostTargets} where ${socialPostTargets.postId} = ${socialPosts.id} and ${socialPostTargets.status} = ${status})`;
    const settled = await db
      .update(socialPosts)
      .set({
        status: sql`case when not ${withStatus('failed')} then 'published' when not ${withStatus('published')} then 'failed' else 'partly_published' end`,
        publishedAt: sql`case when ${withStatus('published')} then now() end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          inArray(socialPosts.id, postIds),
          eq(socialPosts.status, 'publishing'),
          notExists(
            db
              .select({ id: socialPostTargets.id })
              .from(socialPostTargets)
              .where(and(eq(socialPostTargets.postId, socialPosts.id), inArray(socialPostTargets.status, ['pending', 'publishing']))),
          ),
        ),
      )
      .returning({ id: socialPosts.id, status: socialPosts.status, publishedAt: socialPosts.publishedAt });
    for (const { id, status } of settled) {
      if (status !== 'published') await this.tellAuthor(posts.get(id)!, status === 'failed');
    }
    await this.announce(
      settled.filter((post) => post.status !== 'failed'),
      posts,
    );
  }

  /** post.published for each post that went out, wholly or in part, with where it can be read. */
  private async announce(
    settled: ReadonlyArray<{ id: string; status: PostRow['status']; publishedAt: Date | null }>,
    posts: Map<string, PostRow>,
  ): Promise<void> {
    if (settled.length === 0) return;
    const targets = await this.deps.db
      .select()
      .from(socialPostTargets)
      .where(
        inArray(
          socialPostTargets.postId,
          settled.map((post) => post.id),
        ),
      );
    await this.deps.events.emitMany(
      settled.map(({ id, status, publishedAt }) => {
        const post = posts.get(id)!;
        const postTargets = targets.filter((target) => target.postId === id);
        return {
          workspaceId: post.workspaceId,
          type: 'post.published',
          data: {
            id,
            status,
            text: post.content,
            publishedAt: publishedAt?.toISOString() ?? null,
            targets: postTargets.map((target) => ({
              network: target.network,
              username: target.username,
              status: target.status,
              url: target.url,
            })),
          },
        };
      }),
    );
  }

  private async tellAuthor(post: PostRow, nothingPublished: boolean): Promise<void> {
    if (!post.createdBy) return;
    const failed = await this.deps.db
      .select()
      .from(socialPostTargets)
      .where(and(eq(socialPostTargets.postId, post.id), eq(socialPostTargets.status, 'failed')));
    const where = failed.map((target) => `${socialNetworkLabels[target.network]} (${target.username}): ${target.error}`).join('\n');
    const title = nothingPublished ? 'A social post failed to publish' : 'A social post was published only in part';
    await noticeToMember(this.deps, {
      userId: post.createdBy,
      workspaceId: post.workspaceId,
      kind: 'social_mentions',
      title,
      body: where,
      link: '/social',
      email: { subject: title, text: `“${excerpt(post.content, 80)}” did not go out to:\n${where}` },
    });
  }
}

/** The target as this run claimed it: a run that lost it to another (after being held too long) writes nothing. */
function heldBy(target: TargetRow) {
  return and(
    eq(socialPostTargets.id, target.id),
    eq(socialPostTargets.status, 'publishing'),
    target.claimedAt ? eq(socialPostTargets.claimedAt, target.claimedAt) : undefined,
  );
}

/** The post's images with their alt text and its video; null when one of its files is no longer stored. */
function postFiles(post: PostRow, stored: Map<string, StoredFile>): PostFiles | null {
  const files: PostFiles = { images: [] };
  for (const { id, altText } of post.media) {
    const file = stored.get(id);
    if (!file) return null;
    if (file.kind === 'image') files.images.push({ ...file.image, altText });
    else files.video = file.video;
  }
  return files;
}
