import type { AuditCheckId } from '@/shared/seo/checks';
import type { Finding, ReadPage, SiteView } from '../site-view';
import { someOf } from '../site-view';
import { nearDuplicates } from '../text-print';
import { orphanPages } from '../technical/link-graph';

const maxDepth = 4;
/** The share of word triples two pages have in common from which they read as near duplicates. */
const nearDuplicateShare = 0.9;

/** Checks that compare pages with each other, or judge the site as a whole. */
export function siteChecks(site: SiteView): Finding[] {
  return [...duplicates(site), ...responses(site), ...sitemapAndStructure(site), ...siteWide(site)];
}

/** Site-wide findings are filed on the site's home page. */
export function homeOf(origin: string): string {
  return `${origin}/`;
}

function duplicates(site: SiteView): Finding[] {
  // A page whose canonical names another is a declared copy (a variant, a sort order): not a duplicate to fix.
  const indexable = site.pages.filter(
    (page) => !page.facts.noindex && (page.facts.canonicals.length === 0 || page.facts.canonicals.includes(page.url)),
  );
  const same = (check: AuditCheckId, key: (page: ReadPage) => string | null, what: string) =>
    [...groupBy(indexable, key).values()]
      .filter((group) => group.length > 1)
      .flatMap((group) => {
        // A few examples per page, labelled once per group: a shared title on 10,000 pages stays linear.
        const examples = group.slice(0, 4).map((page) => ({ url: page.url, label: site.label(page.url) }));
        return group.map((page) => {
          const others = examples
            .filter((other) => other.url !== page.url)
            .slice(0, 3)
            .map((other) => other.label);
          return { check, page: page.url, detail: `${what} as ${someOf(others, 3, group.length - 1)}` };
        });
      });
  return [
    ...same('title_duplicate', (page) => page.facts.title?.toLowerCase() ?? null, 'Same title'),
    ...same('description_duplicate', (page) => page.facts.description?.toLowerCase() ?? null, 'Same meta description'),
    ...same('duplicate_content', (page) => page.facts.textHash, 'Same text'),
    ...nearlySame(indexable, site),
  ];
}

/** Pages whose texts share most of their word triples, but are not word for word the same (that is duplicate_content). */
function nearlySame(pages: readonly ReadPage[], site: SiteView): Finding[] {
  const printed = pages.flatMap((page) => (page.facts.textPrint ? [{ key: page.url, print: page.facts.textPrint }] : []));
  const textHash = new Map(pages.map((page) => [page.url, page.facts.textHash]));
  const found: Finding[] = [];
  for (const [page, similar] of nearDuplicates(printed, nearDuplicateShare)) {
    const others = [...similar].filter((other) => textHash.get(other) !== textHash.get(page));
    if (others.length === 0) continue;
    found.push({
      check: 'near_duplicate_content',
      page,
      detail: `Nearly the same text as ${someOf(
        others.slice(0, 3).map((other) => site.label(other)),
        3,
        others.length,
      )}`,
    });
  }
  return found;
}

function responses(site: SiteView): Finding[] {
  const found: Finding[] = [];
  for (const entry of site.crawl.urls.values()) {
    if (entry.status === 0)
      found.push({ check: 'page_server_error', page: entry.url, detail: `No answer: ${entry.failure ?? 'the server did not respond.'}` });
    else if (entry.status >= 500) found.push({ check: 'page_server_error', page: entry.url, detail: `HTTP ${entry.status}` });
    else if (entry.status >= 400)
      found.push({ check: 'page_not_found', page: entry.url, detail: `HTTP ${entry.status}${linkedFrom(site, entry.url)}` });
    else if (entry.tooLarge)
      found.push({ check: 'large_page', page: entry.url, detail: 'More HTML than Uplift reads: the rest of its checks were skipped.' });
    if (!entry.redirectTo) continue;
    const chain = site.redirectChain(entry.url);
    if (chain.loop)
      found.push({
        check: 'redirect_loop',
        page: entry.url,
        detail: chain.hops.map((hop) => site.label(hop)).join(' → ') + ` → ${site.label(chain.hops[0]!)}`,
      });
    else if (chain.hops.length > 1) {
      const end = site.crawl.urls.get(chain.hops.at(-1)!)?.redirectTo ?? '';
      found.push({
        check: 'redirect_chain',
        page: entry.url,
        detail: `${chain.hops.length} redirects: ${[...chain.hops, end].map((hop) => site.label(hop)).join(' → ')}`,
      });
    }
  }
  return found;
}

function linkedFrom(site: SiteView, address: string): string {
  const sources = site.inlinks.get(address);
  if (!sources?.size) return '';
  const examples = [...sources].slice(0, 3).map((source) => site.label(source));
  return `, linked from ${someOf(examples, 3, sources.size)}`;
}

function sitemapAndStructure(site: SiteView): Finding[] {
  const { crawl } = site;
  const found: Finding[] = [];
  const redirectTargets = new Set([...crawl.urls.values()].map((entry) => entry.redirectTo));
  const orphans = new Set(
    orphanPages(
      site.pages.map((page) => page.url),
      crawl.startUrl,
      site.inlinks,
      redirectTargets,
    ),
  );
  for (const listed of crawl.sitemapUrls) {
    const entry = crawl.urls.get(listed);
    if (!entry) continue;
    if (entry.redirectTo)
      found.push({ check: 'sitemap_lists_redirect', page: listed, detail: `Redirects to ${site.label(entry.redirectTo)}` });
    else if (entry.status === 0 || entry.status >= 400)
      found.push({ check: 'sitemap_lists_broken', page: listed, detail: entry.status ? `HTTP ${entry.status}` : 'No answer' });
  }
  for (const page of site.pages) {
    const inSitemap = crawl.sitemapUrls.has(page.url);
    const canonicalElsewhere = page.facts.canonicals.length > 0 && !page.facts.canonicals.includes(page.url);
    if (inSitemap && page.facts.noindex)
      found.push({ check: 'noindex_in_sitemap', page: page.url, detail: 'Listed in the sitemap, but marked noindex.' });
    if (crawl.sitemapFound && !inSitemap && !page.facts.noindex && !canonicalElsewhere)
      found.push({ check: 'missing_from_sitemap', page: page.url, detail: 'Indexable, but not in the sitemap.' });
    if (orphans.has(page.url))
      found.push({ check: 'orphan_page', page: page.url, detail: 'No crawled page links here; found only in the sitemap.' });
    const depth = site.depth.get(page.url);
    if (depth !== undefined && depth > maxDepth)
      found.push({ check: 'deep_page', page: page.url, detail: `${depth} clicks from the home page` });
  }
  return found;
}

function siteWide(site: SiteView): Finding[] {
  const { crawl } = site;
  const home = homeOf(crawl.origin);
  const found: Finding[] = [];
  if (!crawl.sitemapFound)
    found.push({ check: 'sitemap_missing', page: home, detail: 'Neither robots.txt nor /sitemap.xml leads to a sitemap.' });
  if (!crawl.robotsFound) found.push({ check: 'robots_missing', page: home, detail: '/robots.txt answers with an error.' });
  if (crawl.origin.startsWith('http:'))
    found.push({ check: 'not_https', page: home, detail: 'The site answers over http:// without redirecting to https://.' });
  return found;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}
