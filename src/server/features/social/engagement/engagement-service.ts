import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import { inTimeZone, isTimeZone } from '@/shared/zoned-time';
import {
  type SocialAnalytics,
  type SocialBestTimes,
  type SocialEngagementItem,
  type SocialFigures,
  socialMessages,
} from '@/shared/social/social';
import type { Database } from '../../../db/database';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { socialAccounts, socialEngagement, socialMetricSnapshots, socialPosts, socialPostTargets } from '../schema';
import { excerpt } from '../posts/excerpt';
import type { SyncQueue } from './sync-queue';

const engagementLimit = 200;
/** Best Times says nothing from fewer published, synced posts than this. */
const postsNeededForBestTimes = 5;

type TargetRow = typeof socialPostTargets.$inferSelect;

/** The Engagement and Analytics tabs and Best Times, all from what the syncs read off the networks. */
export class EngagementService {
  constructor(private readonly deps: { db: Database; syncs: SyncQueue }) {}

  /** Sync now: the account's figures and mentions are read within moments. */
  async syncNow(viewer: Viewer, accountId: string): Promise<void> {
    const [account] = await this.deps.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.id, accountId), eq(socialAccounts.workspaceId, viewer.workspaceId)));
    if (!account) throw notFound();
    if (!account.credentials) throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, socialMessages.sampleAccount);
    if (account.status !== 'connected')
      throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, 'Reconnect the account before syncing it.');
    await this.deps.syncs.enqueue(account.id, 'asked');
  }

  async engagement(viewer: Viewer): Promise<SocialEngagementItem[]> {
    const rows = await this.deps.db
      .select({ item: socialEngagement, accountUsername: socialAccounts.username, postId: socialPostTargets.postId })
      .from(socialEngagement)
      .innerJoin(socialAccounts, eq(socialAccounts.id, socialEngagement.accountId))
      .leftJoin(socialPostTargets, eq(socialPostTargets.id, socialEngagement.targetId))
      .where(eq(socialEngagement.workspaceId, viewer.workspaceId))
      .orderBy(desc(socialEngagement.happenedAt))
      .limit(engagementLimit);
    return rows.map(({ item, accountUsername, postId }) => ({
      id: item.id,
      kind: item.kind,
      user: item.author,
      userUrl: item.authorUrl,
      message: item.message,
      platform: item.network,
      accountUsername,
      time: item.happenedAt.toISOString(),
      url: item.url,
      postId,
    }));
  }

  async analytics(viewer: Viewer, days: number): Promise<SocialAnalytics> {
    const { db } = this.deps;
    const since = new Date(Date.now() - days * 86_400_000);
    const rows = await db
      .select({ target: socialPostTargets, content: socialPosts.content })
      .from(socialPostTargets)
      .innerJoin(socialPosts, eq(socialPosts.id, socialPostTargets.postId))
      .where(
        and(
          eq(socialPostTargets.workspaceId, viewer.workspaceId),
          eq(socialPostTargets.status, 'published'),
          gte(socialPostTargets.publishedAt, since),
        ),
      )
      .orderBy(desc(socialPostTargets.publishedAt));
    const series = await this.dailyGains(viewer.workspaceId, since);
    const accounts = await db.select().from(socialAccounts).where(eq(socialAccounts.workspaceId, viewer.workspaceId));
    const targets = rows.map((row) => row.target);
    return {
      days,
      totals: figuresOf(targets),
      accounts: accounts.map((account) => ({
        accountId: account.id,
        network: account.network,
        username: account.username,
        ...figuresOf(targets.filter((target) => target.accountId === account.id)),
        series: series
          .filter((point) => point.accountId === account.id)
          .map(({ day, likes, comments, shares }) => ({ day, likes, comments, shares })),
      })),
      posts: rows.map(({ target, content }) => ({
        postId: target.postId,
        network: target.network,
        username: target.username,
        excerpt: excerpt(target.override ?? content, 120),
        publishedAt: target.publishedAt!.toISOString(),
        url: target.url,
        metrics: target.metricsSyncedAt
          ? { likes: target.likes, comments: target.comments, shares: target.shares, impressions: target.impressions }
          : null,
      })),
    };
  }

  /**
   * What each account's published posts gained each day since `since`: a day's snapshot less the one
   * before it. A post is synced for 30 days after it goes out, so its snapshots before `since` lie
   * within a month of it, and only those are read.
   */
  private async dailyGains(workspaceId: string, since: Date) {
    const { db } = this.deps;
    const gained = (column: AnyPgColumn) =>
      sql<number>`coalesce(${column}, 0) - coalesce(lag(${column}) over (partition by ${socialMetricSnapshots.targetId} order by ${socialMetricSnapshots.day}), 0)`;
    const changes = db.$with('changes').as(
      db
        .select({
          accountId: socialPostTargets.accountId,
          day: socialMetricSnapshots.day,
          likes: gained(socialMetricSnapshots.likes).as('likes'),
          comments: gained(socialMetricSnapshots.comments).as('comments'),
          shares: gained(socialMetricSnapshots.shares).as('shares'),
        })
        .from(socialMetricSnapshots)
        .innerJoin(socialPostTargets, eq(socialPostTargets.id, socialMetricSnapshots.targetId))
        .where(
          and(
            eq(socialMetricSnapshots.workspaceId, workspaceId),
            gte(socialMetricSnapshots.day, dayOf(new Date(since.getTime() - 32 * 86_400_000))),
          ),
        ),
    );
    return db
      .with(changes)
      .select({
        accountId: changes.accountId,
        day: changes.day,
        likes: sql<number>`sum(${changes.likes})::int`,
        comments: sql<number>`sum(${changes.comments})::int`,
        shares: sql<number>`sum(${changes.shares})::int`,
      })
      .from(changes)
      .where(gte(changes.day, dayOf(since)))
      .groupBy(changes.accountId, changes.day)
      .orderBy(changes.day);
  }

  /** The weekday and hour (in `timeZone`) whose posts drew the most likes, comments and shares on average. */
  async bestTimes(viewer: Viewer, timeZone: string): Promise<SocialBestTimes> {
    const clock = clockIn(timeZone);
    const targets = await this.deps.db
      .select({
        publishedAt: socialPostTargets.publishedAt,
        likes: socialPostTargets.likes,
        comments: socialPostTargets.comments,
        shares: socialPostTargets.shares,
      })
      .from(socialPostTargets)
      .where(
        and(
          eq(socialPostTargets.workspaceId, viewer.workspaceId),
          eq(socialPostTargets.status, 'published'),
          isNotNull(socialPostTargets.metricsSyncedAt),
        ),
      );
    const slots = new Map<string, { weekday: number; hour: number; posts: number; total: number }>();
    for (const target of targets) {
      if (!target.publishedAt) continue;
      const { weekday, hour } = clock(target.publishedAt);
      const slot = slots.get(`${weekday}-${hour}`) ?? { weekday, hour, posts: 0, total: 0 };
      slot.posts += 1;
      slot.total += (target.likes ?? 0) + (target.comments ?? 0) + (target.shares ?? 0);
      slots.set(`${weekday}-${hour}`, slot);
    }
    const ranked = [...slots.values()]
      .map(({ weekday, hour, posts, total }) => ({ weekday, hour, posts, averageEngagement: Math.round((total / posts) * 10) / 10 }))
      .sort((a, b) => b.averageEngagement - a.averageEngagement || b.posts - a.posts);
    const basedOn = targets.length;
    const best = basedOn >= postsNeededForBestTimes ? ranked[0] : undefined;
    return {
      timeZone,
      basedOn,
      needed: postsNeededForBestTimes,
      best: best ? { weekday: best.weekday, hour: best.hour, averageEngagement: best.averageEngagement } : null,
      slots: ranked,
    };
  }
}

/** Totals of what has been synced; a figure no synced post exposes stays null ('—'). */
function figuresOf(targets: TargetRow[]): SocialFigures {
  const synced = targets.filter((target) => target.metricsSyncedAt);
  const sum = (key: 'likes' | 'comments' | 'shares' | 'impressions') => {
    const known = synced.map((target) => target[key]).filter((value): value is number => value !== null);
    return known.length ? known.reduce((total, value) => total + value, 0) : null;
  };
  return { posts: targets.length, likes: sum('likes'), comments: sum('comments'), shares: sum('shares'), impressions: sum('impressions') };
}

/** Reads an instant's weekday (0 = Sunday) and hour on the clocks of `timeZone`; an unknown zone is a 400. */
function clockIn(timeZone: string): (at: Date) => { weekday: number; hour: number } {
  if (!isTimeZone(timeZone)) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Unknown time zone');
  return (at) => {
    const local = inTimeZone(at, timeZone);
    return { weekday: local.getDay(), hour: local.getHours() };
  };
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
