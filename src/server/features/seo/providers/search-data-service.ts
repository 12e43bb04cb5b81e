import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ProviderState, researchMessages } from '@/shared/seo/research';
import type { Database } from '../../../db/database';
import type { GuardedApi } from '../../../http/guarded-api';
import type { Logger } from '../../../logger';
import type { ApiKeySettings } from '../../../settings/service';
import { seoDomainMetrics, seoKeywordMetrics } from '../schema';
import { createDataForSeo, dataForSeoOrigin } from './dataforseo';
import { type DomainMetrics, type KeywordMetrics, defaultMarket, type SearchDataProvider, SearchDataError } from './search-data';

const domainFiguresFreshMs = 7 * 86_400_000;

/** How a provider names a domain: lower case, without "www." (DataForSEO's targets). Figures are keyed by it. */
export function domainKey(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

export interface Figures<T> {
  /** By keyword or domain, lower case. */
  figures: Map<string, T>;
  provider: ProviderState;
}

/**
 * Keyword and domain figures from the configured provider (read per call: keys entered in Admin →
 * API Keys work at once), kept per workspace so that a provider outage shows the last figures with
 * a warning instead of nothing.
 */
export class SearchData {
  constructor(
    private readonly deps: {
      db: Database;
      apiKeys: Pick<ApiKeySettings, 'get'>;
      api: GuardedApi;
      originsForTests: Readonly<Record<string, string>>;
      logger: Logger;
    },
  ) {}

  async provider(): Promise<SearchDataProvider | null> {
    const [login, password] = await Promise.all([this.deps.apiKeys.get('DATAFORSEO_LOGIN'), this.deps.apiKeys.get('DATAFORSEO_PASSWORD')]);
    if (!login || !password) return null;
    return createDataForSeo(this.deps.api, { login, password }, this.deps.originsForTests.dataforseo ?? dataForSeoOrigin);
  }

  async keywords(workspaceId: string, keywords: readonly string[]): Promise<Figures<KeywordMetrics>> {
    const wanted = [...new Set(keywords.map((keyword) => keyword.toLowerCase()))];
    const market = defaultMarket;
    const inMarket = and(
      eq(seoKeywordMetrics.workspaceId, workspaceId),
      eq(seoKeywordMetrics.locationCode, market.locationCode),
      eq(seoKeywordMetrics.languageCode, market.languageCode),
    );
    return this.fetchOrRecall(wanted, {
      fetch: (provider, keys) => provider.keywordMetrics(keys, market),
      keyOf: (metrics) => metrics.keyword,
      store: async (rows) => {
        if (rows.length === 0) return;
        await this.deps.db
          .insert(seoKeywordMetrics)
          .values(
            rows.map((row) => ({
              workspaceId,
              locationCode: market.locationCode,
              languageCode: market.languageCode,
              ...row,
              fetchedAt: new Date(),
            })),
          )
          .onConflictDoUpdate({
            target: [
              seoKeywordMetrics.workspaceId,
              seoKeywordMetrics.keyword,
              seoKeywordMetrics.locationCode,
              seoKeywordMetrics.languageCode,
            ],
            set: {
              volume: sql`excluded.volume`,
              difficultyScore: sql`excluded.difficulty_score`,
              cpc: sql`excluded.cpc`,
              trend: sql`excluded.trend`,
              fetchedAt: sql`excluded.fetched_at`,
            },
          });
      },
      recall: async () =>
        (
          await this.deps.db
            .select()
            .from(seoKeywordMetrics)
            .where(and(inMarket, inArray(seoKeywordMetrics.keyword, wanted)))
        ).map((row) => ({
          metrics: { keyword: row.keyword, volume: row.volume, difficultyScore: row.difficultyScore, cpc: row.cpc, trend: row.trend },
          fetchedAt: row.fetchedAt,
        })),
    });
  }

  async domains(workspaceId: string, domains: readonly string[]): Promise<Figures<DomainMetrics>> {
    const wanted = [...new Set(domains.map(domainKey))];
    return this.fetchOrRecall(wanted, {
      // A domain's authority, backlinks and traffic move slowly: a week-old figure is not bought again.
      freshForMs: domainFiguresFreshMs,
      fetch: (provider, keys) => provider.domainMetrics(keys, defaultMarket),
      keyOf: (metrics) => metrics.domain,
      store: async (rows) => {
        if (rows.length === 0) return;
        await this.deps.db
          .insert(seoDomainMetrics)
          .values(rows.map((row) => ({ workspaceId, ...row, fetchedAt: new Date() })))
          .onConflictDoUpdate({
            target: [seoDomainMetrics.workspaceId, seoDomainMetrics.domain],
            set: {
              authority: sql`excluded.authority`,
              backlinks: sql`excluded.backlinks`,
              referringDomains: sql`excluded.referring_domains`,
              traffic: sql`excluded.traffic`,
              fetchedAt: sql`excluded.fetched_at`,
            },
          });
      },
      recall: async () =>
        (
          await this.deps.db
            .select()
            .from(seoDomainMetrics)
            .where(and(eq(seoDomainMetrics.workspaceId, workspaceId), inArray(seoDomainMetrics.domain, wanted)))
        ).map((row) => ({
          metrics: {
            domain: row.domain,
            authority: row.authority,
            backlinks: row.backlinks,
            referringDomains: row.referringDomains,
            traffic: row.traffic,
          },
          fetchedAt: row.fetchedAt,
        })),
    });
  }

  /**
   * The pages that link to each domain (lower case), as the provider knows them: none without a
   * provider; when it fails, those it gave before the failure, with its problem said.
   */
  async referringPages(domains: readonly string[], perDomain: number): Promise<{ pages: Map<string, string[]>; provider: ProviderState }> {
    const provider = await this.provider();
    const pages = new Map<string, string[]>();
    if (!provider) return { pages, provider: { configured: false, problem: null } };
    try {
      for (const domain of new Set(domains.map((item) => item.toLowerCase())))
        pages.set(domain, await provider.referringPages(domain, perDomain));
      return { pages, provider: { configured: true, problem: null } };
    } catch (error) {
      if (!(error instanceof SearchDataError)) throw error;
      this.deps.logger.warn('search data provider failed; backlinks come from the crawl alone', {
        provider: provider.name,
        error: error.message,
      });
      return { pages, provider: { configured: true, problem: error.message } };
    }
  }

  /** Fresh figures stored for next time; on failure the stored ones, with the provider's problem said. */
  private async fetchOrRecall<T>(
    wanted: readonly string[],
    steps: {
      /** Stored figures younger than this are used without asking the provider again. */
      freshForMs?: number;
      fetch(provider: SearchDataProvider, keys: readonly string[]): Promise<T[]>;
      keyOf(item: T): string;
      store(rows: T[]): Promise<void>;
      recall(): Promise<{ metrics: T; fetchedAt: Date }[]>;
    },
  ): Promise<Figures<T>> {
    const provider = await this.provider();
    const kept = await steps.recall();
    if (!provider) return this.recalled(kept, steps.keyOf, { configured: false, problem: null }, researchMessages.providerGone);
    const ok = { configured: true, problem: null };
    const fresh = steps.freshForMs
      ? kept.filter((row) => Date.now() - row.fetchedAt.getTime() < steps.freshForMs!).map((row) => row.metrics)
      : [];
    const known = new Set(fresh.map(steps.keyOf));
    const missing = wanted.filter((key) => !known.has(key));
    if (missing.length === 0) return { figures: new Map(fresh.map((item) => [steps.keyOf(item), item])), provider: ok };
    try {
      const fetched = await steps.fetch(provider, missing);
      await steps.store(fetched);
      return { figures: new Map([...fresh, ...fetched].map((item) => [steps.keyOf(item), item])), provider: ok };
    } catch (error) {
      if (!(error instanceof SearchDataError)) throw error;
      this.deps.logger.warn('search data provider failed; the last figures are shown', { provider: provider.name, error: error.message });
      return this.recalled(kept, steps.keyOf, { configured: true, problem: error.message }, researchMessages.providerDown);
    }
  }

  /** Figures a provider gave before, said to be as old as they are; `alone` when there are none. */
  private recalled<T>(
    kept: { metrics: T; fetchedAt: Date }[],
    keyOf: (item: T) => string,
    alone: ProviderState,
    since: (day: string) => string,
  ): Figures<T> {
    const newest = kept.reduce<Date | null>((latest, row) => (!latest || row.fetchedAt > latest ? row.fetchedAt : latest), null);
    const provider = newest ? { configured: alone.configured, problem: since(newest.toISOString().slice(0, 10)) } : alone;
    return { figures: new Map(kept.map((row) => [keyOf(row.metrics), row.metrics])), provider };
  }
}
