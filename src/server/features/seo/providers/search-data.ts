import type { KeywordTrend } from '@/shared/seo/research';

/** Where searches are counted: a Google Ads location and a language. */
export interface Market {
  locationCode: number;
  languageCode: string;
}

/** The United States in English, until a project can choose its market. */
export const defaultMarket: Market = { locationCode: 2840, languageCode: 'en' };

export interface KeywordMetrics {
  /** Lower case. */
  keyword: string;
  volume: number | null;
  /** 0–100. */
  difficultyScore: number | null;
  cpc: number | null;
  trend: KeywordTrend | null;
}

export interface DomainMetrics {
  domain: string;
  /** 0–100. */
  authority: number | null;
  backlinks: number | null;
  referringDomains: number | null;
  /** Estimated monthly organic visits. */
  traffic: number | null;
}

/**
 * A search data provider: keyword figures, domain figures and backlinks. DataForSEO is the first;
 * another (Semrush, Ahrefs, SerpApi) is one more implementation of this.
 */
export interface SearchDataProvider {
  readonly name: string;
  keywordMetrics(keywords: readonly string[], market: Market): Promise<KeywordMetrics[]>;
  domainMetrics(domains: readonly string[], market: Market): Promise<DomainMetrics[]>;
  /** Pages that link to the domain (live links, one page per linking site, strongest first), at most `limit`. */
  referringPages(domain: string, limit: number): Promise<string[]>;
}

/** The provider failed; the message says why, in words for the user. */
export class SearchDataError extends Error {}
