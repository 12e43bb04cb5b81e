import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { socialNetworkLabels } from '@/shared/social';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import type { AccountAccess } from '../accounts/account-access';
import { NetworkError } from '../networks/types';
import { excerpt } from '../posts/excerpt';
import { socialAccounts, socialPosts, socialPostTargets } from '../schema';
import type { NetworkGateway } from './network-gateway';

type PostRow = typeof socialPosts.$inferSelect;
type TargetRow = typeof socialPostTargets.$inferSelect;

/** A target held this long by a run that never finished was interrupted (a crash, a restart). */
const interruptedAfterMs = 2 * 60_000;

/** What one run made of a post: done (published or failed for good), or some targets to try again. */
export type RunOutcome = 'done' | 'retry' | 'not-due';

/**
 * Publishes one post to each of its accounts: the run a job makes at the post's time. Each target is
 * claimed before its request goes and its network id stored as soon as the network answers; a
 * transient failure leaves it for the next run, a refusal fails it with the network's reason.
 */
export class Publisher {
  constructor(private readonly deps: { db: Database; gateway: NetworkGateway; access: AccountAccess; notify: Notify; logger: Logger }) {}

  /** `lastRun`: no retry follows, so a transient failure is final. */
  async run(postId: string, lastRun: boolean): Promise<RunOutcome> {
    const post = await this.claim(postId);
    if (!post) return 'not-due';
    const targets = await this.deps.db
      .select()
      .from(socialPostTargets)
      .where(and(eq(socialPostTargets.postId, post.id), inArray(socialPostTargets.status, ['pending', 'publishing'])));
    const outcomes = await Promise.all(targets.map((target) => this.publishTarget(post, target, lastRun)));
    if (outcomes.includes('retry')) return 'retry';
    await this.settle(post);
    return 'done';
  }

  /** The post, once it is due: Scheduled turns Publishing; one Publishing already is a retry's. */
  private async claim(postId: string): Promise<PostRow | null> {
    const { db } = this.deps;
    const [claimed] = await db
      .update(socialPosts)
      .set({ status: 'publishing', updatedAt: new Date() })
      .where(and(eq(socialPosts.id, postId), eq(socialPosts.status, 'scheduled'), lte(socialPosts.scheduledAt, new Date(Date.now() + 1000))))
      .returning();
    if (claimed) return claimed;
    const [post] = await db.select().from(socialPosts).where(eq(socialPosts.id, postId));
    return post?.status === 'publishing' ? post : null;
  }

  private async publishTarget(post: PostRow, target: TargetRow, lastRun: boolean): Promise<'done' | 'retry'> {
    const { db, gateway, access, logger } = this.deps;
    const interrupted = target.status === 'publishing';
    const staleClaim = new Date(Date.now() - interruptedAfterMs);
    const [claimed] = await db
      .update(socialPostTargets)
      .set({ status: 'publishing', attempts: sql`${socialPostTargets.attempts} + 1`, claimedAt: new Date() })
      .where(
        and(
          eq(socialPostTargets.id, target.id),
          or(eq(socialPostTargets.status, 'pending'), and(eq(socialPostTargets.status, 'publishing'), lte(socialPostTargets.claimedAt, staleClaim))),
        ),
      )
      .returning();
    // Another run holds it: that run finishes it.
    if (!claimed) return interrupted ? 'retry' : 'done';

    const [account] = target.accountId ? await db.select().from(socialAccounts).where(eq(socialAccounts.id, target.accountId)) : [];
    if (!account) return this.fail(target, 'The account was removed before the post went out.');
    if (account.status !== 'connected') return this.fail(target, `The ${socialNetworkLabels[account.network]} account was disconnected before the post went out.`);
    if (interrupted && !gateway.repeatable(account)) {
      return this.fail(target, `Publishing was interrupted and ${socialNetworkLabels[account.network]} cannot say whether the post went out: check the account before posting it again.`);
    }
    try {
      const published = await gateway.publish(account, {
        text: target.override ?? post.content,
        media: [],
        idempotencyKey: target.id,
        datedAt: post.scheduledAt ?? post.createdAt,
      });
      await db
        .update(socialPostTargets)
        .set({ status: 'published', remoteId: published.remoteId, url: published.url, error: null, publishedAt: new Date() })
        .where(eq(socialPostTargets.id, target.id));
      return 'done';
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      logger.info('social post did not publish', { postId: post.id, targetId: target.id, kind: error.kind, reason: error.message });
      if (error.kind === 'auth') {
        await access.lost(account, error.message);
        return this.fail(target, error.message);
      }
      if (error.kind === 'rejected') return this.fail(target, error.message);
      if (error.maybeDelivered && !gateway.repeatable(account)) {
        return this.fail(target, `${error.message} ${socialNetworkLabels[account.network]} cannot say whether the post went out: check the account before posting it again.`);
      }
      if (lastRun) return this.fail(target, `${error.message} Uplift gave up after several attempts.`);
      await db.update(socialPostTargets).set({ status: 'pending', error: error.message }).where(eq(socialPostTargets.id, target.id));
      return 'retry';
    }
  }

  private async fail(target: TargetRow, reason: string): Promise<'done'> {
    await this.deps.db.update(socialPostTargets).set({ status: 'failed', error: reason }).where(eq(socialPostTargets.id, target.id));
    return 'done';
  }

  /** Every target has its outcome: the post is Published, Partly published or Failed, and its author hears of failures. */
  private async settle(post: PostRow): Promise<void> {
    const { db } = this.deps;
    const targets = await db.select().from(socialPostTargets).where(eq(socialPostTargets.postId, post.id));
    const published = targets.filter((target) => target.status === 'published');
    const failed = targets.filter((target) => target.status === 'failed');
    const status = failed.length === 0 ? 'published' : published.length === 0 ? 'failed' : 'partly_published';
    const [settled] = await db
      .update(socialPosts)
      .set({ status, publishedAt: published.length ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(socialPosts.id, post.id), eq(socialPosts.status, 'publishing')))
      .returning({ id: socialPosts.id });
    if (!settled || failed.length === 0 || !post.createdBy) return;
    const where = failed.map((target) => `${socialNetworkLabels[target.network]} (${target.username}): ${target.error}`).join('\n');
    const title = published.length ? 'A social post was published only in part' : 'A social post failed to publish';
    await this.deps
      .notify({
        userId: post.createdBy,
        workspaceId: post.workspaceId,
        kind: 'social_mentions',
        title,
        body: where,
        link: '/social',
        email: { subject: title, text: `“${excerpt(post.content, 80)}” did not go out to:\n${where}` },
      })
      .catch((error: Error) => this.deps.logger.warn('could not notify about a failed post', { postId: post.id, error: error.message }));
  }
}
