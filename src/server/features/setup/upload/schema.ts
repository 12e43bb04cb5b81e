import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../../../tenancy/schema';
import { websiteAnalyses } from '../schema';
import { fileKinds } from './file-kind';

/** A file uploaded for an upload-mode analysis: kept in the file store, its text read by the analysis job. */
export const setupUploads = pgTable(
  'setup_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => websiteAnalyses.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Whose storage allowance the file uses: the user's own workspace when uploaded into a sample. */
    allowanceWorkspaceId: uuid('allowance_workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    /** What the content turned out to be, whatever the name said. */
    kind: text('kind', { enum: fileKinds }).notNull(),
    /** The file's key in the file store (ADR 044); rows from before it hold an absolute path below `<data dir>/uploads` (upload/storage.ts). */
    storedPath: text('stored_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('setup_uploads_analysis_idx').on(table.analysisId),
    index('setup_uploads_allowance_idx').on(table.allowanceWorkspaceId),
  ],
);
