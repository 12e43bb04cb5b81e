import type { RenderedPage } from '@/shared/seo/technical-checks';
import type { Finding, ReadPage, SiteView } from '../site-view';
import { someOf } from '../site-view';
import { hreflangSetProblems } from './hreflang-sets';
import { followChain } from './link-graph';
import { validateStructuredData } from './structured-data';

/** A page's images together weigh more than this. */
export const maxPageImageBytes = 1024 * 1024;
/** Core Web Vitals' "good" limits (web.dev), with Total Blocking Time standing in for INP in the lab. */
export const vitalsLimits = { lcpMs: 2500, cls: 0.1, tbtMs: 200 } as const;

/** The Technical SEO audit's deeper checks of the crawled pages (ADR 038); rendering's are `renderingFindings`. */
export function deeperChecks(site: SiteView): Finding[] {
  return site.pages.flatMap((page) => [
    ...structuredData(page),
    ...hreflangSet(page, site),
    ...canonicalChain(page, site),
    ...insecure(page),
    ...imageWeight(page, site),
  ]);
}

function structuredData({ url, facts }: ReadPage): Finding[] {
  const problems = validateStructuredData(facts.technical.structuredData);
  const found: Finding[] = [];
  if (problems.untyped.length > 0) found.push({ check: 'structured_data_type_missing', page: url, detail: someOf(problems.untyped) });
  if (problems.required.length > 0)
    found.push({ check: 'structured_data_required_missing', page: url, detail: `Missing ${someOf(problems.required)}` });
  if (problems.recommended.length > 0)
    found.push({ check: 'structured_data_recommended_missing', page: url, detail: `Missing ${someOf(problems.recommended)}` });
  if (problems.badValues.length > 0) found.push({ check: 'structured_data_bad_value', page: url, detail: someOf(problems.badValues) });
  return found;
}

function hreflangSet({ url, facts }: ReadPage, site: SiteView): Finding[] {
  const problems = hreflangSetProblems(url, facts.hreflangs);
  if (!problems) return [];
  const found: Finding[] = [];
  if (problems.unknownCodes.length > 0) found.push({ check: 'hreflang_unknown_code', page: url, detail: someOf(problems.unknownCodes) });
  if (problems.noSelf)
    found.push({
      check: 'hreflang_no_self',
      page: url,
      detail: `Lists ${someOf(facts.hreflangs.map((alternate) => alternate.lang))} but not ${site.label(url)} itself`,
    });
  if (problems.noXDefault)
    found.push({ check: 'hreflang_no_x_default', page: url, detail: 'No hreflang="x-default" among the alternates.' });
  return found;
}

/** The canonical followed from page to page: a chain of two or more, a loop, or a target that is noindex. */
function canonicalChain({ url, facts }: ReadPage, site: SiteView): Finding[] {
  const [canonical] = facts.canonicals;
  if (!canonical || facts.canonicals.length > 1 || canonical === url) return [];
  const canonicalOf = (address: string) => {
    const declared = site.crawl.urls.get(address)?.facts?.canonicals;
    return declared?.length === 1 && declared[0] !== address ? declared[0]! : null;
  };
  const { path, loop } = followChain(url, canonicalOf);
  const route = path.map((address) => site.label(address)).join(' → ');
  if (loop) return [{ check: 'canonical_loop', page: url, detail: route }];
  const found: Finding[] = [];
  if (path.length > 2) found.push({ check: 'canonical_chain', page: url, detail: `${path.length - 1} canonicals: ${route}` });
  if (site.crawl.urls.get(canonical)?.facts?.noindex)
    found.push({ check: 'canonical_to_noindex', page: url, detail: `Points to ${site.label(canonical)}, which is marked noindex` });
  return found;
}

function insecure({ url, facts }: ReadPage): Finding[] {
  const found: Finding[] = [];
  const { hiddenInsecure, insecureForms } = facts.technical;
  if (hiddenInsecure.length > 0)
    found.push({ check: 'mixed_content_hidden', page: url, detail: `Loads ${someOf(hiddenInsecure)} over http://` });
  if (insecureForms.length > 0) found.push({ check: 'insecure_form', page: url, detail: `Sends to ${someOf(insecureForms)}` });
  return found;
}

function imageWeight({ url, facts }: ReadPage, site: SiteView): Finding[] {
  const weighed = [...new Set(facts.images.map((image) => image.src))].flatMap((src) => {
    const bytes = site.probes.get(src)?.bytes;
    return bytes ? [{ src, bytes }] : [];
  });
  const total = weighed.reduce((sum, image) => sum + image.bytes, 0);
  if (total <= maxPageImageBytes) return [];
  const heaviest = weighed
    .sort((a, b) => b.bytes - a.bytes)
    .map((image) => `${site.label(image.src)} (${Math.round(image.bytes / 1024)} KB)`);
  return [
    {
      check: 'page_images_heavy',
      page: url,
      detail: `${(total / (1024 * 1024)).toFixed(1)} MB in ${weighed.length} images: ${someOf(heaviest, 3)}`,
    },
  ];
}

/** The key pages' findings from Chromium: text and links only the scripts build, and Core Web Vitals past their limits. */
export function renderingFindings(pages: readonly RenderedPage[]): Finding[] {
  return pages.flatMap((page) => {
    const found: Finding[] = [];
    if (builtByScript(page))
      found.push({
        check: 'built_by_javascript',
        page: page.url,
        detail: `The HTML has ${plural(page.rawWords, 'word')} and ${plural(page.rawLinks, 'link')}; rendered, ${plural(page.renderedWords, 'word')} and ${plural(page.renderedLinks, 'link')}.`,
      });
    if (page.lcpMs !== null && page.lcpMs > vitalsLimits.lcpMs)
      found.push({ check: 'slow_lcp', page: page.url, detail: `LCP ${(page.lcpMs / 1000).toFixed(1)} s (good: at most 2.5 s)` });
    if (page.cls > vitalsLimits.cls)
      found.push({ check: 'layout_shift', page: page.url, detail: `CLS ${page.cls.toFixed(2)} (good: at most 0.1)` });
    if (page.tbtMs > vitalsLimits.tbtMs)
      found.push({ check: 'main_thread_blocked', page: page.url, detail: `TBT ${Math.round(page.tbtMs)} ms (good: at most 200 ms)` });
    return found;
  });
}

/** Most of the text, or of the links, is there only once scripts have run. */
export function builtByScript(page: Pick<RenderedPage, 'rawWords' | 'renderedWords' | 'rawLinks' | 'renderedLinks'>): boolean {
  const words = page.renderedWords - page.rawWords >= 50 && page.rawWords < page.renderedWords / 2;
  const links = page.renderedLinks - page.rawLinks >= 5 && page.rawLinks < page.renderedLinks / 2;
  return words || links;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
