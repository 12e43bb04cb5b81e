import { and, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { toMajorUnits } from '@/shared/money';
import type { Database } from '../../../db/database';
import type { DomainEvents } from '../../../domain-events/domain-events';
import { commerceCustomers, commerceSales } from './schema';

/** A charge or paid order as the store told it, or a refund of one (negative, `refundOf` the sale's id). */
export interface Sale {
  externalId: string;
  /** In the currency's minor unit (cents), refunds made before it was told taken off; negative for a refund. */
  amountMinor: number;
  currency: string;
  customerEmail: string | null;
  occurredAt: Date;
  /** The Monetization tracked click (`uc`) that brought the buyer. */
  clickRef?: string | null;
  /** The Monetization product it was for. */
  productRef?: string | null;
  /** On a refund: the external id of the sale it takes back. */
  refundOf?: string | null;
}

/** What the ledger holds of a sale a refund may take back. */
export interface KeptSale {
  externalId: string;
  recordedAt: Date;
}

/** A customer as the store told it; `consent` is whether they agreed to marketing e-mail there. */
export interface Customer {
  externalId: string;
  email: string | null;
  name: string;
  consent: boolean;
  createdAt: Date;
}

/** The connection a store's records come through. */
export interface StoreConnection {
  id: string;
  workspaceId: string;
  provider: string;
  connectedAt: Date | null;
}

/**
 * Where the workspace's own shops' sales and customers land, each once. What happened since the
 * connection is announced (revenue.recorded, customer.created) for webhooks and Lead to Email; what
 * an import finds from before it is history, kept for the figures and announced to no one.
 */
export class CommerceLedger {
  constructor(private readonly deps: { db: Database; events: Pick<DomainEvents, 'emit'> }) {}

  /**
   * Keeps the sales and refunds not yet kept; answers how many were new. A refund is not announced:
   * revenue.recorded says a payment was taken.
   */
  async recordSales(store: StoreConnection, sales: readonly Sale[]): Promise<number> {
    if (sales.length === 0) return 0;
    const added = await this.deps.db
      .insert(commerceSales)
      .values(sales.map((sale) => rowOf(store, sale)))
      .onConflictDoNothing()
      .returning();
    await this.linkRefunds(store, added);
    for (const sale of oldestFirst(added, (row) => row.occurredAt)) {
      if (sale.refundOf !== null || !isNews(store, sale.occurredAt)) continue;
      await this.deps.events.emit(store.workspaceId, 'revenue.recorded', {
        source: store.provider,
        id: sale.externalId,
        amount: toMajorUnits(sale.amountMinor, sale.currency),
        amountMinor: sale.amountMinor,
        currency: sale.currency,
        customerEmail: sale.customerEmail,
        occurredAt: sale.occurredAt.toISOString(),
      });
    }
    return added.length;
  }

  /**
   * For a shop that tells only how much of an order is refunded so far (Lemon Squeezy): one refund row
   * per order holds it, and a larger total replaces a smaller one, so a replay or a late, older total
   * changes nothing. Answers 1 when the row is new or changed, else 0.
   */
  async recordRefundSoFar(store: StoreConnection, refund: Sale): Promise<number> {
    const changed = await this.deps.db
      .insert(commerceSales)
      .values(rowOf(store, refund))
      .onConflictDoUpdate({
        target: [commerceSales.connectionId, commerceSales.externalId],
        set: { amountMinor: sql`excluded.amount_minor` },
        setWhere: sql`excluded.amount_minor < ${commerceSales.amountMinor}`,
      })
      .returning();
    await this.linkRefunds(store, changed);
    return changed.length;
  }

  /** The sales of the connection among `externalIds` that the ledger holds, with when it took each. */
  async keptSales(connectionId: string, externalIds: readonly string[]): Promise<KeptSale[]> {
    if (externalIds.length === 0) return [];
    return this.deps.db
      .select({ externalId: commerceSales.externalId, recordedAt: commerceSales.recordedAt })
      .from(commerceSales)
      .where(
        and(
          eq(commerceSales.connectionId, connectionId),
          inArray(commerceSales.externalId, [...externalIds]),
          isNull(commerceSales.refundOf),
        ),
      );
  }

  /** Keeps the customers not yet kept; answers how many were new. */
  async recordCustomers(store: StoreConnection, customers: readonly Customer[]): Promise<number> {
    if (customers.length === 0) return 0;
    const added = await this.deps.db
      .insert(commerceCustomers)
      .values(
        customers.map((customer) => ({
          workspaceId: store.workspaceId,
          connectionId: store.id,
          provider: store.provider,
          externalId: customer.externalId,
          email: customer.email?.toLowerCase() ?? null,
          name: customer.name,
          createdAt: customer.createdAt,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const consentOf = new Map(customers.map((customer) => [customer.externalId, customer.consent]));
    for (const customer of oldestFirst(added, (row) => row.createdAt)) {
      if (!isNews(store, customer.createdAt)) continue;
      await this.deps.events.emit(store.workspaceId, 'customer.created', {
        source: store.provider,
        id: customer.externalId,
        email: customer.email,
        name: customer.name,
        consent: consentOf.get(customer.externalId) ?? false,
        createdAt: customer.createdAt.toISOString(),
      });
    }
    return added.length;
  }

  /**
   * The newest sale, refund and customer kept for the connection: an import asks the store only for
   * what came after.
   */
  async latestOf(connectionId: string): Promise<{ sale: Date | null; refund: Date | null; customer: Date | null }> {
    const newest = (refunds: boolean) =>
      this.deps.db
        .select({ at: max(commerceSales.occurredAt) })
        .from(commerceSales)
        .where(
          and(eq(commerceSales.connectionId, connectionId), refunds ? isNotNull(commerceSales.refundOf) : isNull(commerceSales.refundOf)),
        );
    const [[sales], [refunds]] = await Promise.all([newest(false), newest(true)]);
    const [customers] = await this.deps.db
      .select({ at: max(commerceCustomers.createdAt) })
      .from(commerceCustomers)
      .where(eq(commerceCustomers.connectionId, connectionId));
    const date = (at: Date | string | null | undefined) => (at ? new Date(at) : null);
    return { sale: date(sales?.at), refund: date(refunds?.at), customer: date(customers?.at) };
  }

  /**
   * A refund carries the click and product of the sale it takes back, so Monetization nets it where the
   * sale counted; whichever of the two arrives second fills them in.
   */
  private async linkRefunds(store: StoreConnection, added: ReadonlyArray<{ externalId: string; refundOf: string | null }>): Promise<void> {
    // The sales just kept, and the sales of the refunds just kept.
    const sales = added.map((row) => row.refundOf ?? row.externalId);
    if (sales.length === 0) return;
    const ids = sql.join(
      sales.map((id) => sql`${id}`),
      sql`, `,
    );
    await this.deps.db.execute(sql`
      update ${commerceSales} as refund
         set click_ref = coalesce(refund.click_ref, sale.click_ref), product_ref = coalesce(refund.product_ref, sale.product_ref)
        from ${commerceSales} as sale
       where refund.connection_id = ${store.id} and sale.connection_id = ${store.id}
         and refund.refund_of = sale.external_id and sale.refund_of is null and sale.external_id in (${ids})
         and (refund.click_ref is null or refund.product_ref is null)
         and (sale.click_ref is not null or sale.product_ref is not null)`);
  }
}

function rowOf(store: StoreConnection, sale: Sale): typeof commerceSales.$inferInsert {
  return {
    workspaceId: store.workspaceId,
    connectionId: store.id,
    provider: store.provider,
    externalId: sale.externalId,
    amountMinor: sale.amountMinor,
    currency: sale.currency.toUpperCase(),
    customerEmail: sale.customerEmail?.toLowerCase() ?? null,
    clickRef: sale.clickRef ?? null,
    productRef: sale.productRef ?? null,
    refundOf: sale.refundOf ?? null,
    occurredAt: sale.occurredAt,
  };
}

/** Whether it happened once the store was connected (and so is news to whoever listens). */
function isNews(store: StoreConnection, at: Date): boolean {
  return store.connectedAt !== null && at.getTime() >= store.connectedAt.getTime();
}

/** Stores list newest first; listeners hear of things in the order they happened. */
function oldestFirst<Row>(rows: readonly Row[], at: (row: Row) => Date): Row[] {
  return [...rows].sort((a, b) => at(a).getTime() - at(b).getTime());
}
