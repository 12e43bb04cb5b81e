import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import { fetchRobots, type RobotsRules } from '../../../http/robots';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { contactLinks, kindPriority, pageKind, type PageKind } from './contact-pages';
import { pageOnSite } from './site-domain';

const htmlTypes = ['text/html', 'application/xhtml+xml'];
const maxRedirects = 5;
/** Asked for even when no link names them: most sites answer there. */
const usualPaths = ['/contact', '/about'];

export interface SitePage {
  url: string;
  kind: PageKind;
  $: CheerioAPI;
}

export interface ReadLimits {
  /** Requests for pages (redirect hops included); robots.txt is not counted. */
  maxRequests: number;
  /** Epoch milliseconds after which no further page is asked for. */
  deadline: number;
}

interface PlannedPage {
  url: URL;
  kind: PageKind;
  rank: number;
  /** Among pages of one rank, the earlier found first. */
  order: number;
}

/**
 * The given page, the home page, then the pages they (and the pages after them) link to that look
 * like contact, about or author pages, and /contact and /about, all on `domain` and within the limits.
 * robots.txt is obeyed except for the page the user gave, as the crawler does.
 */
export async function readContactPages(fetcher: SafeFetcher, start: URL, domain: string, limits: ReadLimits): Promise<SitePage[]> {
  const planned: PlannedPage[] = [];
  const plannedKeys = new Set<string>();
  let order = 0;
  const plan = (url: URL, kind: PageKind, rank: number) => {
    if (plannedKeys.has(pageKey(url))) return;
    plannedKeys.add(pageKey(url));
    planned.push({ url, kind, rank, order: order++ });
  };
  plan(start, pageKind(start.pathname), -2);
  plan(new URL('/', start), 'other', -1);
  // After the linked pages of their kind, which a site names on purpose.
  for (const path of usualPaths) plan(new URL(path, start), pageKind(path), kindPriority(pageKind(path)) + 0.5);

  const robots = new Map<string, Promise<RobotsRules>>();
  const allowedByRobots = (url: URL) => {
    if (!robots.has(url.origin)) robots.set(url.origin, fetchRobots(fetcher, url.origin));
    return robots.get(url.origin)!.then((rules) => rules.isAllowed(url.pathname + url.search));
  };

  const pages: SitePage[] = [];
  // Two planned addresses may redirect to one page; it is read once.
  const readKeys = new Set<string>();
  const budget = { requests: limits.maxRequests };
  for (let next = takeBest(planned); next; next = takeBest(planned)) {
    if (budget.requests <= 0 || Date.now() >= limits.deadline) break;
    if (next.url.href !== start.href && !(await allowedByRobots(next.url))) continue;
    const fetched = await fetchOnSite(fetcher, next.url, domain, budget);
    if (!fetched || readKeys.has(pageKey(fetched.url))) continue;
    readKeys.add(pageKey(fetched.url));
    const $ = cheerio.load(fetched.html);
    pages.push({ url: fetched.url.href, kind: next.kind === 'other' ? pageKind(fetched.url.pathname) : next.kind, $ });
    for (const link of contactLinks($, fetched.url.href, domain)) plan(link.url, link.kind, kindPriority(link.kind));
  }
  return pages;
}

/**
 * One page, following redirects by hand so that a redirect to another site is never requested.
 * Null when the page is missing, not HTML, too large, unreachable or leaves the site.
 */
async function fetchOnSite(
  fetcher: SafeFetcher,
  url: URL,
  domain: string,
  budget: { requests: number },
): Promise<{ url: URL; html: string } | null> {
  let target: URL | null = url;
  for (let hop = 0; target && hop <= maxRedirects && budget.requests > 0; hop++) {
    budget.requests--;
    try {
      const answer = await fetcher.inspect(target.href, { accept: htmlTypes });
      if (answer.text !== null) return { url: target, html: answer.text };
      target = answer.location ? pageOnSite(answer.location, target.href, domain) : null;
    } catch {
      // An unreachable page is one fewer page, not a failed discovery.
      return null;
    }
  }
  return null;
}

function takeBest(planned: PlannedPage[]): PlannedPage | undefined {
  if (planned.length === 0) return undefined;
  const best = planned.reduce((a, b) => (b.rank < a.rank || (b.rank === a.rank && b.order < a.order) ? b : a));
  planned.splice(planned.indexOf(best), 1);
  return best;
}

function pageKey(url: URL): string {
  return `${url.host}${url.pathname.replace(/\/$/, '')}${url.search}`;
}
