import type { DashboardSummary } from '@/shared/dashboard/dashboard';
import type { Database } from '../../db/database';
import { figuresOfAddresses } from '../analytics';
import { countActiveCampaigns } from '../campaigns';
import { countContent, recentContent } from '../content';
import { countProjects } from '../../projects/directory';
import { audienceFigures } from '../email';

const growthWindowMs = 30 * 24 * 3600 * 1000;

/**
 * Counts of the workspace's own rows; growth is the subscribers who joined in the last 30 days; a
 * piece's views are the page views Analytics counted at its published address.
 */
export async function dashboardSummary(db: Database, workspaceId: string, now = new Date()): Promise<DashboardSummary> {
  const [projectCount, contentCount, activeCampaigns, audience, recent] = await Promise.all([
    countProjects(db, workspaceId),
    countContent(db, workspaceId),
    countActiveCampaigns(db, workspaceId),
    audienceFigures(db, workspaceId, new Date(now.getTime() - growthWindowMs)),
    recentContent(db, workspaceId, 4),
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
