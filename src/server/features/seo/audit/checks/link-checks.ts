import type { Answer, Finding, ReadPage, SiteView } from '../site-view';
import { someOf } from '../site-view';

export const maxImageBytes = 300 * 1024;
/** ISO 639-1 (or -2) language, optional ISO 15924 script, optional ISO 3166-1 or UN M.49 region. */
const hreflangCode = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/** Checks of where a page points: its links, canonicals, alternates and images. */
export function linkChecks(site: SiteView): Finding[] {
  return site.pages.flatMap((page) => [...links(page, site), ...canonicals(page, site), ...hreflangs(page, site), ...images(page, site)]);
}

const broken = (answer: Answer | null) =>
  answer !== null && answer.finalStatus !== null && (answer.finalStatus === 0 || answer.finalStatus >= 400);
/** Other sites answer bots with 401, 403, 429 (or LinkedIn's 999) when a browser would get the page: those are not broken. */
const refusesBots = new Set([401, 403, 429, 999]);
const brokenElsewhere = (answer: Answer | null) => broken(answer) && !refusesBots.has(answer!.finalStatus!);
const describe = (answer: Answer) => (answer.finalStatus ? `${answer.finalStatus}` : 'no answer');

function links(page: ReadPage, site: SiteView): Finding[] {
  const found: Finding[] = [];
  const targets = [...new Set(page.facts.links.map((link) => link.target))].filter((target) => target !== page.url);
  const brokenInternal: string[] = [];
  const brokenExternal: string[] = [];
  const redirecting: string[] = [];
  for (const target of targets) {
    const answer = site.answer(target);
    if (!answer) continue;
    const internal = site.isInternal(target);
    if (internal ? broken(answer) : brokenElsewhere(answer))
      (internal ? brokenInternal : brokenExternal).push(`${site.label(target)} (${describe(answer)})`);
    else if (internal && answer.redirectsTo) redirecting.push(site.label(target));
  }
  if (brokenInternal.length > 0)
    found.push({ check: 'broken_internal_link', page: page.url, detail: `Links to ${someOf(brokenInternal)}` });
  if (brokenExternal.length > 0)
    found.push({ check: 'broken_external_link', page: page.url, detail: `Links to ${someOf(brokenExternal)}` });
  if (redirecting.length > 0) found.push({ check: 'internal_link_redirects', page: page.url, detail: `Links to ${someOf(redirecting)}` });
  return found;
}

function canonicals(page: ReadPage, site: SiteView): Finding[] {
  const [canonical] = page.facts.canonicals;
  if (!canonical || page.facts.canonicals.length > 1 || canonical === page.url) return [];
  const answer = site.answer(canonical);
  if (broken(answer))
    return [{ check: 'canonical_broken', page: page.url, detail: `Points to ${site.label(canonical)} (${describe(answer!)})` }];
  if (answer?.redirectsTo)
    return [
      {
        check: 'canonical_redirects',
        page: page.url,
        detail: `Points to ${site.label(canonical)}, which redirects to ${site.label(answer.redirectsTo)}`,
      },
    ];
  return [{ check: 'canonical_elsewhere', page: page.url, detail: `Points to ${site.label(canonical)}` }];
}

function hreflangs(page: ReadPage, site: SiteView): Finding[] {
  const found: Finding[] = [];
  const invalid = page.facts.hreflangs.filter(
    (alternate) => alternate.lang.toLowerCase() !== 'x-default' && !hreflangCode.test(alternate.lang),
  );
  if (invalid.length > 0)
    found.push({ check: 'hreflang_invalid', page: page.url, detail: someOf(invalid.map((alternate) => `“${alternate.lang}”`)) });
  const others = page.facts.hreflangs.filter(
    (alternate): alternate is { lang: string; href: string } => alternate.href !== null && alternate.href !== page.url,
  );
  const failing = others.filter((alternate) => {
    const answer = site.answer(alternate.href);
    return broken(answer) || Boolean(answer?.redirectsTo);
  });
  if (failing.length > 0)
    found.push({
      check: 'hreflang_broken',
      page: page.url,
      detail: someOf(failing.map((alternate) => `${alternate.lang}: ${site.label(alternate.href)}`)),
    });
  const noReturn = others.filter((alternate) => {
    const target = site.crawl.urls.get(alternate.href)?.facts;
    return target && !target.hreflangs.some((back) => back.href === page.url);
  });
  if (noReturn.length > 0)
    found.push({
      check: 'hreflang_no_return',
      page: page.url,
      detail: `${someOf(noReturn.map((alternate) => site.label(alternate.href)))} do${noReturn.length === 1 ? 'es' : ''} not link back`,
    });
  return found;
}

function images(page: ReadPage, site: SiteView): Finding[] {
  const found: Finding[] = [];
  const sources = [...new Set(page.facts.images.map((image) => image.src))];
  const missing = sources.filter((src) => broken(site.answer(src)));
  if (missing.length > 0) found.push({ check: 'broken_image', page: page.url, detail: someOf(missing.map((src) => site.label(src))) });
  const heavy = sources.flatMap((src) => {
    const bytes = site.probes.get(src)?.bytes;
    return bytes && bytes > maxImageBytes ? [`${site.label(src)} (${Math.round(bytes / 1024)} KB)`] : [];
  });
  if (heavy.length > 0) found.push({ check: 'image_too_large', page: page.url, detail: someOf(heavy) });
  return found;
}
