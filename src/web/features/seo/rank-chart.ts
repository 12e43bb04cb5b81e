import type { RankHistory } from '@/shared/seo/ranks';

// The history chart's data: one row per day, the site's position and each competitor's as its own
// line. A day without a position (not in the top 100) stays null, so the line shows a gap there.

/** One day of the chart: `date`, then a position (or null) per line key. */
export type RankChartRow = { date: string } & Record<string, number | null | string>;

export interface RankChartLine {
  /** The row's field: plain keys, since a domain's dots would read as a path in the chart's dataKey. */
  key: string;
  name: string;
}

export interface RankChartSeries {
  rows: RankChartRow[];
  lines: RankChartLine[];
}

export const siteLineKey = 'site';

export function rankChartSeries(history: Pick<RankHistory, 'points'>, siteName = 'Your site'): RankChartSeries {
  const domains: string[] = [];
  for (const point of history.points) {
    for (const domain of Object.keys(point.competitors)) if (!domains.includes(domain)) domains.push(domain);
  }
  const lines: RankChartLine[] = [
    { key: siteLineKey, name: siteName },
    ...domains.map((domain, index) => ({ key: `competitor${index}`, name: domain })),
  ];
  const rows = history.points.map((point) => {
    const row: RankChartRow = { date: point.date, [siteLineKey]: point.position };
    domains.forEach((domain, index) => {
      row[`competitor${index}`] = point.competitors[domain] ?? null;
    });
    return row;
  });
  return { rows, lines };
}

/** The chart's description for screen readers: how many days, and the site's latest position. */
export function rankChartSummary(history: Pick<RankHistory, 'keyword' | 'points'>): string {
  const days = history.points.length;
  const latest = history.points.at(-1);
  const now =
    latest === undefined ? '' : latest.position === null ? '; latest: not in the top 100' : `; latest position ${latest.position}`;
  return `Positions for “${history.keyword}” over ${days} day${days === 1 ? '' : 's'}${now}`;
}
