import { type ContentIdea, type ContentSource, type ContentType, type GeneratedContent, contentMessages } from '@/shared/content/content';
import type { AiEngine, Draft, GenerationScope, ProjectContext, TokenUsage } from '../../../ai';
import { ServiceError } from '../../../lib/service-error';
import { blogPostRecipe, contentIdeasRecipe, emailCampaignRecipe, insightsRecipe, socialPostsRecipe, videoScriptRecipe } from './recipes';
import type { ContentBrief, Insight } from './types';

export type ContentRequest = ContentBrief & { type: ContentType };

interface Provenance {
  source: ContentSource;
  model: string | null;
  usage?: TokenUsage;
}

/** One draft of the kind asked for, written by the engine from the content recipes. */
export async function writeContent(
  engine: AiEngine,
  request: ContentRequest,
  project: ProjectContext | null,
  who: GenerationScope,
): Promise<GeneratedContent & { usage?: TokenUsage }> {
  // The route checks this too; an empty list would otherwise make an empty draft.
  if (request.type === 'social' && request.platforms.length === 0)
    throw new ServiceError(400, 'VALIDATION_FAILED', contentMessages.selectPlatform);
  const brief: ContentBrief = { topic: request.topic, tone: request.tone, platforms: request.platforms, template: request.template };
  switch (request.type) {
    case 'blog': {
      const draft = await engine.write(blogPostRecipe(brief, project), who);
      return { type: 'blog', body: draft.payload, title: draft.title, ...provenance(draft) };
    }
    case 'social': {
      const draft = await engine.write(socialPostsRecipe(brief, project), who);
      return { type: 'social', body: draft.payload, title: draft.title, ...provenance(draft) };
    }
    case 'email': {
      const draft = await engine.write(emailCampaignRecipe(brief, project), who);
      return { type: 'email', body: draft.payload, title: draft.title, ...provenance(draft) };
    }
    case 'video': {
      const draft = await engine.write(videoScriptRecipe(brief, project), who);
      return { type: 'video', body: draft.payload, title: draft.title, ...provenance(draft) };
    }
  }
}

/** Six ideas; each round (0, 1, 2, ...) asks for six new ones. `offline` keeps the provider out of it. */
export async function writeIdeas(
  engine: AiEngine,
  project: ProjectContext | null,
  round: number,
  who: GenerationScope,
  options: { offline?: boolean } = {},
): Promise<{ ideas: ContentIdea[] } & Provenance> {
  const draft = await engine.write(contentIdeasRecipe(project, round), who, options);
  return { ideas: draft.payload, ...provenance(draft) };
}

export async function writeInsights(
  engine: AiEngine,
  project: ProjectContext | null,
  who: GenerationScope,
): Promise<{ insights: Insight[] } & Provenance> {
  const draft = await engine.write(insightsRecipe(project), who);
  return { insights: draft.payload, ...provenance(draft) };
}

function provenance({ source, model, usage }: Draft<unknown>): Provenance {
  return { source, model, ...(usage && { usage }) };
}
