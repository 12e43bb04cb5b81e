import { classifyPage, type LinkContext, type ReadPage, relevanceOf } from '../../seo';
import { type PageFacts, pageFacts } from './page-facts';

/** What a candidate site offers, by what its best page shows. */
export type OpeningKind = 'write_for_us' | 'resource_page' | 'links_to_rival' | 'on_topic';

export interface AssessedSite {
  domain: string;
  /** The page that shows the opening: the prospect's page. */
  pageUrl: string;
  kind: OpeningKind;
  /** 0–100: how well the site fits the search; the AI may reorder, this is the fallback. */
  score: number;
  /** Why this site, in words taken from its page. */
  opportunity: string;
  page: Pick<PageFacts, 'title' | 'heading' | 'excerpt'>;
}

export interface AssessContext {
  /** The project's site and the sites whose links count as openings (competitors, a domain search's site). */
  links: LinkContext;
  /** The project's registrable domain: a site already linking to it is no prospect. */
  ownDomain: string | null;
  /** The term and the project's niche and keywords, which a site's text is measured against. */
  keywords: readonly string[];
}

/** How much each kind of opening counts, before relevance. */
const kindWeight: Record<OpeningKind, number> = { write_for_us: 50, resource_page: 45, links_to_rival: 40, on_topic: 0 };

/**
 * What a candidate site's pages show: a write-for-us page, a resource page, a page linking to a
 * competitor, or only text on the topic; null when it already links to the project or is off topic.
 */
export function assessSite(domain: string, pages: readonly ReadPage[], context: AssessContext): AssessedSite | null {
  const facts = pages.map((page) => pageFacts(page.url, page.html));
  if (context.ownDomain && facts.some((page) => page.linkedDomains.has(context.ownDomain!))) return null;
  const siteRelevance = relevanceOf(facts.map((page) => `${page.title} ${page.text}`).join(' '), context.keywords);
  const openings = pages
    .flatMap((page, index) => {
      const opening = classifyPage(page.html, page.url, context.links);
      if (!opening || opening.type === 'unlinked_mention') return [];
      const kind: Exclude<OpeningKind, 'on_topic'> = opening.type === 'competitor_link' ? 'links_to_rival' : opening.type;
      return [{ kind, page: facts[index]!, reason: opening.reason, score: kindWeight[kind] + (opening.relevance + siteRelevance) / 4 }];
    })
    .sort((a, b) => b.score - a.score);
  const best = openings[0];
  if (best) return assessed(domain, best.page, best.kind, Math.min(100, Math.round(best.score)), lineOf(best.kind, best.page, best.reason));
  if (siteRelevance === 0) return null;
  const onTopic = facts
    .map((page) => ({ page, relevance: relevanceOf(`${page.title} ${page.text}`, context.keywords) }))
    .sort((a, b) => b.relevance - a.relevance)[0]!.page;
  const topic = context.keywords.find((keyword) => relevanceOf(`${onTopic.title} ${onTopic.text}`, [keyword]) > 0) ?? '';
  return assessed(domain, onTopic, 'on_topic', Math.round(siteRelevance / 2), `Writes about ${topic}: “${onTopic.heading}”`);
}

function assessed(domain: string, page: PageFacts, kind: OpeningKind, score: number, opportunity: string): AssessedSite {
  return { domain, pageUrl: page.url, kind, score, opportunity, page: { title: page.title, heading: page.heading, excerpt: page.excerpt } };
}

/** The opportunity line, from what the page says. */
function lineOf(kind: Exclude<OpeningKind, 'on_topic'>, page: PageFacts, reason: string): string {
  switch (kind) {
    case 'write_for_us':
      return page.excerpt ? `Has a “${page.heading}” page: ${page.excerpt}` : `Has a “${page.heading}” page`;
    case 'resource_page': {
      const count = page.linkedDomains.size;
      return `Resource page “${page.heading}” lists ${count === 1 ? '1 site' : `${count} sites`}`;
    }
    case 'links_to_rival':
      return `${reason.charAt(0).toUpperCase()}${reason.slice(1)} on “${page.heading}”`;
  }
}
