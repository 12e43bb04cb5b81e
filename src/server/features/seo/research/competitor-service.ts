import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { featureLimit } from '@/shared/feature-catalogue';
import { siteOf } from '@/shared/projects';
import { seoMessages } from '@/shared/seo/seo';
import { type CompetitorAnalysis, type competitorAnalysisSchema, type ProviderState, researchMessages } from '@/shared/seo/research';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import { insertOneAtATime } from '../../../db/errors';
import { notFound, ServiceError } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { workspaceProject } from '../../../projects/directory';
import { domainKey, type SearchData } from '../providers/search-data-service';
import { seoCompetitorAnalyses } from '../schema';
import type { CompetitorJob } from './competitor-job';

type Row = typeof seoCompetitorAnalyses.$inferSelect;

/** Analyze Competitors for the screen: start one, follow it, read the latest; and the site's own figures. */
export class CompetitorService {
  constructor(private readonly deps: { db: Database; job: CompetitorJob; plans: WorkspacePlans; searchData: SearchData }) {}

  async start(viewer: Viewer, input: z.output<typeof competitorAnalysisSchema>): Promise<CompetitorAnalysis> {
    const project = input.projectId ? await this.project(viewer, input.projectId) : null;
    const url = input.url || project?.url || '';
    if (!url) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.noUrl);
    const site = /^https?:\/\//i.test(url) ? siteOf(url) : null;
    if (!site) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.invalidUrl);
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const { plan } = await this.deps.plans.forViewer(allowanceOf(viewer));
    const limit = featureLimit(plan, 'competitor_analysis');
    const started = await insertOneAtATime(
      async () => {
        const [row] = await this.deps.db
          .insert(seoCompetitorAnalyses)
          .values({
            workspaceId: viewer.workspaceId,
            createdBy: viewer.userId,
            projectId: project?.id ?? null,
            site,
            url,
            named: project?.competitors ?? [],
            competitorLimit: typeof limit === 'number' ? limit : null,
            stage: 'Waiting to start',
          })
          .returning();
        await this.deps.job.tracked.enqueue(row!);
        return row!;
      },
      async () => {
        const [underWay] = await this.deps.db
          .select({ id: seoCompetitorAnalyses.id })
          .from(seoCompetitorAnalyses)
          .where(
            and(eq(seoCompetitorAnalyses.workspaceId, viewer.workspaceId), sql`${seoCompetitorAnalyses.status} in ('queued', 'running')`),
          );
        return underWay;
      },
    );
    if ('busy' in started)
      throw new ServiceError(
        409,
        'AUDIT_UNDER_WAY',
        researchMessages.analysisUnderWay,
        started.busy ? { analysisId: started.busy.id } : undefined,
      );
    return toAnalysis(started.inserted);
  }

  async get(viewer: Viewer, id: string): Promise<CompetitorAnalysis> {
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(seoCompetitorAnalyses)
      .where(and(eq(seoCompetitorAnalyses.id, id), eq(seoCompetitorAnalyses.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return toAnalysis(row);
  }

  /** The newest analysis (of the project, when one is named), under way or finished. */
  async latest(viewer: Viewer, projectId: string | undefined): Promise<CompetitorAnalysis | null> {
    const project = projectId ? await this.project(viewer, projectId) : null;
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const scope = and(
      eq(seoCompetitorAnalyses.workspaceId, viewer.workspaceId),
      project ? eq(seoCompetitorAnalyses.projectId, project.id) : undefined,
    );
    const [row] = await this.deps.db
      .select()
      .from(seoCompetitorAnalyses)
      .where(scope)
      .orderBy(desc(seoCompetitorAnalyses.createdAt))
      .limit(1);
    return row ? toAnalysis(row) : null;
  }

  /** The Domain Authority tile: the provider's figure for the site, or null. */
  async overview(viewer: Viewer, url: string): Promise<{ domainAuthority: number | null; provider: ProviderState }> {
    const site = siteOf(url);
    if (!site) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.invalidUrl);
    const domain = new URL(site).host;
    const { figures, provider } = await this.deps.searchData.domains(viewer.workspaceId, [domain]);
    return { domainAuthority: figures.get(domainKey(domain))?.authority ?? null, provider };
  }

  private project(viewer: Viewer, id: string) {
    return workspaceProject(this.deps.db, viewer.workspaceId, id);
  }
}

function toAnalysis(row: Row): CompetitorAnalysis {
  const underWay = row.status === 'queued' || row.status === 'running';
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    stage: underWay ? row.stage : null,
    site: row.site,
    source: row.result?.source ?? (row.named.length > 0 ? 'project' : 'links'),
    competitors: row.result?.competitors ?? [],
    siteKeywords: row.result?.siteKeywords ?? [],
    provider: row.result?.provider ?? { configured: false, problem: null },
    limit: row.competitorLimit ?? 'unlimited',
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
