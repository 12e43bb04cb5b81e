import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { ApiKeySettings } from '../settings/service';
import { askProvider } from './ask-provider';
import { draftWithoutAvoided } from './brand-voice';
import { systemPrompt } from './prompts';
import { type ProviderName, type ResolvedProvider, resolveProvider } from './provider';
import { aiTokenUsage } from './schema';
import type { Draft, DraftRecipe, GenerationScope, TokenUsage } from './types';

export interface AiEngineDeps {
  apiKeys: Pick<ApiKeySettings, 'get'>;
  db: Database;
  logger: Logger;
  /** How long one provider call may take before the user gets an error; 60 s by default. */
  timeoutMs?: number;
}

/** Which writer the next generation will use. */
export type AiStatus = { source: 'ai'; provider: ProviderName; model: string } | { source: 'offline'; provider: null; model: null };

/**
 * Every generating feature's way to the AI: it hands `write` a recipe of its own (prompt, answer
 * schema, offline writer), answered by the configured provider (read per call, so a change in the
 * admin panel applies at once), or offline when none is configured. Plan limits are the caller's
 * business; token use of provider calls is recorded here.
 */
export class AiEngine {
  private readonly timeoutMs: number;

  constructor(private readonly deps: AiEngineDeps) {
    this.timeoutMs = deps.timeoutMs ?? 60_000;
  }

  async status(): Promise<AiStatus> {
    const provider = await resolveProvider(this.deps.apiKeys);
    return provider
      ? { source: 'ai', provider: provider.name, model: provider.modelId }
      : { source: 'offline', provider: null, model: null };
  }

  /**
   * Writes one draft from a feature's recipe: through the configured provider, or with the recipe's
   * offline writer when none is configured or `offline` is asked for.
   */
  async write<Answer, Payload>(
    recipe: DraftRecipe<Answer, Payload>,
    who: GenerationScope,
    options: { offline?: boolean } = {},
  ): Promise<Draft<Payload>> {
    const provider = options.offline ? null : await resolveProvider(this.deps.apiKeys);
    return provider ? this.writeWithProvider(provider, recipe, who) : writeOffline(recipe);
  }

  private async writeWithProvider<Answer, Payload>(
    provider: ResolvedProvider,
    recipe: DraftRecipe<Answer, Payload>,
    who: GenerationScope,
  ): Promise<Draft<Payload>> {
    const { answer, usage } = await askProvider(
      provider,
      { kind: recipe.kind, system: systemPrompt, prompt: recipe.prompt, answer: recipe.answer },
      { timeoutMs: this.timeoutMs, logger: this.deps.logger, onAnswer: (spent) => this.recordTokenUse(provider, recipe.kind, who, spent) },
    );
    const payload = recipe.read(answer);
    return { payload, title: recipe.title(payload), source: 'ai' as const, model: provider.modelId, usage };
  }

  /**
   * The tokens one provider call spent, for the admin's figures; also for callers that talk to the
   * provider themselves (the assistant's streamed replies). A lost row must not cost the user their
   * answer: it is logged instead.
   */
  async recordTokenUse(
    provider: ResolvedProvider,
    kind: string,
    who: GenerationScope,
    usage: { [K in keyof TokenUsage]?: number | undefined },
  ): Promise<void> {
    try {
      await this.deps.db.insert(aiTokenUsage).values({
        workspaceId: who.workspaceId,
        userId: who.userId,
        kind,
        provider: provider.name,
        model: provider.modelId,
        inputTokens: usage.inputTokens ?? 0,
        outputTokens: usage.outputTokens ?? 0,
      });
    } catch (error) {
      this.deps.logger.error('AI token use could not be recorded', { workspaceId: who.workspaceId, kind, error: (error as Error).message });
    }
  }
}

function writeOffline<Answer, Payload>(recipe: DraftRecipe<Answer, Payload>): Draft<Payload> {
  const offline = recipe.offline();
  const payload = recipe.voice ? draftWithoutAvoided(offline, recipe.voice.avoid) : offline;
  return { payload, title: recipe.title(payload), source: 'offline', model: null };
}
