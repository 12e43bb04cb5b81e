/**
 * robots.txt as RFC 9309 reads it, through robots-parser: the group naming our product token (else
 * the `*` group), Allow and Disallow with `*` and a closing `$`, the longest matching rule deciding
 * and Allow winning a tie, matched in time linear in pattern × path (Google's algorithm), so a hostile
 * file cannot stall the crawler. A missing file (4xx) allows everything; a server error or no answer
 * disallows everything, because we cannot tell what the site owner wants.
 */
import robotsParser from 'robots-parser';
import { crawlerToken, type SafeFetcher } from './safe-fetch';
import { SafeFetchError, safeFetchMessages } from './safe-fetch-error';

export interface RobotsRules {
  /** Whether we may fetch this path (with its query, as URL.pathname + URL.search gives it). */
  isAllowed(path: string): boolean;
  /** The sitemaps the file names (`Sitemap:` lines, which belong to no group), as written. */
  sitemaps: string[];
  /** Whether the site has a robots.txt at all (a 4xx answer means it has none). */
  found: boolean;
  /** The pause our group asks for between requests (`Crawl-delay`, not in RFC 9309 but widely used), else 0. */
  crawlDelaySeconds: number;
}

const allowAll: RobotsRules = { isAllowed: () => true, sitemaps: [], found: false, crawlDelaySeconds: 0 };
const disallowAll: RobotsRules = { isAllowed: (path) => path === '/robots.txt', sitemaps: [], found: true, crawlDelaySeconds: 0 };

export async function fetchRobots(fetcher: SafeFetcher, origin: string): Promise<RobotsRules> {
  let robotsUrl: string;
  try {
    robotsUrl = new URL('/robots.txt', origin).href;
  } catch {
    throw new SafeFetchError('BAD_SCHEME', safeFetchMessages.invalidUrl);
  }
  try {
    // Many servers label robots.txt wrongly; it is read as text whatever its type.
    const { text } = await fetcher.fetchText(robotsUrl, { accept: ['text/plain', '*/*'] });
    return parseRobots(text);
  } catch (error) {
    if (!(error instanceof SafeFetchError) || error.code === 'BAD_SCHEME') throw error;
    const status = error.status ?? 0;
    // 429 asks us to slow down, so it counts as the server being unavailable, not as a missing file.
    return status >= 400 && status < 500 && status !== 429 ? allowAll : disallowAll;
  }
}

/** Where the parsed file is taken to live: robots-parser answers for URLs, and we ask about paths. */
const robotsBase = 'http://robots.invalid';

export function parseRobots(text: string): RobotsRules {
  const robots = robotsParser(`${robotsBase}/robots.txt`, text);
  const crawlDelay = robots.getCrawlDelay(crawlerToken) ?? 0;
  return {
    sitemaps: robots.getSitemaps(),
    found: true,
    crawlDelaySeconds: Number.isFinite(crawlDelay) && crawlDelay > 0 ? crawlDelay : 0,
    isAllowed: (path) => path === '/robots.txt' || robots.isAllowed(`${robotsBase}${path}`, crawlerToken) === true,
  };
}
