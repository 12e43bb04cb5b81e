import { fetchRobots } from '../../../http/robots';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import { analyzePages, crawlSite, rankKeywords } from '../../../crawl';
import { readSitemaps } from '../audit/sitemaps';

/** Big platforms every site links to: never a competitor or a link prospect found by its links. */
export const bigPlatforms =
  /(^|\.)(facebook|twitter|x|instagram|linkedin|youtube|youtu|pinterest|tiktok|google|goo|apple|microsoft|wikipedia|github|amazon|wordpress|medium|reddit|t|bit|whatsapp|threads|bsky|mastodon)\.[a-z.]+$/i;

export interface SiteSample {
  origin: string;
  pagesRead: number;
  /** Pages its sitemaps list; null without a sitemap. */
  pageCount: number | null;
  /** By the Smart Setup analyzer's TF-IDF, best first. */
  keywords: string[];
  topics: string[];
  titles: string[];
  /** Other sites its pages link to, with how many of its pages link to each. */
  linkedOrigins: Map<string, number>;
}

/**
 * A few pages of a site read politely through the shared crawler (robots.txt honoured, one page at
 * a time), enough to know what it is about: its keywords, topics and the sites it links to.
 */
export async function sampleSite(
  fetcher: SafeFetcher,
  url: string,
  options: { pages: number; keywords: number; budgetMs: number },
): Promise<SiteSample> {
  const pages = await crawlSite(fetcher, url, { maxPages: options.pages, budgetMs: options.budgetMs });
  const origin = new URL(pages[0]?.url ?? url).origin;
  const weighted = pages.flatMap((page) => [
    { text: page.title, weight: 4 },
    { text: page.description, weight: 3 },
    ...page.headings.map((heading) => ({ text: heading, weight: 2 })),
    { text: page.text, weight: 1 },
  ]);
  const linkedOrigins = new Map<string, number>();
  for (const page of pages) for (const linked of page.externalOrigins) linkedOrigins.set(linked, (linkedOrigins.get(linked) ?? 0) + 1);
  return {
    origin,
    pagesRead: pages.length,
    pageCount: await listedPageCount(fetcher, origin),
    keywords: rankKeywords(weighted, options.keywords).map((keyword) => keyword.phrase),
    topics: analyzePages(pages).topics,
    titles: pages.map((page) => page.title).filter(Boolean),
    linkedOrigins,
  };
}

async function listedPageCount(fetcher: SafeFetcher, origin: string): Promise<number | null> {
  try {
    const robots = await fetchRobots(fetcher, origin);
    const sitemaps = await readSitemaps(fetcher, origin, robots.sitemaps);
    return sitemaps.found ? sitemaps.urls.size : null;
  } catch (error) {
    if (error instanceof SafeFetchError) return null;
    throw error;
  }
}

/** Their keywords the user lacks, and those both use: a phrase counts as shared when either contains the other. */
export function compareKeywords(theirs: readonly string[], ours: readonly string[]): { gap: string[]; shared: string[] } {
  const padded = ours.map((phrase) => ` ${phrase} `);
  const isShared = (phrase: string) => padded.some((own) => own.includes(` ${phrase} `) || ` ${phrase} `.includes(own));
  return { gap: theirs.filter((phrase) => !isShared(phrase)), shared: theirs.filter(isShared) };
}
