import type { SocialAnalytics, SocialFigures } from '@/shared/social/social';
import { formatMetric } from './post-format';
import { formatDate } from '@/shared/date-format';

// The Analytics tab's periods and figures; '—' stands for a figure the network does not share or that
// has not been synced yet, never for zero.

export const analyticsPeriods = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const defaultAnalyticsPeriod: AnalyticsPeriod = 30;

/** Why a figure shows '—'. */
export const notMeasuredHint = 'Not shared by the network or not synced yet';

export interface FigureTile {
  key: keyof SocialFigures;
  label: string;
  value: string;
  /** Said under a '—'; null when there is a figure. */
  hint: string | null;
}

const tileLabels: Record<keyof SocialFigures, string> = {
  posts: 'Posts',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  impressions: 'Impressions',
};

/** Posts, Likes, Comments, Shares and Impressions, each as shown. */
export function figureTiles(figures: SocialFigures): FigureTile[] {
  return (Object.keys(tileLabels) as Array<keyof SocialFigures>).map((key) => {
    const value = figures[key];
    return { key, label: tileLabels[key], value: formatMetric(value), hint: value === null ? notMeasuredHint : null };
  });
}

export type SeriesPoint = SocialAnalytics['accounts'][number]['series'][number];

/** A synced day (YYYY-MM-DD, UTC) in short words: 'Mar 4'. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, 'day', { utc: true });
}

/** What the chart of an account's days says to a screen reader. */
export function seriesSummary(series: readonly SeriesPoint[]): string {
  if (series.length === 0) return 'No figures synced in this period';
  const last = series.at(-1)!;
  return `Likes, comments and shares per day, ${plural(series.length, 'day')}; on ${formatDay(last.day)}: ${plural(last.likes, 'like')}, ${plural(last.comments, 'comment')}, ${plural(last.shares, 'share')}`;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
