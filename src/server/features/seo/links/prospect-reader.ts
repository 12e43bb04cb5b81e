import { setTimeout as sleep } from 'node:timers/promises';
import { fetchRobots, type RobotsRules } from '../../../http/robots';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import { looksLikeProspect } from './classify-page';
import { htmlTypes, pageLinks } from './page-links';

/** A Crawl-delay above this is read as this: a search reads only a few pages of each site. */
const maxCrawlDelayMs = 2000;

export interface ReadPage {
  /** After redirects. */
  url: string;
  html: string;
}

/**
 * Reads other people's pages for a search, politely: as each site's robots.txt allows and at its
 * Crawl-delay, one page at a time, and nothing once the search's time is up.
 */
export class ProspectReader {
  private readonly robots = new Map<string, RobotsRules>();
  private readonly lastFetch = new Map<string, number>();

  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly deadline: number,
  ) {}

  get timeIsUp(): boolean {
    return Date.now() >= this.deadline;
  }

  /** One page, or null when robots.txt forbids it, it cannot be read, or the time is up. */
  async page(url: string): Promise<ReadPage | null> {
    if (this.timeIsUp || !URL.canParse(url)) return null;
    const target = new URL(url);
    try {
      const rules = await this.rulesOf(target.origin);
      if (!rules.isAllowed(target.pathname + target.search)) return null;
      await this.waitForTurn(target.origin, rules);
      const fetched = await this.fetcher.fetchText(target.href, { accept: htmlTypes });
      return { url: fetched.url, html: fetched.text };
    } catch (error) {
      if (error instanceof SafeFetchError) return null;
      throw error;
    }
  }

  /**
   * The site's home page and up to `count - 1` of the pages it links to, those that look like
   * resources or guest-post pages first.
   */
  async site(origin: string, count: number): Promise<ReadPage[]> {
    const home = count > 0 ? await this.page(`${origin}/`) : null;
    if (!home) return [];
    const homeOrigin = new URL(home.url).origin;
    const seen = new Set([home.url]);
    const candidates = pageLinks(home.html, home.url).filter((link) => {
      if (new URL(link.href).origin !== homeOrigin || seen.has(link.href)) return false;
      seen.add(link.href);
      return true;
    });
    const promising = (link: (typeof candidates)[number]) => looksLikeProspect(new URL(link.href).pathname, link.anchorText);
    const ordered = [...candidates.filter(promising), ...candidates.filter((link) => !promising(link))];
    const pages = [home];
    // Broken links are tried, but never more than twice the pages wanted.
    for (const link of ordered.slice(0, 2 * (count - 1))) {
      if (pages.length >= count || this.timeIsUp) break;
      const page = await this.page(link.href);
      if (page) pages.push(page);
    }
    return pages;
  }

  private async rulesOf(origin: string): Promise<RobotsRules> {
    let rules = this.robots.get(origin);
    if (!rules) {
      rules = await fetchRobots(this.fetcher, origin);
      this.robots.set(origin, rules);
      this.lastFetch.set(origin, Date.now());
    }
    return rules;
  }

  private async waitForTurn(origin: string, rules: RobotsRules): Promise<void> {
    const delayMs = Math.min(rules.crawlDelaySeconds * 1000, maxCrawlDelayMs);
    const wait = (this.lastFetch.get(origin) ?? 0) + delayMs - Date.now();
    if (wait > 0) await sleep(wait);
    this.lastFetch.set(origin, Date.now());
  }
}
