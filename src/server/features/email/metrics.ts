import { and, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { AreaMetric, MetricSpan } from '../../lib/area-metric';
import type { Database } from '../../db/database';
import { emailCampaigns, emailListMembers } from './schema';
import { audienceFigures } from './subscribers/audience';

/** Campaigns that finished sending in the span, with their recipients reached, opens and clicks. */
async function campaignsSent(db: Database, workspaceId: string, span: MetricSpan) {
  const [row] = await db
    .select({
      campaigns: sql<number>`count(*)::int`,
      sent: sql<number>`coalesce(sum(${emailCampaigns.sentCount}), 0)::int`,
      opens: sql<number>`coalesce(sum(${emailCampaigns.uniqueOpens}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${emailCampaigns.uniqueClicks}), 0)::int`,
    })
    .from(emailCampaigns)
    .where(
      and(
        eq(emailCampaigns.workspaceId, workspaceId),
        eq(emailCampaigns.status, 'sent'),
        gte(emailCampaigns.finishedAt, span.start),
        lt(emailCampaigns.finishedAt, span.end),
      ),
    );
  return {
    campaigns: Number(row?.campaigns ?? 0),
    sent: Number(row?.sent ?? 0),
    opens: Number(row?.opens ?? 0),
    clicks: Number(row?.clicks ?? 0),
  };
}

/** People subscribed now who joined a list in the span. */
async function joined(db: Database, workspaceId: string, span: MetricSpan): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(emailListMembers.subscriberId) })
    .from(emailListMembers)
    .where(
      and(
        eq(emailListMembers.workspaceId, workspaceId),
        eq(emailListMembers.status, 'subscribed'),
        gte(emailListMembers.joinedAt, span.start),
        lt(emailListMembers.joinedAt, span.end),
      ),
    );
  return row?.value ?? 0;
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The unique opens or clicks of the campaigns sent in each period, per recipient reached. */
function campaignRate(id: string, label: string, part: 'opens' | 'clicks'): AreaMetric {
  return {
    id,
    area: 'email',
    label,
    format: 'percent',
    read: async (db, workspaceId, period) => {
      const [now, before] = await Promise.all([
        campaignsSent(db, workspaceId, period.current),
        campaignsSent(db, workspaceId, period.previous),
      ]);
      return { value: rate(now[part], now.sent), previous: rate(before[part], before.sent) };
    },
  };
}

/** E-mail Marketing's figures for custom dashboards (ADR 039). */
export const emailMetrics: readonly AreaMetric[] = [
  {
    id: 'email.subscribers',
    area: 'email',
    label: 'Subscribers',
    format: 'count',
    // How many were subscribed a period ago is not kept (unsubscribes rewrite the rows): no change shown.
    read: async (db, workspaceId, period) => ({
      value: (await audienceFigures(db, workspaceId, period.current.start)).total,
      previous: null,
    }),
  },
  {
    id: 'email.new_subscribers',
    area: 'email',
    label: 'New subscribers',
    format: 'count',
    read: async (db, workspaceId, period) => ({
      value: await joined(db, workspaceId, period.current),
      previous: await joined(db, workspaceId, period.previous),
    }),
  },
  {
    id: 'email.campaigns_sent',
    area: 'email',
    label: 'Campaigns sent',
    format: 'count',
    read: async (db, workspaceId, period) => ({
      value: (await campaignsSent(db, workspaceId, period.current)).campaigns,
      previous: (await campaignsSent(db, workspaceId, period.previous)).campaigns,
    }),
  },
  campaignRate('email.open_rate', 'Open rate', 'opens'),
  campaignRate('email.click_rate', 'Click rate', 'clicks'),
];
