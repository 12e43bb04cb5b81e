// The AI's hashtags for a draft: the provider reads the post, its networks, the project and the tags that
// did well for the workspace; the offline writer tags the post's distinctive words and the project's keywords.
import { z } from 'zod';
import { socialNetworkLabels, type SocialNetwork } from '@/shared/social/social';
import { maxSuggestions, tagFromWords, tagKey } from '@/shared/social/hashtags';
import { type ProjectContext, defineRecipe, describeProject } from '../../../ai';
import { rankKeywords } from '../../../crawl';

const answer = z.object({ hashtags: z.array(z.string().trim().min(1).max(100)).max(30) });

/** The AI's part of the suggestions: never more than half of the list, so the workspace's own tags keep room. */
const aiTags = Math.ceil(maxSuggestions / 2) + 2;
/** Of those, how many the offline writer takes from the post's words before the project's keywords. */
const fromPostWords = 5;

export interface HashtagBrief {
  text: string;
  networks: readonly SocialNetwork[];
  project: ProjectContext | null;
  /** The workspace's tags that did best, for the provider to weigh. */
  provenTags: readonly string[];
}

export function hashtagsRecipe(brief: HashtagBrief) {
  const networks = brief.networks.length ? brief.networks.map((network) => socialNetworkLabels[network]).join(', ') : 'any network';
  return defineRecipe({
    kind: 'hashtag-suggestions',
    answer,
    prompt: `${describeProject(brief.project)}

A social post is about to go out on ${networks}:
"""
${brief.text}
"""
${brief.provenTags.length ? `Tags this workspace's earlier posts did well with: ${brief.provenTags.join(' ')}\n` : ''}
Suggest up to ${aiTags} hashtags that people on ${networks} follow for this post's subject: specific ones before broad ones, no made-up brand tags, each written as it would appear in the post (starting with #, no spaces).

Answer with JSON: {"hashtags": [string]}`,
    read: (written) => uniqueTags(written.hashtags.map((tag) => tagFromWords(tag))).slice(0, aiTags),
    offline: () => offlineHashtags(brief.text, brief.project?.keywords ?? []),
    title: () => 'Hashtag suggestions',
  });
}

/** The offline writer: the post's rarest recurring words and phrases, then the project's keywords, as tags. */
export function offlineHashtags(text: string, keywords: readonly string[]): string[] {
  const withoutLinks = text.replace(/https?:\/\/\S+/g, ' ').replace(/[@#][\p{L}\p{N}_.]+/gu, ' ');
  const fromPost = rankKeywords([{ text: withoutLinks, weight: 1 }], fromPostWords).map((keyword) => tagFromWords(keyword.phrase));
  // Keywords the post speaks of first: they are what it is about.
  const lowered = text.toLocaleLowerCase('en');
  const ranked = [...keywords].sort((a, b) => Number(lowered.includes(b.toLowerCase())) - Number(lowered.includes(a.toLowerCase())));
  return uniqueTags([...fromPost, ...ranked.map((keyword) => tagFromWords(keyword))]).slice(0, aiTags);
}

function uniqueTags(tags: ReadonlyArray<string | null>): string[] {
  const seen = new Set<string>();
  return tags.filter((tag): tag is string => {
    if (!tag || seen.has(tagKey(tag))) return false;
    seen.add(tagKey(tag));
    return true;
  });
}
