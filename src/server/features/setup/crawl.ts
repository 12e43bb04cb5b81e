import type { SafeFetcher } from '../../http/safe-fetch';
import { fetchRobots } from '../../http/robots';
import { type ExtractedPage, extractPage, sitemapUrls } from './analyzer/page';

const htmlTypes = ['text/html', 'application/xhtml+xml'];

/**
 * The page at `startUrl` and up to `maxPages - 1` more of the same site: from sitemap.xml first, else
 * from the links found, breadth first, as robots.txt allows. `onPage` reports progress.
 */
export async function crawlSite(
  fetcher: SafeFetcher,
  startUrl: string,
  options: { maxPages?: number; onPage?: (done: number, planned: number) => Promise<void> | void } = {},
): Promise<ExtractedPage[]> {
  const maxPages = options.maxPages ?? 21;
  const start = await fetcher.fetchText(startUrl, { accept: htmlTypes });
  // Redirects may land on another host (example.com → www.example.com): that is the site.
  const origin = new URL(start.url).origin;
  const robots = await fetchRobots(fetcher, origin);
  const first = extractPage(start.text, start.url);
  const pages = [first];
  const seen = new Set([normalise(start.url), normalise(startUrl)]);

  const queue: string[] = [];
  const plan = (url: string) => {
    const target = new URL(url);
    if (target.origin !== origin || seen.has(normalise(url))) return;
    if (!robots.isAllowed(target.pathname + target.search)) return;
    seen.add(normalise(url));
    queue.push(target.toString());
  };
  for (const url of await sitemapPages(fetcher, origin)) plan(url);
  if (queue.length === 0) first.internalLinks.forEach(plan);

  await options.onPage?.(1, Math.min(maxPages, 1 + queue.length));
  while (queue.length > 0 && pages.length < maxPages) {
    const url = queue.shift()!;
    try {
      const fetched = await fetcher.fetchText(url, { accept: htmlTypes });
      const page = extractPage(fetched.text, fetched.url);
      pages.push(page);
      page.internalLinks.forEach(plan);
    } catch {
      // One broken page does not spoil the analysis of the others.
    }
    await options.onPage?.(pages.length, Math.min(maxPages, pages.length + queue.length));
  }
  return pages;
}

async function sitemapPages(fetcher: SafeFetcher, origin: string): Promise<string[]> {
  try {
    const sitemap = await fetcher.fetchText(`${origin}/sitemap.xml`, { accept: ['application/xml', 'text/xml'] });
    return sitemapUrls(sitemap.text);
  } catch {
    return [];
  }
}

function normalise(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.toString().replace(/\/$/, '');
}
