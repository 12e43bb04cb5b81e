import { seoMessages } from '@/shared/seo/seo';
import type { CompetitorReport, CompetitorResult } from '@/shared/seo/research';
import type { AiEngine } from '../../../ai';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import type { JobQueue } from '../../../jobs/queue';
import { JobFailure, type RunningJob, TrackedJob } from '../../../jobs/tracked-job';
import type { Logger } from '../../../logger';
import { domainKey, type SearchData } from '../providers/search-data-service';
import { seoCompetitorAnalyses } from '../schema';
import { competitorsRecipe } from './recipes';
import { bigPlatforms, compareKeywords, sampleSite, type SiteSample } from './site-sample';

export const competitorQueue = 'seo-competitor-analysis';
/** However unlimited the plan, one analysis reads at most these many competitors. */
export const maxCompetitors = 25;
/** Sites its pages link to that are tried as competitors when none is named. */
const linkedCandidates = 8;

type Row = typeof seoCompetitorAnalyses.$inferSelect;

/**
 * A competitor analysis as a durable job: the user's site and each competitor's read a few pages at
 * a time, their keywords compared, and the provider's figures added when one is configured.
 */
export class CompetitorJob {
  readonly tracked: TrackedJob<typeof seoCompetitorAnalyses>;

  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      fetcher: SafeFetcher;
      ai: Pick<AiEngine, 'write'>;
      searchData: SearchData;
      logger: Logger;
      soleWorker: boolean;
    },
  ) {
    this.tracked = new TrackedJob(
      {
        queue: competitorQueue,
        records: seoCompetitorAnalyses,
        run: (job) => this.run(job),
        failedText: seoMessages.analyzeCompetitorsFailed,
        expireInSeconds: () => 30 * 60,
        queuedTimeoutMs: 2 * 60 * 60_000,
        // The result is written as it ends.
        restart: 'start-over',
      },
      deps,
    );
  }

  private async run({ record, update }: RunningJob<typeof seoCompetitorAnalyses>) {
    const limit = Math.min(record.competitorLimit ?? maxCompetitors, maxCompetitors);
    await update({ stage: `Reading ${record.site}`, progress: 5 });
    let own: SiteSample;
    try {
      own = await sampleSite(this.deps.fetcher, record.url, { pages: 12, keywords: 40, budgetMs: 60_000 });
    } catch (error) {
      if (error instanceof SafeFetchError) throw new JobFailure(`${seoMessages.analyzeCompetitorsFailed}: ${error.message}`);
      throw error;
    }
    const found = await this.competitorsOf(record, own, limit);
    if (found.urls.length === 0)
      throw new JobFailure(record.projectId ? seoMessages.noCompetitorsSettings : seoMessages.noCompetitorsManual);

    const reports: CompetitorReport[] = [];
    for (const [index, url] of found.urls.entries()) {
      await update({
        stage: `Reading ${hostOf(url)} (${index + 1} of ${found.urls.length})`,
        progress: 20 + Math.floor((70 * index) / found.urls.length),
      });
      reports.push(await this.report(url, own, found.samples.get(url)));
    }
    await update({ stage: 'Adding the search data provider’s figures', progress: 92 });
    const { figures, provider } = await this.deps.searchData.domains(
      record.workspaceId,
      reports.map((report) => report.domain),
    );
    for (const report of reports) {
      const metrics = figures.get(domainKey(report.domain));
      Object.assign(report, {
        authority: metrics?.authority ?? null,
        backlinks: metrics?.backlinks ?? null,
        traffic: metrics?.traffic ?? null,
      });
    }
    const result: CompetitorResult = { source: found.source, competitors: reports, siteKeywords: own.keywords, provider };
    if (record.createdBy) {
      await recordUserEvent(this.deps.db, {
        workspaceId: record.workspaceId,
        userId: record.createdBy,
        type: 'competitors_analyzed',
        description: `Analyzed ${reports.length} competitor${reports.length === 1 ? '' : 's'} of ${record.site}`,
        data: { analysisId: record.id },
      });
    }
    return { progress: 100, stage: null, result, finishedAt: new Date() };
  }

  /** The project's competitors; else those the AI provider names; else the linked sites that share the site's keywords. */
  private async competitorsOf(
    record: Row,
    own: SiteSample,
    limit: number,
  ): Promise<{ source: CompetitorResult['source']; urls: string[]; samples: Map<string, SiteSample> }> {
    const samples = new Map<string, SiteSample>();
    const named = record.named.map(asSiteUrl).filter((url): url is string => url !== null);
    if (named.length > 0) return { source: 'project', urls: unique(named).slice(0, limit), samples };
    if (record.createdBy) {
      const draft = await this.deps.ai.write(competitorsRecipe(record.site, { keywords: own.keywords, titles: own.titles }), {
        workspaceId: record.workspaceId,
        userId: record.createdBy,
      });
      const suggested = unique(
        draft.payload
          .map(asSiteUrl)
          .filter((url): url is string => url !== null && domainKey(hostOf(url)) !== domainKey(hostOf(record.site))),
      );
      if (draft.source === 'ai' && suggested.length > 0) return { source: 'ai', urls: suggested.slice(0, limit), samples };
    }
    const candidates = [...own.linkedOrigins.entries()]
      // Links to the site's own www. or http:// twin are not to another site.
      .filter(([origin]) => !bigPlatforms.test(hostOf(origin)) && domainKey(hostOf(origin)) !== domainKey(hostOf(own.origin)))
      .sort((a, b) => b[1] - a[1])
      .slice(0, linkedCandidates)
      .map(([origin]) => origin);
    const urls: string[] = [];
    for (const origin of candidates) {
      if (urls.length >= limit) break;
      const sample = await this.sample(`${origin}/`);
      if (!sample || compareKeywords(sample.keywords, own.keywords).shared.length < 2) continue;
      samples.set(`${origin}/`, sample);
      urls.push(`${origin}/`);
    }
    return { source: 'links', urls, samples };
  }

  private async report(url: string, own: SiteSample, known: SiteSample | undefined): Promise<CompetitorReport> {
    const base = { domain: hostOf(url), url, authority: null, backlinks: null, traffic: null };
    let sample: SiteSample | null = known ?? null;
    let error: string | null = null;
    try {
      sample ??= await sampleSite(this.deps.fetcher, url, { pages: 6, keywords: 15, budgetMs: 45_000 });
    } catch (caught) {
      if (!(caught instanceof SafeFetchError)) throw caught;
      error = caught.message;
    }
    if (!sample)
      return {
        ...base,
        error: error ?? seoMessages.analyzeCompetitorsFailed,
        pageCount: null,
        pagesRead: 0,
        topKeywords: [],
        topics: [],
        keywordGap: [],
        sharedKeywords: [],
      };
    const topKeywords = sample.keywords.slice(0, 15);
    const { gap, shared } = compareKeywords(topKeywords, own.keywords);
    return {
      ...base,
      error: null,
      pageCount: sample.pageCount,
      pagesRead: sample.pagesRead,
      topKeywords,
      topics: sample.topics,
      keywordGap: gap,
      sharedKeywords: shared,
    };
  }

  private async sample(url: string): Promise<SiteSample | null> {
    try {
      return await sampleSite(this.deps.fetcher, url, { pages: 6, keywords: 15, budgetMs: 45_000 });
    } catch (error) {
      if (error instanceof SafeFetchError) return null;
      throw error;
    }
  }
}

/** "crumbs.example", "www.crumbs.example/shop" or a full address, as the site's home page; null when it is none. */
export function asSiteUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const candidate = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  return url.hostname.includes('.') || url.port ? `${url.origin}/` : null;
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

function unique(urls: readonly string[]): string[] {
  return [...new Set(urls)];
}
