import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { discoverContacts, type FixtureSite, fixturePage as page, serveFixtureSites, createSafeFetcher } from '../src/server/testing';

/** Sites read at once, as the contact-discovery job's worker takes them (batchSize 4). */
const concurrency = 4;

/** A small business site: a home page that links to its contact, about, team and blog pages, each with an address or two. */
function generatedSite(index: number): FixtureSite {
  const domain = `site-${index}.example`;
  const nav = ['/contact', '/about', '/team', '/blog', '/write-for-us'].map((path) => `<a href="${path}">${path.slice(1)}</a>`).join(' ');
  const filler = '<p>We bake, we write, we answer our mail. '.repeat(40);
  return {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
    '/': { body: page(`Site ${index}`, `<nav>${nav}</nav>${filler}`, `<meta property="og:site_name" content="Site ${index}">`) },
    '/contact': { body: page('Contact', `<a href="mailto:hello@${domain}">Write to us</a> or info@${domain}${filler}`) },
    '/about': {
      body: page(
        'About',
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'Organization', name: `Site ${index}`, email: `press@${domain}` })}</script>${filler}`,
      ),
    },
    '/team': { body: page('Team', `<p>Jane Baker: jane [at] ${domain}</p>${filler}`) },
    '/blog': { body: page('Blog', `<a href="/blog/first">First</a>${filler}`) },
    '/write-for-us': { body: page('Write for us', `<p>Pitch editor@${domain}</p>${filler}`) },
  };
}

/**
 * Prospect contact discovery over generated sites served from this process, `concurrency` sites at a
 * time as the job reads them: pages read per second over the whole run (target ≥ 20).
 */
export async function benchOutreachDiscovery(siteCount = 60): Promise<void> {
  const sites = await serveFixtureSites(
    Object.fromEntries(Array.from({ length: siteCount }, (_, index) => [`site-${index}.example`, generatedSite(index)])),
  );
  // Every name leads to the loopback server, which only tests and benchmarks may reach.
  const fetcher = createSafeFetcher({ allowLoopbackForTests: true, resolveHostForTests: async () => ['127.0.0.1'] });
  const resolver = {
    resolveMx: async (domain: string) => [{ exchange: `mx.${domain}`, priority: 10 }],
    resolve4: async () => [],
    resolve6: async () => [],
  };
  const queue = Array.from({ length: siteCount }, (_, index) => sites.url(`site-${index}.example`));
  let pages = 0;
  let contacts = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const found = await discoverContacts(fetcher, next, { resolver });
        pages += found.pagesRead.length;
        contacts += found.contacts.length;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sites.close();
  console.log(
    `${`Outreach contact discovery (${siteCount} sites)`.padEnd(44)} ${(pages / seconds).toFixed(1).padStart(6)} pages/s   ${seconds.toFixed(2)} s   ${pages} pages, ${contacts} contacts   (target ≥ 20 pages/s)`,
  );
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await benchOutreachDiscovery(Number(process.argv[2] ?? 60));
