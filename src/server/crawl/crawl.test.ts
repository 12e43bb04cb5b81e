import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSafeFetcher } from '../http/safe-fetch';
import { crawlSite } from './crawl';

// A site whose robots.txt names a sitemap index; the sitemaps hold a relative address, a malformed
// one and one of another site beside the real pages.
let site: Server;
let origin: string;
const requested: string[] = [];

const page = (title: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><h1>${title}</h1><p>Handmade ceramics and pottery classes.</p>${links
    .map((link) => `<a href="${link}">${link}</a>`)
    .join('')}</body></html>`;

function sitePages(): Record<string, { type: string; body: string }> {
  const urlset = (locs: string[]) =>
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;
  return {
    '/robots.txt': { type: 'text/plain', body: `User-agent: *\nDisallow: /drafts/\n\nSitemap: ${origin}/maps/index.xml\n` },
    '/maps/index.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/maps/pages.xml</loc></sitemap><sitemap><loc>https://elsewhere.example/sitemap.xml</loc></sitemap></sitemapindex>`,
    },
    '/maps/pages.xml': {
      type: 'application/xml',
      body: urlset([
        `${origin}/`,
        '/studio',
        'http://[not a url',
        `${origin}/classes`,
        'https://elsewhere.example/shop',
        `${origin}/drafts/secret`,
      ]),
    },
    '/': { type: 'text/html', body: page('Clay Studio', ['/links-only']) },
    '/studio': { type: 'text/html', body: page('The Studio', ['/glazes', '/kilns', '/wheels']) },
    '/classes': { type: 'text/html', body: page('Pottery Classes') },
    '/glazes': { type: 'text/html', body: page('Glazes') },
    '/kilns': { type: 'text/html', body: page('Kilns') },
    '/wheels': { type: 'text/html', body: page('Wheels') },
  };
}

beforeAll(async () => {
  site = createServer((request, response) => {
    requested.push(request.url ?? '');
    const found = sitePages()[request.url ?? ''];
    if (!found) response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    else response.writeHead(200, { 'content-type': found.type }).end(found.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(() => {
  site?.close();
});

const fetcher = createSafeFetcher({ allowLoopbackForTests: true });

describe('crawling a site', () => {
  test("follows robots.txt's sitemap index, skipping malformed, foreign and disallowed addresses", async () => {
    const progress: number[] = [];
    const pages = await crawlSite(fetcher, `${origin}/`, { onPage: (done, planned) => void progress.push(done / planned) });
    expect(pages.map((found) => found.title)).toEqual(['Clay Studio', 'The Studio', 'Pottery Classes', 'Glazes', 'Kilns', 'Wheels']);
    expect(requested).toContain('/maps/index.xml');
    expect(requested).not.toContain('/sitemap.xml');
    expect(requested).not.toContain('/drafts/secret');
    // The sitemap gave the pages, so the start page's links were not needed.
    expect(requested).not.toContain('/links-only');
    // Links found on /studio grew the plan, yet the reported share never went down.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  test('stops fetching when its time is up and analyses what it has', async () => {
    const pages = await crawlSite(fetcher, `${origin}/`, { budgetMs: 0 });
    expect(pages.map((found) => found.title)).toEqual(['Clay Studio']);
  });
});
