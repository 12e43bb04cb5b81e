import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportQuery } from '@/shared/analytics/analytics';
import type {
  ConsultingService,
  ServiceClient,
  serviceClientInputSchema,
  serviceClientUpdateSchema,
  serviceInputSchema,
  serviceUpdateSchema,
} from '@/shared/monetization/services';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import type { RevenueLedger } from '../revenue/revenue-ledger';
import { monetizationRevenue } from '../revenue/schema';
import { monetizationServiceClients, monetizationServices } from './schema';

type ClientRow = typeof monetizationServiceClients.$inferSelect;

const shownClient = (row: ClientRow): ServiceClient => ({
  id: row.id,
  name: row.name,
  email: row.email,
  startedOn: row.startedOn,
  endedOn: row.endedOn,
});

/** Consulting services, their bookings or clients, and the revenue recorded against each. */
export class ServicesService {
  constructor(private readonly deps: { db: Database; ledger: RevenueLedger }) {}

  async list(viewer: Viewer, query: ReportQuery): Promise<ConsultingService[]> {
    const { db } = this.deps;
    const rows = await db
      .select()
      .from(monetizationServices)
      .where(eq(monetizationServices.workspaceId, viewer.workspaceId))
      .orderBy(desc(monetizationServices.createdAt), desc(monetizationServices.id));
    if (rows.length === 0) return [];
    const clients = await db
      .select()
      .from(monetizationServiceClients)
      .where(
        and(
          eq(monetizationServiceClients.workspaceId, viewer.workspaceId),
          inArray(
            monetizationServiceClients.serviceId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(monetizationServiceClients.startedOn), asc(monetizationServiceClients.createdAt));
    const span = this.deps.ledger.spanOf(query);
    const revenue = await db
      .select({
        serviceId: monetizationRevenue.serviceId,
        currency: monetizationRevenue.currency,
        amount: sql<string>`sum(${monetizationRevenue.amountMinor})::text`,
      })
      .from(monetizationRevenue)
      .where(
        and(
          eq(monetizationRevenue.workspaceId, viewer.workspaceId),
          isNotNull(monetizationRevenue.serviceId),
          gte(monetizationRevenue.occurredAt, span.start),
          lt(monetizationRevenue.occurredAt, span.end),
        ),
      )
      .groupBy(monetizationRevenue.serviceId, monetizationRevenue.currency);
    return rows.map((row) => {
      const own = clients.filter((client) => client.serviceId === row.id);
      return {
        id: row.id,
        name: row.name,
        type: row.type,
        priceMinor: row.priceMinor,
        currency: row.currency,
        status: row.status,
        activeClients: own.filter((client) => client.endedOn === null).length,
        clients: own.map(shownClient),
        revenue: revenue
          .filter((sum) => sum.serviceId === row.id)
          .map((sum) => ({ currency: sum.currency, amountMinor: Number(sum.amount) }))
          .sort((a, b) => b.amountMinor - a.amountMinor),
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async add(viewer: Viewer, input: z.output<typeof serviceInputSchema>, query: ReportQuery): Promise<ConsultingService> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .insert(monetizationServices)
      .values({
        workspaceId: viewer.workspaceId,
        name: input.name,
        type: input.type,
        priceMinor: input.price.amountMinor,
        currency: input.price.currency,
      })
      .returning();
    return this.one(viewer, row!.id, query);
  }

  async update(viewer: Viewer, id: string, input: z.output<typeof serviceUpdateSchema>, query: ReportQuery): Promise<ConsultingService> {
    requireEditor(viewer);
    const { price, ...fields } = input;
    const changes = { ...fields, ...(price && { priceMinor: price.amountMinor, currency: price.currency }) };
    if (Object.keys(changes).length > 0) {
      const updated = await this.deps.db
        .update(monetizationServices)
        .set(changes)
        .where(and(eq(monetizationServices.workspaceId, viewer.workspaceId), eq(monetizationServices.id, id)))
        .returning({ id: monetizationServices.id });
      if (updated.length === 0) throw notFound();
    }
    return this.one(viewer, id, query);
  }

  /** Its clients go with it; revenue recorded against it stays, as Consulting Services. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(monetizationServices)
      .where(and(eq(monetizationServices.workspaceId, viewer.workspaceId), eq(monetizationServices.id, id)))
      .returning({ id: monetizationServices.id });
    if (removed.length === 0) throw notFound();
  }

  async addClient(viewer: Viewer, serviceId: string, input: z.output<typeof serviceClientInputSchema>): Promise<ServiceClient> {
    requireEditor(viewer);
    await this.requireService(viewer, serviceId);
    const [row] = await this.deps.db
      .insert(monetizationServiceClients)
      .values({ workspaceId: viewer.workspaceId, serviceId, name: input.name, email: input.email ?? null, startedOn: input.startedOn })
      .returning();
    return shownClient(row!);
  }

  async updateClient(
    viewer: Viewer,
    serviceId: string,
    clientId: string,
    input: z.output<typeof serviceClientUpdateSchema>,
  ): Promise<ServiceClient> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .update(monetizationServiceClients)
      .set({ endedOn: input.endedOn })
      .where(this.clientWhere(viewer, serviceId, clientId))
      .returning();
    if (!row) throw notFound();
    return shownClient(row);
  }

  async removeClient(viewer: Viewer, serviceId: string, clientId: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(monetizationServiceClients)
      .where(this.clientWhere(viewer, serviceId, clientId))
      .returning({ id: monetizationServiceClients.id });
    if (removed.length === 0) throw notFound();
  }

  private clientWhere(viewer: Viewer, serviceId: string, clientId: string) {
    return and(
      eq(monetizationServiceClients.workspaceId, viewer.workspaceId),
      eq(monetizationServiceClients.serviceId, serviceId),
      eq(monetizationServiceClients.id, clientId),
    );
  }

  private async requireService(viewer: Viewer, id: string): Promise<void> {
    const [row] = await this.deps.db
      .select({ id: monetizationServices.id })
      .from(monetizationServices)
      .where(and(eq(monetizationServices.workspaceId, viewer.workspaceId), eq(monetizationServices.id, id)));
    if (!row) throw notFound();
  }

  private async one(viewer: Viewer, id: string, query: ReportQuery): Promise<ConsultingService> {
    const service = (await this.list(viewer, query)).find((candidate) => candidate.id === id);
    if (!service) throw notFound();
    return service;
  }
}
