import { and, desc, eq, sql } from 'drizzle-orm';
import { seoMessages } from '@/shared/seo/seo';
import type { Database } from '../../../db/database';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import type { JobQueue } from '../../../jobs/queue';
import { JobFailure, type RunningJob, TrackedJob } from '../../../jobs/tracked-job';
import type { Logger } from '../../../logger';
import { findWorkspaceProject } from '../../../projects/directory';
import { domainKey, type SearchData } from '../providers/search-data-service';
import { asSiteUrl } from '../research/competitor-job';
import { bigPlatforms, sampleSite, type SiteSample } from '../research/site-sample';
import { seoCompetitorAnalyses } from '../schema';
import { brandsOf, classifyPage, type Prospect, type ProspectContext } from './classify-page';
import { hostKey } from './page-links';
import { ProspectReader } from './prospect-reader';
import { seoLinkOpportunities, seoLinkSearches } from './schema';

export const linkSearchQueue = 'seo-link-search';
/** Pages one search reads, over every site: a search is a minute or two, not a crawl of the web. */
const maxPages = 60;
const readingBudgetMs = 4 * 60_000;
const maxCompetitors = 5;
/** Sites the user's and competitors' pages link to, read a few pages each. */
const maxSeedSites = 15;
const pagesPerSeed = 4;
/** The provider's pages linking to competitors: read first, but never more than half the pages. */
const providerPagesPerCompetitor = 20;
const maxProviderPages = maxPages / 2;
/** Keywords a page's relevance is measured against. */
const relevanceKeywords = 10;

type Row = typeof seoLinkSearches.$inferSelect;

/**
 * Find Opportunities as a durable job: the user's site and its competitors read a few pages each;
 * the sites they link to, and the pages the provider says link to the competitors, read and sorted
 * into opportunities, kept per page without touching a status the user set.
 */
export class LinkSearchJob {
  readonly tracked: TrackedJob<typeof seoLinkSearches>;

  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      fetcher: SafeFetcher;
      searchData: SearchData;
      logger: Logger;
      soleWorker: boolean;
    },
  ) {
    this.tracked = new TrackedJob(
      {
        queue: linkSearchQueue,
        records: seoLinkSearches,
        run: (job) => this.run(job),
        failedText: seoMessages.findOpportunitiesFailed,
        expireInSeconds: () => 20 * 60,
        queuedTimeoutMs: 2 * 60 * 60_000,
        // Opportunities are upserted by site and page.
        restart: 'start-over',
      },
      deps,
    );
  }

  private async run({ record, update }: RunningJob<typeof seoLinkSearches>) {
    const { fetcher, searchData } = this.deps;
    await update({ stage: `Reading ${record.site}`, progress: 5 });
    let own: SiteSample;
    try {
      own = await sampleSite(fetcher, record.url, { pages: 8, keywords: relevanceKeywords, budgetMs: 45_000 });
    } catch (error) {
      if (error instanceof SafeFetchError) throw new JobFailure(`${seoMessages.findOpportunitiesFailed}: ${error.message}`);
      throw error;
    }
    const { name, competitorUrls } = await this.projectAndCompetitors(record);
    const competitors = competitorUrls.map((url) => ({ url, hostKey: hostKey(url), domain: new URL(url).host }));
    const samples: SiteSample[] = [own];
    for (const [index, competitor] of competitors.entries()) {
      await update({
        stage: `Reading ${competitor.domain} (${index + 1} of ${competitors.length})`,
        progress: 10 + Math.floor((15 * index) / competitors.length),
      });
      const sample = await sampleSite(fetcher, competitor.url, { pages: 4, keywords: 5, budgetMs: 20_000 }).catch((error: unknown) => {
        if (error instanceof SafeFetchError) return null;
        throw error;
      });
      if (sample) samples.push(sample);
    }

    const known = new Set([hostKey(record.site), hostKey(own.origin), ...competitors.map((competitor) => competitor.hostKey)]);
    const isCandidate = (url: string) => !known.has(hostKey(url)) && !bigPlatforms.test(new URL(url).hostname);
    await update({ stage: 'Asking the search data provider for links to your competitors', progress: 27 });
    const referring = await searchData.referringPages(
      competitors.map((competitor) => competitor.domain),
      providerPagesPerCompetitor,
    );
    const providerPages = [...new Set([...referring.pages.values()].flat())]
      .filter((url) => URL.canParse(url) && isCandidate(url))
      .slice(0, maxProviderPages);
    const seeds = seedSites(samples).filter(isCandidate).slice(0, maxSeedSites);

    const context: ProspectContext = {
      site: record.site,
      competitors,
      brands: brandsOf(record.site, name),
      keywords: own.keywords.slice(0, relevanceKeywords),
    };
    const reader = new ProspectReader(fetcher, Date.now() + readingBudgetMs);
    const found = new Map<string, Prospect>();
    let read = 0;
    const consider = (pages: { url: string; html: string }[]) => {
      for (const page of pages) {
        read++;
        const prospect = isCandidate(page.url) ? classifyPage(page.html, page.url, context) : null;
        if (prospect && !found.has(prospect.page)) found.set(prospect.page, prospect);
      }
    };
    const planned = Math.min(maxPages, providerPages.length + seeds.length * pagesPerSeed) || 1;
    const reading = () =>
      update({
        stage: `Reading pages that could link to you: ${read} of ${planned}`,
        progress: 30 + Math.floor((60 * Math.min(read, planned)) / planned),
      });
    for (const url of providerPages) {
      if (read >= maxPages || reader.timeIsUp) break;
      const page = await reader.page(url);
      consider(page ? [page] : []);
      await reading();
    }
    for (const seed of seeds) {
      if (read >= maxPages || reader.timeIsUp) break;
      consider(await reader.site(seed, Math.min(pagesPerSeed, maxPages - read)));
      await reading();
    }

    await update({ stage: 'Adding the search data provider’s figures', progress: 92 });
    const prospects = [...found.values()];
    const { figures } = await searchData.domains(record.workspaceId, [...new Set(prospects.map((prospect) => prospect.domain))]);
    for (const prospect of prospects) await this.keep(record, prospect, figures.get(domainKey(prospect.domain))?.authority ?? null);
    return { progress: 100, stage: null, found: prospects.length, finishedAt: new Date() };
  }

  /** The project's name and competitors; without named competitors, those of the site's latest finished analysis. */
  private async projectAndCompetitors(record: Row): Promise<{ name: string | null; competitorUrls: string[] }> {
    const { db } = this.deps;
    const project = record.projectId ? await findWorkspaceProject(db, record.workspaceId, record.projectId) : undefined;
    let named = project?.competitors ?? [];
    if (named.length === 0) {
      const [analysis] = await db
        .select({ result: seoCompetitorAnalyses.result })
        .from(seoCompetitorAnalyses)
        .where(
          and(
            eq(seoCompetitorAnalyses.workspaceId, record.workspaceId),
            eq(seoCompetitorAnalyses.site, record.site),
            eq(seoCompetitorAnalyses.status, 'done'),
          ),
        )
        .orderBy(desc(seoCompetitorAnalyses.finishedAt))
        .limit(1);
      named = (analysis?.result?.competitors ?? []).filter((competitor) => competitor.error === null).map((competitor) => competitor.url);
    }
    const urls = named.map(asSiteUrl).filter((url): url is string => url !== null && hostKey(url) !== hostKey(record.site));
    return { name: project?.name ?? null, competitorUrls: [...new Set(urls)].slice(0, maxCompetitors) };
  }

  /** One opportunity per page and site: found again, its figures are refreshed and its status kept. */
  private async keep(record: Row, prospect: Prospect, authority: number | null): Promise<void> {
    await this.deps.db
      .insert(seoLinkOpportunities)
      .values({ workspaceId: record.workspaceId, projectId: record.projectId, site: record.site, ...prospect, authority })
      .onConflictDoUpdate({
        target: [seoLinkOpportunities.workspaceId, seoLinkOpportunities.site, seoLinkOpportunities.page],
        set: {
          domain: sql`excluded.domain`,
          type: sql`excluded.type`,
          relevance: sql`excluded.relevance`,
          authority: sql`coalesce(excluded.authority, ${seoLinkOpportunities.authority})`,
          reason: sql`excluded.reason`,
          projectId: sql`coalesce(excluded.project_id, ${seoLinkOpportunities.projectId})`,
        },
      });
  }
}

/** The other sites the sampled pages link to, those most linked first, as home pages' origins. */
function seedSites(samples: readonly SiteSample[]): string[] {
  const counts = new Map<string, number>();
  for (const sample of samples) for (const [origin, pages] of sample.linkedOrigins) counts.set(origin, (counts.get(origin) ?? 0) + pages);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([origin]) => origin);
}
