// The keys Uplift uses that an admin may enter in the panel (issue: admin API keys). A stored value
// wins over the environment variable of the same name and takes effect without a restart.
import { type ListedIn, listedIn, type ProviderKeyDefinition } from './area-contract';
import { type AreaContracts, areaContracts } from './contracts';

/** The core's keys; each area adds those of the services it uses in its contract (ADR 025). */
const coreKeys = [
  {
    name: 'AI_PROVIDER',
    label: 'AI provider',
    group: 'AI',
    secret: false,
    hint: 'openai-compatible (default: OpenAI, Ollama, vLLM, LM Studio, OpenRouter) or anthropic; without a provider the offline writer drafts',
  },
  {
    name: 'AI_BASE_URL',
    label: 'AI provider base URL',
    group: 'AI',
    secret: false,
    hint: 'An OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama); optional for anthropic',
  },
  {
    name: 'AI_API_KEY',
    label: 'AI provider API key',
    group: 'AI',
    secret: true,
    hint: 'Sent to the AI provider: as a bearer token, or as x-api-key to anthropic',
  },
  {
    name: 'AI_MODEL',
    label: 'AI model',
    group: 'AI',
    secret: false,
    hint: 'e.g. gpt-4o-mini (the default), llama3.1, or claude-sonnet-4-5 (the default for anthropic)',
  },
  { name: 'STRIPE_SECRET_KEY', label: 'Stripe secret key', group: 'Stripe', secret: true, hint: 'sk_live_… or sk_test_…' },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    label: 'Stripe webhook signing secret',
    group: 'Stripe',
    secret: true,
    hint: 'whsec_… of the endpoint /api/billing/webhook',
  },
  { name: 'SMTP_URL', label: 'SMTP server URL', group: 'E-mail', secret: true, hint: 'smtps://user:password@smtp.example.com:465' },
  { name: 'MAIL_FROM', label: 'Sender address', group: 'E-mail', secret: false, hint: 'Uplift <no-reply@example.com>' },
] as const satisfies readonly ProviderKeyDefinition[];

export const apiKeyCatalogue = [...coreKeys, ...listedIn(areaContracts, 'providerKeys')] as readonly (ProviderKeyDefinition & {
  name: ApiKeyName;
})[];

export type ApiKeyName = (typeof coreKeys)[number]['name'] | AreaKeyName;

/** The keys the areas' contracts name. */
export type AreaKeyName = ListedIn<AreaContracts, 'providerKeys'>['name'];

export const areaKeyNames = listedIn(areaContracts, 'providerKeys').map((key) => key.name as AreaKeyName);

export function isApiKeyName(value: string): value is ApiKeyName {
  return apiKeyCatalogue.some((entry) => entry.name === value);
}

/** Where a key's value comes from now. */
export type ApiKeySource = 'stored' | 'environment' | 'unset';

/** GET /api/admin/api-keys: one row per key; values are masked. */
export interface AdminApiKey {
  name: ApiKeyName;
  label: string;
  group: string;
  hint: string;
  secret: boolean;
  source: ApiKeySource;
  /** Secrets show their last 4 characters at most; other values show in full. */
  maskedValue: string;
  updatedAt: string | null;
}

/** Shows the last four characters of a long secret, nothing of a short one. */
export function maskSecret(value: string): string {
  if (value.length === 0) return '';
  return value.length >= 12 ? `${'•'.repeat(8)}${value.slice(-4)}` : '•'.repeat(8);
}
