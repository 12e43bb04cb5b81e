import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DomainEventType } from '@/shared/domain-events';
import { attemptStatuses, deliveryStatuses } from '@/shared/integrations/webhooks';
import { user } from '../../../auth/schema';
import { domainEvents } from '../../../domain-events/schema';
import { workspaces } from '../../../tenancy/schema';

const workspace = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** Where a workspace's events are posted (Standard Webhooks), from its settings or a REST hook (Zapier, Make, n8n). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The events it gets; null for every event, those added later included. */
    eventTypes: jsonb('event_types').$type<DomainEventType[]>(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why Uplift turned it off itself: it failed for five days. */
    disabledReason: text('disabled_reason', { enum: ['failing'] }),
    /** The first failure since its last success, by the server's clock. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** The whsec_ signing secret, sealed. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signed with until `previousSecretUntil`, so receivers can switch. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    source: text('source', { enum: ['settings', 'hook'] })
      .notNull()
      .default('settings'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/**
 * One event for one endpoint: its body, signed and sent with its id as webhook-id on every attempt.
 * Unique per endpoint and event, so the subscriber run twice for an event makes it once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspace(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** Null for a test event, which no domain event stands behind. */
    eventId: uuid('event_id').references(() => domainEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The JSON sent, as signed. */
    body: text('body').notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(table.endpointId, table.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);

/**
 * Each try of a delivery, on the retry schedule or resent by hand. A job sends it only after moving
 * it from scheduled to sending, which one job alone can do: no attempt goes out twice.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first; the schedule's next failure makes the following one once. */
    attempt: integer('attempt').notNull(),
    trigger: text('trigger', { enum: ['schedule', 'resend'] }).notNull(),
    status: text('status', { enum: attemptStatuses }).notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    /** The start of the receiver's answer, for the log. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('webhook_attempts_delivery_attempt_idx').on(table.deliveryId, table.attempt),
    // The minute's sweep looks for what is overdue or stuck.
    index('webhook_attempts_open_idx')
      .on(table.status, table.scheduledAt)
      .where(sql`${table.status} in ('scheduled', 'sending')`),
  ],
);
