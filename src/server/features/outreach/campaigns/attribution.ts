import type { Database } from '../../../db/database';
import { campaignConversions } from '../../analytics';

/** What Analytics credits to one step of a campaign: visitors who came through its links and reached a goal. */
export interface StepConversions {
  conversions: number;
  revenue: number | null;
}

/**
 * The utm_campaign an outreach link lands with: the campaign (its name, made unique by its id) and
 * the step, so Analytics' campaign report and the campaign's own screen credit each step.
 */
export function outreachUtmCampaign(campaign: { id: string; name: string }, step: number): string {
  const slug = campaign.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `outreach-${slug ? `${slug}-` : ''}${campaign.id.slice(0, 6)}-step${step}`;
}

/** The link a tracked redirect sends to: the UTM tags added unless the link sets them itself. */
export function taggedDestination(url: string, utmCampaign: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const tags = { utm_source: 'outreach', utm_medium: 'email', utm_campaign: utmCampaign };
  for (const [key, value] of Object.entries(tags)) if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

/** Analytics' conversions for each step of a campaign, by its steps' utm_campaign. */
export async function stepConversions(
  db: Database,
  workspaceId: string,
  campaign: { id: string; name: string },
  steps: number,
): Promise<StepConversions[]> {
  const names = Array.from({ length: steps }, (_, index) => outreachUtmCampaign(campaign, index + 1));
  const figures = await campaignConversions(db, workspaceId, names);
  return names.map((name) => figures.get(name) ?? { conversions: 0, revenue: null });
}
