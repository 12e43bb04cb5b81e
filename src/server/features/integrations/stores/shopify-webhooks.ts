import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { apiMessages } from '@/shared/messages';
import type { Entitlements } from '../../../billing/entitlements';
import { FixedWindowLimit } from '../../../http/fixed-window-limit';
import { hasUnstorableText } from '../../../http/storable-text';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { Database } from '../../../db/database';
import type { IntegrationsCatalogue } from '../catalogue/catalogue-service';
import type { CommerceLedger, StoreConnection } from '../commerce/ledger';
import { customerOf, saleOf, shopifyCustomerPayload, shopifyOrderPayload } from './shopify-payloads';

export const storeWebhookMessages = {
  badSignature: 'The X-Shopify-Hmac-Sha256 signature does not match the app’s API secret key.',
  tooMany: 'Too many webhooks to this connection: wait a minute.',
  badPayload: 'The body is not the Shopify payload its topic names.',
  notInPlan: 'This workspace’s plan no longer includes integrations.',
} as const;

/** What a webhook delivery carries: the headers that say what it is and who signed it, and its raw body. */
export interface ShopifyDelivery {
  connectionId: string;
  topic: string | undefined;
  signature: string | undefined;
  raw: Buffer;
}

const signingSecret = z.object({ apiSecret: z.string().min(1) });

/**
 * A connected Shopify shop's webhooks: each is checked against the app's API secret key, then a paid
 * order is kept as a sale and a new customer as a customer, once each, by the ledger (which announces
 * what is news). Topics Uplift did not ask for are acknowledged and left.
 */
export class ShopifyWebhooks {
  private readonly limit: FixedWindowLimit;

  constructor(
    private readonly deps: {
      db: Database;
      catalogue: IntegrationsCatalogue;
      entitlements: Entitlements;
      ledger: CommerceLedger;
      postsPerMinute: number;
    },
  ) {
    this.limit = new FixedWindowLimit(deps.db, { name: 'integration-store', windowSeconds: 60, max: deps.postsPerMinute });
  }

  /** Answers how many sales and customers were new; throws the refusal otherwise. */
  async receive(delivery: ShopifyDelivery): Promise<{ recorded: number }> {
    const found = await this.deps.catalogue.connectionCredentials(delivery.connectionId, 'shopify');
    const secret = signingSecret.safeParse(found?.credentials);
    if (!found || !secret.success) throw notFound();
    if (!(await this.limit.allow(delivery.connectionId))) throw new ServiceError(429, 'TOO_MANY_REQUESTS', storeWebhookMessages.tooMany);
    if (!signedWith(secret.data.apiSecret, delivery.raw, delivery.signature))
      throw new ServiceError(401, 'UNAUTHORIZED', storeWebhookMessages.badSignature);
    // A workspace whose plan no longer has integrations keeps the connection, but it records nothing.
    const plan = await this.deps.entitlements.of({ workspaceId: found.row.workspaceId, isAdmin: false });
    if (!plan.allows('basic_integrations')) throw new ServiceError(403, 'FEATURE_NOT_AVAILABLE', storeWebhookMessages.notInPlan);

    const payload = parsedJson(delivery.raw);
    const store: StoreConnection = found.row;
    const received = new Date();
    if (delivery.topic === 'orders/paid') {
      const order = readable(shopifyOrderPayload, payload);
      const sales = storable([saleOf(order, received)]);
      const customers = storable(order.customer ? [customerOf(order.customer, order.created_at ?? received)] : []);
      return { recorded: (await this.deps.ledger.recordSales(store, sales)) + (await this.deps.ledger.recordCustomers(store, customers)) };
    }
    if (delivery.topic === 'customers/create') {
      const customer = readable(shopifyCustomerPayload, payload);
      return { recorded: await this.deps.ledger.recordCustomers(store, storable([customerOf(customer, received)])) };
    }
    return { recorded: 0 };
  }
}

/** Shopify's signature: base64 of the body's HMAC-SHA256 under the app's secret, compared in constant time. */
function signedWith(secret: string, raw: Buffer, signature: string | undefined): boolean {
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature ?? '', 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parsedJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ServiceError(400, 'MALFORMED_JSON', apiMessages.malformedJson);
  }
}

/** The payload as `schema` reads it; else 400. */
function readable<Output>(schema: z.ZodType<Output>, payload: unknown): Output {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ServiceError(400, 'VALIDATION_FAILED', storeWebhookMessages.badPayload);
  return parsed.data;
}

/** What will be kept, refused (400) if it holds text the database cannot store. */
function storable<Records>(records: Records): Records {
  if (hasUnstorableText(records)) throw new ServiceError(400, 'VALIDATION_FAILED', storeWebhookMessages.badPayload);
  return records;
}
