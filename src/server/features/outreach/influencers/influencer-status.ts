import { type InfluencerStatus, influencerMessages as text, influencerStatuses } from '@/shared/outreach/influencers';

/** Why `current` cannot become `next`: statuses go Available → Contacted → Negotiating, one step at a time. */
export function nextStatusRefusal(current: InfluencerStatus, next: InfluencerStatus): string | null {
  const from = influencerStatuses[influencerStatuses.indexOf(next) - 1];
  if (next === current || from === current) return null;
  return from ? text.onlyFrom(from, next, current) : text.noWayBack(current);
}
