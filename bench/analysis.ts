import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzePages, crawlSite, createSafeFetcher, serveBakerySite } from '../src/server/testing';

/**
 * Crawls and analyses a 50-page fixture site served from this process: pages per second, and the
 * process's peak memory. `npm run bench` runs it in a fresh process of its own, so the figure is the
 * analysis's and not the load generator's or the seeding's.
 */
export async function benchAnalysis(pageCount = 50): Promise<void> {
  const site = await serveBakerySite({ pageCount: pageCount - 1 });
  // The bench's own fixture server is on loopback, which only tests and benchmarks may reach.
  const fetcher = createSafeFetcher({ allowLoopbackForTests: true });

  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const crawled = await crawlSite(fetcher, `${site.url}/`, { maxPages: pageCount });
  const analysis = analyzePages(crawled);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await site.close();
  console.log(
    `${`website analysis (${crawled.length}-page fixture site)`.padEnd(44)} ${(crawled.length / seconds).toFixed(1).padStart(6)} pages/s   ${seconds.toFixed(2)} s   peak memory ${(peak / 1024 / 1024).toFixed(0)} MB (+${((peak - idle) / 1024 / 1024).toFixed(0)} MB)   ${analysis.keywords.length} keywords`,
  );
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await benchAnalysis(Number(process.argv[2] ?? 50));
