// DataForSEO's API v3 (docs.dataforseo.com): Basic authentication with the API login and password,
// a POST of an array of tasks, and an answer whose `tasks[].result` holds the data; status_code
// 20000 means ok, at the top and per task.
import { z } from 'zod';
import type { KeywordTrend } from '@/shared/seo/research';
import { ApiCallError, type GuardedApi } from '../../../http/guarded-api';
import { type DomainMetrics, type KeywordMetrics, type SearchDataProvider, SearchDataError } from './search-data';

export const dataForSeoOrigin = 'https://api.dataforseo.com';
/** The live endpoints take up to 1,000 keywords in one task. */
const maxKeywordsPerTask = 1000;

const envelope = z.object({
  status_code: z.number(),
  status_message: z.string().optional(),
  tasks: z
    .array(z.object({ status_code: z.number(), status_message: z.string().optional(), result: z.array(z.unknown()).nullable().optional() }))
    .optional(),
});

const searchVolumeItem = z.object({
  keyword: z.string(),
  search_volume: z.number().nullable().optional(),
  cpc: z.number().nullable().optional(),
  monthly_searches: z
    .array(z.object({ year: z.number(), month: z.number(), search_volume: z.number().nullable() }))
    .nullable()
    .optional(),
});
const difficultyResult = z.object({
  items: z
    .array(z.object({ keyword: z.string(), keyword_difficulty: z.number().nullable().optional() }))
    .nullable()
    .optional(),
});
const backlinksSummary = z.object({
  target: z.string(),
  rank: z.number().nullable().optional(),
  backlinks: z.number().nullable().optional(),
  referring_domains: z.number().nullable().optional(),
});
const backlinksResult = z.object({
  items: z
    .array(z.object({ url_from: z.string() }))
    .nullable()
    .optional(),
});
const trafficResult = z.object({
  items: z
    .array(
      z.object({
        target: z.string(),
        metrics: z
          .object({ organic: z.object({ etv: z.number().nullable().optional() }).nullable().optional() })
          .nullable()
          .optional(),
      }),
    )
    .nullable()
    .optional(),
});

/** A caller of DataForSEO's API: one task posted, its results answered, or a SearchDataError saying why there are none. */
export type DataForSeoPost = (path: string, task: Record<string, unknown>) => Promise<unknown[]>;

export function dataForSeoPost(
  api: GuardedApi,
  credentials: { login: string; password: string },
  origin = dataForSeoOrigin,
): DataForSeoPost {
  const authorization = `Basic ${Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64')}`;
  return async (path, task) => {
    let response;
    try {
      response = await api.call({ method: 'POST', url: `${origin}${path}`, headers: { authorization }, body: { json: [task] } });
    } catch (error) {
      if (error instanceof ApiCallError) throw new SearchDataError(`DataForSEO could not be reached: ${error.message}`);
      throw error;
    }
    if (response.status === 401)
      throw new SearchDataError('DataForSEO refused the API login and password: check them in Admin → API Keys.');
    const answer = envelope.safeParse(response.json);
    if (!answer.success) throw new SearchDataError(`DataForSEO answered with HTTP ${response.status} and no readable data.`);
    const [first] = answer.data.tasks ?? [];
    if (answer.data.status_code !== 20000)
      throw new SearchDataError(`DataForSEO: ${answer.data.status_message ?? `error ${answer.data.status_code}`}`);
    if (!first || first.status_code !== 20000) throw new SearchDataError(`DataForSEO: ${first?.status_message ?? 'the task failed'}`);
    return first.result ?? [];
  };
}

export function createDataForSeo(
  api: GuardedApi,
  credentials: { login: string; password: string },
  origin = dataForSeoOrigin,
): SearchDataProvider {
  const post = dataForSeoPost(api, credentials, origin);
  return {
    name: 'DataForSEO',
    async keywordMetrics(keywords, market) {
      const metrics = new Map<string, KeywordMetrics>();
      for (let start = 0; start < keywords.length; start += maxKeywordsPerTask) {
        const batch = keywords.slice(start, start + maxKeywordsPerTask);
        const task = { keywords: batch, location_code: market.locationCode, language_code: market.languageCode };
        const volumes = (await post('/v3/keywords_data/google_ads/search_volume/live', task)).flatMap(
          (item) => searchVolumeItem.safeParse(item).data ?? [],
        );
        const [difficulty] = (await post('/v3/dataforseo_labs/google/bulk_keyword_difficulty/live', task)).flatMap(
          (item) => difficultyResult.safeParse(item).data ?? [],
        );
        const scores = new Map((difficulty?.items ?? []).map((item) => [item.keyword.toLowerCase(), item.keyword_difficulty ?? null]));
        for (const item of volumes) {
          const keyword = item.keyword.toLowerCase();
          metrics.set(keyword, {
            keyword,
            volume: item.search_volume ?? null,
            cpc: item.cpc ?? null,
            trend: trendOf(item.monthly_searches ?? []),
            difficultyScore: scores.get(keyword) ?? null,
          });
        }
      }
      return [...metrics.values()];
    },
    async domainMetrics(domains, market) {
      const traffic = new Map<string, number | null>();
      const [estimates] = (
        await post('/v3/dataforseo_labs/google/bulk_traffic_estimation/live', {
          targets: domains,
          location_code: market.locationCode,
          language_code: market.languageCode,
          item_types: ['organic'],
        })
      ).flatMap((item) => trafficResult.safeParse(item).data ?? []);
      for (const item of estimates?.items ?? []) traffic.set(item.target.toLowerCase(), item.metrics?.organic?.etv ?? null);
      const results: DomainMetrics[] = [];
      // The backlinks summary takes one target per task.
      for (const domain of domains) {
        const [summary] = (await post('/v3/backlinks/summary/live', { target: domain, include_subdomains: true })).flatMap(
          (item) => backlinksSummary.safeParse(item).data ?? [],
        );
        results.push({
          domain,
          // DataForSEO's rank runs 0–1000; authority is shown 0–100, as other tools do.
          authority: summary?.rank == null ? null : Math.round(summary.rank / 10),
          backlinks: summary?.backlinks ?? null,
          referringDomains: summary?.referring_domains ?? null,
          traffic: traffic.has(domain) ? Math.round(traffic.get(domain) ?? 0) : null,
        });
      }
      return results;
    },
    async referringPages(domain, limit) {
      const task = {
        target: domain,
        mode: 'one_per_domain',
        backlinks_status_type: 'live',
        include_subdomains: true,
        order_by: ['rank,desc'],
        limit,
      };
      const [result] = (await post('/v3/backlinks/backlinks/live', task)).flatMap((item) => backlinksResult.safeParse(item).data ?? []);
      return (result?.items ?? []).map((item) => item.url_from).slice(0, limit);
    },
  };
}

/** The last three months against the three before: more than 10% apart is a trend. */
export function trendOf(months: readonly { year: number; month: number; search_volume: number | null }[]): KeywordTrend | null {
  const volumes = [...months].sort((a, b) => b.year - a.year || b.month - a.month).map((month) => month.search_volume ?? 0);
  if (volumes.length < 6) return null;
  const recent = volumes.slice(0, 3).reduce((sum, value) => sum + value, 0);
  const before = volumes.slice(3, 6).reduce((sum, value) => sum + value, 0);
  if (before === 0) return recent > 0 ? 'up' : 'flat';
  const change = (recent - before) / before;
  return change > 0.1 ? 'up' : change < -0.1 ? 'down' : 'flat';
}
