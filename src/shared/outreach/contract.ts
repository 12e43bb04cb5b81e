// The contract of AI Outreach (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const outreachContract = {
  errorCodes: {
    PROSPECT_EXISTS: 'PROSPECT_EXISTS',
    /** A prospect search is already under way in the workspace (one at a time). */
    SEARCH_UNDER_WAY: 'SEARCH_UNDER_WAY',
    INFLUENCER_EXISTS: 'INFLUENCER_EXISTS',
    /** A sending identity that campaigns still send from. */
    IDENTITY_IN_USE: 'IDENTITY_IN_USE',
  },
  providerKeys: [
    {
      name: 'YOUTUBE_API_KEY',
      label: 'YouTube Data API key',
      group: 'Outreach',
      secret: true,
      hint: 'A Google Cloud API key with the YouTube Data API v3 enabled: reads influencers’ channels (subscribers, and their recent videos’ views, likes and comments)',
    },
  ],
} as const satisfies AreaContract;
