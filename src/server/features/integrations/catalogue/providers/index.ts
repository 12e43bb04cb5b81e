import { discord, slack } from './chat-webhooks';
import { ghost } from './ghost';
import { gumroad } from './gumroad';
import { lemonSqueezy } from './lemon-squeezy';
import { mailchimp } from './mailchimp';
import type { ProviderAdapter } from './provider';
import { shopify } from './shopify';
import { stripeAccount } from './stripe-account';
import { wooCommerce } from './woocommerce';
import { wordpress } from './wordpress';

/** The services a workspace connects with its own credentials, in the catalogue's order. */
export const providerAdapters: readonly ProviderAdapter[] = [
  mailchimp,
  stripeAccount,
  shopify,
  wooCommerce,
  lemonSqueezy,
  gumroad,
  wordpress,
  ghost,
  slack,
  discord,
];

export function adapterOf(id: string): ProviderAdapter | undefined {
  return providerAdapters.find((adapter) => adapter.id === id);
}
