import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ApiKeySettings } from '../settings/service';

export type ProviderName = 'openai-compatible' | 'anthropic';

/** The model to call now, from the admin panel's keys (else the environment's). */
export interface ResolvedProvider {
  name: ProviderName;
  modelId: string;
  model: LanguageModel;
  /** Kept only to scrub it from anything logged. */
  apiKey: string | undefined;
}

const defaultModels: Record<ProviderName, string> = {
  'openai-compatible': 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
};

/**
 * Read on every call, so an admin's change applies to the next generation without a restart.
 * Null means no provider is configured: an OpenAI-compatible one needs a base URL (local servers such
 * as Ollama need no key), Anthropic needs a key.
 */
export async function resolveProvider(apiKeys: Pick<ApiKeySettings, 'get'>): Promise<ResolvedProvider | null> {
  const [choice, baseUrl, apiKey, model] = await Promise.all([
    apiKeys.get('AI_PROVIDER'),
    apiKeys.get('AI_BASE_URL'),
    apiKeys.get('AI_API_KEY'),
    apiKeys.get('AI_MODEL'),
  ]);
  const name: ProviderName = choice?.trim().toLowerCase() === 'anthropic' ? 'anthropic' : 'openai-compatible';
  const modelId = model?.trim() || defaultModels[name];
  if (name === 'anthropic') {
    if (!apiKey) return null;
    const anthropic = createAnthropic({ apiKey, ...(baseUrl && { baseURL: baseUrl }) });
    return { name, modelId, model: anthropic(modelId), apiKey };
  }
  if (!baseUrl) return null;
  // json_schema response format: OpenAI, Ollama, vLLM, LM Studio and OpenRouter all take it, while
  // LM Studio refuses the older json_object mode.
  const openAiCompatible = createOpenAICompatible({ name: 'uplift', baseURL: baseUrl, apiKey, supportsStructuredOutputs: true });
  return { name, modelId, model: openAiCompatible(modelId), apiKey };
}
