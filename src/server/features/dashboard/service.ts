import { and, count, desc, eq } from 'drizzle-orm';
import type { DashboardSummary } from '@/shared/dashboard';
import type { Database } from '../../db/database';
import { figuresOfAddresses } from '../analytics';
import { campaigns } from '../campaigns';
import { content } from '../content';
import { projects } from '../projects';
import { audienceFigures } from '../email';

const growthWindowMs = 30 * 24 * 3600 * 1000;

/**
 * Counts of the workspace's own rows; growth is the subscribers who joined in the last 30 days; a
 * piece's views are the page views Analytics counted at its published address.
 */
export async function dashboardSummary(db: Database, workspaceId: string, now = new Date()): Promise<DashboardSummary> {
  const countOf = async (query: Promise<Array<{ value: number }>>) => (await query)[0]?.value ?? 0;
  const [projectCount, contentCount, activeCampaigns, audience, recent] = await Promise.all([
    countOf(db.select({ value: count() }).from(projects).where(eq(projects.workspaceId, workspaceId))),
    countOf(db.select({ value: count() }).from(content).where(eq(content.workspaceId, workspaceId))),
    countOf(
      db
        .select({ value: count() })
        .from(campaigns)
        .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.status, 'active'))),
    ),
    audienceFigures(db, workspaceId, new Date(now.getTime() - growthWindowMs)),
    db
      .select({ id: content.id, title: content.title, type: content.type, metrics: content.metrics, publishedUrl: content.publishedUrl })
      .from(content)
      .where(eq(content.workspaceId, workspaceId))
      .orderBy(desc(content.createdAt))
      .limit(4),
  ]);
  const addresses = recent.flatMap((row) => (row.publishedUrl ? [row.publishedUrl] : []));
  const views = await figuresOfAddresses(db, workspaceId, addresses);
  return {
    totals: { projects: projectCount, content: contentCount, activeCampaigns },
    subscribers: { total: audience.total, newLast30Days: audience.joinedSince },
    recentContent: recent.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      views: row.publishedUrl ? (views.get(row.publishedUrl)?.pageViews ?? null) : null,
      engagement: row.metrics.engagement,
    })),
  };
}
