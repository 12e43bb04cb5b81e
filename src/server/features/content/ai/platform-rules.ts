// Per-platform rules that both writers follow: a provider's posts are held to them after the fact,
// the offline writer builds to them.
import type { SocialPlatform, SocialPost } from '@/shared/content/content';

/** The most characters a post may have, hashtags included (X/Twitter's 280; the others' caption limits). */
const characterLimits: Record<SocialPlatform, number> = {
  Twitter: 280,
  LinkedIn: 3000,
  Instagram: 2200,
  Facebook: 5000,
  TikTok: 2200,
  YouTube: 5000,
};

/** "small business" → "#SmallBusiness": one word, a leading #, letters and digits only. */
function hashtag(words: string): string {
  const joined = words
    .replace(/^#+/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return joined ? `#${joined.slice(0, 59)}` : '';
}

/** Hashtags as stored: normalised, without empties or case-insensitive repeats. */
export function tidyHashtags(tags: readonly string[], max = 30): string[] {
  const seen = new Set<string>();
  const tidy: string[] = [];
  for (const tag of tags.map(hashtag)) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tidy.push(tag);
  }
  return tidy.slice(0, max);
}

/** The post as it would be published: the text, then its hashtags. */
export function postLength(post: Pick<SocialPost, 'content' | 'hashtags'>): number {
  return post.content.length + post.hashtags.reduce((sum, tag) => sum + tag.length + 1, 0);
}

/** Keeps a post within its platform's limit: drops trailing hashtags first (keeping one), then shortens the text. */
export function fitPost(post: SocialPost): SocialPost {
  const limit = characterLimits[post.platform];
  let hashtags = post.hashtags;
  while (hashtags.length > 1 && postLength({ content: post.content, hashtags }) > limit) hashtags = hashtags.slice(0, -1);
  const room = limit - postLength({ content: '', hashtags });
  return { ...post, hashtags, content: clip(post.content, room) };
}

/** Shortens text to at most `max` characters at a word boundary, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
