import * as cheerio from 'cheerio';
import type { Backlink } from '@/shared/seo/links';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';

export const htmlTypes = ['text/html', 'application/xhtml+xml'];
/** Longer anchor texts are whole paragraphs wrapped in a link: the start says enough. */
const maxAnchorLength = 300;

export interface PageLink {
  /** Absolute, without its fragment. */
  href: string;
  /** The linked site's host without a leading www., lower case. */
  hostKey: string;
  rel: Backlink['rel'];
  anchorText: string;
}

/** A site's host as links are compared: lower case, port kept, a leading www. ignored. */
export function hostKey(url: string): string {
  return URL.canParse(url) ? new URL(url).host.toLowerCase().replace(/^www\./, '') : '';
}

/** Every http(s) link of the page, with its rel and its text (or its image's alt). */
export function pageLinks(html: string, pageUrl: string): PageLink[] {
  const $ = cheerio.load(html);
  const base = $('base[href]').attr('href');
  const resolveFrom = base && URL.canParse(base, pageUrl) ? new URL(base, pageUrl).href : pageUrl;
  const links: PageLink[] = [];
  $('a[href]').each((_, element) => {
    const link = $(element);
    const raw = (link.attr('href') ?? '').trim();
    if (!URL.canParse(raw, resolveFrom)) return;
    const target = new URL(raw, resolveFrom);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return;
    target.hash = '';
    const text = clean(link.text()) || clean(link.find('img[alt]').first().attr('alt') ?? '');
    links.push({
      href: target.href,
      hostKey: hostKey(target.href),
      rel: relOf(link.attr('rel') ?? ''),
      anchorText: text.slice(0, maxAnchorLength),
    });
  });
  return links;
}

/** The strongest of the page's links to the site: a followed one first, else the first. */
export function linkTo(links: readonly PageLink[], site: string): PageLink | null {
  const key = hostKey(site);
  const toSite = links.filter((link) => link.hostKey === key);
  return toSite.find((link) => link.rel === 'follow') ?? toSite[0] ?? null;
}

/** What a check of the linking page found: the link, its absence, the page gone, or no answer to judge by. */
export type LinkCheck =
  | { outcome: 'found'; page: string; link: PageLink }
  | { outcome: 'absent'; page: string }
  | { outcome: 'page_gone'; status: number }
  | { outcome: 'unreadable'; reason: string };

/** Fetches the linking page now and looks for a link to the site on it. */
export async function checkLink(fetcher: SafeFetcher, pageUrl: string, site: string): Promise<LinkCheck> {
  try {
    const page = await fetcher.fetchText(pageUrl, { accept: htmlTypes });
    const link = linkTo(pageLinks(page.text, page.url), site);
    return link ? { outcome: 'found', page: page.url, link } : { outcome: 'absent', page: page.url };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.status === 404 || error.status === 410) return { outcome: 'page_gone', status: error.status };
    return { outcome: 'unreadable', reason: error.message };
  }
}

/** Google's reading of rel: sponsored and ugc say more than nofollow, which they imply. */
function relOf(rel: string): Backlink['rel'] {
  const tokens = rel.toLowerCase().split(/\s+/);
  if (tokens.includes('sponsored')) return 'sponsored';
  if (tokens.includes('ugc')) return 'ugc';
  if (tokens.includes('nofollow')) return 'nofollow';
  return 'follow';
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
