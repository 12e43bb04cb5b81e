import { type SocialPlatform, generateContentSchema } from '@/shared/content/content';
import { type GeneratedSocialPost, type SocialNetwork, textLimits } from '@/shared/social/social';
import type { ContentGeneration } from '../../content';
import type { Viewer } from '../../../auth/viewer';

/** The Content Engine's platform whose style each network's posts take: the fediverse and Bluesky read like X. */
const styleOf: Record<SocialNetwork, SocialPlatform> = {
  twitter: 'Twitter',
  mastodon: 'Twitter',
  bluesky: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * Posts for the chosen networks, written by the Content Engine's social writer (the configured AI
 * provider, else the offline writer) as one generation of the month's allowance.
 */
export async function writeSocialPosts(
  generation: ContentGeneration,
  viewer: Viewer,
  input: { topic: string; networks: readonly SocialNetwork[] },
) {
  const networks = [...new Set(input.networks)];
  const platforms = [...new Set(networks.map((network) => styleOf[network]))];
  const draft = await generation.generate(viewer, generateContentSchema.parse({ type: 'social', topic: input.topic, platforms }));
  if (draft.type !== 'social') throw new Error('The social writer answered another kind of draft');
  const posts = networks.map((network): GeneratedSocialPost => {
    const written = draft.body.find((post) => post.platform === styleOf[network]);
    const text = [written?.content ?? '', (written?.hashtags ?? []).join(' ')].filter(Boolean).join('\n\n');
    return { network, content: [...text].slice(0, textLimits[network].maxLength).join('') };
  });
  return { posts, source: draft.source };
}
