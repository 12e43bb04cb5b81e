import type { Influencer, InfluencerStatus } from '@/shared/outreach/influencers';
import { formatCompact } from '@/shared/number-format';

// How the Influencer Network shows an influencer: figures, and the status a step leads to.

export function formatFollowers(followers: number): string {
  return formatCompact(followers);
}

/** Engagement as a percentage with one decimal: "3.4%". */
export function formatEngagement(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

/** The next status and its button: Contact an Available one, Negotiate with a Contacted one. */
export function nextInfluencerStep(status: InfluencerStatus): { status: InfluencerStatus; label: string } | null {
  if (status === 'Available') return { status: 'Contacted', label: 'Contact' };
  if (status === 'Contacted') return { status: 'Negotiating', label: 'Negotiating' };
  return null;
}

/** Where the figures came from, for the row's note. */
export function figuresNote(influencer: Pick<Influencer, 'figures' | 'platform'>): string | null {
  if (influencer.figures.error) return influencer.figures.error;
  if (influencer.figures.source === 'user') return 'Entered by hand';
  return null;
}

export const influencerStatusTones = { Available: 'blue', Contacted: 'yellow', Negotiating: 'green' } as const satisfies Record<
  InfluencerStatus,
  string
>;
