import type { Database } from '../../../db/database';
import { campaignConversions } from '../../analytics';
import type { Attribution } from './campaign-view';

/** Reads what analytics attributes to campaigns by their utm_campaign. */
export interface CampaignAttribution {
  of(workspaceId: string, utmCampaigns: readonly string[]): Promise<Map<string, Attribution>>;
}

export function analyticsAttribution(db: Database): CampaignAttribution {
  return { of: (workspaceId, utmCampaigns) => campaignConversions(db, workspaceId, utmCampaigns) };
}
