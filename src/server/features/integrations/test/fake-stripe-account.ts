// A user's own Stripe account as a restricted key sees it: charges, refunds and customers lists (newest
// first, `created[gte]`, `limit` and `starting_after` as Stripe reads them), a 401 for an unknown key
// and Stripe's 403 for a key without the permission, in Stripe's error shape. A refund made here adds
// to its charge's `amount_refunded`, as Stripe's does.
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeStripeCharge {
  id: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
  paid: boolean;
  created: number;
  receipt_email: string | null;
  billing_details: { email: string | null };
  refunded: boolean;
  metadata: Record<string, string>;
}

export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

export interface FakeStripeCustomer {
  id: string;
  email: string | null;
  name: string | null;
  created: number;
  metadata: Record<string, string>;
}

export interface FakeStripeAccount {
  origin: string;
  /** A key with Charges and Customers: Read. */
  readKey: string;
  /** A key without them. */
  narrowKey: string;
  /** Set when the read key's permissions are taken away at Stripe after it was connected. */
  readKeyNarrowed: boolean;
  /** The account's charges, refunds and customers, in any order. */
  charges: FakeStripeCharge[];
  refunds: FakeStripeRefund[];
  customers: FakeStripeCustomer[];
  /** Refunds `amount` of a charge at `created` (all that is left by default), as the Dashboard does; answers the refund. */
  refund(chargeId: string, created: Date, amount?: number): FakeStripeRefund;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakeStripeAccount(): Promise<FakeStripeAccount> {
  const readKey = 'rk_test_51Readable0000charges';
  const narrowKey = 'rk_test_51Narrow00000000none';
  const account = {
    charges: [] as FakeStripeCharge[],
    refunds: [] as FakeStripeRefund[],
    customers: [] as FakeStripeCustomer[],
    readKeyNarrowed: false,
  };
  let refundCount = 0;
  const server = await startFakeHttp((request, response) => {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (key !== readKey && key !== narrowKey) {
      return sendJson(response, 401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${(key ?? '').slice(0, 8)}***` },
      });
    }
    const lists: Record<string, ReadonlyArray<{ id: string; created: number }>> = {
      '/v1/charges': account.charges,
      '/v1/refunds': account.refunds,
      '/v1/customers': account.customers,
    };
    const collection = lists[request.path] ?? null;
    if (request.method === 'GET' && collection) {
      if (key === narrowKey || account.readKeyNarrowed) {
        return sendJson(response, 403, {
          error: {
            type: 'invalid_request_error',
            message: `The provided key does not have the required permissions for this endpoint. Having the 'rak_charge_read' permission would allow this request to continue.`,
          },
        });
      }
      return sendJson(response, 200, listPage(collection, request));
    }
    return sendJson(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path}).` },
    });
  });
  return {
    origin: server.origin,
    readKey,
    narrowKey,
    get readKeyNarrowed() {
      return account.readKeyNarrowed;
    },
    set readKeyNarrowed(narrowed) {
      account.readKeyNarrowed = narrowed;
    },
    get charges() {
      return account.charges;
    },
    set charges(charges) {
      account.charges = charges;
    },
    get refunds() {
      return account.refunds;
    },
    set refunds(refunds) {
      account.refunds = refunds;
    },
    get customers() {
      return account.customers;
    },
    set customers(customers) {
      account.customers = customers;
    },
    refund(chargeId, created, amount) {
      const charge = account.charges.find((candidate) => candidate.id === chargeId);
      if (!charge) throw new Error(`No charge ${chargeId}`);
      const refund: FakeStripeRefund = {
        id: `re_fake${String(++refundCount).padStart(6, '0')}`,
        object: 'refund',
        amount: amount ?? charge.amount - charge.amount_refunded,
        balance_transaction: `txn_fake${refundCount}`,
        charge: chargeId,
        created: Math.floor(created.getTime() / 1000),
        currency: charge.currency,
        metadata: {},
        payment_intent: null,
        reason: 'requested_by_customer',
        receipt_number: null,
        status: 'succeeded',
      };
      charge.amount_refunded += refund.amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      account.refunds.push(refund);
      return refund;
    },
    received: server.received,
    close: server.close,
  };
}

/** One page of a list as Stripe answers it: newest first (ties by id), after `starting_after`. */
function listPage<Item extends { id: string; created: number }>(items: readonly Item[], request: ReceivedRequest) {
  const limit = Math.min(Number(request.query.get('limit') ?? 10), 100);
  const from = Number(request.query.get('created[gte]') ?? 0);
  const sorted = items.filter((item) => item.created >= from).sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
  const after = request.query.get('starting_after');
  const start = after ? sorted.findIndex((item) => item.id === after) + 1 : 0;
  const data = sorted.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < sorted.length, url: request.path };
}

/** A charge as Stripe lists it, succeeded unless told otherwise. */
export function stripeCharge(id: string, amount: number, created: Date, extra: Partial<FakeStripeCharge> = {}): FakeStripeCharge {
  return {
    id,
    amount,
    amount_refunded: 0,
    currency: 'usd',
    status: 'succeeded',
    paid: true,
    created: Math.floor(created.getTime() / 1000),
    receipt_email: null,
    billing_details: { email: null },
    refunded: false,
    metadata: {},
    ...extra,
  };
}

export function stripeCustomer(id: string, email: string, created: Date, extra: Partial<FakeStripeCustomer> = {}): FakeStripeCustomer {
  return { id, email, name: null, created: Math.floor(created.getTime() / 1000), metadata: {}, ...extra };
}
