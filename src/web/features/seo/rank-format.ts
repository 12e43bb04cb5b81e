import type { Limit } from '@/shared/plans';
import { type RankCountry, type RankDevice, rankCountries, type TrackedKeyword } from '@/shared/seo/ranks';
import { notMeasured } from './research-format';
import { formatNumber } from '@/shared/number-format';
import { formatDate } from '@/shared/date-format';

// How rank tracking writes positions, their changes and the plan's allowance.

export const notInTop100 = 'Not in top 100';

export const deviceLabels = { desktop: 'Desktop', mobile: 'Mobile' } as const satisfies Record<RankDevice, string>;

/** The position column: '—' before the first check; 'Not in top 100' when checked and absent. A position read stays shown, provider or not. */
export function positionText(keyword: Pick<TrackedKeyword, 'position' | 'checkedAt'>): string {
  if (keyword.checkedAt === null) return notMeasured;
  return keyword.position === null ? notInTop100 : String(keyword.position);
}

/** A competitor's position on the same results page; '—' when it was not read. */
export function competitorPositionText(position: number | null | undefined, checked: boolean): string {
  if (!checked || position === undefined) return notMeasured;
  return position === null ? notInTop100 : String(position);
}

export interface PositionChange {
  direction: 'up' | 'down' | 'same' | 'lost' | 'none';
  /** Places moved; 0 when the position did not move or cannot be compared. */
  places: number;
  /** What the arrow means, for screen readers and the tooltip. */
  label: string;
}

/** The change since the day before: up is better (a smaller number). Nothing to compare without the day before's position. */
export function positionChange(position: number | null, previous: number | null): PositionChange {
  if (previous === null) return { direction: 'none', places: 0, label: 'No earlier position to compare with' };
  if (position === null) return { direction: 'lost', places: 0, label: `Dropped out of the top 100 (was ${previous})` };
  const places = Math.abs(previous - position);
  if (places === 0) return { direction: 'same', places, label: 'No change since the day before' };
  const word = `place${places === 1 ? '' : 's'}`;
  return position < previous
    ? { direction: 'up', places, label: `Up ${places} ${word} since the day before` }
    : { direction: 'down', places, label: `Down ${places} ${word} since the day before` };
}

/** "12 of 500 keywords tracked"; on an unlimited plan, the count and that there is no limit; null without rank tracking. */
export function rankUsageText({ used, limit }: { used: number; limit: Limit | null }): string | null {
  if (limit === null) return null;
  const count = formatNumber(used);
  if (limit === 'unlimited') return `${count} keyword${used === 1 ? '' : 's'} tracked: unlimited on your plan`;
  return `${count} of ${formatNumber(limit)} keywords tracked`;
}

/** The competitors' domains across the tracked keywords, in the order they first appear: one column each. */
export function competitorDomains(keywords: readonly Pick<TrackedKeyword, 'competitors'>[]): string[] {
  const domains = new Set<string>();
  for (const keyword of keywords) for (const domain of Object.keys(keyword.competitors)) domains.add(domain);
  return [...domains];
}

export function countryName(country: RankCountry): string {
  return rankCountries[country].name;
}

/** A day of the history ('2026-03-04') as "Mar 4", read as a calendar day wherever the reader is. */
export function formatRankDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return formatDate(day, 'day', { utc: true });
}

/** The keywords typed by hand: one per line or separated by commas, trimmed, each once (whatever its case). */
export function parseKeywordList(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(/[\n,]/)) {
    const keyword = part.trim().replace(/\s+/g, ' ');
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    keywords.push(keyword);
  }
  return keywords;
}

/** Limits of one Track (trackKeywordsSchema): at least one keyword, up to 100, each up to 200 characters. */
export function keywordListError(keywords: readonly string[]): string | null {
  if (keywords.length === 0) return 'Enter at least one keyword to track.';
  if (keywords.length > 100) return 'Track up to 100 keywords at a time.';
  if (keywords.some((keyword) => keyword.length > 200)) return 'A keyword can be at most 200 characters long.';
  return null;
}

/** How many keywords a Track added: those in the answer the screen did not list before (all sent, when it listed nothing yet). */
export function addedCount(
  before: readonly Pick<TrackedKeyword, 'id'>[] | undefined,
  after: readonly Pick<TrackedKeyword, 'id'>[],
  sent: number,
): number {
  if (before === undefined) return sent;
  const known = new Set(before.map((keyword) => keyword.id));
  return after.filter((keyword) => !known.has(keyword.id)).length;
}
