import type { AuditCheckId } from '@/shared/seo/checks';
import type { Probe } from './link-probes';
import type { PageFacts } from './page-facts';
import type { CrawledUrl, SiteCrawl } from './site-crawl';
import { clicksFrom } from './technical/link-graph';

/** One issue the audit found: which check, on which page, and what exactly. */
export interface Finding {
  check: AuditCheckId;
  page: string;
  detail: string;
}

export type ReadPage = CrawledUrl & { facts: PageFacts };

/** How an address answered, whether the crawl read it or a probe checked it. */
export interface Answer {
  /** 0 when no answer came. */
  status: number;
  redirectsTo: string | null;
  /** The status at the end of its redirects; 0 when they never end or no answer came, null when the end was not read. */
  finalStatus: number | null;
}

/**
 * The crawl and the probes seen the way the checks ask about them: the pages read, how any address
 * answered, who links where, and how many clicks each page is from the start.
 */
export class SiteView {
  /** Pages read (2xx HTML), in crawl order. */
  readonly pages: ReadPage[];
  /** Same-site targets → the pages linking to them. */
  readonly inlinks = new Map<string, Set<string>>();
  readonly depth: Map<string, number>;

  constructor(
    readonly crawl: SiteCrawl,
    readonly probes: ReadonlyMap<string, Probe>,
  ) {
    this.pages = [...crawl.urls.values()].filter(
      (entry): entry is ReadPage => entry.facts !== null && entry.status >= 200 && entry.status < 300,
    );
    for (const page of this.pages) {
      for (const link of page.facts.links) {
        if (!this.isInternal(link.target) || link.target === page.url) continue;
        const sources = this.inlinks.get(link.target) ?? new Set();
        sources.add(page.url);
        this.inlinks.set(link.target, sources);
      }
    }
    this.depth = this.measureDepth();
  }

  isInternal(address: string): boolean {
    return address.startsWith(`${this.crawl.origin}/`) || address === this.crawl.origin;
  }

  /** How the address answered, or null when neither the crawl nor a probe reached it. */
  answer(address: string): Answer | null {
    const crawled = this.crawl.urls.get(address);
    if (crawled) {
      const chain = this.redirectChain(address);
      return { status: crawled.status, redirectsTo: crawled.redirectTo, finalStatus: chain.loop ? 0 : chain.finalStatus };
    }
    const probe = this.probes.get(address);
    if (!probe || (probe.failure && !probe.failure.broken)) return null;
    return { status: probe.firstStatus, redirectsTo: probe.redirectsTo, finalStatus: probe.finalStatus };
  }

  /** The hops from a crawled address to where its redirects end; `finalStatus` is null when the end was not read. */
  redirectChain(address: string): { hops: string[]; loop: boolean; finalStatus: number | null } {
    const hops: string[] = [];
    let current: string | undefined = address;
    while (current) {
      if (hops.includes(current)) return { hops, loop: true, finalStatus: null };
      const entry = this.crawl.urls.get(current);
      if (!entry) return { hops, loop: false, finalStatus: this.probes.get(current)?.finalStatus ?? null };
      if (!entry.redirectTo) return { hops, loop: false, finalStatus: entry.status };
      hops.push(current);
      current = entry.redirectTo;
    }
    return { hops, loop: false, finalStatus: null };
  }

  /** A page's address as the list shows it: its path, or the whole address off the site. */
  label(address: string): string {
    if (!this.isInternal(address)) return address;
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  }

  /** Clicks from the start page along links and redirects, breadth first. */
  private measureDepth(): Map<string, number> {
    return clicksFrom(this.crawl.startUrl, (address) => {
      const crawled = this.crawl.urls.get(address);
      if (!crawled) return undefined;
      const links = (crawled.facts?.links ?? []).map((link) => link.target).filter((target) => this.isInternal(target));
      return { redirect: crawled.redirectTo, links };
    });
  }
}

/** "a, b and 3 more": a few examples of what a finding is about, of `total` (when only the first few are passed). */
export function someOf(items: readonly string[], shown = 3, total = items.length): string {
  const listed = items.slice(0, shown);
  const rest = total - listed.length;
  if (rest > 0) return `${listed.join(', ')} and ${rest} more`;
  return listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : (listed[0] ?? '');
}
