import { and, desc, eq, sql } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import { prospectMessages } from '@/shared/outreach/prospects';
import { type ProspectSearch, type ProspectSearchInput, prospectSearchMessages, prospectSearchSchema } from '@/shared/outreach/search';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { insertOneAtATime } from '../../../db/errors';
import { notFound, ServiceError } from '../../../lib/service-error';
import { workspaceProject } from '../../../projects/directory';
import type { ProspectSearchJob } from './search-job';
import { outreachProspectSearches } from './schema';
import { siteAddress } from './site-address';

type SearchRow = typeof outreachProspectSearches.$inferSelect;

/** The AI Prospect Finder's searches: started one at a time per workspace, followed by the dialog. */
export class ProspectSearchService {
  constructor(private readonly deps: { db: Database; job: ProspectSearchJob }) {}

  async start(viewer: Viewer, input: ProspectSearchInput): Promise<ProspectSearch> {
    requireEditor(viewer);
    const { type, term, projectId } = prospectSearchSchema.parse(input);
    const project = projectId ? await workspaceProject(this.deps.db, viewer.workspaceId, projectId) : null;
    if (type === 'domain' && !siteAddress(term)) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, prospectMessages.notASite);
    const { db, job } = this.deps;
    await job.tracked.failAbandoned(viewer.workspaceId);
    const started = await insertOneAtATime(
      async () => {
        const [row] = await db
          .insert(outreachProspectSearches)
          .values({
            workspaceId: viewer.workspaceId,
            createdBy: viewer.userId,
            projectId: project?.id ?? null,
            type,
            term,
            stage: 'Waiting to start',
          })
          .returning();
        await job.tracked.enqueue(row!);
        return row!;
      },
      async () => {
        const [underWay] = await db
          .select({ id: outreachProspectSearches.id })
          .from(outreachProspectSearches)
          .where(
            and(
              eq(outreachProspectSearches.workspaceId, viewer.workspaceId),
              sql`${outreachProspectSearches.status} in ('queued', 'running')`,
            ),
          );
        return underWay;
      },
    );
    if ('busy' in started)
      throw new ServiceError(
        409,
        errorCodes.SEARCH_UNDER_WAY,
        prospectSearchMessages.underWay,
        started.busy ? { searchId: started.busy.id } : undefined,
      );
    return searchOf(started.inserted);
  }

  async latest(viewer: Viewer): Promise<ProspectSearch | null> {
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(outreachProspectSearches)
      .where(eq(outreachProspectSearches.workspaceId, viewer.workspaceId))
      .orderBy(desc(outreachProspectSearches.createdAt))
      .limit(1);
    return row ? searchOf(row) : null;
  }

  async get(viewer: Viewer, id: string): Promise<ProspectSearch> {
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(outreachProspectSearches)
      .where(and(eq(outreachProspectSearches.id, id), eq(outreachProspectSearches.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return searchOf(row);
  }
}

function searchOf(row: SearchRow): ProspectSearch {
  const underWay = row.status === 'queued' || row.status === 'running';
  return {
    id: row.id,
    type: row.type,
    term: row.term,
    status: row.status,
    progress: row.progress,
    stage: underWay ? row.stage : null,
    found: row.found,
    sitesRead: row.sitesRead,
    notes: row.notes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
