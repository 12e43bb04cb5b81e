import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/bytea';
import { user } from '../../../auth/schema';
import { workspaces } from '../../../tenancy/schema';

export type StudioFileKind = 'video' | 'audio' | 'image' | 'captions' | 'thumbnail' | 'storyboard';

/**
 * A file of the studio: a render's output (video, thumbnail, captions, audio) or an upload (video, audio,
 * image). Its bytes are pieces in studio_file_pieces, so every process serves it, or with an S3 bucket
 * configured an object in it (ADR 044); its size counts against the plan's storage.
 */
export const studioFiles = pgTable(
  'studio_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Whose storage it takes: the workspace's, or for a Sample workspace its owner's. */
    allowanceWorkspaceId: uuid('allowance_workspace_id').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    origin: text('origin', { enum: ['render', 'upload'] }).notNull(),
    kind: text('kind').$type<StudioFileKind>().notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    /** Where the bytes are: pieces in the database, or the file store (an S3 bucket) under `<workspace>/studio/<id>`. */
    storedIn: text('stored_in', { enum: ['database', 'files'] })
      .notNull()
      .default('database'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('studio_files_workspace_idx').on(table.workspaceId, table.origin, table.createdAt),
    index('studio_files_allowance_idx').on(table.allowanceWorkspaceId),
  ],
);

/** A file's bytes in order, a piece a row (db/piece-store.ts). */
export const studioFilePieces = pgTable(
  'studio_file_pieces',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => studioFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.position] })],
);
