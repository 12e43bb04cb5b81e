// The keys Uplift uses that an admin may enter in the panel (issue: admin API keys). A stored value
// wins over the environment variable of the same name and takes effect without a restart.

export const apiKeyCatalogue = [
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
  {
    name: 'MAILGUN_WEBHOOK_SIGNING_KEY',
    label: 'Mailgun webhook signing key',
    group: 'E-mail',
    secret: true,
    hint: 'Bounces and complaints from Mailgun: point its webhooks at /api/email/webhooks/mailgun',
  },
  {
    name: 'EMAIL_WEBHOOK_SECRET',
    label: 'Bounce webhook secret',
    group: 'E-mail',
    secret: true,
    hint: 'Signs bounces and complaints sent to /api/email/webhooks/generic (HMAC-SHA256, see the README)',
  },
  {
    name: 'TWITTER_CLIENT_ID',
    label: 'X (Twitter) client ID',
    group: 'Social',
    secret: false,
    hint: 'OAuth 2.0 client of an app at developer.x.com; callback URL {PUBLIC_URL}/api/social/connect/callback',
  },
  {
    name: 'TWITTER_CLIENT_SECRET',
    label: 'X (Twitter) client secret',
    group: 'Social',
    secret: true,
    hint: 'The OAuth 2.0 client secret of the same app',
  },
  {
    name: 'LINKEDIN_CLIENT_ID',
    label: 'LinkedIn client ID',
    group: 'Social',
    secret: false,
    hint: 'An app at linkedin.com/developers with Sign In with LinkedIn and Share on LinkedIn',
  },
  {
    name: 'LINKEDIN_CLIENT_SECRET',
    label: 'LinkedIn client secret',
    group: 'Social',
    secret: true,
    hint: 'The primary client secret of the same app',
  },
  {
    name: 'FACEBOOK_APP_ID',
    label: 'Facebook app ID',
    group: 'Social',
    secret: false,
    hint: 'A business app at developers.facebook.com with Facebook Login',
  },
  { name: 'FACEBOOK_APP_SECRET', label: 'Facebook app secret', group: 'Social', secret: true, hint: 'The app secret of the same app' },
  {
    name: 'INSTAGRAM_APP_ID',
    label: 'Instagram app ID',
    group: 'Social',
    secret: false,
    hint: 'The Instagram app ID of a Meta app with Instagram API with Instagram Login',
  },
  {
    name: 'INSTAGRAM_APP_SECRET',
    label: 'Instagram app secret',
    group: 'Social',
    secret: true,
    hint: 'The Instagram app secret of the same app',
  },
  {
    name: 'TIKTOK_CLIENT_KEY',
    label: 'TikTok client key',
    group: 'Social',
    secret: false,
    hint: 'An app at developers.tiktok.com with Login Kit and Content Posting API',
  },
  { name: 'TIKTOK_CLIENT_SECRET', label: 'TikTok client secret', group: 'Social', secret: true, hint: 'The client secret of the same app' },
  {
    name: 'YOUTUBE_CLIENT_ID',
    label: 'YouTube (Google) client ID',
    group: 'Social',
    secret: false,
    hint: 'A Google Cloud OAuth web client with the YouTube Data API v3 enabled',
  },
  {
    name: 'YOUTUBE_CLIENT_SECRET',
    label: 'YouTube (Google) client secret',
    group: 'Social',
    secret: true,
    hint: 'The client secret of the same OAuth client',
  },
  {
    name: 'DATAFORSEO_LOGIN',
    label: 'DataForSEO API login',
    group: 'SEO',
    secret: false,
    hint: 'The API login of app.dataforseo.com (API Access): keyword volume, difficulty, CPC and trend, and competitors’ authority, backlinks and traffic',
  },
  {
    name: 'DATAFORSEO_PASSWORD',
    label: 'DataForSEO API password',
    group: 'SEO',
    secret: true,
    hint: 'The API password of the same account (not the sign-in password); also reads rank-tracking positions',
  },
  {
    name: 'SERPAPI_KEY',
    label: 'SerpApi API key',
    group: 'SEO',
    secret: true,
    hint: 'serpapi.com: reads rank-tracking positions when DataForSEO is not configured',
  },
  {
    name: 'GOOGLE_SEARCH_CONSOLE_CLIENT_ID',
    label: 'Google Search Console client ID',
    group: 'SEO',
    secret: false,
    hint: 'A Google Cloud OAuth web client with the Search Console API enabled; callback URL {PUBLIC_URL}/api/seo/search-console/callback',
  },
  {
    name: 'GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET',
    label: 'Google Search Console client secret',
    group: 'SEO',
    secret: true,
    hint: 'The client secret of the same OAuth client',
  },
] as const;

export type ApiKeyName = (typeof apiKeyCatalogue)[number]['name'];

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
