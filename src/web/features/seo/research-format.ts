import type { Limit } from '@/shared/plans';
import type { CompetitorAnalysis, KeywordDifficulty, KeywordTrend } from '@/shared/seo/research';
import { formatCurrency } from '@/shared/money';
import { formatCompact as formatCompactNumber, formatNumber } from '@/shared/number-format';

// How the Keyword Research and Competitor Analysis tabs write their figures and sentences.

/** What a figure no provider gave shows. */
export const notMeasured = '—';

/** A count the way search tools show it: 880, 1.2K, 45K, 3.4M; '—' without a figure. */
export function formatCompact(value: number | null): string {
  return value === null ? notMeasured : formatCompactNumber(value);
}

/** A cost per click in US dollars: $1.25; '—' without a figure. */
export function formatCpc(value: number | null): string {
  return value === null ? notMeasured : formatCurrency(value, 'USD');
}

/** Low green, Medium amber, High red: how hard a keyword is to rank for. */
export const difficultyTones = { Low: 'green', Medium: 'yellow', High: 'red' } as const satisfies Record<KeywordDifficulty, string>;

/** The trend icon's accessible name. */
export const trendLabels = { up: 'Trending up', down: 'Trending down', flat: 'Steady' } as const satisfies Record<KeywordTrend, string>;

/**
 * What an empty Keyword field searches for: the project's niche, then its address;
 * null when there is neither, and a term must be typed.
 */
export function termFallback(project: { niche: string | null; url: string | null } | null): string | null {
  return project?.niche?.trim() || project?.url?.trim() || null;
}

/** "12 of 100 searches this month"; on an unlimited plan, the count and that there is no limit. */
export function researchUsageText({ used, limit }: { used: number; limit: Limit }): string {
  const searches = `search${used === 1 ? '' : 'es'}`;
  if (limit === 'unlimited') return `${formatNumber(used)} ${searches} this month: unlimited on your plan`;
  return `${formatNumber(used)} of ${formatNumber(limit)} searches this month`;
}

const sourceTexts = {
  project: "Your project's competitors",
  ai: 'Discovered by AI from your site',
  links: 'Discovered from the sites your pages link to',
} as const satisfies Record<CompetitorAnalysis['source'], string>;

/** Where an analysis's competitors came from. */
export function competitorSourceText(source: CompetitorAnalysis['source']): string {
  return sourceTexts[source];
}

/** "Your plan compares up to 3 competitors." (feature catalogue: competitor_analysis). */
export function competitorLimitText(limit: Limit): string {
  if (limit === 'unlimited') return 'Your plan compares any number of competitors.';
  return `Your plan compares up to ${formatNumber(limit)} competitor${limit === 1 ? '' : 's'}.`;
}
