import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import { textPrint } from './text-print';
import { readTechnicalFacts, type TechnicalFacts } from './technical/technical-facts';

export interface PageLink {
  /** Absolute, without its fragment. */
  target: string;
  nofollow: boolean;
  /** Visible text, an image's alt text, an aria-label or a title: something a reader and a search engine can read. */
  hasText: boolean;
}

export interface Hreflang {
  lang: string;
  /** Absolute; null when the address cannot be parsed. */
  href: string | null;
}

/** What the audit reads from one HTML page; the HTML itself is not kept. */
export interface PageFacts {
  title: string | null;
  description: string | null;
  h1: string[];
  /** Heading levels in document order (1 for h1 …). */
  headingLevels: number[];
  /** Absolute canonical addresses, as many as the page declares. */
  canonicals: string[];
  noindex: boolean;
  hreflangs: Hreflang[];
  openGraph: { title: boolean; description: boolean; image: boolean };
  /** JSON-LD blocks that parse, blocks that do not, and whether microdata or RDFa is used. */
  structuredData: { valid: number; invalid: number; inline: boolean };
  viewport: boolean;
  lang: boolean;
  charset: boolean;
  metaRefresh: boolean;
  links: PageLink[];
  /** Images' absolute addresses and whether the alt attribute is there at all (alt="" marks decoration). */
  images: { src: string; hasAlt: boolean }[];
  /** Resources an https page loads over http. */
  insecureResources: string[];
  wordCount: number;
  /** A fingerprint of the visible text, to find pages that say the same thing; null for near-empty pages. */
  textHash: string | null;
  /** A print of the same text, to find pages that say nearly the same thing; null for near-empty pages. */
  textPrint: Uint32Array | null;
  /** What the Technical SEO audit's deeper checks read (ADR 038). */
  technical: TechnicalFacts;
}

const wordPattern = /[\p{L}\p{N}]+/gu;
const resourceSelectors = [
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['link[rel~="stylesheet"][href]', 'href'],
  ['iframe[src]', 'src'],
  ['video[src], audio[src], source[src]', 'src'],
] as const;

/** Reads an HTML page's facts; `headers` adds what the server said (X-Robots-Tag, the charset). */
export function readPageFacts(html: string, pageUrl: string, headers: { xRobotsTag?: string; contentType?: string } = {}): PageFacts {
  const $ = cheerio.load(html);
  const absolute = (value: string | undefined): string | null => {
    if (!value?.trim()) return null;
    try {
      const url = new URL(value.trim(), pageUrl);
      url.hash = '';
      return url.href;
    } catch {
      return null;
    }
  };
  const meta = (selector: string) => $(selector).attr('content')?.trim() ?? '';
  const titleText = $('head title').first().text().trim() || $('title').first().text().trim();
  const robots = `${meta('meta[name="robots" i]')},${meta('meta[name="upliftbot" i]')},${headers.xRobotsTag ?? ''}`.toLowerCase();

  const links: PageLink[] = [];
  $('a[href]').each((_, element) => {
    const anchor = $(element);
    const href = anchor.attr('href') ?? '';
    if (/^(mailto|tel|javascript|data):/i.test(href.trim()) || href.trim().startsWith('#')) return;
    const target = absolute(href);
    if (!target || !/^https?:/.test(target)) return;
    const readable =
      anchor.text().trim() ||
      anchor.find('img[alt]').attr('alt')?.trim() ||
      anchor.attr('aria-label')?.trim() ||
      anchor.attr('title')?.trim();
    links.push({ target, nofollow: /\bnofollow\b/i.test(anchor.attr('rel') ?? ''), hasText: Boolean(readable) });
  });

  const images = $('img[src]')
    .map((_, element) => ({ src: absolute($(element).attr('src')), hasAlt: $(element).attr('alt') !== undefined }))
    .get()
    .filter((image): image is { src: string; hasAlt: boolean } => image.src !== null && /^https?:/.test(image.src));

  const insecureResources = pageUrl.startsWith('https:')
    ? resourceSelectors.flatMap(([selector, attribute]) =>
        $(selector)
          .map((_, element) => absolute($(element).attr(attribute)))
          .get()
          .filter((address): address is string => typeof address === 'string' && address.startsWith('http:')),
      )
    : [];

  let valid = 0;
  let invalid = 0;
  const jsonLd: unknown[] = [];
  $('script[type="application/ld+json" i]').each((_, element) => {
    try {
      jsonLd.push(JSON.parse($(element).text()));
      valid++;
    } catch {
      invalid++;
    }
  });

  const h1 = $('h1')
    .map((_, element) => $(element).text().replace(/\s+/g, ' ').trim())
    .get();
  const headingLevels = $('h1, h2, h3, h4, h5, h6')
    .map((_, element) => Number(element.tagName.slice(1)))
    .get();
  const technical = readTechnicalFacts($, pageUrl, jsonLd, (value) => absolute(value));
  $('script, style, noscript, template, svg').remove();
  const text = $('body').text().replace(/\s+/g, ' ').trim();
  const wordCount = text.match(wordPattern)?.length ?? 0;
  // Two pages say the same when their main text is the same, whatever their headings and the site's chrome.
  $('h1, h2, h3, h4, h5, h6, nav, header, footer').remove();
  const mainText = $('body').text().replace(/\s+/g, ' ').trim().toLowerCase();
  const mainWords = mainText.match(wordPattern) ?? [];
  const enoughText = mainWords.length >= 50;

  return {
    title: titleText ? titleText.replace(/\s+/g, ' ') : null,
    description: meta('meta[name="description" i]') || null,
    h1,
    headingLevels,
    canonicals: $('link[rel~="canonical" i][href]')
      .map((_, element) => absolute($(element).attr('href')))
      .get()
      .filter((href): href is string => href !== null),
    // Directives one by one: "max-image-preview:none" is not "none".
    noindex: robots.split(/[,\s]+/).some((directive) => directive === 'noindex' || directive === 'none'),
    hreflangs: $('link[rel~="alternate" i][hreflang]')
      .map((_, element) => ({ lang: ($(element).attr('hreflang') ?? '').trim(), href: absolute($(element).attr('href')) }))
      .get(),
    openGraph: {
      title: Boolean(meta('meta[property="og:title"]')),
      description: Boolean(meta('meta[property="og:description"]')),
      image: Boolean(meta('meta[property="og:image"]')),
    },
    structuredData: { valid, invalid, inline: $('[itemscope], [typeof][vocab], [typeof][property]').length > 0 },
    viewport: Boolean(meta('meta[name="viewport" i]')),
    lang: Boolean($('html').attr('lang')?.trim()),
    charset:
      $('meta[charset]').length > 0 ||
      /charset=/i.test(meta('meta[http-equiv="content-type" i]')) ||
      /charset=/i.test(headers.contentType ?? ''),
    metaRefresh: $('meta[http-equiv="refresh" i]').length > 0,
    links,
    images,
    insecureResources: [...new Set(insecureResources)],
    wordCount,
    textHash: enoughText ? createHash('sha1').update(mainText).digest('base64url') : null,
    textPrint: enoughText ? textPrint(mainWords) : null,
    technical,
  };
}
