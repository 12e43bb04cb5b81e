import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSafeFetcher, runAudit, serveGeneratedSite } from '../src/server/testing';

/**
 * The SEO site audit of a generated 500-page site served from this process: the whole audit (crawl,
 * link and image checks, every check over both) in pages per second, and the process's peak memory.
 * `npm run bench` runs it in a fresh process of its own, so the figure is the audit's alone.
 */
export async function benchSeoAudit(pageCount = 500): Promise<void> {
  const site = await serveGeneratedSite({ pageCount });
  // The bench's own fixture servers are on loopback, which only tests and benchmarks may reach.
  const fetcher = createSafeFetcher({ allowLoopbackForTests: true });

  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const audit = await runAudit(fetcher, `${site.url}/`, {
    pageBudget: pageCount,
    deadline: Date.now() + 10 * 60_000,
    technical: null,
    onProgress: async () => {},
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await site.close();
  const pages = audit.crawl.urls.size;
  console.log(
    `${`SEO site audit (${pages}-page fixture site)`.padEnd(44)} ${(pages / seconds).toFixed(1).padStart(6)} pages/s   ${seconds.toFixed(2)} s   peak memory ${(peak / 1024 / 1024).toFixed(0)} MB (+${((peak - idle) / 1024 / 1024).toFixed(0)} MB)   ${audit.findings.length} findings   (target ≥ 20 pages/s, ≤ 300 MB)`,
  );
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await benchSeoAudit(Number(process.argv[2] ?? 500));
