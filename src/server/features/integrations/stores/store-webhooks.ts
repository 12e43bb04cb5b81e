import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { apiMessages } from '@/shared/messages';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { FixedWindowLimit } from '../../../http/fixed-window-limit';
import { hasUnstorableText } from '../../../http/storable-text';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { IntegrationsCatalogue } from '../catalogue/catalogue-service';
import type { integrationConnections } from '../catalogue/schema';
import type { CommerceLedger, Customer, Sale } from '../commerce/ledger';

export const storeWebhookMessages = {
  tooMany: 'Too many webhooks to this connection: wait a minute.',
  badPayload: 'The body is not the payload this shop sends for its topic.',
  notInPlan: 'This workspace’s plan no longer includes integrations.',
} as const;

/** A post to a connection's address: its headers, the address's query and the raw body (signatures are of the bytes). */
export interface StoreDelivery {
  connectionId: string;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
  raw: Buffer;
}

/** The connection a delivery names, with its credentials opened. */
export interface ReceivingConnection {
  row: typeof integrationConnections.$inferSelect;
  credentials: Record<string, string>;
}

/** What a delivery brings to the ledger. */
export interface StoreRecords {
  sales?: Sale[];
  /** Refund rows that hold what is refunded of an order so far (a shop that tells only the total). */
  refundsSoFar?: Sale[];
  customers?: Customer[];
}

/** One shop's side of the address: how it proves a post is its own, and what the post means. */
export interface StoreReceiver {
  provider: string;
  /** What a post that fails `authentic` is told (401). */
  badSignature: string;
  /** A post that only tries the address (WooCommerce's, on saving a webhook): answered 200, nothing kept. */
  isProbe?(delivery: StoreDelivery): boolean;
  authentic(delivery: StoreDelivery, connection: ReceivingConnection): boolean;
  /** Reads the post; throws a 400 ServiceError for a body that is not the shop's payload. Topics Uplift does not keep read as nothing. */
  read(delivery: StoreDelivery, received: Date): StoreRecords;
}

/**
 * Where connected shops post (`/api/integrations/stores/<connection id>`): the connection's provider
 * picks the receiver, which checks the post is the shop's, then the ledger keeps each sale, refund and
 * customer once (and announces what is news). A replay or a retried delivery adds nothing.
 */
export class StoreWebhooks {
  private readonly limit: FixedWindowLimit;
  private readonly receivers: ReadonlyMap<string, StoreReceiver>;

  constructor(
    private readonly deps: {
      db: Database;
      catalogue: IntegrationsCatalogue;
      entitlements: Entitlements;
      ledger: CommerceLedger;
      postsPerMinute: number;
      receivers: readonly StoreReceiver[];
    },
  ) {
    this.limit = new FixedWindowLimit(deps.db, { name: 'integration-store', windowSeconds: 60, max: deps.postsPerMinute });
    this.receivers = new Map(deps.receivers.map((receiver) => [receiver.provider, receiver]));
  }

  /** Answers how many records were new; throws the refusal otherwise. */
  async receive(delivery: StoreDelivery): Promise<{ recorded: number }> {
    const found = await this.deps.catalogue.connectionCredentials(delivery.connectionId, [...this.receivers.keys()]);
    const receiver = found && this.receivers.get(found.row.provider);
    if (!found || !receiver) throw notFound();
    if (!(await this.limit.allow(delivery.connectionId))) throw new ServiceError(429, 'TOO_MANY_REQUESTS', storeWebhookMessages.tooMany);
    if (receiver.isProbe?.(delivery)) return { recorded: 0 };
    if (!receiver.authentic(delivery, found)) throw new ServiceError(401, 'UNAUTHORIZED', receiver.badSignature);
    // A workspace whose plan no longer has integrations keeps the connection, but it records nothing.
    const plan = await this.deps.entitlements.of({ workspaceId: found.row.workspaceId, isAdmin: false });
    if (!plan.allows('basic_integrations')) throw new ServiceError(403, 'FEATURE_NOT_AVAILABLE', storeWebhookMessages.notInPlan);

    const records = receiver.read(delivery, new Date());
    if (hasUnstorableText(records)) throw new ServiceError(400, 'VALIDATION_FAILED', storeWebhookMessages.badPayload);
    const { ledger } = this.deps;
    let recorded = await ledger.recordSales(found.row, records.sales ?? []);
    for (const refund of records.refundsSoFar ?? []) recorded += await ledger.recordRefundSoFar(found.row, refund);
    return { recorded: recorded + (await ledger.recordCustomers(found.row, records.customers ?? [])) };
  }
}

/** Whether `signature` is the body's HMAC-SHA256 under `secret`, in `encoding`, compared in constant time. */
export function signedWith(secret: string | undefined, raw: Buffer, signature: string | undefined, encoding: 'base64' | 'hex'): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature.trim(), encoding);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function parsedJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ServiceError(400, 'MALFORMED_JSON', apiMessages.malformedJson);
  }
}

/** The payload as `schema` reads it; else 400. */
export function readable<Output>(schema: z.ZodType<Output>, payload: unknown): Output {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ServiceError(400, 'VALIDATION_FAILED', storeWebhookMessages.badPayload);
  return parsed.data;
}

/** An empty text is none. */
export const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/** The `uc` query parameter (Monetization's tracked click) of an address, absolute or a path. */
export function clickOfAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    return orNull(new URL(address, 'https://shop.invalid').searchParams.get('uc'));
  } catch {
    return null;
  }
}
