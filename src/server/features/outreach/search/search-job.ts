import { prospectMessages } from '@/shared/outreach/prospects';
import { prospectSearchMessages } from '@/shared/outreach/search';
import type { AiEngine } from '../../../ai';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import type { JobQueue } from '../../../jobs/queue';
import { type RunningJob, TrackedJob } from '../../../jobs/tracked-job';
import type { Logger } from '../../../logger';
import { domainKey, ProspectReader, type ReadPage } from '../../seo';
import type { QueueDiscovery } from '../prospects/prospects-service';
import { outreachProspects } from '../prospects/schema';
import { type AssessContext, type AssessedSite, assessSite } from './assess-site';
import { CandidateSites } from './candidate-sites';
import { type CandidateSources, gatherCandidates } from './gather-candidates';
import { rankProspects, type RankedSite } from './rank-prospects';
import { outreachProspectSearches } from './schema';
import { assessContextOf, searchScopeOf } from './search-scope';

export const prospectSearchQueue = 'outreach-prospect-search';
/** Sites one search reads, a few pages each, within a time budget: a search is minutes, not a crawl of the web. */
const maxCandidates = 30;
const pagesPerSite = 4;
const maxPages = 80;
const readingBudgetMs = 4 * 60_000;
/** The best sites kept as prospects. */
const kept = 20;

type Row = typeof outreachProspectSearches.$inferSelect;
type Update = RunningJob<typeof outreachProspectSearches>['update'];

export interface ProspectSearchDeps extends CandidateSources {
  db: Database;
  jobs: JobQueue;
  ai: AiEngine;
  queueDiscovery: QueueDiscovery;
  logger: Logger;
  soleWorker: boolean;
}

/**
 * The AI Prospect Finder as a durable job: candidate sites gathered by the search's type, each read
 * a few pages for an opening (a write-for-us page, a resource page, a link to a competitor) and its
 * fit with the term and the project, ranked by the AI (or by that fit offline), and the best kept as
 * prospects, each then read for its contacts.
 */
export class ProspectSearchJob {
  readonly tracked: TrackedJob<typeof outreachProspectSearches>;

  constructor(private readonly deps: ProspectSearchDeps) {
    this.tracked = new TrackedJob(
      {
        queue: prospectSearchQueue,
        records: outreachProspectSearches,
        run: (job) => this.run(job),
        failedText: prospectMessages.findFailed,
        expireInSeconds: () => 15 * 60,
        queuedTimeoutMs: 2 * 60 * 60_000,
        // Prospects are kept once per domain: a site the cut-off run kept is not added again.
        restart: 'start-over',
      },
      deps,
    );
  }

  private async run({ record, update }: RunningJob<typeof outreachProspectSearches>) {
    const { db } = this.deps;
    const scope = await searchScopeOf(db, record);
    const candidates = new CandidateSites(scope.excluded, maxCandidates);
    const gathered = await gatherCandidates(scope.target, candidates, this.deps, (stage) => update({ stage, progress: 5 }));
    await update({ notes: gathered.notes });
    const context = assessContextOf(scope, gathered.keywords);
    const assessed = await this.readCandidates(candidates, context, update);

    await update({ stage: 'Ranking the sites for fit', progress: 88 });
    const who = record.createdBy ? { workspaceId: record.workspaceId, userId: record.createdBy } : null;
    const brief = { type: record.type, term: record.term, niche: scope.niche, keywords: context.keywords };
    const ranked = (await rankProspects(this.deps.ai, who, assessed, brief, this.deps.logger)).slice(0, kept);

    await update({ stage: 'Adding the prospects', progress: 94 });
    const niche = record.type === 'niche' ? record.term : (scope.niche ?? '');
    const found = await this.keep(record, ranked, niche);
    if (record.createdBy)
      await recordUserEvent(db, {
        workspaceId: record.workspaceId,
        userId: record.createdBy,
        type: 'prospects_found',
        description: `${found === 0 ? 'No new prospects' : prospectSearchMessages.found(found)} for “${record.term}”`,
        data: { searchId: record.id, type: record.type, term: record.term, found },
      });
    return { progress: 100, stage: null, found, finishedAt: new Date() };
  }

  /** Each candidate's pages (the pages that brought it first, then its home page and its promising links), assessed. */
  private async readCandidates(candidates: CandidateSites, context: AssessContext, update: Update): Promise<AssessedSite[]> {
    const reader = new ProspectReader(this.deps.fetcher, Date.now() + readingBudgetMs);
    const sites = candidates.list;
    const assessed: AssessedSite[] = [];
    let pagesRead = 0;
    for (const [index, candidate] of sites.entries()) {
      if (pagesRead >= maxPages || reader.timeIsUp) break;
      await update({
        stage: `Reading ${candidate.domain} (${index + 1} of ${sites.length})`,
        progress: 15 + Math.floor((70 * index) / sites.length),
      });
      const wanted = Math.min(pagesPerSite, maxPages - pagesRead);
      const pages: ReadPage[] = [];
      for (const url of candidate.pages.slice(0, wanted - 1)) {
        const page = await reader.page(url);
        if (page) pages.push(page);
      }
      const seen = new Set(pages.map((page) => page.url));
      for (const page of await reader.site(candidate.origin, wanted - pages.length)) if (!seen.has(page.url)) pages.push(page);
      pagesRead += pages.length;
      const site = pages.length > 0 ? assessSite(candidate.domain, pages, context) : null;
      if (site) assessed.push(site);
      await update({ sitesRead: index + 1 });
    }
    return assessed;
  }

  /** Stores the sites as new prospects, with the provider's figures; a site already a prospect is left as it is. */
  private async keep(record: Row, ranked: readonly RankedSite[], niche: string): Promise<number> {
    const { figures, provider } = await this.deps.searchData.domains(
      record.workspaceId,
      ranked.map(({ site }) => site.domain),
    );
    let found = 0;
    for (const { site, opportunity } of ranked) {
      const metrics = provider.configured ? figures.get(domainKey(site.domain)) : undefined;
      const [row] = await this.deps.db
        .insert(outreachProspects)
        .values({
          workspaceId: record.workspaceId,
          domain: site.domain,
          pageUrl: site.pageUrl,
          niche,
          opportunity,
          authority: metrics?.authority ?? null,
          traffic: metrics?.traffic ?? null,
        })
        .onConflictDoNothing({ target: [outreachProspects.workspaceId, outreachProspects.domain] })
        .returning({ id: outreachProspects.id });
      if (!row) continue;
      found++;
      await this.deps.queueDiscovery(row.id, null);
    }
    return found;
  }
}
