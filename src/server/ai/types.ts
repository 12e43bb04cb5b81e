import type { z } from 'zod';
import type { ContentSource } from '@/shared/ai';
import type { VoiceRules } from './brand-voice';

/** What a writer is told about the site it writes for; goes into every prompt. */
export interface ProjectContext {
  name: string;
  url: string | null;
  niche: string | null;
  keywords: string[];
  competitors: string[];
  audience?: string | null;
  /** The site's own voice, from Smart Setup; the tone asked for wins. */
  tone?: string | null;
  /** The project's brand voice, when the workspace's plan applies it (custom_ai_training). */
  voice?: VoiceRules | null;
}

/** Who a generation is for: token use is recorded against them. */
export interface GenerationScope {
  workspaceId: string;
  userId: string;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** One generation's result, whichever writer produced it. */
export interface Draft<Payload> {
  payload: Payload;
  title: string;
  source: ContentSource;
  /** The provider's model name, or null for the offline writer. */
  model: string | null;
  usage?: TokenUsage;
}

/**
 * How one kind of draft is asked of a provider and written offline: a feature's recipe, which it
 * hands to `AiEngine.write`. `answer` is what the model must return (checked before use; arrays are
 * wrapped in an object because JSON modes answer objects).
 */
export interface DraftRecipe<Answer, Payload> {
  /** What is written (blog, ideas, website-analysis...): token use is recorded under it. */
  kind: string;
  answer: z.ZodType<Answer>;
  prompt: string;
  read(answer: Answer): Payload;
  offline(): Payload;
  title(payload: Payload): string;
  /** The project's brand voice: the offline draft is kept free of its avoided words. */
  voice?: VoiceRules | null;
}

/** A recipe as written: the answer's type is read from its schema, so `read` is checked against it. */
export function defineRecipe<Answer, Payload>(recipe: DraftRecipe<Answer, Payload>): DraftRecipe<Answer, Payload> {
  return recipe;
}
