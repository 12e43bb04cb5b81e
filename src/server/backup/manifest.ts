import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { migrationsFolder } from '../db/client';

/** The archive's first entry: what made it, so a restore can refuse what this version cannot start from. */
export const manifestSchema = z.object({
  format: z.literal('uplift-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  /** Migrations applied to the database, in order; the last one's tag names the schema's level. */
  migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable() }),
  createdAt: z.iso.datetime(),
  /** The data directory's entries the archive holds under files/ (uploads, the embedded app secret...). */
  files: z.array(
    z
      .string()
      .regex(/^[^/\\]+$/)
      .refine((name) => name !== '.' && name !== '..'),
  ),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this version of Uplift has, oldest first (drizzle-kit's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** How far the database's schema is migrated, read from Drizzle's own record of applied migrations. */
export async function migrationLevel(db: Database): Promise<BackupManifest['migrations']> {
  const result = await db.execute(sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at`);
  const applied = rowsOf<{ when: string }>(result);
  const last = applied.at(-1);
  const latest = last ? (knownMigrations().find((entry) => String(entry.when) === last.when)?.tag ?? `unknown (${last.when})`) : null;
  return { applied: applied.length, latest };
}
