import { type ContentIdea, type ContentSource, type ContentType, type GeneratedContent, contentMessages } from '@/shared/content';
import type { WebsiteAnalysis } from '@/shared/setup';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
import type { Logger } from '../logger';
import type { ApiKeySettings } from '../settings/service';
import { askProvider } from './ask-provider';
import {
  generateBlogPost,
  generateContentIdeas,
  generateEmailCampaign,
  generateInsights,
  generateSocialPosts,
  generateVideoScript,
} from './generations';
import { systemPrompt } from './prompts';
import { type ProviderName, type ResolvedProvider, resolveProvider } from './provider';
import { aiTokenUsage } from './schema';
import { refineWebsiteProfile, type SiteFacts } from './website-profile';
import type { ContentBrief, Draft, DraftRecipe, GenerationScope, Insight, ProjectContext, TokenUsage, WriteDraft } from './types';

export interface AiEngineDeps {
  apiKeys: Pick<ApiKeySettings, 'get'>;
  db: Database;
  logger: Logger;
  /** How long one provider call may take before the user gets an error; 60 s by default. */
  timeoutMs?: number;
}

export type ContentRequest = ContentBrief & { type: ContentType };

interface Provenance {
  source: ContentSource;
  model: string | null;
  usage?: TokenUsage;
}

/** Which writer the next generation will use. */
export type AiStatus = { source: 'ai'; provider: ProviderName; model: string } | { source: 'offline'; provider: null; model: null };

/**
 * Every generating screen's way to the AI: the configured provider (read per call, so a change in the
 * admin panel applies at once), or the offline writer when none is configured. Plan limits are the
 * caller's business; token use of provider calls is recorded here.
 */
export class AiEngine {
  private readonly timeoutMs: number;

  constructor(private readonly deps: AiEngineDeps) {
    this.timeoutMs = deps.timeoutMs ?? 60_000;
  }

  async status(): Promise<AiStatus> {
    const provider = await resolveProvider(this.deps.apiKeys);
    return provider ? { source: 'ai', provider: provider.name, model: provider.modelId } : { source: 'offline', provider: null, model: null };
  }

  async generateContent(request: ContentRequest, project: ProjectContext | null, who: GenerationScope): Promise<GeneratedContent & { usage?: TokenUsage }> {
    // The route checks this too; an empty list would otherwise make an empty draft.
    if (request.type === 'social' && request.platforms.length === 0) throw new ServiceError(400, 'VALIDATION_FAILED', contentMessages.selectPlatform);
    const write = await this.writer(who);
    const brief: ContentBrief = { topic: request.topic, tone: request.tone, platforms: request.platforms };
    switch (request.type) {
      case 'blog': {
        const draft = await generateBlogPost(write, brief, project);
        return { type: 'blog', body: draft.payload, title: draft.title, ...provenance(draft) };
      }
      case 'social': {
        const draft = await generateSocialPosts(write, brief, project);
        return { type: 'social', body: draft.payload, title: draft.title, ...provenance(draft) };
      }
      case 'email': {
        const draft = await generateEmailCampaign(write, brief, project);
        return { type: 'email', body: draft.payload, title: draft.title, ...provenance(draft) };
      }
      case 'video': {
        const draft = await generateVideoScript(write, brief, project);
        return { type: 'video', body: draft.payload, title: draft.title, ...provenance(draft) };
      }
    }
  }

  /** Six ideas; each round (0, 1, 2, ...) asks for six new ones. `offline` keeps the provider out of it. */
  async generateIdeas(
    project: ProjectContext | null,
    round: number,
    who: GenerationScope,
    options: { offline?: boolean } = {},
  ): Promise<{ ideas: ContentIdea[] } & Provenance> {
    const draft = await generateContentIdeas(options.offline ? writeOffline : await this.writer(who), project, round);
    return { ideas: draft.payload, ...provenance(draft) };
  }

  async generateInsights(project: ProjectContext | null, who: GenerationScope): Promise<{ insights: Insight[] } & Provenance> {
    const draft = await generateInsights(await this.writer(who), project);
    return { insights: draft.payload, ...provenance(draft) };
  }

  /** Smart Setup: the provider's reading of the niche, audience, voice and competitors; offline, the measured result as it is. */
  async refineWebsiteAnalysis(facts: SiteFacts, measured: WebsiteAnalysis, who: GenerationScope): Promise<WebsiteAnalysis> {
    const draft = await refineWebsiteProfile(await this.writer(who), facts, measured);
    return draft.payload;
  }

  private async writer(who: GenerationScope): Promise<WriteDraft> {
    const provider = await resolveProvider(this.deps.apiKeys);
    if (!provider) return writeOffline;
    return (recipe) => this.writeWithProvider(provider, recipe, who);
  }

  private async writeWithProvider<Answer, Payload>(provider: ResolvedProvider, recipe: DraftRecipe<Answer, Payload>, who: GenerationScope) {
    const { answer, usage } = await askProvider(
      provider,
      { kind: recipe.kind, system: systemPrompt, prompt: recipe.prompt, answer: recipe.answer },
      { timeoutMs: this.timeoutMs, logger: this.deps.logger, onAnswer: (spent) => this.recordUsage(provider, recipe.kind, who, spent) },
    );
    const payload = recipe.read(answer);
    return { payload, title: recipe.title(payload), source: 'ai' as const, model: provider.modelId, usage };
  }

  /** A lost usage row must not cost the user their draft: it is logged instead. */
  private async recordUsage(provider: ResolvedProvider, kind: string, who: GenerationScope, usage: TokenUsage): Promise<void> {
    try {
      await this.deps.db.insert(aiTokenUsage).values({
        workspaceId: who.workspaceId,
        userId: who.userId,
        kind,
        provider: provider.name,
        model: provider.modelId,
        ...usage,
      });
    } catch (error) {
      this.deps.logger.error('AI token use could not be recorded', { workspaceId: who.workspaceId, kind, error: (error as Error).message });
    }
  }
}

function provenance({ source, model, usage }: Draft<unknown>): Provenance {
  return { source, model, ...(usage && { usage }) };
}

const writeOffline: WriteDraft = async (recipe) => {
  const payload = recipe.offline();
  return { payload, title: recipe.title(payload), source: 'offline', model: null };
};
