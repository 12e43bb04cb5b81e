import type { AssistantStatus } from '@/shared/assistant/assistant';
import type { AiEngine } from '../../../ai';

/**
 * Whether the provider answers, for the Online light: the engine says which writer is configured, and
 * the assistant remembers whether its last call to that provider failed (until one succeeds).
 */
export class ProviderHealth {
  /** The provider and model whose last call failed, as `name/model`. */
  private failing: string | null = null;

  constructor(private readonly ai: AiEngine) {}

  failed(provider: string, model: string): void {
    this.failing = `${provider}/${model}`;
  }

  answered(provider: string, model: string): void {
    if (this.failing === `${provider}/${model}`) this.failing = null;
  }

  async status(): Promise<AssistantStatus> {
    const status = await this.ai.status();
    if (status.source === 'offline') return { online: true, source: 'offline', provider: null, model: null };
    return {
      online: this.failing !== `${status.provider}/${status.model}`,
      source: 'ai',
      provider: status.provider,
      model: status.model,
    };
  }
}
