// The SERP providers rank tracking reads Google's results through, in the manner of SerpBear's
// scrapers: DataForSEO's SERP API first, SerpApi second. Each answers the organic results in rank
// order; the rank service finds the site and its competitors among them.
import { z } from 'zod';
import { type RankCountry, rankCountries, type RankDevice } from '@/shared/seo/ranks';
import { ApiCallError, type GuardedApi } from '../../../http/guarded-api';
import type { ApiKeySettings } from '../../../settings/service';
import { dataForSeoOrigin, dataForSeoPost } from '../providers/dataforseo';
import { SearchDataError } from '../providers/search-data';

/** Results read per keyword: a position past 100 counts as not ranking. */
export const serpDepth = 100;
export const serpApiOrigin = 'https://serpapi.com';
const resultsPerPage = 10;

export interface SerpQuery {
  keyword: string;
  country: RankCountry;
  device: RankDevice;
  /** The hosts looked for (the site and its competitors): a provider that pages may stop once all are found. */
  hosts: readonly string[];
}

export interface SerpProvider {
  readonly name: string;
  /** The organic results' addresses, first result first. */
  organicResults(query: SerpQuery): Promise<string[]>;
}

const organicItems = z.object({
  items: z
    .array(z.object({ type: z.string(), rank_group: z.number().optional(), url: z.string().nullable().optional() }))
    .nullable()
    .optional(),
});

const serpApiAnswer = z.object({
  error: z.string().optional(),
  organic_results: z.array(z.object({ position: z.number(), link: z.string() })).optional(),
});

/** DataForSEO's Google organic SERP, live, 100 results deep. */
export function dataForSeoSerp(api: GuardedApi, credentials: { login: string; password: string }, origin = dataForSeoOrigin): SerpProvider {
  const post = dataForSeoPost(api, credentials, origin);
  return {
    name: 'DataForSEO',
    async organicResults({ keyword, country, device }) {
      const market = rankCountries[country];
      const [result] = (
        await post('/v3/serp/google/organic/live/advanced', {
          keyword,
          location_code: market.locationCode,
          language_code: market.language,
          device,
          depth: serpDepth,
        })
      ).flatMap((item) => organicItems.safeParse(item).data ?? []);
      return (result?.items ?? [])
        .filter((item) => item.type === 'organic' && item.url)
        .sort((a, b) => (a.rank_group ?? 0) - (b.rank_group ?? 0))
        .map((item) => item.url!);
    },
  };
}

/**
 * SerpApi's Google Search API. Google answers 10 results a page (it no longer honours num=100), so
 * pages are read with `start` until the site and its competitors are all found, the results end, or
 * 100 results are read.
 */
export function serpApiSerp(api: GuardedApi, apiKey: string, origin = serpApiOrigin): SerpProvider {
  return {
    name: 'SerpApi',
    async organicResults({ keyword, country, device, hosts }) {
      const market = rankCountries[country];
      const results: string[] = [];
      for (let start = 0; start < serpDepth; start += resultsPerPage) {
        const query = {
          engine: 'google',
          q: keyword,
          gl: country.toLowerCase(),
          hl: market.language,
          start: String(start),
          device,
          api_key: apiKey,
        };
        const response = await call(() => api.call({ method: 'GET', url: `${origin}/search.json`, query }), 'SerpApi');
        const answer = serpApiAnswer.safeParse(response.json);
        if (response.status !== 200 || !answer.success)
          throw new SearchDataError(`SerpApi: ${answer.data?.error ?? `HTTP ${response.status}`}`);
        // "Google hasn't returned any results for this query." is an answer: nothing (more) ranks.
        if (answer.data.error && !/hasn't returned any results/i.test(answer.data.error))
          throw new SearchDataError(`SerpApi: ${answer.data.error}`);
        const page = [...(answer.data.organic_results ?? [])].sort((a, b) => a.position - b.position).map((result) => result.link);
        results.push(...page);
        if (page.length < resultsPerPage || hosts.every((host) => positionOf(results, host))) break;
      }
      return results.slice(0, serpDepth);
    },
  };
}

/** The configured SERP provider, read per call (keys entered in Admin → API Keys work at once), or null. */
export async function serpProvider(
  apiKeys: Pick<ApiKeySettings, 'get'>,
  api: GuardedApi,
  originsForTests: Readonly<Record<string, string>>,
): Promise<SerpProvider | null> {
  const [login, password, serpApiKey] = await Promise.all([
    apiKeys.get('DATAFORSEO_LOGIN'),
    apiKeys.get('DATAFORSEO_PASSWORD'),
    apiKeys.get('SERPAPI_KEY'),
  ]);
  if (login && password) return dataForSeoSerp(api, { login, password }, originsForTests.dataforseo ?? dataForSeoOrigin);
  if (serpApiKey) return serpApiSerp(api, serpApiKey, originsForTests.serpapi ?? serpApiOrigin);
  return null;
}

async function call<T>(request: () => Promise<T>, provider: string): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiCallError) throw new SearchDataError(`${provider} could not be reached: ${error.message}`);
    throw error;
  }
}

/** The 1-based position of the first result on `host` (www. or not), or null when none of them is. */
export function positionOf(results: readonly string[], host: string): { position: number; url: string } | null {
  const wanted = bareHost(host);
  const index = results.findIndex((url) => URL.canParse(url) && bareHost(new URL(url).host) === wanted);
  return index < 0 ? null : { position: index + 1, url: results[index]! };
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}
