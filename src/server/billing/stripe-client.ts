import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
}

/**
 * Stripe's SDK for the configured keys, or null when this server has none (the embedded default):
 * then billing shows the plans and says payments are not configured, and nothing else breaks.
 */
export function createStripeClient(settings: StripeSettings): Stripe | null {
  if (!settings.secretKey) return null;
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
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
