import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetcher } from '../src/server/http/safe-fetch';
import { analyzePages } from '../src/server/features/setup/analyzer/analyze';
import { crawlSite } from '../src/server/features/setup/crawl';
import { bakerySite } from '../src/server/features/setup/fixtures/bakery-site';

/** Crawls and analyses a 50-page fixture site served from this process: pages per second, peak memory. */
export async function benchAnalysis(pageCount = 50): Promise<void> {
  const pages = bakerySite(pageCount - 1);
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': page.type }).end(page.body.replaceAll('__ORIGIN__', origin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The bench's own fixture server is on loopback, which only tests and benchmarks may reach.
  const fetcher = createSafeFetcher({ allowLoopbackForTests: true });

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const crawled = await crawlSite(fetcher, `${origin}/`, { maxPages: pageCount });
  const analysis = analyzePages(crawled);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  server.close();
  console.log(
    `${`website analysis (${crawled.length}-page fixture site)`.padEnd(44)} ${(crawled.length / seconds).toFixed(1).padStart(6)} pages/s   ${seconds.toFixed(2)} s   peak memory ${(peak / 1024 / 1024).toFixed(0)} MB   ${analysis.keywords.length} keywords`,
  );
}
