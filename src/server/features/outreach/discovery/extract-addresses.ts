import type { CheerioAPI } from 'cheerio';
import type { AddressCandidate } from './contact';
import type { SitePage } from './fetch-pages';
import { describedPerson, markedUpEmails } from './schema-org';

const plainAddress = /(?<![\w.%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** "jane [at] example [dot] com", "jane(at)example.com", "jane {at} example {dot} co {dot} uk". */
const obfuscatedAddress =
  /(?<![\w.%+-])([a-z0-9._%+-]+)\s*[[({]\s*at\s*[\])}]\s*([a-z0-9-]+(?:(?:\s*[[({]\s*dot\s*[\])}]\s*|\.)[a-z0-9-]+)+)/gi;
const obfuscatedDot = /\s*[[({]\s*dot\s*[\])}]\s*/gi;
/** Elements whose text runs into its neighbours' when a page's text is taken whole. */
const blockElements = 'p, div, li, td, th, dd, dt, br, h1, h2, h3, h4, h5, h6, address, section, article, header, footer';

/** Every address the page shows, as written, with how it shows it; checking and ranking come later. */
export function pageAddresses(page: SitePage): AddressCandidate[] {
  const { $, url: foundOn } = page;
  // An author page's plain addresses are the author's.
  const person = page.kind === 'author' ? (describedPerson($) ?? heading($)) : undefined;
  const named = person ? { name: person } : {};
  const text = visibleText($);
  return [
    ...mailtoAddresses($).map((address) => ({ address, via: 'mailto' as const, foundOn, ...named })),
    // Markup says whose each address is (an Organization's contactPoint is nobody's in particular).
    ...markedUpEmails($).map((email) => ({ ...email, via: 'schema.org' as const, foundOn })),
    ...[...text.matchAll(plainAddress)].map(([address]) => ({ address, via: 'text' as const, foundOn, ...named })),
    ...[...text.matchAll(obfuscatedAddress)].map(([, local, domain = '']) => ({
      address: `${local}@${domain.replace(obfuscatedDot, '.')}`,
      via: 'obfuscated' as const,
      foundOn,
      ...named,
    })),
  ];
}

/** mailto: links, decoded, without ?subject=… and split where one link names several addresses. */
function mailtoAddresses($: CheerioAPI): string[] {
  return $('a[href]')
    .toArray()
    .map((element) => $(element).attr('href')?.trim() ?? '')
    .filter((href) => /^mailto:/i.test(href))
    .flatMap((href) => safeDecode(href.slice('mailto:'.length).split('?')[0] ?? '').split(','))
    .map((address) => address.trim())
    .filter(Boolean);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The text a visitor reads, with blocks kept apart so that addresses do not run into the next word. */
function visibleText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template').remove();
  body.find(blockElements).before(' ').after(' ');
  return body.text().replace(/\s+/g, ' ');
}

function heading($: CheerioAPI): string | undefined {
  return $('h1').first().text().replace(/\s+/g, ' ').trim() || undefined;
}
