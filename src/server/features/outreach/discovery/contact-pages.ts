import type { CheerioAPI } from 'cheerio';
import { pageOnSite } from './site-domain';

/** What a page is for, as far as finding a contact goes; it orders the fetches and weighs what is found. */
export type PageKind = 'contact' | 'about' | 'author' | 'other';

/**
 * Words in a link's path or text that mark a page worth reading, most promising first. A few common
 * languages are listed because a prospect's site need not be in English.
 */
const kindPatterns: { kind: Exclude<PageKind, 'other'>; pattern: RegExp }[] = [
  {
    kind: 'contact',
    pattern: /contact|kontakt|contacto|contatti|impressum|imprint|get[-\s]in[-\s]touch|write[-\s]for[-\s]us|contribute|guest[-\s]post/i,
  },
  {
    kind: 'about',
    pattern:
      /about|our[-\s]team|\bteam\b|\bstaff\b|who[-\s]we[-\s]are|über[-\s]uns|ueber-uns|a-propos|à propos|chi[-\s]siamo|quienes[-\s]somos|over[-\s]ons/i,
  },
  { kind: 'author', pattern: /\/authors?\/|\bauthor\b/i },
];

const kindOrder: PageKind[] = ['contact', 'about', 'author', 'other'];

/** Lower comes first: contact pages, then about and team pages, then author pages. */
export function kindPriority(kind: PageKind): number {
  return kindOrder.indexOf(kind);
}

export function pageKind(path: string, linkText = '', rel = ''): PageKind {
  if (/\bauthor\b/i.test(rel)) return 'author';
  return kindPatterns.find(({ pattern }) => pattern.test(path) || pattern.test(linkText))?.kind ?? 'other';
}

export interface ContactLink {
  url: URL;
  kind: Exclude<PageKind, 'other'>;
}

/** The page's links to pages of the same site that likely show how to reach its people. */
export function contactLinks($: CheerioAPI, pageUrl: string, domain: string): ContactLink[] {
  return $('a[href], link[rel~="author"][href]')
    .toArray()
    .flatMap((element) => {
      const link = $(element);
      const url = pageOnSite(link.attr('href') ?? '', pageUrl, domain);
      if (!url) return [];
      const kind = pageKind(url.pathname, link.text().replace(/\s+/g, ' ').trim(), link.attr('rel') ?? '');
      return kind === 'other' ? [] : [{ url, kind }];
    });
}
