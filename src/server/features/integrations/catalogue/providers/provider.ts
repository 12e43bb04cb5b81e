import type { z } from 'zod';
import type { CredentialField, IntegrationCategory, IntegrationSettings } from '@/shared/integrations/catalogue';
import type { ApiResponse, GuardedApi } from '../../../../http/guarded-api';
import type { SelfApiClient } from '../../../../http/self-api';
import type { CommerceLedger, StoreConnection } from '../../commerce/ledger';

/** What an adapter's calls need: the SSRF-guarded client, and where a fixed-address service is (tests point it at a fake). */
export interface ProviderContext {
  api: GuardedApi;
  /** The base address of a service at a fixed address (Mailchimp's data centre, Stripe), by provider id. */
  baseUrlOf(provider: string, fallback: string): string;
}

/** The service said no, or could not be reached: `message` is safe to show, and says what to check. */
export class ProviderRejection extends Error {
  override readonly name = 'ProviderRejection';
}

/**
 * What an import works with: the settings, Uplift's API as the member who connected the service, and
 * the ledger where a shop's sales and customers go, with the connection they come through.
 */
export interface SyncRun {
  settings: IntegrationSettings;
  uplift: SelfApiClient;
  store: { connection: StoreConnection; ledger: CommerceLedger };
}

/** A post for a publishing service (WordPress, Ghost). */
export interface PostToPublish {
  title: string;
  html: string;
  status: 'publish' | 'draft';
  /** The featured image, already fetched. */
  featuredImage: { data: Buffer; filename: string; contentType: string } | null;
}

export interface PublishedPost {
  remoteId: string;
  /** The post's public address (for a draft, the address it will have). */
  url: string;
}

/**
 * One service a workspace connects with its own credentials. `verify` is the test call made on
 * connect: it answers what the credentials reach (a site, a workspace) or throws ProviderRejection.
 */
export interface ProviderAdapter<Credentials = Record<string, string>> {
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  fields: CredentialField[];
  credentials: z.ZodType<Credentials>;
  /**
   * A shop that posts its orders to the connection's address once the user pastes it there (the card
   * shows it when connected): `signed` with a secret the user set in both places, or `tokened` when the
   * shop signs nothing and the address carries a token of its own.
   */
  pastedWebhooks?: 'signed' | 'tokened';
  verify(context: ProviderContext, credentials: Credentials): Promise<{ label: string }>;
  /** Publishes a content item as a post (WordPress, Ghost). */
  publish?(context: ProviderContext, credentials: Credentials, post: PostToPublish): Promise<PublishedPost>;
  /**
   * Imports the service's data into the workspace, as the settings choose (Mailchimp's audiences into
   * e-mail lists, Stripe's charges and customers into the ledger), acting through Uplift's own API as the member who connected it. Answers a summary.
   */
  sync?(context: ProviderContext, credentials: Credentials, run: SyncRun): Promise<string>;
  /** Posts a message to a channel (Slack, Discord). */
  sendMessage?(context: ProviderContext, credentials: Credentials, text: string): Promise<void>;
  /**
   * Once the connection is stored: asks the service to post what happens to `receiveUrl` (Shopify's
   * webhooks). A refusal undoes the connection, as a failed `verify` does.
   */
  connected?(context: ProviderContext, credentials: Credentials, receiveUrl: string): Promise<void>;
  /** Before the credentials are deleted: stops the service posting to `receiveUrl`. Best effort: the disconnect happens anyway. */
  disconnecting?(context: ProviderContext, credentials: Credentials, receiveUrl: string): Promise<void>;
}

/** Narrows an adapter of any credentials to the list's common type. */
export const provider = <Credentials>(adapter: ProviderAdapter<Credentials>) => adapter as unknown as ProviderAdapter;

/** The message for an answer that is not a success, from the service's own words when it gave any. */
export function rejectionOf(service: string, response: ApiResponse, byStatus: Partial<Record<number, string>> = {}): ProviderRejection {
  const own = byStatus[response.status];
  if (own) return new ProviderRejection(own);
  return new ProviderRejection(`${service} answered ${response.status}${serviceMessage(response.json)}.`);
}

function serviceMessage(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  const message =
    record.message ?? record.detail ?? (Array.isArray(record.errors) ? (record.errors[0] as { message?: unknown })?.message : undefined);
  return typeof message === 'string' && message.length <= 200 ? `: ${message}` : '';
}

/** An address a user typed for their own site, without a trailing slash. */
export function siteBase(address: string): string {
  return address.replace(/\/+$/, '');
}
