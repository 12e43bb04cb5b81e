// The Content Engine's recipes, one per kind of draft. Each names what the provider must answer, how
// the answer is tidied into the stored payload, and what the offline writer writes instead.
import { z } from 'zod';
import {
  type SocialPayload,
  blogPayloadSchema,
  contentIdeasSchema,
  contentInsightsSchema,
  emailPayloadSchema,
  socialPayloadSchema,
  videoPayloadSchema,
} from '@/shared/content/content';
import { writeOfflineBlogPost } from './offline/blog-post';
import { writeOfflineContentIdeas } from './offline/content-ideas';
import { writeOfflineEmailCampaign } from './offline/email-campaign';
import { writeOfflineInsights } from './offline/insights';
import { writeOfflineSocialPosts } from './offline/social-posts';
import { writeOfflineVideoScript } from './offline/video-script';
import { clip, fitPost, tidyHashtags } from './platform-rules';
import { blogPostPrompt, contentIdeasPrompt, emailCampaignPrompt, insightsPrompt, socialPostsPrompt, videoScriptPrompt } from './prompts';
import { type ProjectContext, defineRecipe } from '../../../ai';
import type { ContentBrief } from './types';

export function blogPostRecipe(brief: ContentBrief, project: ProjectContext | null) {
  return defineRecipe({
    kind: 'blog',
    answer: blogPayloadSchema,
    prompt: blogPostPrompt(brief, project),
    read: (post) => ({
      ...post,
      metaDescription: clip(post.metaDescription, 160),
      tags: post.tags.map((tag) => tag.replace(/^#+/, '')).filter(Boolean),
    }),
    offline: () => writeOfflineBlogPost(brief, project),
    title: (post) => post.title,
    voice: project?.voice,
  });
}

export function socialPostsRecipe(brief: ContentBrief, project: ProjectContext | null) {
  const platforms = [...new Set(brief.platforms)];
  return defineRecipe({
    kind: 'social',
    answer: z
      .object({ posts: socialPayloadSchema })
      .refine((answer) => platforms.every((platform) => answer.posts.some((post) => post.platform === platform)), {
        message: 'one post for each platform asked for',
      }),
    prompt: socialPostsPrompt({ ...brief, platforms }, project),
    // The first post per platform, in the order asked; hashtags tidied and each post held to its limit.
    read: ({ posts }) =>
      platforms.map((platform) => {
        const post = posts.find((candidate) => candidate.platform === platform) as SocialPayload[number];
        return fitPost({ platform, content: post.content, hashtags: tidyHashtags(post.hashtags) });
      }),
    offline: () => writeOfflineSocialPosts({ ...brief, platforms }, project),
    // The spec's title pattern '{platform} - Social Posts'.
    title: () => `${platforms.join(', ')} - Social Posts`,
    voice: project?.voice,
  });
}

export function emailCampaignRecipe(brief: ContentBrief, project: ProjectContext | null) {
  return defineRecipe({
    kind: 'email',
    answer: emailPayloadSchema,
    prompt: emailCampaignPrompt(brief, project),
    read: (email) => email,
    offline: () => writeOfflineEmailCampaign(brief, project),
    title: (email) => email.subject,
    voice: project?.voice,
  });
}

export function videoScriptRecipe(brief: ContentBrief, project: ProjectContext | null) {
  return defineRecipe({
    kind: 'video',
    answer: videoPayloadSchema,
    prompt: videoScriptPrompt(brief, project),
    read: (video) => video,
    offline: () => writeOfflineVideoScript(brief, project),
    title: (video) => video.title,
    voice: project?.voice,
  });
}

export function contentIdeasRecipe(project: ProjectContext | null, round: number) {
  const fromZero = Number.isFinite(round) ? Math.max(0, Math.floor(round)) : 0;
  return defineRecipe({
    kind: 'ideas',
    answer: z.object({ ideas: contentIdeasSchema }),
    prompt: contentIdeasPrompt(project, fromZero),
    read: ({ ideas }) => ideas,
    offline: () => writeOfflineContentIdeas(project, fromZero),
    title: () => 'Content ideas',
    voice: project?.voice,
  });
}

export function insightsRecipe(project: ProjectContext | null) {
  return defineRecipe({
    kind: 'insights',
    answer: z.object({ insights: contentInsightsSchema }),
    prompt: insightsPrompt(project),
    read: ({ insights }) => insights,
    offline: () => writeOfflineInsights(project),
    title: () => 'Content insights',
    voice: project?.voice,
  });
}
