import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportQuery } from '@/shared/analytics/analytics';
import type { DigitalProduct, ProductAnalytics, productInputSchema, productUpdateSchema } from '@/shared/monetization/products';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import { recordUserEvent } from '../../../events/service';
import { notFound } from '../../../lib/service-error';
import { daysOf } from '../../analytics';
import { monetizationClicks, monetizationLinks } from '../links/schema';
import type { TrackedLinks } from '../links/tracked-links';
import type { RevenueLedger, Span } from '../revenue/revenue-ledger';
import { monetizationRevenue } from '../revenue/schema';
import { monetizationProducts } from './schema';

type ProductRow = typeof monetizationProducts.$inferSelect;

/** Digital products, each with its sale page's tracked link and its sales in the period. */
export class ProductsService {
  constructor(private readonly deps: { db: Database; links: TrackedLinks; ledger: RevenueLedger }) {}

  /** Kept per period until the workspace's products, their links or its sales change (db/workspace-reads.ts). */
  async list(viewer: Viewer, query: ReportQuery): Promise<DigitalProduct[]> {
    const span = this.deps.ledger.spanOf(query);
    return readWorkspaceRows(
      this.deps.db,
      {
        name: 'monetization.products',
        tables: ['monetization_products', 'monetization_links', 'monetization_revenue'],
        workspaceId: viewer.workspaceId,
        variant: `${span.from}|${span.to}`,
        rows: (products) => products.length,
      },
      () => this.read(viewer, span),
    );
  }

  private async read(viewer: Viewer, span: Span): Promise<DigitalProduct[]> {
    const rows = await this.deps.db
      .select()
      .from(monetizationProducts)
      .where(eq(monetizationProducts.workspaceId, viewer.workspaceId))
      .orderBy(desc(monetizationProducts.createdAt), desc(monetizationProducts.id));
    const links = await this.deps.links.ofOwners(
      viewer.workspaceId,
      'product',
      rows.map((row) => row.id),
    );
    const sales = await this.salesByProduct(viewer.workspaceId, span);
    return rows.map((row) => this.shown(row, links.get(row.id) ?? null, sales.get(row.id)));
  }

  async add(viewer: Viewer, input: z.output<typeof productInputSchema>): Promise<DigitalProduct> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .insert(monetizationProducts)
      .values({
        workspaceId: viewer.workspaceId,
        name: input.name,
        type: input.type,
        priceMinor: input.price.amountMinor,
        currency: input.price.currency,
      })
      .returning();
    const link = input.destination
      ? await this.deps.links.setDestination(viewer.workspaceId, { productId: row!.id }, input.destination)
      : null;
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'digital_product_added',
      description: `Added the digital product ${row!.name}`,
      data: { productId: row!.id, type: row!.type },
    });
    return this.shown(row!, link, undefined);
  }

  async update(viewer: Viewer, id: string, input: z.output<typeof productUpdateSchema>, query: ReportQuery): Promise<DigitalProduct> {
    requireEditor(viewer);
    const { price, destination, ...fields } = input;
    const where = and(eq(monetizationProducts.workspaceId, viewer.workspaceId), eq(monetizationProducts.id, id));
    const changes = { ...fields, ...(price && { priceMinor: price.amountMinor, currency: price.currency }) };
    const [row] =
      Object.keys(changes).length > 0
        ? await this.deps.db.update(monetizationProducts).set(changes).where(where).returning()
        : await this.deps.db.select().from(monetizationProducts).where(where);
    if (!row) throw notFound();
    if (destination) await this.deps.links.setDestination(viewer.workspaceId, { productId: id }, destination);
    else if (destination === null) await this.deps.links.removeOf(viewer.workspaceId, { productId: id });
    if (fields.status) this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
    return (await this.list(viewer, query)).find((product) => product.id === id)!;
  }

  /** Its link and clicks go with it; its sales stay in the ledger as Digital Products (or Course Sales). */
  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(monetizationProducts)
      .where(and(eq(monetizationProducts.workspaceId, viewer.workspaceId), eq(monetizationProducts.id, id)))
      .returning({ id: monetizationProducts.id });
    if (removed.length === 0) throw notFound();
    this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
  }

  /** The product's clicks, sales and revenue (in its own currency) by day. */
  async analytics(viewer: Viewer, id: string, query: ReportQuery): Promise<ProductAnalytics> {
    const [product] = await this.deps.db
      .select()
      .from(monetizationProducts)
      .where(and(eq(monetizationProducts.workspaceId, viewer.workspaceId), eq(monetizationProducts.id, id)));
    if (!product) throw notFound();
    const span = this.deps.ledger.spanOf(query);
    const day = (column: typeof monetizationClicks.occurredAt | typeof monetizationRevenue.occurredAt) =>
      sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const clicks = await this.deps.db
      .select({ day: day(monetizationClicks.occurredAt), clicks: count() })
      .from(monetizationClicks)
      .innerJoin(monetizationLinks, eq(monetizationLinks.id, monetizationClicks.linkId))
      .where(
        and(
          eq(monetizationLinks.productId, id),
          gte(monetizationClicks.occurredAt, span.start),
          lt(monetizationClicks.occurredAt, span.end),
        ),
      )
      .groupBy(sql`1`);
    const sales = await this.deps.db
      .select({
        day: day(monetizationRevenue.occurredAt),
        sales: sql<number>`(count(*) filter (where ${monetizationRevenue.amountMinor} > 0))::int`,
        revenue: sql<string>`sum(${monetizationRevenue.amountMinor})::text`,
      })
      .from(monetizationRevenue)
      .where(
        and(
          eq(monetizationRevenue.workspaceId, viewer.workspaceId),
          eq(monetizationRevenue.productId, id),
          eq(monetizationRevenue.currency, product.currency),
          gte(monetizationRevenue.occurredAt, span.start),
          lt(monetizationRevenue.occurredAt, span.end),
        ),
      )
      .groupBy(sql`1`);
    const clicksOn = new Map(clicks.map((row) => [row.day, row.clicks]));
    const salesOn = new Map(sales.map((row) => [row.day, row]));
    return {
      currency: product.currency,
      days: daysOf(span.from, span.to).map((date) => ({
        day: date,
        clicks: clicksOn.get(date) ?? 0,
        sales: Number(salesOn.get(date)?.sales ?? 0),
        revenueMinor: Number(salesOn.get(date)?.revenue ?? 0),
      })),
    };
  }

  private async salesByProduct(workspaceId: string, span: Span) {
    const rows = await this.deps.db
      .select({
        productId: monetizationRevenue.productId,
        currency: monetizationRevenue.currency,
        sales: sql<number>`(count(*) filter (where ${monetizationRevenue.amountMinor} > 0))::int`,
        amount: sql<string>`sum(${monetizationRevenue.amountMinor})::text`,
      })
      .from(monetizationRevenue)
      .where(
        and(
          eq(monetizationRevenue.workspaceId, workspaceId),
          isNotNull(monetizationRevenue.productId),
          gte(monetizationRevenue.occurredAt, span.start),
          lt(monetizationRevenue.occurredAt, span.end),
        ),
      )
      .groupBy(monetizationRevenue.productId, monetizationRevenue.currency);
    const byProduct = new Map<string, { sales: number; revenue: { currency: string; amountMinor: number }[] }>();
    for (const row of rows) {
      const entry = byProduct.get(row.productId!) ?? { sales: 0, revenue: [] };
      entry.sales += Number(row.sales);
      entry.revenue.push({ currency: row.currency, amountMinor: Number(row.amount) });
      byProduct.set(row.productId!, entry);
    }
    return byProduct;
  }

  private shown(
    row: ProductRow,
    link: DigitalProduct['link'],
    sales: { sales: number; revenue: DigitalProduct['revenue'] } | undefined,
  ): DigitalProduct {
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      priceMinor: row.priceMinor,
      currency: row.currency,
      status: row.status,
      link,
      sales: sales?.sales ?? 0,
      revenue: (sales?.revenue ?? []).sort((a, b) => b.amountMinor - a.amountMinor),
      createdAt: row.createdAt.toISOString(),
    };
  }
}
