import { and, count, desc, eq } from 'drizzle-orm';
import type { DashboardSummary } from '@/shared/dashboard';
import type { Database } from '../../db/client';
import { campaigns } from '../campaigns/schema';
import { content } from '../content/schema';
import { projects } from '../projects/schema';

/** Counts of the workspace's own rows; subscribers stay zero until e-mail lists exist. */
export async function dashboardSummary(db: Database, workspaceId: string): Promise<DashboardSummary> {
  const countOf = async (query: Promise<Array<{ value: number }>>) => (await query)[0]?.value ?? 0;
  const [projectCount, contentCount, activeCampaigns, recent] = await Promise.all([
    countOf(db.select({ value: count() }).from(projects).where(eq(projects.workspaceId, workspaceId))),
    countOf(db.select({ value: count() }).from(content).where(eq(content.workspaceId, workspaceId))),
    countOf(
      db
        .select({ value: count() })
        .from(campaigns)
        .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.status, 'active'))),
    ),
    db
      .select({ id: content.id, title: content.title, type: content.type, metrics: content.metrics })
      .from(content)
      .where(eq(content.workspaceId, workspaceId))
      .orderBy(desc(content.createdAt))
      .limit(4),
  ]);
  return {
    totals: { projects: projectCount, content: contentCount, activeCampaigns },
    subscribers: { total: 0, newLast30Days: 0 },
    recentContent: recent.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      views: row.metrics.views,
      engagement: row.metrics.engagement,
    })),
  };
}
