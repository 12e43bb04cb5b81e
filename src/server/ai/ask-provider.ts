import { APICallError, generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModelUsage } from 'ai';
import type { z } from 'zod';
import { aiMessages } from '@/shared/ai';
import { ServiceError } from '../lib/service-error';
import type { Logger } from '../logger';
import type { ResolvedProvider } from './provider';
import type { TokenUsage } from './types';

export interface ProviderRequest<Answer> {
  kind: string;
  system: string;
  prompt: string;
  answer: z.ZodType<Answer>;
}

export interface AskOptions {
  timeoutMs: number;
  logger: Logger;
  /** Called for every answer the provider sent, usable or not: each one cost tokens. */
  onAnswer(usage: TokenUsage): Promise<void>;
}

/** What the user sees whatever went wrong with the provider. */
const generationFailed = () => new ServiceError(502, 'AI_GENERATION_FAILED', aiMessages.generateFailed);
const generationTimedOut = () => new ServiceError(504, 'AI_TIMEOUT', aiMessages.generateFailed);

const attempts = 2;

/**
 * One structured generation. An answer that is not JSON or fails the schema is asked for once more;
 * a timeout or a refused call (bad key, unknown model, server down) fails at once with a clear error.
 */
export async function askProvider<Answer>(
  provider: ResolvedProvider,
  request: ProviderRequest<Answer>,
  options: AskOptions,
): Promise<{ answer: Answer; usage: TokenUsage }> {
  const about = { provider: provider.name, model: provider.modelId, kind: request.kind };
  for (let attempt = 1; ; attempt++) {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      const result = await generateText({
        model: provider.model,
        system: request.system,
        prompt: request.prompt,
        output: Output.object({ schema: request.answer }),
        // The SDK's own retries are for rate limits and server errors; the deadline bounds them.
        maxRetries: 1,
        abortSignal: deadline,
        // A schema that guides rather than a strict one: strict mode rejects length limits.
        providerOptions: { openaiCompatible: { strictJsonSchema: false } },
      });
      const usage = tokensOf(result.usage);
      await options.onAnswer(usage);
      return { answer: result.output, usage };
    } catch (error) {
      if (deadline.aborted) {
        options.logger.warn('AI generation timed out', { ...about, timeoutMs: options.timeoutMs });
        throw generationTimedOut();
      }
      const malformed = NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error);
      if (!malformed) {
        options.logger.warn('AI provider refused the generation', {
          ...about,
          status: statusOf(error),
          error: scrub(error, provider.apiKey),
        });
        throw generationFailed();
      }
      if (NoObjectGeneratedError.isInstance(error)) await options.onAnswer(tokensOf(error.usage));
      options.logger.warn('AI provider answered in the wrong shape', { ...about, attempt, error: scrub(error, provider.apiKey) });
      if (attempt >= attempts) throw generationFailed();
    }
  }
}

function tokensOf(usage: LanguageModelUsage | undefined): TokenUsage {
  return { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

function statusOf(error: unknown): number | undefined {
  return APICallError.isInstance(error) ? error.statusCode : undefined;
}

/** An error's message for the log, with the API key cut out should a provider echo it back. */
function scrub(error: unknown, apiKey: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  return apiKey ? message.split(apiKey).join('[redacted]') : message;
}
