import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { user } from '../../auth/schema';
import type { Database } from '../../db/database';
import { type FileStore, workspacePrefix } from '../../files';
import { rowsOf } from '../../db/rows';
import { csvText } from '@/shared/csv-text';

export type ExportFormat = 'json' | 'csv';

/** Columns that hold credentials, their hashes or paths on the server: never part of an export. */
const secretColumn = /(^|_)(token|secret|password|hash|key|path)(_|$)|backup_codes/;

/**
 * What visitors did on the user's sites is their visitors' record, not the user's own data, and runs
 * to millions of rows: Analytics exports its figures itself.
 */
const rawVisitsTable = 'analytics_events';

interface ExportTable {
  name: string;
  columns: string[];
}

/**
 * The user's data as a zip: their profile; from every table with a `user_id`, their rows (notices,
 * memberships, preferences, sessions); from every other table with a `workspace_id`, the rows of the
 * workspaces they own; from tables with neither, what they created. Tables are found in the
 * database's catalogue, so an area's new tables are exported without a change here; binary columns
 * (photos) and columns that hold credentials or server paths are left out. What a member made in
 * someone else's workspace belongs to that workspace and stays there.
 */
export async function exportUserData(
  db: Database,
  userId: string,
  ownedWorkspaceIds: readonly string[],
  format: ExportFormat,
): Promise<Uint8Array> {
  const zip = new JSZip();
  const [profile] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  zip.file(format === 'json' ? 'profile.json' : 'profile.csv', serialize(profile ? [profile] : [], format));

  for (const table of await exportableTables(db)) {
    const rows = await rowsOfUser(db, table, userId, ownedWorkspaceIds);
    if (rows.length > 0) zip.file(`${table.name}.${format}`, serialize(rows, format));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/**
 * A whole workspace, for its Owner: its own row, every row of every table with a `workspace_id`
 * equal to it (its members, content, campaigns, settings...) as JSON, and its uploaded files under
 * files/. As in the user's export, binary columns and columns that hold credentials are left out,
 * and so are the raw visits (Analytics exports its figures). The zip is streamed as it is written,
 * each file read when the archive comes to it: a workspace's videos need not fit in memory.
 */
export async function exportWorkspaceData(db: Database, workspaceId: string, files: FileStore): Promise<Readable> {
  const zip = new JSZip();
  const workspace = await db.execute(sql`select id, name, kind, created_by, created_at from workspaces where id = ${workspaceId}`);
  zip.file('workspace.json', serialize(rowsOf<Record<string, unknown>>(workspace), 'json'));
  for (const table of await exportableTables(db)) {
    if (!table.columns.includes('workspace_id')) continue;
    const columns = sql.join(
      table.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const result = await db.execute(
      sql`select ${columns} from ${sql.identifier(table.name)} where ${sql.identifier('workspace_id')}::text = ${workspaceId}`,
    );
    const rows = rowsOf<Record<string, unknown>>(result);
    if (rows.length > 0) zip.file(`tables/${table.name}.json`, serialize(rows, 'json'));
  }
  const prefix = workspacePrefix(workspaceId);
  for (const key of await files.list(prefix)) {
    // Stored as they are: photos, video, audio and office documents are compressed already.
    zip.file(`files/${key.slice(prefix.length)}`, openedWhenRead(files, key), { binary: true, compression: 'STORE' });
  }
  // JSZip's stream is readable-stream's (Streams3): wrapped, it is Node's own, which Readable.toWeb() takes.
  return new Readable().wrap(zip.generateNodeStream({ streamFiles: true, compression: 'DEFLATE' }));
}

/**
 * A stored file's bytes, opened only once the archive reads them: every file opened at once would
 * hold a descriptor, or an S3 request, each. A file removed since it was listed gives an empty entry.
 */
function openedWhenRead(files: FileStore, key: string): Readable {
  let source: Readable | undefined;
  const stream: Readable = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      files.get(key).then(
        (stored) => {
          if (!stored) {
            stream.push(null);
            return;
          }
          source = stored.body;
          source.on('data', (chunk: Buffer) => {
            if (!stream.push(chunk)) source?.pause();
          });
          source.once('end', () => stream.push(null));
          source.once('error', (error) => stream.destroy(error));
        },
        (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, done) {
      source?.destroy();
      done(error);
    },
  });
  return stream;
}

async function exportableTables(db: Database): Promise<ExportTable[]> {
  const result = await db.execute(sql`
    select table_name as name, array_agg(column_name::text order by ordinal_position) as columns
    from information_schema.columns
    where table_schema = 'public' and data_type <> 'bytea'
      and table_name not in ('user', 'verification', 'rate_limit', 'account', ${rawVisitsTable})
    group by table_name
    order by table_name`);
  return rowsOf<ExportTable>(result)
    .map((table) => ({ name: table.name, columns: table.columns.filter((column) => !secretColumn.test(column)) }))
    .filter((table) => table.columns.some((column) => ['user_id', 'created_by', 'workspace_id'].includes(column)));
}

async function rowsOfUser(db: Database, table: ExportTable, userId: string, ownedWorkspaceIds: readonly string[]) {
  const has = (column: string) => table.columns.includes(column);
  let mine;
  if (has('user_id')) mine = sql`${sql.identifier('user_id')} = ${userId}`;
  else if (has('workspace_id')) {
    if (ownedWorkspaceIds.length === 0) return [];
    mine = sql`${sql.identifier('workspace_id')}::text in (${sql.join(
      ownedWorkspaceIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  } else if (has('created_by')) mine = sql`${sql.identifier('created_by')} = ${userId}`;
  else return [];
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns} from ${sql.identifier(table.name)} where ${mine}`);
  return rowsOf<Record<string, unknown>>(result);
}

function serialize(rows: readonly Record<string, unknown>[], format: ExportFormat): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return csvText([columns, ...rows.map((row) => columns.map((column) => row[column]))], { neutraliseFormulas: true });
}
