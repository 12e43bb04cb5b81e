import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import type { WorkflowStep } from '@/shared/integrations/workflows';
import { user } from '../../../auth/schema';
import { domainEvents } from '../../../domain-events/schema';
import { workspaces } from '../../../tenancy/schema';

/** A workspace's automation workflow: on or off, its settings, and the member it acts as. */
export const integrationWorkflows = pgTable(
  'integration_workflows',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    active: boolean('active').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Who turned it on: it acts through Uplift's API as them, with their role today. */
    activatedBy: text('activated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.kind] })],
);

/** One run of a workflow: what started it, each step and how it ended. One per workflow and event. */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventId: uuid('event_id').references(() => domainEvents.id, { onDelete: 'set null' }),
    /** What makes a run without an event unique: an SEO Monitor's period ('2026-11-28', 'week of 2026-11-23'). */
    periodKey: text('period_key'),
    /** What a run waits for before it goes on: the SEO Monitor's audit id. */
    awaiting: text('awaiting'),
    trigger: text('trigger').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed', 'skipped'] }).notNull(),
    steps: jsonb('steps').$type<WorkflowStep[]>().notNull().default([]),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workflow_runs_event_idx').on(table.workspaceId, table.kind, table.eventId),
    uniqueIndex('workflow_runs_period_idx').on(table.workspaceId, table.kind, table.periodKey),
    index('workflow_runs_workspace_idx').on(table.workspaceId, table.kind, table.startedAt),
  ],
);
