import { existsSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { type RenderedPage, type RenderingOutcome, technicalMessages } from '@/shared/seo/technical-checks';
import type { SafeFetcher } from '../../../../http/safe-fetch';
import { limits } from '../checks/page-limits';
import type { ReadPage, SiteView } from '../site-view';
import { chromiumFlags } from '../../../../lib/chromium-flags';

export interface RenderingSettings {
  /** The Chromium executable (CHROMIUM_PATH, /usr/bin/chromium by default). */
  chromiumPath: string;
  /** Key pages rendered per audit (AUDIT_RENDER_PAGES); 0 turns rendering off. */
  maxPages: number;
}

/** Time a page has to load, and to settle after its load event before its vitals are read. */
const loadTimeoutMs = 20_000;
const settleMs = 1000;
const flags = [
  ...chromiumFlags,
  // Chromium resolves no name itself: every request goes through the safe fetcher (route below), or fails.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

/** Observers set up before the page's own scripts: LCP, layout shifts without input, and long tasks' blocking time. */
const vitalsObservers = `
window.__upliftVitals = { lcpMs: null, cls: 0, tbtMs: 0 };
const watch = (type, read) => { try { new PerformanceObserver((list) => list.getEntries().forEach(read)).observe({ type, buffered: true }); } catch {} };
watch('largest-contentful-paint', (entry) => { window.__upliftVitals.lcpMs = entry.renderTime || entry.loadTime || entry.startTime; });
watch('layout-shift', (entry) => { if (!entry.hadRecentInput) window.__upliftVitals.cls += entry.value; });
watch('longtask', (entry) => { window.__upliftVitals.tbtMs += Math.max(0, entry.duration - 50); });
`;
const readRendered = `(() => {
  const words = ((document.body && document.body.innerText) || '').match(/[\\p{L}\\p{N}]+/gu) || [];
  const links = [...document.querySelectorAll('a[href]')].filter((a) => !/^\\s*(#|mailto:|tel:|javascript:|data:)/i.test(a.getAttribute('href')) && /^https?:/.test(a.href));
  return { ...window.__upliftVitals, renderedWords: words.length, renderedLinks: links.length };
})()`;

/**
 * The pages worth a browser's time, at most `cap`: the start page, pages that look built by script
 * (scripts and little text in the HTML), then the most linked.
 */
export function keyPages(site: SiteView, cap: number): ReadPage[] {
  const indexable = site.pages.filter((page) => !page.facts.noindex);
  const inlinks = (page: ReadPage) => site.inlinks.get(page.url)?.size ?? 0;
  const mostLinked = [...indexable].sort((a, b) => inlinks(b) - inlinks(a));
  const shells = mostLinked.filter((page) => page.facts.technical.scripts > 0 && page.facts.wordCount < limits.thinWords);
  const start = indexable.find((page) => page.url === site.crawl.startUrl) ?? indexable[0];
  return [...new Set([...(start ? [start] : []), ...shells, ...mostLinked])].slice(0, cap);
}

/**
 * Renders each page in Chromium, every request it makes fetched by the safe fetcher, and compares the
 * rendered text and links with the HTML's; reads LCP, CLS and TBT in the page. Without Chromium (or
 * when it will not start) the outcome says it was skipped, and why.
 */
export async function renderPages(
  fetcher: SafeFetcher,
  pages: readonly ReadPage[],
  settings: RenderingSettings,
  onPage: (done: number) => Promise<void>,
): Promise<RenderingOutcome> {
  if (settings.maxPages === 0) return { status: 'skipped', reason: technicalMessages.renderingOff };
  if (!existsSync(settings.chromiumPath))
    return { status: 'skipped', reason: `${technicalMessages.chromiumMissing} (${settings.chromiumPath})` };
  // Loaded when a scan renders, not as the server starts: importing it took 0.8 s of every process's start.
  const { chromium } = await import('playwright-core');
  let browser;
  try {
    browser = await chromium.launch({ executablePath: settings.chromiumPath, args: flags, timeout: 30_000 });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { status: 'skipped', reason: technicalMessages.chromiumFailed(reason.slice(0, 200)) };
  }
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1350, height: 940 } });
    await context.addInitScript(vitalsObservers);
    await throughSafeFetcher(context, fetcher);
    const rendered: RenderedPage[] = [];
    for (const page of pages) {
      const measured = await renderOne(context, page);
      if (measured) rendered.push(measured);
      await onPage(rendered.length);
    }
    return { status: 'ran', pages: rendered };
  } finally {
    await browser.close();
  }
}

async function renderOne(context: BrowserContext, { url, facts }: ReadPage): Promise<RenderedPage | null> {
  const tab = await context.newPage();
  try {
    await tab.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
    await tab.waitForTimeout(settleMs);
    const seen = (await tab.evaluate(readRendered)) as Omit<RenderedPage, 'url' | 'rawWords' | 'rawLinks'>;
    return {
      url,
      rawWords: facts.wordCount,
      rawLinks: facts.links.length,
      renderedWords: seen.renderedWords,
      renderedLinks: seen.renderedLinks,
      lcpMs: seen.lcpMs === null ? null : Math.round(seen.lcpMs),
      cls: Math.round(seen.cls * 1000) / 1000,
      tbtMs: Math.round(seen.tbtMs),
    };
  } catch {
    // A page that will not load in time is left out of the rendering: the crawl has already judged its HTML.
    return null;
  } finally {
    await tab.close();
  }
}

/** Every request of the browser is made by the safe fetcher, hop by hop; anything but GET is refused. */
async function throughSafeFetcher(context: BrowserContext, fetcher: SafeFetcher): Promise<void> {
  await context.route('**/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'GET' || !/^https?:/.test(request.url())) return route.abort('blockedbyclient');
    try {
      const answer = await fetcher.inspect(request.url(), { accept: ['*/*'] });
      if (answer.location) return await route.fulfill({ status: answer.status, headers: { location: answer.location } });
      const contentType = [answer.headers['content-type'] ?? ''].flat()[0] ?? '';
      return await route.fulfill({ status: answer.status, headers: { 'content-type': contentType }, body: answer.body ?? '' });
    } catch {
      return route.abort('failed').catch(() => undefined);
    }
  });
}
