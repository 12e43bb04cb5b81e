// Hashtag research in the composer (ADR 035): the request, the answer, and the pure rules both sides
// share: what counts as a hashtag in a post, how two tags compare, how a tag joins a post's text.
import { z } from 'zod';
import { socialNetworks, type SocialNetwork } from './social';

export const hashtagResearchNotOnPlan = 'Hashtag research is part of the Professional and Enterprise plans.';

export const hashtagMessages = {
  textRequired: 'Write the post first, then ask for hashtags',
  textTooLong: 'A post to find hashtags for has at most 5,000 characters',
  suggestFailed: 'Failed to suggest hashtags',
  notConfigured: (network: string) => `${network} tag figures are not configured on this Uplift.`,
  unreachable: (network: string) => `${network} could not be reached for tag figures.`,
  needsAccount: 'Bluesky’s public search asks for a signed-in account: connect a Bluesky account to see its tag figures.',
} as const;

/** The networks whose public APIs tell how much a tag is used. */
export const trendNetworks = ['mastodon', 'bluesky'] as const satisfies readonly SocialNetwork[];
export type TrendNetwork = (typeof trendNetworks)[number];

/** POST /api/social/hashtags/suggest: the composer's current text and the chosen accounts' networks. */
export const hashtagSuggestSchema = z.object({
  text: z
    .string({ error: hashtagMessages.textRequired })
    .trim()
    .min(1, hashtagMessages.textRequired)
    .max(5000, hashtagMessages.textTooLong),
  networks: z.array(z.enum(socialNetworks)).max(socialNetworks.length).default([]),
});
export type HashtagSuggestInput = z.input<typeof hashtagSuggestSchema>;

export type HashtagSource = 'ai' | 'history';

/** How the workspace's own published posts that carried the tag did; null where no network reported a figure. */
export interface HashtagHistory {
  posts: number;
  averageEngagement: number | null;
  averageImpressions: number | null;
}

/** A tag's use on a network over the last 7 days; `uses` null (shown '—') with the reason when it could not be read. */
export interface HashtagTrend {
  network: TrendNetwork;
  uses: number | null;
  /** Bluesky's figure counts one page of search results: more than this many is shown as "100+". */
  atLeast: boolean;
  direction: 'rising' | 'falling' | 'steady' | null;
  reason: string | null;
}

export interface HashtagSuggestion {
  /** As it is written into a post, with its '#'. */
  tag: string;
  sources: HashtagSource[];
  /** The draft carries it already. */
  inPost: boolean;
  history: HashtagHistory | null;
  trends: HashtagTrend[];
}

export interface HashtagSuggestions {
  suggestions: HashtagSuggestion[];
  /** Who suggested the AI's tags: the configured provider, or the offline writer. */
  writtenBy: 'ai' | 'offline';
}

/** Most suggestions in one answer. */
export const maxSuggestions = 12;

// A tag starts after a space or punctuation (not inside a word or a URL's #fragment) and holds letters, digits and _.
const hashtagPattern = /(^|[^\p{L}\p{N}_/&#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

/** The hashtags a post carries, each once (the first spelling kept), in order. */
export function hashtagsIn(text: string): string[] {
  const found = new Map<string, string>();
  for (const match of text.matchAll(hashtagPattern)) {
    const tag = `#${match[2]}`;
    if (tag.length > 101) continue;
    if (!found.has(tagKey(tag))) found.set(tagKey(tag), tag);
  }
  return [...found.values()];
}

/** What two spellings of one tag share: networks match tags without regard to case. */
export function tagKey(tag: string): string {
  return tag.replace(/^#/, '').toLocaleLowerCase('en');
}

/** A tag from words: "sourdough bread" → "#SourdoughBread", "rye" → "#rye"; null when nothing is left to tag. */
export function tagFromWords(words: string): string | null {
  const parts = words
    .replace(/^#/, '')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  if (parts.length === 0 || !parts.some((part) => /\p{L}/u.test(part))) return null;
  if (parts.length === 1) return `#${parts[0]}`;
  return `#${parts.map((part) => part[0]!.toLocaleUpperCase('en') + part.slice(1)).join('')}`;
}

/** The post's text with `tag` added: on the line of tags that ends it, else on a new line; unchanged when it carries the tag. */
export function insertHashtag(text: string, tag: string): string {
  if (hashtagsIn(text).some((present) => tagKey(present) === tagKey(tag))) return text;
  const trimmed = text.replace(/\s+$/, '');
  if (trimmed === '') return tag;
  const lastLine = trimmed.split('\n').at(-1) ?? '';
  const onlyTags = lastLine
    .trim()
    .split(/\s+/)
    .every((word) => /^#[\p{L}\p{N}_]+$/u.test(word));
  return onlyTags ? `${trimmed} ${tag}` : `${trimmed}\n\n${tag}`;
}

/** Rising, falling or steady: the last half of the days (newest first) against the half before it. */
export function trendDirection(usesNewestFirst: readonly number[]): 'rising' | 'falling' | 'steady' | null {
  if (usesNewestFirst.length < 2) return null;
  const half = Math.floor(usesNewestFirst.length / 2);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const recent = sum(usesNewestFirst.slice(0, half));
  const before = sum(usesNewestFirst.slice(half, half * 2));
  if (recent === 0 && before === 0) return null;
  if (recent > before * 1.2) return 'rising';
  if (recent < before * 0.8) return 'falling';
  return 'steady';
}
