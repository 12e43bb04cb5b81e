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
export async function readSitemaps(fetcher: SafeFetcher, origin: string, named: readonly string[]): Promise<{ found: boolean; urls: Set<string> }> {
  const pending = (named.length > 0 ? named : [`${origin}/sitemap.xml`]).map((address) => onSite(address, origin)).filter((address): address is string => address !== null);
  const seen = new Set<string>();
  const urls = new Set<string>();
  let found = false;
  while (pending.length > 0 && seen.size < maxSitemapFiles && urls.size < maxListedUrls) {
    const address = pending.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    try {
      const sitemap = readSitemap((await fetcher.fetchText(address, { accept: xmlTypes })).text);
      found = true;
      for (const page of sitemap.pages) {
        const url = onSite(page, origin);
        if (url && urls.size < maxListedUrls) urls.add(url);
      }
      for (const child of sitemap.sitemaps) {
        const url = onSite(child, origin);
        if (url) pending.push(url);
      }
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
