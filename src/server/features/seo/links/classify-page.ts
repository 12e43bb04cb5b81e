import * as cheerio from 'cheerio';
import type { OpportunityType } from '@/shared/seo/links';
import { hostKey, linkTo, pageLinks } from './page-links';

/** What a search looks for on a page: the user's site, its competitors, its names and its topic. */
export interface ProspectContext {
  site: string;
  competitors: readonly { hostKey: string; domain: string }[];
  /** The brand as people write it: the project's name, the name in the site's domain. */
  brands: readonly string[];
  /** The site's top keywords, best first. */
  keywords: readonly string[];
}

export interface Prospect {
  page: string;
  domain: string;
  type: OpportunityType;
  relevance: number;
  reason: string;
}

/** Guest-post pages, by their address or headline. */
const writeForUs =
  /write[\s_-]*for[\s_-]*us|guest[\s_-]*(post|blog|author|writer|contribut)|contribute|contributors?\b|submit[\s_-]*(an?[\s_-]*)?(guest[\s_-]*)?(post|article)|become[\s_-]*an?[\s_-]*(contributor|writer|author)/i;
/** Link lists: resources, useful links, a blogroll. */
const resources =
  /(^|[^a-z])(resources?|useful[\s_-]*links|helpful[\s_-]*links|links|link[\s_-]*list|recommended[\s_-]*(sites|links|reading)|blogroll)([^a-z]|$)/i;

/** Whether an address or a link's text looks like a page worth reading first (resources, write for us). */
export function looksLikeProspect(path: string, text: string): boolean {
  return writeForUs.test(path) || writeForUs.test(text) || resources.test(path) || resources.test(text);
}

/**
 * What a page offers the user's site, if anything: a page that already links to the site offers
 * nothing; one that links to a competitor is the best lead; then guest-post pages, link lists on the
 * site's topic, and pages naming the brand without a link.
 */
export function classifyPage(html: string, pageUrl: string, context: ProspectContext): Prospect | null {
  const links = pageLinks(html, pageUrl);
  if (linkTo(links, context.site)) return null;
  const $ = cheerio.load(html);
  $('script, style, noscript, template, svg').remove();
  const title = clean($('title').first().text());
  const headline = [
    title,
    ...$('h1, h2')
      .map((_, element) => clean($(element).text()))
      .get(),
  ].join(' | ');
  const text = clean($('body').text());
  const path = decodePath(pageUrl);
  const found = (type: OpportunityType, reason: string): Prospect => ({
    page: pageUrl,
    domain: new URL(pageUrl).host.toLowerCase(),
    type,
    relevance: relevanceOf(`${headline} ${text}`, context.keywords),
    reason,
  });

  const competitor = context.competitors.find((rival) => links.some((link) => link.hostKey === rival.hostKey));
  if (competitor) return found('competitor_link', `links to ${competitor.domain}`);
  // Guest posts and link lists on another subject are no opportunity for this site.
  if (writeForUs.test(path) || writeForUs.test(headline)) return nonZero(found('write_for_us', 'invites guest posts'));
  if (resources.test(path) || resources.test(headline)) return nonZero(found('resource_page', 'lists useful links'));
  const brand = context.brands.find((name) => mentions(`${headline} ${text}`, name));
  return brand ? found('unlinked_mention', `mentions ${brand}`) : null;
}

/** The names a brand goes by: the project's name, and the name in the site's domain (not for an IP address). */
export function brandsOf(site: string, projectName: string | null): string[] {
  const names = projectName && projectName.trim().length >= 3 ? [projectName.trim()] : [];
  const host = hostKey(site).replace(/:\d+$/, '');
  const label = host.split('.')[0] ?? '';
  const isAddress = /^[\d.]+$/.test(host) || host.includes('[') || !host.includes('.');
  // Punctuation counts as a space when matching, so "sunrise-bakery" also finds "Sunrise Bakery".
  if (!isAddress && label.length >= 4) names.push(label);
  return [...new Set(names)];
}

/** The share of the site's keywords the page's text contains, 0–100. */
export function relevanceOf(text: string, keywords: readonly string[]): number {
  if (keywords.length === 0) return 0;
  const words = ` ${normalise(text)} `;
  const contained = keywords.filter((keyword) => words.includes(` ${normalise(keyword)} `)).length;
  return Math.round((100 * contained) / keywords.length);
}

function mentions(text: string, name: string): boolean {
  const wanted = normalise(name);
  return wanted.length > 0 && ` ${normalise(text)} `.includes(` ${wanted} `);
}

function nonZero(prospect: Prospect): Prospect | null {
  return prospect.relevance > 0 ? prospect : null;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function decodePath(url: string): string {
  const { pathname } = new URL(url);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
