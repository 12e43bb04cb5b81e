import { setTimeout as sleep } from 'node:timers/promises';
import { fetchRobots, type RobotsRules } from '../../../http/robots';
import type { Inspection, SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import { limits } from './checks/page-limits';
import { readPageFacts, type PageFacts } from './page-facts';
import { readSitemaps } from './sitemaps';

const htmlTypes = ['text/html', 'application/xhtml+xml'];
/** Links to these are files, not pages: their status is checked, their body never read. */
const fileExtension =
  /\.(jpe?g|png|gif|webp|avif|svg|ico|bmp|pdf|zip|gz|tgz|rar|7z|mp4|m4v|mov|webm|mp3|wav|ogg|css|js|mjs|json|woff2?|ttf|otf|eot|xml|txt|csv|docx?|xlsx?|pptx?|exe|dmg|apk)$/i;
/** Pages fetched at once from the site: polite for a small shop's server, quick on a big one. */
const pageConcurrency = 4;
/** A Crawl-delay above this is read as this: a weekly audit must end within the day. */
const maxCrawlDelaySeconds = 5;
/** Longer addresses are session or tracking noise, and too long to key an issue by. */
const maxAddressLength = 2000;
/** Redirects followed from the start address to find the site, as a browser would. */
const maxStartRedirects = 5;

export interface CrawledUrl {
  url: string;
  /** 0 when no answer came. */
  status: number;
  /** Why no answer came (a timeout, a refused connection), in words the user can read. */
  failure: string | null;
  redirectTo: string | null;
  elapsedMs: number;
  bytes: number;
  /** Answered, but with more HTML than Uplift reads: its facts are unknown. */
  tooLarge: boolean;
  contentType: string;
  facts: PageFacts | null;
}

export interface SiteCrawl {
  origin: string;
  startUrl: string;
  robotsFound: boolean;
  sitemapFound: boolean;
  /** Same-site addresses the sitemaps list. */
  sitemapUrls: Set<string>;
  /** Every same-site address fetched: pages, redirects and errors. */
  urls: Map<string, CrawledUrl>;
  /** Same-site links to files (images, PDFs): checked, not crawled. */
  fileLinks: Set<string>;
  stoppedEarly: 'page_budget' | 'time_budget' | null;
}

export interface SiteCrawlOptions {
  pageBudget: number;
  deadline: number;
  /** Pages read so far, of those planned within the budget. */
  onProgress?: (crawled: number, planned: number) => Promise<void> | void;
}

/**
 * Crawls the site of `startUrl` breadth first from that page, then what its sitemaps list, as
 * robots.txt allows (and at its Crawl-delay), a few pages at a time, up to the page budget. Every
 * address keeps its own answer: redirects are recorded hop by hop, errors are kept, not skipped.
 */
export async function crawlSiteForAudit(fetcher: SafeFetcher, startUrl: string, options: SiteCrawlOptions): Promise<SiteCrawl> {
  const start = new URL(startUrl);
  start.hash = '';
  // The start may redirect (http → https → www.): the site is where those redirects land, on the same host.
  const hops = [{ url: start.href, answer: await fetcher.inspect(start.href, { accept: htmlTypes }) }];
  for (let last = hops[0]!; last.answer.location && hops.length <= maxStartRedirects; last = hops.at(-1)!) {
    const next = last.answer.location;
    if (!sameHost(next, start.origin) || hops.some((hop) => hop.url === next)) break;
    hops.push({ url: next, answer: await fetcher.inspect(next, { accept: htmlTypes }) });
  }
  const origin = new URL(hops.at(-1)!.url).origin;
  const robots = await fetchRobots(fetcher, origin);
  const sitemaps = await readSitemaps(fetcher, origin, robots.sitemaps);
  const crawl: SiteCrawl = {
    origin,
    startUrl: start.href,
    robotsFound: robots.found,
    sitemapFound: sitemaps.found,
    sitemapUrls: sitemaps.urls,
    urls: new Map(),
    fileLinks: new Set(),
    stoppedEarly: null,
  };
  await new Crawler(fetcher, crawl, robots, options).run(hops);
  return crawl;
}

class Crawler {
  /** Pages found through links are read before those only the sitemaps list, as a visitor would find them. */
  private readonly linked = new AddressQueue();
  private readonly listed = new AddressQueue();
  private readonly planned = new Set<string>();
  private started = 1;
  private readonly delayMs: number;
  private lastStart = 0;

  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly crawl: SiteCrawl,
    private readonly robots: RobotsRules,
    private readonly options: SiteCrawlOptions,
  ) {
    this.delayMs = Math.min(robots.crawlDelaySeconds, maxCrawlDelaySeconds) * 1000;
  }

  async run(startHops: readonly { url: string; answer: Inspection }[]): Promise<void> {
    for (const { url } of startHops) this.planned.add(url);
    for (const { url, answer } of startHops) this.record(url, answer);
    this.started = startHops.length;
    for (const url of this.crawl.sitemapUrls) this.plan(url, this.listed);
    const running = new Set<Promise<void>>();
    const concurrency = this.delayMs > 0 ? 1 : pageConcurrency;
    for (;;) {
      while (running.size < concurrency && this.hasMore() && !this.stopped()) {
        const url = (this.linked.take() ?? this.listed.take())!;
        this.started++;
        const task = this.visit(url).finally(() => running.delete(task));
        running.add(task);
        if (this.delayMs > 0) await this.pace();
      }
      if (running.size === 0) break;
      await Promise.race(running);
      await this.options.onProgress?.(this.crawl.urls.size, Math.min(this.options.pageBudget, this.planned.size));
    }
  }

  private hasMore(): boolean {
    return this.linked.size > 0 || this.listed.size > 0;
  }

  /** True once the budget of pages or of time is spent, with more to read; says which. */
  private stopped(): boolean {
    if (this.started >= this.options.pageBudget) this.crawl.stoppedEarly = 'page_budget';
    else if (Date.now() >= this.options.deadline) this.crawl.stoppedEarly = 'time_budget';
    return this.crawl.stoppedEarly !== null;
  }

  private async pace(): Promise<void> {
    const wait = this.lastStart + this.delayMs - Date.now();
    if (wait > 0) await sleep(wait);
    this.lastStart = Date.now();
  }

  private async visit(url: string): Promise<void> {
    try {
      const answer = await this.fetcher.inspect(url, { accept: htmlTypes });
      this.record(url, answer.elapsedMs > limits.slowMs ? await this.timedAgain(url, answer) : answer);
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      this.crawl.urls.set(url, {
        url,
        status: 0,
        failure: error.message,
        redirectTo: null,
        elapsedMs: 0,
        bytes: 0,
        tooLarge: false,
        contentType: '',
        facts: null,
      });
    }
  }

  /**
   * A slow answer is timed once more and the quicker time counts: a pause of Uplift's own process
   * (garbage collection, the embedded database at work) must not file a Slow response on the site.
   */
  private async timedAgain(url: string, answer: Inspection): Promise<Inspection> {
    if (this.delayMs > 0) await this.pace();
    try {
      const again = await this.fetcher.inspect(url, { accept: htmlTypes });
      return { ...answer, elapsedMs: Math.min(answer.elapsedMs, again.elapsedMs) };
    } catch {
      return answer;
    }
  }

  private record(url: string, answer: Inspection): void {
    const xRobotsTag = [answer.headers['x-robots-tag'] ?? []].flat().join(',');
    const facts =
      answer.text !== null && htmlTypes.includes(answer.contentType)
        ? readPageFacts(answer.text, url, { xRobotsTag, contentType: answer.headers['content-type'] })
        : null;
    this.crawl.urls.set(url, {
      url,
      status: answer.status,
      failure: null,
      redirectTo: answer.location,
      elapsedMs: Math.round(answer.elapsedMs),
      bytes: answer.bytes,
      tooLarge: answer.tooLarge,
      contentType: answer.contentType,
      facts,
    });
    if (answer.location) this.plan(answer.location, this.linked);
    for (const link of facts?.links ?? []) this.plan(link.target, this.linked);
  }

  private plan(address: string, queue: AddressQueue): void {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return;
    }
    if (url.origin !== this.crawl.origin) return;
    url.hash = '';
    if (url.href.length > maxAddressLength) return;
    if (fileExtension.test(url.pathname)) {
      this.crawl.fileLinks.add(url.href);
      return;
    }
    if (this.planned.has(url.href) || !this.robots.isAllowed(url.pathname + url.search)) return;
    this.planned.add(url.href);
    queue.push(url.href);
  }
}

/** First in, first out, without the cost of Array.shift on a queue of thousands. */
class AddressQueue {
  private readonly items: string[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  push(address: string): void {
    this.items.push(address);
  }

  take(): string | undefined {
    return this.head < this.items.length ? this.items[this.head++] : undefined;
  }
}

function sameHost(address: string, origin: string): boolean {
  try {
    const url = new URL(address);
    const host = (name: string) => name.replace(/^www\./, '');
    return host(url.hostname) === host(new URL(origin).hostname);
  } catch {
    return false;
  }
}
