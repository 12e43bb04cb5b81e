import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { siteOf } from '@/shared/projects';
import { seoMessages } from '@/shared/seo/seo';
import {
  type BacklinkOpportunity,
  type findOpportunitiesSchema,
  type LinkBuildingState,
  linkMessages,
  type OpportunityStatus,
} from '@/shared/seo/links';
import type { Database } from '../../../db/database';
import { insertOneAtATime } from '../../../db/errors';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { notFound, ServiceError } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { workspaceProject } from '../../../projects/directory';
import type { LinkSearchJob } from './link-search-job';
import { checkLink, hostKey } from './page-links';
import { seoBacklinks, seoLinkOpportunities, seoLinkSearches } from './schema';

type SearchRow = typeof seoLinkSearches.$inferSelect;
type OpportunityRow = typeof seoLinkOpportunities.$inferSelect;
type BacklinkRow = typeof seoBacklinks.$inferSelect;
export type LinkSearch = NonNullable<LinkBuildingState['search']>;

/** The newest opportunities the tab lists. */
const listed = 500;

/** Link Building for the screen: the opportunities and the Backlinks tile, Find Opportunities, and Contact / Acquired. */
export class LinkService {
  constructor(private readonly deps: { db: Database; job: LinkSearchJob; fetcher: SafeFetcher }) {}

  /**
   * The latest search (the project's, or of its site); the opportunities, newest first, of the site
   * the latest finished search was for, else the project's; the Backlinks tile of the project's site.
   */
  async state(viewer: Viewer, projectId: string | undefined): Promise<LinkBuildingState> {
    const { db } = this.deps;
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const project = projectId ? await this.project(viewer, projectId) : null;
    const ofWorkspace = eq(seoLinkSearches.workspaceId, viewer.workspaceId);
    const projectSite = project?.url ? siteOf(project.url) : null;
    const ofProject = project
      ? or(eq(seoLinkSearches.projectId, project.id), projectSite ? eq(seoLinkSearches.site, projectSite) : undefined)
      : undefined;
    const latest = (status?: 'done') =>
      db
        .select()
        .from(seoLinkSearches)
        .where(and(ofWorkspace, ofProject, status ? eq(seoLinkSearches.status, status) : undefined))
        .orderBy(desc(seoLinkSearches.createdAt))
        .limit(1);
    const [[search], [finished]] = await Promise.all([latest(), latest('done')]);
    // A search may be for another address typed in the URL field: once it has finished, its opportunities
    // are the ones to show. One under way or failed leaves the list as it was.
    const site = finished?.site ?? projectSite ?? search?.site ?? null;
    if (!site)
      return { site: null, opportunities: [], search: search ? toSearch(search) : null, backlinks: { verified: 0, referringDomains: 0 } };
    const tileSite = projectSite ?? site;
    const rows = await db
      .select({ opportunity: seoLinkOpportunities, backlink: seoBacklinks })
      .from(seoLinkOpportunities)
      .leftJoin(seoBacklinks, eq(seoBacklinks.opportunityId, seoLinkOpportunities.id))
      .where(and(eq(seoLinkOpportunities.workspaceId, viewer.workspaceId), eq(seoLinkOpportunities.site, site)))
      .orderBy(desc(seoLinkOpportunities.foundAt), desc(seoLinkOpportunities.relevance))
      .limit(listed);
    const live = await db
      .select({ sourceUrl: seoBacklinks.sourceUrl })
      .from(seoBacklinks)
      .where(and(eq(seoBacklinks.workspaceId, viewer.workspaceId), eq(seoBacklinks.site, tileSite), eq(seoBacklinks.status, 'live')));
    return {
      site,
      opportunities: rows.map((row) => toOpportunity(row.opportunity, row.backlink)),
      search: search ? toSearch(search) : null,
      backlinks: { verified: live.length, referringDomains: new Set(live.map((link) => hostKey(link.sourceUrl))).size },
    };
  }

  /** Queues Find Opportunities for `url` or the project's site; one search under way per workspace. */
  async start(viewer: Viewer, input: z.output<typeof findOpportunitiesSchema>): Promise<LinkSearch> {
    const project = input.projectId ? await this.project(viewer, input.projectId) : null;
    const url = input.url || project?.url || '';
    if (!url) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.noUrl);
    const site = /^https?:\/\//i.test(url) ? siteOf(url) : null;
    if (!site) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.invalidUrl);
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const started = await insertOneAtATime(
      async () => {
        const [row] = await this.deps.db
          .insert(seoLinkSearches)
          .values({
            workspaceId: viewer.workspaceId,
            createdBy: viewer.userId,
            projectId: project?.id ?? null,
            site,
            url,
            stage: 'Waiting to start',
          })
          .returning();
        await this.deps.job.tracked.enqueue(row!);
        return row!;
      },
      async () => {
        const [underWay] = await this.deps.db
          .select({ id: seoLinkSearches.id })
          .from(seoLinkSearches)
          .where(and(eq(seoLinkSearches.workspaceId, viewer.workspaceId), sql`${seoLinkSearches.status} in ('queued', 'running')`));
        return underWay;
      },
    );
    if ('busy' in started)
      throw new ServiceError(409, 'AUDIT_UNDER_WAY', linkMessages.searchUnderWay, started.busy ? { searchId: started.busy.id } : undefined);
    return toSearch(started.inserted);
  }

  async search(viewer: Viewer, id: string): Promise<LinkSearch> {
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(seoLinkSearches)
      .where(and(eq(seoLinkSearches.id, id), eq(seoLinkSearches.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return toSearch(row);
  }

  /** Contact (Pending → Contacted), and Acquired (Contacted → Acquired) once the link is found on the page. */
  async setStatus(viewer: Viewer, id: string, status: 'Contacted' | 'Acquired'): Promise<BacklinkOpportunity> {
    const mine = and(eq(seoLinkOpportunities.id, id), eq(seoLinkOpportunities.workspaceId, viewer.workspaceId));
    const [opportunity] = await this.deps.db.select().from(seoLinkOpportunities).where(mine);
    if (!opportunity) throw notFound();
    const from: OpportunityStatus = status === 'Contacted' ? 'Pending' : 'Contacted';
    if (opportunity.status !== from) throw new ServiceError(409, 'WRONG_STATUS', linkMessages.onlyFrom(from, status, opportunity.status));
    if (status === 'Contacted') {
      const [contacted] = await this.deps.db
        .update(seoLinkOpportunities)
        .set({ status: 'Contacted', contactedAt: new Date() })
        .where(and(mine, eq(seoLinkOpportunities.status, 'Pending')))
        .returning();
      if (!contacted) throw new ServiceError(409, 'WRONG_STATUS', linkMessages.onlyFrom(from, status, 'Contacted'));
      return toOpportunity(contacted, null);
    }
    return this.acquire(viewer, opportunity);
  }

  /** Acquired only when the page links to the site now: the link is kept as a verified backlink. */
  private async acquire(viewer: Viewer, opportunity: OpportunityRow): Promise<BacklinkOpportunity> {
    const check = await checkLink(this.deps.fetcher, opportunity.page, opportunity.site);
    if (check.outcome === 'unreadable') throw new ServiceError(502, 'PAGE_UNREADABLE', check.reason);
    if (check.outcome !== 'found') throw new ServiceError(409, 'LINK_NOT_ON_PAGE', linkMessages.notFoundOnPage);
    const now = new Date();
    const { link } = check;
    return this.deps.db.transaction(async (tx) => {
      const [acquired] = await tx
        .update(seoLinkOpportunities)
        .set({ status: 'Acquired', acquiredAt: now })
        .where(and(eq(seoLinkOpportunities.id, opportunity.id), eq(seoLinkOpportunities.status, 'Contacted')))
        .returning();
      if (!acquired) throw new ServiceError(409, 'WRONG_STATUS', linkMessages.onlyFrom('Contacted', 'Acquired', 'Acquired'));
      const verified = {
        opportunityId: acquired.id,
        targetUrl: link.href,
        anchorText: link.anchorText,
        rel: link.rel,
        status: 'live' as const,
        lastCheckedAt: now,
        lostAt: null,
        checkError: null,
      };
      const [backlink] = await tx
        .insert(seoBacklinks)
        .values({
          workspaceId: acquired.workspaceId,
          site: acquired.site,
          sourceUrl: acquired.page,
          createdBy: viewer.userId,
          firstVerifiedAt: now,
          ...verified,
        })
        .onConflictDoUpdate({ target: [seoBacklinks.workspaceId, seoBacklinks.site, seoBacklinks.sourceUrl], set: verified })
        .returning();
      return toOpportunity(acquired, backlink ?? null);
    });
  }

  private project(viewer: Viewer, id: string) {
    return workspaceProject(this.deps.db, viewer.workspaceId, id);
  }
}

function toSearch(row: SearchRow): LinkSearch {
  const underWay = row.status === 'queued' || row.status === 'running';
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    stage: underWay ? row.stage : null,
    error: row.error,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function toOpportunity(row: OpportunityRow, backlink: BacklinkRow | null): BacklinkOpportunity {
  return {
    id: row.id,
    domain: row.domain,
    page: row.page,
    type: row.type,
    relevance: row.relevance,
    authority: row.authority,
    reason: row.reason,
    status: row.status,
    backlink: backlink
      ? {
          id: backlink.id,
          sourceUrl: backlink.sourceUrl,
          targetUrl: backlink.targetUrl,
          anchorText: backlink.anchorText,
          rel: backlink.rel,
          status: backlink.status,
          lastCheckedAt: backlink.lastCheckedAt.toISOString(),
        }
      : null,
  };
}
