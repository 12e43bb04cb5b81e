import * as cheerio from 'cheerio';
import { registrableDomain } from '../discovery/site-domain';

/** What a search keeps of a page it read: enough to say what the page is, never the whole page. */
export interface PageFacts {
  url: string;
  title: string;
  /** The page's first heading, else its title. */
  heading: string;
  /** The first sentence of its first real paragraph. */
  excerpt: string;
  /** Its visible text, for relevance. */
  text: string;
  /** The other sites (registrable domains) it links to. */
  linkedDomains: Set<string>;
}

const maxExcerpt = 160;

export function pageFacts(url: string, html: string): PageFacts {
  const $ = cheerio.load(html);
  $('script, style, noscript, template, svg').remove();
  const title = clean($('title').first().text());
  const heading = clean($('h1').first().text()) || clean($('h2').first().text()) || title;
  const paragraph = $('p')
    .toArray()
    .map((element) => clean($(element).text()))
    .find((text) => text.length >= 20);
  const own = registrableDomain(new URL(url).hostname);
  const linkedDomains = new Set<string>();
  $('a[href]').each((_, element) => {
    const href = $(element).attr('href') ?? '';
    if (!URL.canParse(href, url)) return;
    const target = new URL(href, url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return;
    const domain = registrableDomain(target.hostname);
    if (domain !== own) linkedDomains.add(domain);
  });
  return { url, title, heading, excerpt: firstSentence(paragraph ?? ''), text: clean($('body').text()), linkedDomains };
}

function firstSentence(text: string): string {
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text;
  if (sentence.length <= maxExcerpt) return sentence.replace(/[.!]$/, '');
  return `${sentence.slice(0, maxExcerpt).replace(/\s+\S*$/, '')}…`;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
