import type { HashtagHistory, HashtagSource, HashtagTrend } from '@/shared/social/hashtags';
import { socialNetworkLabels } from '@/shared/social/social';
import { formatNumber } from '@/shared/number-format';

// How the composer's Hashtags write each tag's figures: '—' where a network gave none.

export const hashtagSourceLabels: Record<HashtagSource, string> = { ai: 'AI', history: 'Your posts' };

const number = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
const figure = (value: number | null) => (value === null ? '—' : number(value));

/** 'Your posts: 2 posts · avg engagement 6.7 · avg impressions —'. */
export function historyLine(history: HashtagHistory): string {
  const posts = `${history.posts} post${history.posts === 1 ? '' : 's'}`;
  return `Your posts: ${posts} · avg engagement ${figure(history.averageEngagement)} · avg impressions ${figure(history.averageImpressions)}`;
}

const directions: Record<NonNullable<HashtagTrend['direction']>, string> = { rising: 'rising', falling: 'falling', steady: 'steady' };

/** 'Mastodon: 33 uses in 7 days, rising'; 'Bluesky: —' when it could not be read (the reason goes beside it). */
export function trendLine(trend: HashtagTrend): string {
  const network = socialNetworkLabels[trend.network];
  if (trend.uses === null) return `${network}: —`;
  const uses = `${number(trend.uses)}${trend.atLeast ? '+' : ''} use${trend.uses === 1 && !trend.atLeast ? '' : 's'} in 7 days`;
  return `${network}: ${uses}${trend.direction ? `, ${directions[trend.direction]}` : ''}`;
}
