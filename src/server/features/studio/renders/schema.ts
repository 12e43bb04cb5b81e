import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';
import { studioAudio } from '../audio/schema';
import { studioVideos } from '../videos/schema';

/** A render of a video or an audio, run as a durable job whose progress the card shows; one under way per item. */
export const studioRenders = pgTable(
  'studio_renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Whose storage the files take (allowanceOf the viewer who asked), kept for the job. */
    allowanceWorkspaceId: uuid('allowance_workspace_id').notNull(),
    allowanceIsAdmin: boolean('allowance_is_admin').notNull().default(false),
    videoId: uuid('video_id').references(() => studioVideos.id, { onDelete: 'cascade' }),
    audioId: uuid('audio_id').references(() => studioAudio.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    /** Runs begun: one cut off by a restart is run again, up to a bound. */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('studio_renders_workspace_idx').on(table.workspaceId, table.createdAt),
    uniqueIndex('studio_renders_video_under_way')
      .on(table.videoId)
      .where(sql`status in ('queued', 'running') and video_id is not null`),
    uniqueIndex('studio_renders_audio_under_way')
      .on(table.audioId)
      .where(sql`status in ('queued', 'running') and audio_id is not null`),
  ],
);
