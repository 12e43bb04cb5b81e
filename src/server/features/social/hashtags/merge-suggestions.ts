import { type HashtagSource, type HashtagSuggestion, hashtagsIn, maxSuggestions, tagKey } from '@/shared/social/hashtags';
import type { TagRecord } from './hashtag-history';

/** The workspace's tags added beyond those the draft speaks of: its best performers, this many at most. */
const provenPicks = 4;

/** The workspace's tags that did best: most engagement on average, then most posts. */
export function provenTags(history: ReadonlyMap<string, TagRecord>, limit = provenPicks): TagRecord[] {
  return [...history.values()]
    .sort((a, b) => (b.averageEngagement ?? -1) - (a.averageEngagement ?? -1) || b.posts - a.posts)
    .slice(0, limit);
}

/**
 * One list from the AI's tags and the workspace's history, each tag once with where it came from and
 * its figures: tags both name come first, then the AI's in its order, then the workspace's that the
 * draft speaks of, then its best performers.
 */
export function mergeSuggestions(input: {
  text: string;
  aiTags: readonly string[];
  history: ReadonlyMap<string, TagRecord>;
}): Array<Omit<HashtagSuggestion, 'trends'>> {
  const inPost = new Set(hashtagsIn(input.text).map(tagKey));
  const spoken = wordsAndPhrases(input.text);
  const merged = new Map<string, { tag: string; sources: Set<HashtagSource> }>();
  const add = (tag: string, source: HashtagSource) => {
    const entry = merged.get(tagKey(tag)) ?? { tag, sources: new Set<HashtagSource>() };
    entry.sources.add(source);
    merged.set(tagKey(tag), entry);
  };
  for (const tag of input.aiTags) add(tag, 'ai');
  for (const tag of input.aiTags) if (input.history.has(tagKey(tag))) add(tag, 'history');
  // The workspace's tags whose words the draft uses, whether or not it tags them yet.
  for (const [key, record] of input.history) if (spoken.has(key)) add(record.tag, 'history');
  for (const record of provenTags(input.history)) add(record.tag, 'history');
  return [...merged.entries()]
    .map(([key, entry], order) => ({ key, entry, order }))
    .sort((a, b) => b.entry.sources.size - a.entry.sources.size || a.order - b.order)
    .slice(0, maxSuggestions)
    .map(({ key, entry }) => {
      const record = input.history.get(key);
      return {
        tag: record?.tag ?? entry.tag,
        sources: (['ai', 'history'] as const).filter((source) => entry.sources.has(source)),
        inPost: inPost.has(key),
        history: record
          ? { posts: record.posts, averageEngagement: record.averageEngagement, averageImpressions: record.averageImpressions }
          : null,
      };
    });
}

/** The draft's words, and its runs of two and three words run together, as tags spell them ("sourdoughbread"). */
function wordsAndPhrases(text: string): Set<string> {
  const words = text
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const spoken = new Set<string>();
  words.forEach((_, start) => {
    for (let size = 1; size <= 3 && start + size <= words.length; size++) spoken.add(words.slice(start, start + size).join(''));
  });
  return spoken;
}
