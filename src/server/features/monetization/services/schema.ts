import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ServiceStatus, ServiceType } from '@/shared/monetization/services';
import { workspaces } from '../../../tenancy/schema';

const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** Consulting the workspace sells, one-off or on retainer. */
export const monetizationServices = pgTable(
  'monetization_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    name: text('name').notNull(),
    type: text('type').$type<ServiceType>().notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<ServiceStatus>().notNull().default('Available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('monetization_services_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/** A booking of a one-time service or a client on retainer: current until it ends. */
export const monetizationServiceClients = pgTable(
  'monetization_service_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => monetizationServices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    startedOn: date('started_on').notNull(),
    endedOn: date('ended_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('monetization_service_clients_service_idx').on(table.serviceId, table.startedOn)],
);
