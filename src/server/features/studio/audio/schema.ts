import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AudioType } from '@/shared/studio/studio';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';
import { studioFiles } from '../files/schema';

/** An audio: a script spoken by the chosen voice into an MP3 (and a WAV when asked). */
export const studioAudio = pgTable(
  'studio_audio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type').$type<AudioType>().notNull(),
    script: text('script').notNull(),
    targetSeconds: integer('target_seconds').notNull(),
    voice: text('voice').notNull(),
    speed: doublePrecision('speed').notNull().default(1),
    wav: boolean('wav').notNull().default(false),
    fileId: uuid('file_id').references(() => studioFiles.id, { onDelete: 'set null' }),
    wavFileId: uuid('wav_file_id').references(() => studioFiles.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms'),
    downloads: integer('downloads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studio_audio_workspace_idx').on(table.workspaceId, table.createdAt)],
);
