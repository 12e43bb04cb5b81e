import type { z } from 'zod';
import type { ContentSource, ContentTone, ContentType, SocialPlatform, contentInsightSchema } from '@/shared/content';

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
}

/** Who a generation is for: token use is recorded against them. */
export interface GenerationScope {
  workspaceId: string;
  userId: string;
}

/** What the user asked the AI Content Creator for. */
export interface ContentBrief {
  topic: string;
  tone: ContentTone;
  platforms: readonly SocialPlatform[];
}

/** One of the Content Strategy Assistant's insights. */
export type Insight = z.infer<typeof contentInsightSchema>;

export type GenerationKind = ContentType | 'ideas' | 'insights' | 'website-analysis';

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
 * How one kind of draft is asked of a provider and written offline. `answer` is what the model must
 * return (checked before use; arrays are wrapped in an object because JSON modes answer objects).
 */
export interface DraftRecipe<Answer, Payload> {
  kind: GenerationKind;
  answer: z.ZodType<Answer>;
  prompt: string;
  read(answer: Answer): Payload;
  offline(): Payload;
  title(payload: Payload): string;
}

/** Writes a draft from a recipe: through the configured provider, or offline. */
export type WriteDraft = <Answer, Payload>(recipe: DraftRecipe<Answer, Payload>) => Promise<Draft<Payload>>;
