// Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) on the public pages, in the
// Chromium the browser tests use. Targets: performance ≥ 95 and LCP ≤ 2.5 s on each.
import { launch } from 'chrome-launcher';
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
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const scores: PageScore[] = [];
    for (const { path } of publicPages) scores.push(await scorePage(`${baseUrl}${path}`, path, chrome.port));
    return scores;
  } finally {
    chrome.kill();
  }
}

/**
 * One page's scores. A run Lighthouse itself reports as broken (a page that never painted in its
 * trace, on a busy machine) is run once more rather than printed as a score of 0.
 */
async function scorePage(url: string, page: string, port: number, attempt = 1): Promise<PageScore> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < 2) return scorePage(url, page, port, attempt + 1);
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

export function printScores(scores: PageScore[]) {
  for (const { page, performance, lcpMs, fcpMs, tbtMs, cls } of scores) {
    console.log(
      `${`Lighthouse mobile ${page}`.padEnd(44)} performance ${String(performance).padStart(3)}   LCP ${(lcpMs / 1000).toFixed(2)} s   FCP ${(fcpMs / 1000).toFixed(2)} s   TBT ${tbtMs.toFixed(0)} ms   CLS ${cls.toFixed(3)}`,
    );
  }
}

// `node --import tsx bench/lighthouse.ts <url>`: the scores alone, against an Uplift already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: bench/lighthouse.ts <base url>');
  printScores(await lighthouseScores(url));
}
