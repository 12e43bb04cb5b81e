import * as cheerio from 'cheerio';

/** A sitemap's page addresses, or, for a sitemap index, the addresses of its sitemaps (sitemaps.org). */
export function readSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  const $ = cheerio.load(xml, { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .map((_, element) => $(element).text().trim())
      .get()
      .filter(Boolean);
  return { pages: locs('url > loc'), sitemaps: locs('sitemapindex > sitemap > loc') };
}
