import type { RenderingOutcome } from '@/shared/seo/technical-checks';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { linkChecks } from './checks/link-checks';
import { pageChecks } from './checks/page-checks';
import { siteChecks } from './checks/site-checks';
import { probeAddresses } from './link-probes';
import { crawlSiteForAudit, type SiteCrawl } from './site-crawl';
import { type Finding, SiteView } from './site-view';
import { deeperChecks, renderingFindings } from './technical/deeper-checks';
import { keyPages, type RenderingSettings, renderPages } from './technical/render-pages';
import { weighUndeclaredImages } from './technical/weigh-images';

/** Addresses checked after the crawl, of each kind: enough to judge a site, not a crawl of the web. */
const probeCaps = { externalLinks: 300, images: 300, files: 200, targets: 200 } as const;

export interface AuditProgress {
  stage: string;
  /** 0–100 of the whole audit. */
  progress: number;
  pagesCrawled: number;
}

export interface AuditOutcome {
  crawl: SiteCrawl;
  findings: Finding[];
  /** Every link, image and target found was checked: no cap or deadline left one without a verdict. */
  probesComplete: boolean;
  /** What the Technical SEO audit did about rendering; absent when the plan left its checks out. */
  rendering?: RenderingOutcome;
}

/** Checks whose verdict rests on the probes: an audit that could not probe everything cannot say they are fixed. */
export const probedChecks = [
  'broken_external_link',
  'broken_internal_link',
  'broken_image',
  'image_too_large',
  'canonical_redirects',
  'canonical_broken',
  'hreflang_broken',
  'page_images_heavy',
] as const;

/**
 * A site audit: the crawl, then a check of the links, images and canonical targets it found, then
 * every check over both. Progress goes 0–80 for the pages and 80–95 for the links. With `technical`
 * (the plan's Technical SEO audit) it also weighs images of undeclared size, renders key pages in
 * Chromium and runs the deeper checks.
 */
export async function runAudit(
  fetcher: SafeFetcher,
  startUrl: string,
  options: {
    pageBudget: number;
    deadline: number;
    technical: RenderingSettings | null;
    onProgress(progress: AuditProgress): Promise<void>;
  },
): Promise<AuditOutcome> {
  const { pageBudget, deadline, technical, onProgress } = options;
  await onProgress({ stage: 'Reading robots.txt and the sitemaps', progress: 2, pagesCrawled: 0 });
  const crawl = await crawlSiteForAudit(fetcher, startUrl, {
    pageBudget,
    deadline,
    onProgress: (crawled, planned) =>
      onProgress({
        stage: `Reading pages: ${crawled} of ${Math.max(planned, crawled)}`,
        progress: 2 + Math.floor((78 * crawled) / Math.max(planned, crawled, 1)),
        pagesCrawled: crawled,
      }),
  });
  const pagesCrawled = crawl.urls.size;
  const { addresses, capped } = probeTargets(crawl);
  await onProgress({ stage: `Checking links and images: 0 of ${addresses.length}`, progress: 80, pagesCrawled });
  // Links are checked even when the pages took all the time: a minute more gives them a verdict.
  const probes = await probeAddresses(fetcher, addresses, {
    deadline: Math.max(deadline, Date.now() + 60_000),
    onProbe: (done) =>
      onProgress({
        stage: `Checking links and images: ${done} of ${addresses.length}`,
        progress: 80 + Math.floor((15 * done) / Math.max(addresses.length, 1)),
        pagesCrawled,
      }),
  });
  const findings = (site: SiteView) => [...pageChecks(site), ...siteChecks(site), ...linkChecks(site)];
  const probesComplete = !capped && probes.size === addresses.length;
  if (!technical) {
    const site = new SiteView(crawl, probes);
    return { crawl, findings: unique(findings(site)), probesComplete };
  }
  await weighUndeclaredImages(fetcher, crawl, probes);
  const site = new SiteView(crawl, probes);
  const pages = keyPages(site, technical.maxPages);
  const rendered = (done: number) => ({ stage: `Rendering key pages in Chromium: ${done} of ${pages.length}`, progress: 95, pagesCrawled });
  await onProgress(rendered(0));
  const rendering = await renderPages(fetcher, pages, technical, (done) => onProgress(rendered(done)));
  const deeper = [...deeperChecks(site), ...(rendering.status === 'ran' ? renderingFindings(rendering.pages) : [])];
  return { crawl, findings: unique([...findings(site), ...deeper]), probesComplete, rendering };
}

/** What the crawl found but did not read: other sites' pages, images, files, and canonical and alternate targets. */
function probeTargets(crawl: SiteCrawl): { addresses: string[]; capped: boolean } {
  const internal = (address: string) => new URL(address).origin === crawl.origin;
  const external = new Set<string>();
  const images = new Set<string>();
  const targets = new Set<string>();
  for (const entry of crawl.urls.values()) {
    const facts = entry.facts;
    if (!facts) continue;
    for (const link of facts.links) if (!internal(link.target)) external.add(link.target);
    for (const image of facts.images) images.add(image.src);
    for (const target of [...facts.canonicals, ...facts.hreflangs.map((alternate) => alternate.href)]) {
      if (target && !crawl.urls.has(target)) targets.add(target);
    }
  }
  let capped = false;
  const first = (items: Set<string>, cap: number) => {
    capped ||= items.size > cap;
    return [...items].slice(0, cap);
  };
  const addresses = [
    ...new Set([
      ...first(external, probeCaps.externalLinks),
      ...first(images, probeCaps.images),
      ...first(crawl.fileLinks, probeCaps.files),
      ...first(targets, probeCaps.targets),
    ]),
  ];
  return { addresses, capped };
}

function unique(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.check} ${finding.page}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
