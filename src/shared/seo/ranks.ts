// SEO Tools' rank tracking (issue 18): Professional and up, 500 keywords (Enterprise unlimited),
// positions read daily through a SERP provider.
import { z } from 'zod';
import type { Limit } from '../plans';

export const rankDevices = ['desktop', 'mobile'] as const;
export type RankDevice = (typeof rankDevices)[number];

/** Countries a keyword can be tracked in: ISO 3166-1 alpha-2 with the SERP providers' location codes. */
export const rankCountries = {
  US: { name: 'United States', locationCode: 2840, language: 'en' },
  GB: { name: 'United Kingdom', locationCode: 2826, language: 'en' },
  CA: { name: 'Canada', locationCode: 2124, language: 'en' },
  AU: { name: 'Australia', locationCode: 2036, language: 'en' },
  IE: { name: 'Ireland', locationCode: 2372, language: 'en' },
  DE: { name: 'Germany', locationCode: 2276, language: 'de' },
  FR: { name: 'France', locationCode: 2250, language: 'fr' },
  ES: { name: 'Spain', locationCode: 2724, language: 'es' },
  IT: { name: 'Italy', locationCode: 2380, language: 'it' },
  NL: { name: 'Netherlands', locationCode: 2528, language: 'nl' },
  IN: { name: 'India', locationCode: 2356, language: 'en' },
} as const;
export type RankCountry = keyof typeof rankCountries;
export const rankCountryCodes = Object.keys(rankCountries) as [RankCountry, ...RankCountry[]];

export const rankMessages = {
  professionalOnly: 'Rank tracking is on the Professional and Enterprise plans.',
  noProvider: 'Positions come from a SERP provider: an administrator connects DataForSEO or SerpApi in Admin → API Keys.',
  keywordsAdded: (count: number) => `Tracking ${count} keyword${count === 1 ? '' : 's'}`,
  keywordRemoved: 'Keyword no longer tracked',
  alreadyTracked: 'These keywords are already tracked.',
  trackFailed: 'Failed to track keywords',
  removeFailed: 'Failed to stop tracking the keyword',
} as const;

/** GET /api/seo/ranks: a project's tracked keywords. */
export const rankListQuerySchema = z.object({ projectId: z.string().uuid() });

export const trackKeywordsSchema = z.object({
  projectId: z.string().uuid(),
  keywords: z.array(z.string().trim().min(1).max(200)).min(1).max(100),
  country: z.enum(rankCountryCodes).default('US'),
  device: z.enum(rankDevices).default('desktop'),
});

export interface TrackedKeyword {
  id: string;
  keyword: string;
  country: RankCountry;
  device: RankDevice;
  /** 1–100; null when not in the top 100, or not checked yet (see checkedAt). */
  position: number | null;
  /** The day before's position, for the change arrow. */
  previousPosition: number | null;
  /** The page of the site that ranks. */
  url: string | null;
  /** The competitors' positions on the same results page, by domain (null: not in the top 100). */
  competitors: Record<string, number | null>;
  checkedAt: string | null;
  /** Why the last check failed, if it did. */
  error: string | null;
}

/** GET /api/seo/ranks?projectId= */
export interface RankOverview {
  keywords: TrackedKeyword[];
  /** The SERP provider in use, or null (positions show '—'). */
  provider: string | null;
  usage: { used: number; limit: Limit | null };
}

/** GET /api/seo/ranks/:id/history: one point per day checked, oldest first. */
export interface RankHistory {
  keyword: string;
  points: { date: string; position: number | null; competitors: Record<string, number | null> }[];
}
