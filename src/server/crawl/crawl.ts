import type { SafeFetcher } from '../http/safe-fetch';
import { fetchRobots } from '../http/robots';
import { readSitemap } from '../http/sitemap';
import { type ExtractedPage, extractPage } from './analyzer/page';

const htmlTypes = ['text/html', 'application/xhtml+xml'];
const xmlTypes = ['application/xml', 'text/xml'];
/** A sitemap index may list hundreds of sitemaps; a few give more pages than we read. */
const maxSitemaps = 4;

export interface CrawlOptions {
  maxPages?: number;
  /** After this long no further page is fetched and the pages read so far are analysed (90 s by default). */
  budgetMs?: number;
  /** Progress as a share of the work: `done` of `planned` pages; the share never goes down. */
  onPage?: (done: number, planned: number) => Promise<void> | void;
}

/**
 * The page at `startUrl` and up to `maxPages - 1` more of the same site: from its sitemaps first
 * (those robots.txt names, else /sitemap.xml, following a sitemap index), else from the links found,
 * breadth first, as robots.txt allows. The start page is fetched because the user asked for it.
 */
export async function crawlSite(fetcher: SafeFetcher, startUrl: string, options: CrawlOptions = {}): Promise<ExtractedPage[]> {
  const maxPages = options.maxPages ?? 21;
  const deadline = Date.now() + (options.budgetMs ?? 90_000);
  const start = await fetcher.fetchText(startUrl, { accept: htmlTypes });
  // Redirects may land on another host (example.com → www.example.com): that is the site.
  const origin = new URL(start.url).origin;
  const robots = await fetchRobots(fetcher, origin);
  const first = extractPage(start.text, start.url);
  const pages = [first];
  const seen = new Set([normalise(start.url), normalise(startUrl)]);

  const queue: string[] = [];
  const plan = (address: string) => {
    const target = sameSite(address, origin);
    if (!target || seen.has(normalise(target.href))) return;
    if (!robots.isAllowed(target.pathname + target.search)) return;
    seen.add(normalise(target.href));
    queue.push(target.href);
  };
  const sitemaps = robots.sitemaps.length > 0 ? robots.sitemaps : [`${origin}/sitemap.xml`];
  for (const address of await sitemapPages(fetcher, sitemaps, origin)) plan(address);
  if (queue.length === 0) first.internalLinks.forEach(plan);

  let shown = 0;
  const report = async () => {
    const planned = Math.min(maxPages, pages.length + queue.length);
    // Links found on the way add to the plan; the bar must not move back because of them.
    shown = Math.max(shown, pages.length / planned);
    await options.onPage?.(Math.round(shown * 1000), 1000);
  };
  await report();
  while (queue.length > 0 && pages.length < maxPages && Date.now() < deadline) {
    const address = queue.shift()!;
    try {
      const fetched = await fetcher.fetchText(address, { accept: htmlTypes });
      const page = extractPage(fetched.text, fetched.url);
      pages.push(page);
      page.internalLinks.forEach(plan);
    } catch {
      // One broken page does not spoil the analysis of the others.
    }
    await report();
  }
  return pages;
}

/** The page addresses of the site's sitemaps; a sitemap that cannot be read adds nothing. */
async function sitemapPages(fetcher: SafeFetcher, sitemaps: string[], origin: string): Promise<string[]> {
  const pending = sitemaps.map((address) => sameSite(address, origin)?.href).filter((address): address is string => Boolean(address));
  const pages: string[] = [];
  for (let read = 0; pending.length > 0 && read < maxSitemaps; read++) {
    try {
      const sitemap = readSitemap((await fetcher.fetchText(pending.shift()!, { accept: xmlTypes })).text);
      pages.push(...sitemap.pages);
      for (const child of sitemap.sitemaps) {
        const address = sameSite(child, origin);
        if (address) pending.push(address.href);
      }
    } catch {
      // Missing or broken: the links of the start page stand in.
    }
  }
  return pages;
}

/** The address resolved against the site, or null when it is malformed or on another site. */
function sameSite(address: string, origin: string): URL | null {
  try {
    const url = new URL(address, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

function normalise(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.toString().replace(/\/$/, '');
}
