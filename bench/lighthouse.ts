// Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) on the public pages, in the
// Chromium the browser tests use. Targets: performance ≥ 95 and LCP ≤ 2.5 s on each. The signed-in
// screens are scored by lighthouse-screens.ts through the same functions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { publicPages } from '../src/shared/public-pages';

export interface PageScore {
  page: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function lighthouseScores(baseUrl: string): Promise<PageScore[]> {
  return withChromium(async (chrome) => {
    const scores: PageScore[] = [];
    for (const { path } of publicPages) scores.push(await scorePage(`${baseUrl}${path}`, path, chrome.port));
    return scores;
  });
}

export async function withChromium<T>(work: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    return await work(chrome);
  } finally {
    chrome.kill();
  }
}

/**
 * One page's scores; `headers` go with every request the page makes (a signed-in screen's session
 * cookie). A run Lighthouse itself reports as broken (a page that never painted in its trace, on a
 * busy machine) is run once more rather than printed as a score of 0.
 */
export async function scorePage(
  url: string,
  page: string,
  port: number,
  headers?: Record<string, string>,
  attempt = 1,
): Promise<PageScore> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  const { audits, categories, runtimeError, finalDisplayedUrl } = result.lhr;
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's full report, to see what made it slow.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports)
    writeFileSync(path.join(reports, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(result.lhr));
  // A signed-in screen that sent the browser to sign-in would be scored as the sign-in form.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse ended at ${finalDisplayedUrl} instead of ${page}`);
  if (runtimeError) {
    if (attempt < 2) return scorePage(url, page, port, headers, attempt + 1);
    throw new Error(`Lighthouse could not measure ${page}: ${runtimeError.code} ${runtimeError.message}`);
  }
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** One line a page; `misses` names the targets a page missed, printed after its figures. */
export function printScores(scores: PageScore[], misses: (score: PageScore) => string[] = () => []) {
  for (const score of scores) {
    const { page, performance, lcpMs, fcpMs, tbtMs, cls } = score;
    const missed = misses(score);
    console.log(
      `${`Lighthouse mobile ${page}`.padEnd(44)} performance ${String(performance).padStart(3)}   LCP ${(lcpMs / 1000).toFixed(2)} s   FCP ${(fcpMs / 1000).toFixed(2)} s   TBT ${tbtMs.toFixed(0)} ms   CLS ${cls.toFixed(3)}${missed.length > 0 ? `   (${missed.join(', ')})` : ''}`,
    );
  }
}

// `node --import tsx bench/lighthouse.ts <url>`: the scores alone, against an Uplift already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: bench/lighthouse.ts <base url>');
  printScores(await lighthouseScores(url));
}
