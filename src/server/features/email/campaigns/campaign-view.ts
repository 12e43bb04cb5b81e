import { type EmailCampaign, type EmailCampaignType, ratePercent } from '@/shared/email/email';
import type { emailCampaigns } from '../schema';

export type CampaignRow = typeof emailCampaigns.$inferSelect;

/** What analytics attributes to a campaign's links: conversions, and their revenue when the site reports one. */
export interface Attribution {
  conversions: number;
  revenue: number | null;
}

/** A campaign as the screen shows it: rates over sent, revenue attributed, else converted × the value per conversion. */
export function toCampaign(row: CampaignRow, listName: string | null, attribution: Attribution, valuePerConversion: number): EmailCampaign {
  const { abTest } = row;
  return {
    id: row.id,
    name: row.name,
    type: row.type as EmailCampaignType,
    status: row.status,
    listId: row.listId,
    listName,
    segmentId: row.segmentId,
    templateId: row.templateId,
    subject: row.subject,
    previewText: row.previewText,
    format: row.format,
    content: row.content,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    abTest: abTest
      ? { subjectB: abTest.subjectB, sharePercent: abTest.sharePercent, waitMinutes: abTest.waitMinutes, winner: abTest.winner }
      : null,
    recipients: row.recipients,
    sent: row.sentCount,
    failed: row.failedCount,
    opens: row.uniqueOpens,
    clicks: row.uniqueClicks,
    converted: attribution.conversions,
    revenue: attribution.revenue ?? attribution.conversions * valuePerConversion,
    revenueEstimated: attribution.revenue === null && attribution.conversions > 0,
    openRate: ratePercent(row.uniqueOpens, row.sentCount),
    clickRate: ratePercent(row.uniqueClicks, row.sentCount),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'Spring Bake Sale!' → 'spring-bake-sale-1a2b3c': readable in analytics, unique per campaign. */
export function utmCampaignOf(name: string, id: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'campaign'}-${id.replaceAll('-', '').slice(0, 6)}`;
}
