import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Timeline, VideoType } from '@/shared/studio/timeline';
import { user } from '../../../auth/schema';
import { projects } from '../../../projects/schema';
import { workspaces } from '../../../tenancy/schema';
import { studioFiles } from '../files/schema';

/** A video: its scene list (the timeline the editor edits), and the files of its last render. */
export const studioVideos = pgTable(
  'studio_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type').$type<VideoType>().notNull(),
    /** What it was made from: a topic, or the user's own script. */
    topic: text('topic').notNull(),
    template: text('template'),
    timeline: jsonb('timeline').$type<Timeline>().notNull(),
    voice: text('voice').notNull(),
    speed: doublePrecision('speed').notNull().default(1),
    /** The timeline, voice and speed the files were rendered from, to tell an edit since. */
    renderedFrom: text('rendered_from'),
    videoFileId: uuid('video_file_id').references(() => studioFiles.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => studioFiles.id, { onDelete: 'set null' }),
    captionsFileId: uuid('captions_file_id').references(() => studioFiles.id, { onDelete: 'set null' }),
    storyboardFileId: uuid('storyboard_file_id').references(() => studioFiles.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studio_videos_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/**
 * A rendered video handed to the Social Engine's composer (Share): the social media item it became.
 * The posts that carry it say where the video was published and what the networks reported of it.
 * No reference to social_media: a published post keeps its figures after its file leaves the library.
 */
export const studioVideoShares = pgTable(
  'studio_video_shares',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => studioVideos.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.mediaId] }), index('studio_video_shares_workspace_idx').on(table.workspaceId)],
);
