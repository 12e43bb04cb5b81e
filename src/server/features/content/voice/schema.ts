import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VoiceSources } from '@/shared/content/voice';
import { user } from '../../../auth/schema';
import { projects } from '../../../projects/schema';
import { workspaces } from '../../../tenancy/schema';

/** A project's brand voice (custom_ai_training): one per project, learned and then edited by the user. */
export const contentBrandVoices = pgTable(
  'content_brand_voices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tone: text('tone').notNull().default(''),
    vocabulary: text('vocabulary').array().notNull().default([]),
    avoid: text('avoid').array().notNull().default([]),
    dos: text('dos').array().notNull().default([]),
    donts: text('donts').array().notNull().default([]),
    examples: text('examples').array().notNull().default([]),
    /** How many samples of each kind the last learning read; null for a voice only ever typed in. */
    learnedFrom: jsonb('learned_from').$type<VoiceSources>(),
    learnedAt: timestamp('learned_at', { withTimezone: true }),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_brand_voices_project_idx').on(table.projectId)],
);

/** A learning run as a job: it gathers samples, derives a voice and stores it as the project's. */
export const contentVoiceLearnings = pgTable('content_voice_learnings', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  createdBy: text('created_by')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  fromContent: boolean('from_content').notNull().default(false),
  fromSite: boolean('from_site').notNull().default(false),
  /** The uploaded files' text, already stripped of HTML; emptied once the run ends. */
  uploads: text('uploads').array().notNull().default([]),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  progress: integer('progress').notNull().default(0),
  stage: text('stage').notNull().default('Waiting to start'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
