import * as cheerio from 'cheerio';

export interface ExtractedPage {
  url: string;
  title: string;
  description: string;
  headings: string[];
  /** The visible text, without scripts, styles, navigation chrome or hidden parts. */
  text: string;
  /** Links to other pages of the same site, absolute, without fragments. */
  internalLinks: string[];
  /** The origins of the other sites it links to, once each (where SEO Tools looks for competitors). */
  externalOrigins: string[];
}

export function extractPage(html: string, url: string): ExtractedPage {
  const $ = cheerio.load(html);
  const origin = new URL(url).origin;
  const internalLinks = new Set<string>();
  const externalOrigins = new Set<string>();
  $('a[href]').each((_, element) => {
    try {
      const target = new URL($(element).attr('href') ?? '', url);
      target.hash = '';
      if (!/^https?:$/.test(target.protocol)) return;
      if (target.origin === origin) internalLinks.add(target.toString());
      else externalOrigins.add(target.origin);
    } catch {
      // Not a URL: skip it.
    }
  });

  const title = clean($('title').first().text() || $('meta[property="og:title"]').attr('content') || '');
  const description = clean($('meta[name="description"]').attr('content') || $('meta[property="og:description"]').attr('content') || '');
  const headings = $('h1, h2, h3')
    .map((_, element) => clean($(element).text()))
    .get()
    .filter(Boolean);

  $('script, style, noscript, template, svg, iframe, nav, footer, header, [hidden], [aria-hidden="true"]').remove();
  const text = clean($('body').text());
  return { url, title, description, headings, text, internalLinks: [...internalLinks], externalOrigins: [...externalOrigins] };
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
