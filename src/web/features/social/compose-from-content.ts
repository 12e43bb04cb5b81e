import { type ContentItem, type SocialPlatform, type SocialPost, socialPayloadSchema } from '@/shared/content/content';
import type { SocialAccount, SocialNetwork } from '@/shared/social/social';
import { emptyPostForm, type PostFormValues } from './post-form';

// The Content Engine's social item sent to the composer: its posts (one per platform) become the
// post's text and each matching account's own text.

const networkOfPlatform: Record<SocialPlatform, SocialNetwork> = {
  Instagram: 'instagram',
  Twitter: 'twitter',
  LinkedIn: 'linkedin',
  Facebook: 'facebook',
  TikTok: 'tiktok',
  YouTube: 'youtube',
};

/** Short posts like Twitter's read the same on these networks, which the Content Engine does not write for. */
const writtenLikeTwitter: readonly SocialNetwork[] = ['mastodon', 'bluesky'];

/** A post's text as it goes out: the content, a blank line, then its hashtags (each with its '#'). */
function postText(post: Pick<SocialPost, 'content' | 'hashtags'>): string {
  const tags = post.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).join(' ');
  return tags ? `${post.content}\n\n${tags}` : post.content;
}

/**
 * The composer's values for a social item: the first post's text as the post's, the connected accounts
 * Uplift publishes to whose network has a post chosen (Mastodon and Bluesky take Twitter's), with that
 * post as their own text where it differs. Null when the item is not social or its body is not valid.
 */
export function composeFromContent(item: Pick<ContentItem, 'type' | 'body'>, accounts: readonly SocialAccount[]): PostFormValues | null {
  if (item.type !== 'social') return null;
  const parsed = socialPayloadSchema.safeParse(item.body);
  if (!parsed.success) return null;
  const posts = parsed.data;
  const content = postText(posts[0]!);
  const postFor = (network: SocialNetwork) =>
    posts.find((post) => networkOfPlatform[post.platform] === network) ??
    (writtenLikeTwitter.includes(network) ? posts.find((post) => post.platform === 'Twitter') : undefined);
  const accountIds: string[] = [];
  const overrides: Record<string, string> = {};
  for (const account of accounts) {
    if (account.status !== 'Connected' || !account.publishes) continue;
    const post = postFor(account.network);
    if (!post) continue;
    accountIds.push(account.id);
    const text = postText(post);
    if (text !== content) overrides[account.id] = text;
  }
  return { ...emptyPostForm, content, accountIds, overrides };
}
