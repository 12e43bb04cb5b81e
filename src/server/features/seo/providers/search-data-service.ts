import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ProviderState, researchMessages } from '@/shared/seo-research';
import type { Database } from '../../../db/database';
import type { GuardedApi } from '../../../http/guarded-api';
import type { Logger } from '../../../logger';
import type { ApiKeySettings } from '../../../settings/service';
import { seoDomainMetrics, seoKeywordMetrics } from '../schema';
import { createDataForSeo, dataForSeoOrigin } from './dataforseo';
import { type DomainMetrics, type KeywordMetrics, defaultMarket, type SearchDataProvider, SearchDataError } from './search-data';

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
  constructor(private readonly deps: { db: Database; apiKeys: Pick<ApiKeySettings, 'get'>; api: GuardedApi; originsForTests: Readonly<Record<string, string>>; logger: Logger }) {}

  async provider(): Promise<SearchDataProvider | null> {
    const [login, password] = await Promise.all([this.deps.apiKeys.get('DATAFORSEO_LOGIN'), this.deps.apiKeys.get('DATAFORSEO_PASSWORD')]);
    if (!login || !password) return null;
    return createDataForSeo(this.deps.api, { login, password }, this.deps.originsForTests.dataforseo ?? dataForSeoOrigin);
  }

  async keywords(workspaceId: string, keywords: readonly string[]): Promise<Figures<KeywordMetrics>> {
    const wanted = [...new Set(keywords.map((keyword) => keyword.toLowerCase()))];
    const market = defaultMarket;
    const inMarket = and(eq(seoKeywordMetrics.workspaceId, workspaceId), eq(seoKeywordMetrics.locationCode, market.locationCode), eq(seoKeywordMetrics.languageCode, market.languageCode));
    return this.fetchOrRecall(wanted, {
      fetch: (provider) => provider.keywordMetrics(wanted, market),
      keyOf: (metrics) => metrics.keyword,
      store: async (rows) => {
        if (rows.length === 0) return;
        await this.deps.db
          .insert(seoKeywordMetrics)
          .values(rows.map((row) => ({ workspaceId, locationCode: market.locationCode, languageCode: market.languageCode, ...row, fetchedAt: new Date() })))
          .onConflictDoUpdate({
            target: [seoKeywordMetrics.workspaceId, seoKeywordMetrics.keyword, seoKeywordMetrics.locationCode, seoKeywordMetrics.languageCode],
            set: { volume: sql`excluded.volume`, difficultyScore: sql`excluded.difficulty_score`, cpc: sql`excluded.cpc`, trend: sql`excluded.trend`, fetchedAt: sql`excluded.fetched_at` },
          });
      },
      recall: async () =>
        (await this.deps.db.select().from(seoKeywordMetrics).where(and(inMarket, inArray(seoKeywordMetrics.keyword, wanted)))).map((row) => ({
          metrics: { keyword: row.keyword, volume: row.volume, difficultyScore: row.difficultyScore, cpc: row.cpc, trend: row.trend },
          fetchedAt: row.fetchedAt,
        })),
    });
  }

  async domains(workspaceId: string, domains: readonly string[]): Promise<Figures<DomainMetrics>> {
    const wanted = [...new Set(domains.map((domain) => domain.toLowerCase()))];
    return this.fetchOrRecall(wanted, {
      fetch: (provider) => provider.domainMetrics(wanted, defaultMarket),
      keyOf: (metrics) => metrics.domain,
      store: async (rows) => {
        if (rows.length === 0) return;
        await this.deps.db
          .insert(seoDomainMetrics)
          .values(rows.map((row) => ({ workspaceId, ...row, fetchedAt: new Date() })))
          .onConflictDoUpdate({
            target: [seoDomainMetrics.workspaceId, seoDomainMetrics.domain],
            set: { authority: sql`excluded.authority`, backlinks: sql`excluded.backlinks`, referringDomains: sql`excluded.referring_domains`, traffic: sql`excluded.traffic`, fetchedAt: sql`excluded.fetched_at` },
          });
      },
      recall: async () =>
        (await this.deps.db.select().from(seoDomainMetrics).where(and(eq(seoDomainMetrics.workspaceId, workspaceId), inArray(seoDomainMetrics.domain, wanted)))).map((row) => ({
          metrics: { domain: row.domain, authority: row.authority, backlinks: row.backlinks, referringDomains: row.referringDomains, traffic: row.traffic },
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
      for (const domain of new Set(domains.map((item) => item.toLowerCase()))) pages.set(domain, await provider.referringPages(domain, perDomain));
      return { pages, provider: { configured: true, problem: null } };
    } catch (error) {
      if (!(error instanceof SearchDataError)) throw error;
      this.deps.logger.warn('search data provider failed; backlinks come from the crawl alone', { provider: provider.name, error: error.message });
      return { pages, provider: { configured: true, problem: error.message } };
    }
  }

  /** Fresh figures stored for next time; on failure the stored ones, with the provider's problem said. */
  private async fetchOrRecall<T>(
    wanted: readonly string[],
    steps: { fetch(provider: SearchDataProvider): Promise<T[]>; keyOf(item: T): string; store(rows: T[]): Promise<void>; recall(): Promise<{ metrics: T; fetchedAt: Date }[]> },
  ): Promise<Figures<T>> {
    const provider = await this.provider();
    if (!provider) return { figures: new Map(), provider: { configured: false, problem: null } };
    if (wanted.length === 0) return { figures: new Map(), provider: { configured: true, problem: null } };
    try {
      const fresh = await steps.fetch(provider);
      await steps.store(fresh);
      return { figures: new Map(fresh.map((item) => [steps.keyOf(item), item])), provider: { configured: true, problem: null } };
    } catch (error) {
      if (!(error instanceof SearchDataError)) throw error;
      this.deps.logger.warn('search data provider failed; the last figures are shown', { provider: provider.name, error: error.message });
      const kept = await steps.recall();
      const newest = kept.reduce<Date | null>((latest, row) => (!latest || row.fetchedAt > latest ? row.fetchedAt : latest), null);
      const problem = newest ? researchMessages.providerDown(newest.toISOString().slice(0, 10)) : error.message;
      return { figures: new Map(kept.map((row) => [steps.keyOf(row.metrics), row.metrics])), provider: { configured: true, problem } };
    }
  }
}
