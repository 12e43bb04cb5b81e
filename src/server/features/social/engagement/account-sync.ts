import { and, desc, eq, gte, inArray, or, isNull } from 'drizzle-orm';
import { socialNetworkLabels } from '@/shared/social/social';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import { noticeToMember } from '../social-notices';
import type { AccountAccess } from '../accounts/account-access';
import { NetworkError } from '../networks/types';
import type { NetworkGateway } from '../publishing/network-gateway';
import { socialAccounts, socialEngagement, socialMetricSnapshots, socialPostTargets } from '../schema';

/** Posts whose figures each sync reads again: the last 30 days', at most this many per account. */
const metricsWindowDays = 30;
const metricsPerSync = 100;

/** retry: later, as the queue's backoff has it; waitMs: once the network's rate limit lets Uplift in again. */
export type SyncOutcome = 'synced' | 'skipped' | 'retry' | { waitMs: number };

/**
 * One account's sync: its published posts' likes, comments, shares and impressions (with a daily
 * snapshot for figures over time), and its new mentions and replies. A refused authorisation turns
 * the account Disconnected; an unavailable network is tried at the next sync.
 */
export class AccountSync {
  constructor(private readonly deps: { db: Database; gateway: NetworkGateway; access: AccountAccess; notify: Notify; logger: Logger }) {}

  async run(accountId: string): Promise<SyncOutcome> {
    const { db, access, logger } = this.deps;
    const [account] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, accountId));
    // A sample account has nothing to sync from.
    if (!account || account.status !== 'connected' || !account.credentials) return 'skipped';
    try {
      await this.metrics(account);
      const fresh = await this.engagement(account);
      await db
        .update(socialAccounts)
        .set({ lastSync: new Date() })
        .where(and(eq(socialAccounts.id, account.id), eq(socialAccounts.status, 'connected')));
      if (fresh > 0) await this.tell(account, fresh);
      return 'synced';
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.kind === 'auth') {
        await access.lost(account, error.message);
        return 'skipped';
      }
      logger.info('social account did not sync', { accountId, reason: error.message });
      if (error.kind !== 'transient') return 'skipped';
      return error.retryAfterMs === undefined ? 'retry' : { waitMs: error.retryAfterMs };
    }
  }

  private async metrics(account: typeof socialAccounts.$inferSelect): Promise<void> {
    const { db, gateway } = this.deps;
    const since = new Date(Date.now() - metricsWindowDays * 86_400_000);
    const targets = await db
      .select()
      .from(socialPostTargets)
      .where(
        and(
          eq(socialPostTargets.accountId, account.id),
          eq(socialPostTargets.status, 'published'),
          or(gte(socialPostTargets.publishedAt, since), isNull(socialPostTargets.metricsSyncedAt)),
        ),
      )
      .orderBy(desc(socialPostTargets.publishedAt))
      .limit(metricsPerSync);
    const published = targets.filter((target): target is typeof target & { remoteId: string } => target.remoteId !== null);
    if (published.length === 0) return;
    const figuresOf = await gateway.metrics(
      account,
      published.map((target) => target.remoteId),
    );
    if (!figuresOf) return;
    const day = new Date().toISOString().slice(0, 10);
    for (const target of published) {
      // A post deleted on the network keeps its last figures.
      const figures = figuresOf.get(target.remoteId);
      if (!figures) continue;
      await db
        .update(socialPostTargets)
        .set({ ...figures, metricsSyncedAt: new Date() })
        .where(eq(socialPostTargets.id, target.id));
      await db
        .insert(socialMetricSnapshots)
        .values({ targetId: target.id, workspaceId: account.workspaceId, day, ...figures })
        .onConflictDoUpdate({ target: [socialMetricSnapshots.targetId, socialMetricSnapshots.day], set: figures });
    }
  }

  /** Stores what is new since the last sync; answers how many mentions and replies that was. */
  private async engagement(account: typeof socialAccounts.$inferSelect): Promise<number> {
    const { db, gateway } = this.deps;
    const { items, cursor } = await gateway.engagement(account, account.engagementCursor);
    let fresh = 0;
    if (items.length) {
      const answered = items.flatMap((item) => (item.inReplyToRemoteId ? [item.inReplyToRemoteId] : []));
      const ours = answered.length
        ? await db
            .select({ id: socialPostTargets.id, remoteId: socialPostTargets.remoteId })
            .from(socialPostTargets)
            .where(and(eq(socialPostTargets.accountId, account.id), inArray(socialPostTargets.remoteId, answered)))
        : [];
      const targetOf = new Map(ours.map((target) => [target.remoteId, target.id]));
      const inserted = await db
        .insert(socialEngagement)
        .values(
          items.map((item) => ({
            workspaceId: account.workspaceId,
            accountId: account.id,
            network: account.network,
            remoteId: item.remoteId,
            kind: item.kind,
            author: item.author,
            authorUrl: item.authorUrl,
            message: item.text,
            url: item.url,
            targetId: (item.inReplyToRemoteId && targetOf.get(item.inReplyToRemoteId)) || null,
            happenedAt: item.createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: socialEngagement.id });
      fresh = inserted.length;
    }
    if (cursor !== account.engagementCursor)
      await db.update(socialAccounts).set({ engagementCursor: cursor }).where(eq(socialAccounts.id, account.id));
    return fresh;
  }

  /** Whoever connected the account hears of new mentions, once per sync (their Social mentions preference). */
  private async tell(account: typeof socialAccounts.$inferSelect, fresh: number): Promise<void> {
    if (!account.createdBy) return;
    const title = `${fresh} new mention${fresh === 1 ? '' : 's'} of ${account.username} on ${socialNetworkLabels[account.network]}`;
    await noticeToMember(this.deps, {
      userId: account.createdBy,
      workspaceId: account.workspaceId,
      kind: 'social_mentions',
      title,
      body: 'See them in the Social Engine’s Engagement tab.',
      link: '/social?tab=engagement',
      email: { subject: title, text: 'See them, and answer them, from the Social Engine’s Engagement tab.' },
    });
  }
}
