import { type ProspectSearchType, prospectSearchMessages } from '@/shared/outreach/search';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import { type SearchData, SearchDataError, sampleSite, type serpProvider } from '../../seo';
import type { CandidateSites } from './candidate-sites';

/** Where candidates come from: the search data provider, the SERP provider and the crawl. */
export interface CandidateSources {
  fetcher: SafeFetcher;
  searchData: SearchData;
  /** The configured SERP provider (read per search: keys entered in Admin → API Keys work at once), or null. */
  serp(): ReturnType<typeof serpProvider>;
}

export interface SearchTarget {
  type: ProspectSearchType;
  term: string;
  /** A domain search's site, as an address to read. */
  site: URL | null;
  /** The project's site and its competitors' sites, whose links lead to candidates. */
  ownUrl: string | null;
  competitorUrls: readonly string[];
}

export interface Gathered {
  /** What was not available, in the user's terms. */
  notes: string[];
  /** A domain search's site's own keywords, which candidates are measured against too. */
  keywords: string[];
}

const referringPagesWanted = 30;
const resultsWanted = 20;
const samplePages = 5;
const sampleBudgetMs = 30_000;

/**
 * Fills `candidates` for a search: for a domain, the pages linking to it (provider) and the sites
 * its own pages link to; for a niche or keyword, Google's results for the term (provider) and the
 * sites the project's and its competitors' pages link to. Without a provider, the crawl alone.
 */
export async function gatherCandidates(
  target: SearchTarget,
  candidates: CandidateSites,
  sources: CandidateSources,
  stage: (text: string) => Promise<void>,
): Promise<Gathered> {
  const notes: string[] = [];
  if (target.type === 'domain' && target.site) {
    const domain = target.site.hostname.toLowerCase();
    await stage(`Asking the search data provider for pages linking to ${domain}`);
    const referring = await sources.searchData.referringPages([domain], referringPagesWanted);
    if (!referring.provider.configured) notes.push(prospectSearchMessages.noProvider);
    if (referring.provider.problem) notes.push(referring.provider.problem);
    for (const page of referring.pages.get(domain) ?? []) candidates.add(page, true);
    await stage(`Reading ${domain}`);
    const sample = await sampled(sources.fetcher, target.site.href);
    linkedSites(sample, candidates);
    return { notes, keywords: sample?.keywords ?? [] };
  }

  await stage(`Searching Google for “${target.term}”`);
  const serp = await sources.serp();
  if (!serp) notes.push(prospectSearchMessages.noProvider);
  else {
    try {
      // No site is looked for among the results: the first page of them is enough.
      const results = await serp.organicResults({ keyword: target.term, country: 'US', device: 'desktop', hosts: [] });
      for (const result of results.slice(0, resultsWanted)) candidates.add(result, true);
    } catch (error) {
      if (!(error instanceof SearchDataError)) throw error;
      notes.push(error.message);
    }
  }
  const sites = [target.ownUrl, ...target.competitorUrls].filter((url): url is string => url !== null);
  for (const [index, url] of sites.entries()) {
    await stage(`Reading ${new URL(url).host} (${index + 1} of ${sites.length})`);
    linkedSites(await sampled(sources.fetcher, url), candidates);
  }
  return { notes, keywords: [] };
}

type Sample = Awaited<ReturnType<typeof sampleSite>>;

/** A few pages of a site; null when it cannot be read (it then brings no candidates). */
async function sampled(fetcher: SafeFetcher, url: string): Promise<Sample | null> {
  try {
    return await sampleSite(fetcher, url, { pages: samplePages, keywords: 10, budgetMs: sampleBudgetMs });
  } catch (error) {
    if (error instanceof SafeFetchError) return null;
    throw error;
  }
}

/** The sites a sample's pages link to, those most linked first. */
function linkedSites(sample: Sample | null, candidates: CandidateSites): void {
  const linked = [...(sample?.linkedOrigins ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
  for (const [origin] of linked) candidates.add(origin, false);
}
