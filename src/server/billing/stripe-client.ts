import Stripe from 'stripe';
import type { ApiKeySettings } from '../settings/service';

/**
 * Stripe's SDK for the keys in force (the admin panel's, else the environment's), rebuilt when they
 * change so a new key works without a restart. No client without a secret key (the embedded default):
 * billing then shows the plans and says payments are not configured.
 */
export class StripeProvider {
  private cached: { key: string; client: Stripe } | null = null;

  constructor(
    private readonly settings: Pick<ApiKeySettings, 'get'>,
    /** Another address for Stripe's API: a local fake in tests, a proxy in some networks. */
    private readonly apiUrl: string | undefined,
  ) {}

  async client(): Promise<Stripe | null> {
    const key = await this.settings.get('STRIPE_SECRET_KEY');
    if (!key) return null;
    if (this.cached?.key !== key) this.cached = { key, client: createStripeClient(key, this.apiUrl) };
    return this.cached.client;
  }

  async webhookSecret(): Promise<string | undefined> {
    return this.settings.get('STRIPE_WEBHOOK_SECRET');
  }
}

export function createStripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  const api = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Uplift' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Stripe's "no such object" answer, which the sync treats as deleted. */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
