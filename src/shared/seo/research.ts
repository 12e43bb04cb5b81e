// SEO Tools' keyword research and competitor analysis (issue 18):
// shapes and input rules shared by the screen and the server.
import { z } from 'zod';
import type { Limit } from '../plans';
import type { AuditStatus } from './seo';

export const keywordDifficulties = ['Low', 'Medium', 'High'] as const;
export type KeywordDifficulty = (typeof keywordDifficulties)[number];
export const keywordTrends = ['up', 'down', 'flat'] as const;
export type KeywordTrend = (typeof keywordTrends)[number];

/** Where a keyword idea came from. */
export const ideaSources = ['your_site', 'competitors', 'ai', 'writer'] as const;
export type IdeaSource = (typeof ideaSources)[number];

export const researchLabels = {
  keyword: 'Keyword',
  volume: 'Volume',
  difficulty: 'Difficulty',
  cpc: 'CPC',
  trend: 'Trend',
  save: 'Save to project',
  saved: 'Saved',
  sources: { your_site: 'Your site', competitors: 'Competitors', ai: 'AI', writer: 'Suggested' } satisfies Record<IdeaSource, string>,
  noProvider:
    'Search volume, difficulty, CPC, trend, authority, backlinks and traffic come from a search data provider: an administrator connects DataForSEO in Admin → API Keys.',
  authority: 'Authority',
  backlinks: 'Backlinks',
  traffic: 'Traffic',
  topKeywords: 'Top keywords',
  keywordGap: 'Keyword gap',
  sharedKeywords: 'Shared keywords',
  topics: 'Content topics',
  pageCount: 'Pages',
} as const;

export const researchMessages = {
  keywordsSaved: (count: number) => `${count} keyword${count === 1 ? '' : 's'} saved to the project`,
  noProjectToSave: 'Create a project first: saved keywords belong to a project.',
  saveFailed: 'Failed to save keywords',
  noTerm: 'Enter a keyword, or set your project’s niche or website first.',
  providerGone: (since: string) => `No search data provider is configured now; the figures shown are the last one gave (${since}).`,
  providerDown: (since: string) => `The search data provider did not answer; the figures shown are the last it gave (${since}).`,
  analysisUnderWay: 'A competitor analysis is already under way.',
} as const;

export const keywordResearchSchema = z.object({
  /** Empty: the project's niche, then its URL. */
  term: z.string().trim().max(200).optional().default(''),
  projectId: z.string().uuid().optional(),
});

export const saveKeywordsSchema = z.object({
  projectId: z.string().uuid(),
  keywords: z.array(z.string().trim().min(1).max(200)).min(1).max(100),
});

export const competitorAnalysisSchema = z.object({
  /** The user's site; empty: the project's URL. */
  url: z.string().trim().max(2048).optional().default(''),
  projectId: z.string().uuid().optional(),
});

export interface KeywordIdea {
  keyword: string;
  sources: IdeaSource[];
  /** Monthly searches; null without a search data provider (shown as '—'). */
  volume: number | null;
  difficulty: KeywordDifficulty | null;
  /** 0–100, the provider's keyword difficulty. */
  difficultyScore: number | null;
  /** US dollars. */
  cpc: number | null;
  trend: KeywordTrend | null;
  /** Already among the project's keywords. */
  saved: boolean;
}

export interface ProviderState {
  /** A search data provider is configured. */
  configured: boolean;
  /** Set when it failed this time and older figures are shown. */
  problem: string | null;
}

/** POST /api/seo/keywords/research, GET /api/seo/keywords/research/latest */
export interface KeywordResearch {
  id: string;
  term: string;
  ideas: KeywordIdea[];
  provider: ProviderState;
  /** Searches this month against the plan's keyword research limit. */
  usage: { used: number; limit: Limit };
  createdAt: string;
}

export interface CompetitorReport {
  /** The competitor's host, e.g. crumbs.example. */
  domain: string;
  url: string;
  /** Read and compared, or could not be read (with the reason). */
  error: string | null;
  /** Pages its sitemaps list; null when it has none. */
  pageCount: number | null;
  pagesRead: number;
  topKeywords: string[];
  topics: string[];
  /** Its keywords the user's site lacks. */
  keywordGap: string[];
  sharedKeywords: string[];
  /** From the search data provider, else null ('—'). */
  authority: number | null;
  backlinks: number | null;
  /** Estimated monthly organic visits. */
  traffic: number | null;
}

/** POST /api/seo/competitors/analyses, GET …/:id and …/latest */
export interface CompetitorAnalysis {
  id: string;
  status: AuditStatus;
  progress: number;
  stage: string | null;
  /** The user's site the competitors are compared with. */
  site: string;
  /** Where the competitors came from: the project, or discovered from the site. */
  source: 'project' | 'ai' | 'links';
  competitors: CompetitorReport[];
  /** The user's own top keywords, as compared. */
  siteKeywords: string[];
  provider: ProviderState;
  /** The plan's competitor limit (catalogue: competitor_analysis). */
  limit: Limit;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** What a finished competitor analysis found. */
export type CompetitorResult = Pick<CompetitorAnalysis, 'source' | 'competitors' | 'siteKeywords' | 'provider'>;
