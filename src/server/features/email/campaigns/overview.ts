import type { EmailOverview } from '@/shared/email/email';
import { ratePercent } from '@/shared/email/email';
import type { Database } from '../../../db/database';
import type { Viewer } from '../../../auth/viewer';
import { audienceFigures } from '../subscribers/audience';
import type { CampaignsService } from './campaigns-service';

const weekMs = 7 * 24 * 3600 * 1000;

/** The four stat tiles: subscribers and this week's new ones, open and click rates over everything sent, revenue. */
export async function emailOverview(db: Database, campaigns: CampaignsService, viewer: Viewer): Promise<EmailOverview> {
  const [audience, all] = await Promise.all([
    audienceFigures(db, viewer.workspaceId, new Date(Date.now() - weekMs)),
    campaigns.list(viewer),
  ]);
  const sum = (pick: (campaign: (typeof all)[number]) => number) => all.reduce((total, campaign) => total + pick(campaign), 0);
  const sent = sum((campaign) => campaign.sent);
  return {
    subscribers: audience.total,
    newThisWeek: audience.joinedSince,
    openRate: ratePercent(
      sum((campaign) => campaign.opens),
      sent,
    ),
    clickRate: ratePercent(
      sum((campaign) => campaign.clicks),
      sent,
    ),
    revenue: Math.round(sum((campaign) => campaign.revenue) * 100) / 100,
    revenueEstimated: all.some((campaign) => campaign.revenueEstimated),
  };
}
