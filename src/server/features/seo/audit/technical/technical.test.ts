import { describe, expect, test } from 'vitest';
import { technicalMessages } from '@/shared/seo/technical-checks';
import { createSafeFetcher } from '../../../../http/safe-fetch';
import { builtByScript, renderingFindings } from './deeper-checks';
import { codeProblem, hreflangSetProblems } from './hreflang-sets';
import { clicksFrom, followChain, orphanPages } from './link-graph';
import { renderPages } from './render-pages';
import { validateStructuredData } from './structured-data';

describe('the structured-data validator', () => {
  const context = 'https://schema.org';
  test('finds required and recommended properties missing, nested items too, and values that do not read', () => {
    const problems = validateStructuredData([
      { '@context': context, '@type': 'Event', name: 'Fair', startDate: 'soon', offers: { '@type': 'Offer', price: '4.50' } },
    ]);
    expect(problems.required).toEqual(['Event: location', 'Offer: priceCurrency']);
    expect(problems.recommended[0]).toBe('Event: endDate, image, description, organizer, eventStatus');
    expect(problems.badValues).toEqual(['Event startDate “soon” is not an ISO 8601 date']);
    expect(problems.untyped).toEqual([]);
  });

  test('reads @graph, arrays of blocks and one-of groups; a complete item passes', () => {
    const product = { '@type': 'Product', name: 'Rye', image: 'https://a.example/rye.png', description: 'A loaf', brand: 'B', sku: '1' };
    expect(validateStructuredData([{ '@context': context, '@graph': [product] }]).required).toEqual([
      'Product: offers or review or aggregateRating',
    ]);
    const complete = {
      ...product,
      offers: { '@type': 'Offer', price: 4, priceCurrency: 'EUR', availability: 'InStock', url: 'https://a.example/rye' },
    };
    expect(validateStructuredData([[{ '@context': context, ...complete }]])).toEqual({
      untyped: [],
      required: [],
      recommended: [],
      badValues: [],
    });
  });

  test('an item without a type, or a context that is not schema.org, has no schema.org type', () => {
    expect(validateStructuredData([{ '@context': context, name: 'Loaf' }]).untyped).toEqual(['an item without @type (“Loaf”)']);
    expect(validateStructuredData([{ '@type': 'Organization', name: 'Bakery' }]).untyped).toEqual(['@context missing']);
  });
});

describe('hreflang sets', () => {
  const page = 'https://a.example/en';
  test('a set needs the page itself and x-default; a page without a set is not judged', () => {
    expect(hreflangSetProblems(page, [{ lang: 'de', href: 'https://a.example/de' }])).toEqual({
      unknownCodes: [],
      noSelf: true,
      noXDefault: true,
    });
    const whole = [
      { lang: 'en', href: page },
      { lang: 'de', href: 'https://a.example/de' },
      { lang: 'x-default', href: page },
    ];
    expect(hreflangSetProblems(page, whole)).toEqual({ unknownCodes: [], noSelf: false, noXDefault: false });
    expect(hreflangSetProblems(page, [])).toBeNull();
  });

  test('codes must name a real language and region, in the form search engines read', () => {
    expect(codeProblem('en-GB')).toBeNull();
    expect(codeProblem('es-419')).toBeNull();
    expect(codeProblem('zh-Hant-TW')).toBeNull();
    expect(codeProblem('en-UK')).toBe('“en-UK”: use “en-GB”');
    expect(codeProblem('jp')).toBe('“jp”: no ISO 639-1 language “jp”');
    expect(codeProblem('eng')).toBe('“eng”: no ISO 639-1 language “eng”');
    expect(codeProblem('en-XX')).toBe('“en-XX”: no region “XX”');
  });
});

describe('the link graph', () => {
  const site: Record<string, { redirect: string | null; links: string[] }> = {
    '/': { redirect: null, links: ['/a', '/moved'] },
    '/a': { redirect: null, links: ['/b'] },
    '/moved': { redirect: '/c', links: [] },
    '/b': { redirect: null, links: ['/d', '/'] },
    '/c': { redirect: null, links: [] },
    '/d': { redirect: null, links: [] },
  };

  test('counts clicks from the start page, breadth first; a redirect costs none', () => {
    const depth = clicksFrom('/', (address) => site[address]);
    expect(Object.fromEntries(depth)).toEqual({ '/': 0, '/a': 1, '/moved': 1, '/c': 1, '/b': 2, '/d': 3 });
  });

  test('orphans are pages nothing links to and no redirect leads to, the start page aside', () => {
    const linked = new Set(['/a', '/b']);
    expect(orphanPages(['/', '/a', '/b', '/c', '/lonely'], '/', linked, new Set(['/c']))).toEqual(['/lonely']);
  });

  test('follows a chain to its end, and stops at a loop', () => {
    const canonical: Record<string, string> = { '/a': '/b', '/b': '/c', '/x': '/y', '/y': '/x' };
    const next = (address: string) => canonical[address] ?? null;
    expect(followChain('/a', next)).toEqual({ path: ['/a', '/b', '/c'], loop: false });
    expect(followChain('/x', next)).toEqual({ path: ['/x', '/y', '/x'], loop: true });
    expect(followChain('/c', next)).toEqual({ path: ['/c'], loop: false });
  });
});

describe('rendering', () => {
  const rendered = {
    url: 'https://a.example/',
    rawWords: 10,
    renderedWords: 300,
    rawLinks: 1,
    renderedLinks: 2,
    lcpMs: 3100,
    cls: 0.25,
    tbtMs: 260,
  };

  test('a page is built by script when most of its text or links appear only once scripts ran', () => {
    expect(builtByScript(rendered)).toBe(true);
    expect(builtByScript({ ...rendered, rawWords: 280 })).toBe(false);
    expect(builtByScript({ rawWords: 200, renderedWords: 210, rawLinks: 2, renderedLinks: 12 })).toBe(true);
  });

  test('Core Web Vitals past their limits are findings on the page', () => {
    expect(renderingFindings([rendered]).map((finding) => [finding.check, finding.detail])).toEqual([
      ['built_by_javascript', 'The HTML has 10 words and 1 link; rendered, 300 words and 2 links.'],
      ['slow_lcp', 'LCP 3.1 s (good: at most 2.5 s)'],
      ['layout_shift', 'CLS 0.25 (good: at most 0.1)'],
      ['main_thread_blocked', 'TBT 260 ms (good: at most 200 ms)'],
    ]);
    expect(renderingFindings([{ ...rendered, rawWords: 300, lcpMs: 900, cls: 0.02, tbtMs: 40 }])).toEqual([]);
  });

  test('is skipped, with the reason, when Chromium is not where the operator said', async () => {
    const outcome = await renderPages(createSafeFetcher(), [], { chromiumPath: '/nowhere/chromium', maxPages: 5 }, async () => {});
    expect(outcome).toEqual({ status: 'skipped', reason: `${technicalMessages.chromiumMissing} (/nowhere/chromium)` });
    expect(await renderPages(createSafeFetcher(), [], { chromiumPath: '/nowhere/chromium', maxPages: 0 }, async () => {})).toEqual({
      status: 'skipped',
      reason: technicalMessages.renderingOff,
    });
  });
});
