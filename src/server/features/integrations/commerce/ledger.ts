import { eq, max } from 'drizzle-orm';
import { toMajorUnits } from '@/shared/money';
import type { Database } from '../../../db/database';
import type { DomainEvents } from '../../../domain-events/domain-events';
import { commerceCustomers, commerceSales } from './schema';

/** A charge or paid order as the store told it. */
export interface Sale {
  externalId: string;
  /** In the currency's minor unit (cents), refunds taken off. */
  amountMinor: number;
  currency: string;
  customerEmail: string | null;
  occurredAt: Date;
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

  /** Keeps the sales not yet kept; answers how many were new. */
  async recordSales(store: StoreConnection, sales: readonly Sale[]): Promise<number> {
    if (sales.length === 0) return 0;
    const added = await this.deps.db
      .insert(commerceSales)
      .values(
        sales.map((sale) => ({
          workspaceId: store.workspaceId,
          connectionId: store.id,
          provider: store.provider,
          externalId: sale.externalId,
          amountMinor: sale.amountMinor,
          currency: sale.currency.toUpperCase(),
          customerEmail: sale.customerEmail?.toLowerCase() ?? null,
          occurredAt: sale.occurredAt,
        })),
      )
      .onConflictDoNothing()
      .returning();
    for (const sale of oldestFirst(added, (row) => row.occurredAt)) {
      if (!isNews(store, sale.occurredAt)) continue;
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

  /** The newest sale and customer kept for the connection: an import asks the store only for what came after. */
  async latestOf(connectionId: string): Promise<{ sale: Date | null; customer: Date | null }> {
    const [sales] = await this.deps.db
      .select({ at: max(commerceSales.occurredAt) })
      .from(commerceSales)
      .where(eq(commerceSales.connectionId, connectionId));
    const [customers] = await this.deps.db
      .select({ at: max(commerceCustomers.createdAt) })
      .from(commerceCustomers)
      .where(eq(commerceCustomers.connectionId, connectionId));
    const date = (at: Date | string | null | undefined) => (at ? new Date(at) : null);
    return { sale: date(sales?.at), customer: date(customers?.at) };
  }
}

/** Whether it happened once the store was connected (and so is news to whoever listens). */
function isNews(store: StoreConnection, at: Date): boolean {
  return store.connectedAt !== null && at.getTime() >= store.connectedAt.getTime();
}

/** Stores list newest first; listeners hear of things in the order they happened. */
function oldestFirst<Row>(rows: readonly Row[], at: (row: Row) => Date): Row[] {
  return [...rows].sort((a, b) => at(a).getTime() - at(b).getTime());
}
