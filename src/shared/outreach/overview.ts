// AI Outreach's four tiles (issue 34), from what the workspace holds; Backlinks Acquired is SEO's count
// of verified links, which the screen reads from Link Building.

export interface OutreachOverview {
  /** Prospects in the list. */
  prospects: number;
  /** Prospects written to (Contacted or Responded). */
  contacted: number;
  responded: number;
  /** Replies over prospects contacted, as a percentage; null before anyone was contacted ('—'). */
  responseRate: number | null;
  /** Influencers Negotiating and prospects marked partner. */
  partnerships: number;
}

export const overviewLabels = {
  activeProspects: 'Active Prospects',
  responseRate: 'Response Rate',
  backlinksAcquired: 'Backlinks Acquired',
  activePartnerships: 'Active Partnerships',
} as const;
