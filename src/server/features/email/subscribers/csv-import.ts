import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ImportRun, importMappingSchema } from '@/shared/email/email';
import { getPlan } from '@/shared/plans';
import { rowsOf } from '../../../db/rows';
import { hasUnstorableText, withoutUnstorableText } from '../../../http/storable-text';
import { unstorableTextMessage } from '../../../http/validate';
import { type RunningJob, JobFailure, TrackedJob, type TrackedJobDeps } from '../../../jobs/tracked-job';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { UsageMeter } from '../../../usage/meter';
import type { ListsService } from '../lists/lists-service';
import { type RejectedRow, emailImports, emailListMembers, subscribers } from '../schema';
import { countContacts } from './subscribers-service';

export const importQueue = 'email-imports';
const chunkRows = 500;
/** Rejected rows kept with their reason; past this only counted. */
const rejectedKept = 1000;
const validEmail = z.email();

type ImportRow = typeof emailImports.$inferSelect;

/**
 * CSV imports as jobs (the file is stored with the record, so a restart loses nothing): each row's
 * address is checked, a repeated address is merged into the one subscriber, new ones stop at the
 * plan's contact limit, and imported people join the list subscribed, except those who left or
 * bounced before. Progress and the rejected rows with their reasons are on the record.
 */
export class CsvImports {
  readonly job: TrackedJob<typeof emailImports>;

  constructor(private readonly deps: TrackedJobDeps & { plans: WorkspacePlans; usage: UsageMeter; lists: ListsService }) {
    this.job = new TrackedJob(
      {
        queue: importQueue,
        records: emailImports,
        run: (job) => this.importRows(job),
        failedText: 'The import stopped before it finished. The rows read so far are imported; import the file again to finish.',
        expireInSeconds: () => 3600,
        // Progress is written after each chunk is stored: a run cut off carries on after the rows it counted.
        // The rows of a chunk stored but not yet counted are upserted again by address: merged, never doubled.
        restart: 'carry-on',
        perWorkspace: {
          limit: 2,
          refusal: () => new ServiceError(409, 'IMPORT_FAILED', 'Two imports are under way already. Wait for one to finish.'),
        },
      },
      deps,
    );
  }

  async start(viewer: Viewer, file: Buffer, mappingInput: unknown): Promise<ImportRun> {
    const mapping = importMappingSchema.parse(mappingInput);
    if (hasUnstorableText(mapping)) throw new ServiceError(400, 'VALIDATION_FAILED', unstorableTextMessage);
    await this.deps.lists.owned(viewer, mapping.listId);
    await this.job.ensureRoomFor(viewer.workspaceId);
    const [row] = await this.deps.db
      .insert(emailImports)
      .values({
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        listId: mapping.listId,
        file,
        mapping: {
          email: mapping.email,
          name: mapping.name,
          tier: mapping.tier,
          attributes: mapping.attributes,
          allowanceWorkspaceId: allowanceOf(viewer).workspaceId,
        },
      })
      .returning();
    await this.job.enqueue(row!);
    return toImportRun(row!);
  }

  async get(viewer: Viewer, id: string): Promise<ImportRun> {
    await this.job.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(emailImports)
      .where(and(eq(emailImports.id, id), eq(emailImports.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return toImportRun(row);
  }

  private async importRows({ record, update }: RunningJob<typeof emailImports>) {
    if (!record.file || !record.listId) throw new JobFailure('The file or its list is gone.');
    const { mapping } = record;
    const parser = Readable.from([Buffer.from(record.file)]).pipe(
      parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }),
    );
    // A run after one cut off by its process's death starts from that run's counts, past the rows it read.
    const progress = {
      rowsRead: record.rowsRead,
      imported: record.imported,
      merged: record.merged,
      rejectedCount: record.rejectedCount,
      rejected: [...record.rejected],
    };
    let skipped = 0;
    const reject = (row: RejectedRow) => {
      progress.rejectedCount++;
      if (progress.rejected.length < rejectedKept) progress.rejected.push(row);
    };
    const seen = new Set<string>();
    let chunk: Array<{ row: number; email: string; name: string; tier: 'free' | 'paid'; attributes: Record<string, string> }> = [];
    try {
      for await (const line of parser as AsyncIterable<Record<string, string>>) {
        if (skipped < record.rowsRead) {
          skipped++;
          continue;
        }
        progress.rowsRead++;
        const rowNumber = progress.rowsRead + 1;
        const email = withoutUnstorableText(line[mapping.email] ?? '')
          .trim()
          .toLowerCase();
        if (!email) reject({ row: rowNumber, email: '', reason: 'No email address' });
        else if (email.length > 254 || !validEmail.safeParse(email).success)
          reject({ row: rowNumber, email: email.slice(0, 254), reason: 'Not a valid email address' });
        else if (seen.has(email)) progress.merged++;
        else {
          seen.add(email);
          const attributes = Object.fromEntries(
            mapping.attributes.flatMap((column) =>
              line[column] ? [[column.slice(0, 50), withoutUnstorableText(line[column]).slice(0, 500)]] : [],
            ),
          );
          const tierText = mapping.tier ? (line[mapping.tier] ?? '').toLowerCase() : '';
          chunk.push({
            row: rowNumber,
            email,
            name: withoutUnstorableText(mapping.name ? (line[mapping.name] ?? '') : '').slice(0, 200),
            tier: /^(paid|customer|premium|pro|yes|true|1)$/.test(tierText) ? 'paid' : 'free',
            attributes,
          });
        }
        if (chunk.length >= chunkRows) {
          await this.store(record, chunk, progress, reject);
          chunk = [];
          await update({ ...progress });
        }
      }
    } catch (error) {
      if (progress.rowsRead === 0) throw new JobFailure('This file could not be read as CSV.');
      throw error;
    }
    if (chunk.length) await this.store(record, chunk, progress, reject);
    if (progress.rowsRead === 0) throw new JobFailure('The file has no rows under its header.');
    this.deps.usage.forget(mapping.allowanceWorkspaceId);
    return { ...progress, file: null };
  }

  /** One chunk: existing addresses are merged, new ones fill the room the plan leaves, all join the list. */
  private async store(
    record: ImportRow,
    chunk: ReadonlyArray<{ row: number; email: string; name: string; tier: 'free' | 'paid'; attributes: Record<string, string> }>,
    progress: { imported: number; merged: number },
    reject: (row: RejectedRow) => void,
  ) {
    const { db } = this.deps;
    const existing = new Set(
      (
        await db
          .select({ email: sql<string>`lower(${subscribers.email})` })
          .from(subscribers)
          .where(
            and(
              eq(subscribers.workspaceId, record.workspaceId),
              inArray(
                sql`lower(${subscribers.email})`,
                chunk.map((entry) => entry.email),
              ),
            ),
          )
      ).map((row) => row.email),
    );
    let room = await this.roomFor(record);
    const accepted = chunk.filter((entry) => {
      if (existing.has(entry.email)) return true;
      if (room <= 0) {
        reject({ row: entry.row, email: entry.email, reason: "Your plan's contact limit is reached" });
        return false;
      }
      room--;
      return true;
    });
    if (accepted.length === 0) return;
    const values = sql.join(
      accepted.map(
        (entry) =>
          sql`(${record.workspaceId}::uuid, ${record.createdBy}, ${entry.email}, ${entry.name}, ${entry.tier}, 'import', ${JSON.stringify(entry.attributes)}::jsonb)`,
      ),
      sql`, `,
    );
    const result = await db.execute(sql`
      insert into ${subscribers} (workspace_id, created_by, email, name, tier, source, attributes) values ${values}
      on conflict (workspace_id, lower(email)) do update set
        name = case when excluded.name <> '' then excluded.name else ${subscribers.name} end,
        attributes = ${subscribers.attributes} || excluded.attributes,
        tier = case when excluded.tier = 'paid' then 'paid' else ${subscribers.tier} end,
        updated_at = now()
      returning id, suppression, (xmax = 0) as inserted`);
    const stored = rowsOf<{ id: string; suppression: 'bounced' | 'complained' | null; inserted: boolean }>(result);
    for (const row of stored) {
      if (row.inserted) progress.imported++;
      else progress.merged++;
    }
    await db
      .insert(emailListMembers)
      .values(
        stored.map((row) => ({
          listId: record.listId!,
          subscriberId: row.id,
          workspaceId: record.workspaceId,
          status: row.suppression ?? ('subscribed' as const),
        })),
      )
      .onConflictDoNothing();
  }

  private async roomFor(record: ImportRow): Promise<number> {
    const { plan } = await this.deps.plans.forViewer({ workspaceId: record.mapping.allowanceWorkspaceId, isAdmin: false });
    const limit = getPlan(plan).limits.emailContacts;
    if (limit === 'unlimited') return Number.MAX_SAFE_INTEGER;
    return Math.max(0, limit - (await countContacts(this.deps.db, record.mapping.allowanceWorkspaceId)));
  }
}

function toImportRun(row: ImportRow): ImportRun {
  return {
    id: row.id,
    status: row.status,
    rowsRead: row.rowsRead,
    imported: row.imported,
    merged: row.merged,
    rejected: row.rejected,
    rejectedCount: row.rejectedCount,
    error: row.error,
  };
}
