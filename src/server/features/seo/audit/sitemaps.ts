import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import { readSitemap } from '../../../http/sitemap';

const xmlTypes = ['application/xml', 'text/xml'];
/** A sitemap index may name hundreds of sitemaps; these many files hold more addresses than any audit reads. */
const maxSitemapFiles = 20;
/** The sitemaps.org limit of one file. */
const maxListedUrls = 50_000;

/**
 * The same-site page addresses the site's sitemaps list: those robots.txt names, else /sitemap.xml,
 * following sitemap indexes. `found` is false when no sitemap could be read at all.
 */
export async function readSitemaps(
  fetcher: SafeFetcher,
  origin: string,
  named: readonly string[],
): Promise<{ found: boolean; urls: Set<string> }> {
  // robots.txt may name sitemaps on another host (a CDN, the www. or http:// twin): the fetcher guards them; their pages must be this site's.
  const pending = [...named.filter((address) => URL.canParse(address)), `${origin}/sitemap.xml`];
  const seen = new Set<string>();
  const urls = new Set<string>();
  let found = false;
  while (pending.length > 0 && seen.size < maxSitemapFiles && urls.size < maxListedUrls) {
    const address = pending.shift()!;
    // /sitemap.xml is only the fallback when no sitemap robots.txt names could be read.
    if (seen.has(address) || (found && address === `${origin}/sitemap.xml` && named.length > 0)) continue;
    seen.add(address);
    try {
      const sitemap = readSitemap((await fetcher.fetchText(address, { accept: xmlTypes })).text);
      found = true;
      for (const page of sitemap.pages) {
        const url = onSite(page, origin);
        if (url && urls.size < maxListedUrls) urls.add(url);
      }
      for (const child of sitemap.sitemaps) if (URL.canParse(child)) pending.unshift(child);
    } catch (error) {
      // A sitemap that cannot be read lists nothing; the audit says so if none could be.
      if (!(error instanceof SafeFetchError)) throw error;
    }
  }
  return { found, urls };
}

/** The address without its fragment when it is on the site, else null. */
function onSite(address: string, origin: string): string | null {
  try {
    const url = new URL(address.trim(), origin);
    url.hash = '';
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}
