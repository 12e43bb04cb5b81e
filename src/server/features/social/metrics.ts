import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AreaMetric, MetricReading, MetricSpan } from '../../lib/area-metric';
import type { Database } from '../../db/database';
import { socialPosts, socialPostTargets } from './schema';

async function postsPublished(db: Database, workspaceId: string, span: MetricSpan): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.workspaceId, workspaceId),
        inArray(socialPosts.status, ['published', 'partly_published']),
        gte(socialPosts.publishedAt, span.start),
        lt(socialPosts.publishedAt, span.end),
      ),
    );
  return Number(row?.value ?? 0);
}

/**
 * What the networks reported for the posts that went out in the span (their latest sync); null for
 * both periods while no network has reported figures for any post of the workspace.
 */
async function reach(db: Database, workspaceId: string, period: { current: MetricSpan; previous: MetricSpan }) {
  const synced = and(eq(socialPostTargets.workspaceId, workspaceId), isNotNull(socialPostTargets.metricsSyncedAt));
  const [any] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(socialPostTargets)
    .where(synced);
  if (!any?.value) return null;
  const of = async (span: MetricSpan) => {
    const [row] = await db
      .select({
        impressions: sql<number>`coalesce(sum(${socialPostTargets.impressions}), 0)::int`,
        engagement: sql<number>`coalesce(sum(coalesce(${socialPostTargets.likes}, 0) + coalesce(${socialPostTargets.comments}, 0) + coalesce(${socialPostTargets.shares}, 0)), 0)::int`,
      })
      .from(socialPostTargets)
      .where(and(synced, gte(socialPostTargets.publishedAt, span.start), lt(socialPostTargets.publishedAt, span.end)));
    return { impressions: Number(row?.impressions ?? 0), engagement: Number(row?.engagement ?? 0) };
  };
  return { current: await of(period.current), previous: await of(period.previous) };
}

const reachMetric = (id: 'impressions' | 'engagement', label: string): AreaMetric => ({
  id: `social.${id}`,
  area: 'social',
  label,
  format: 'count',
  async read(db, workspaceId, period): Promise<MetricReading> {
    const figures = await reach(db, workspaceId, period);
    return figures ? { value: figures.current[id], previous: figures.previous[id] } : { value: null, previous: null };
  },
});

/** The Social Engine's figures for custom dashboards (ADR 039). */
export const socialMetrics: readonly AreaMetric[] = [
  {
    id: 'social.posts_published',
    area: 'social',
    label: 'Posts published',
    format: 'count',
    read: async (db, workspaceId, period) => ({
      value: await postsPublished(db, workspaceId, period.current),
      previous: await postsPublished(db, workspaceId, period.previous),
    }),
  },
  reachMetric('impressions', 'Impressions'),
  // Likes, comments and shares together, as the Analytics tab adds them.
  reachMetric('engagement', 'Engagements'),
];
