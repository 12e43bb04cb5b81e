import { JSDOM, ResourceLoader, VirtualConsole, type DOMWindow } from 'jsdom';
import { beforeAll, describe, expect, test } from 'vitest';
import { type CollectedEvent, collectedEventSchema } from '@/shared/analytics/analytics';
import { buildTrackerScript } from '../server/features/analytics/tracker-build';

// The built script, as the server answers it, run in a jsdom page of a site on another origin.
const scriptUrl = 'https://uplift.example/js/script.js';
const projectId = '8a0f7a5e-3b1c-4d2e-9f60-1a2b3c4d5e6f';
let code: string;

beforeAll(async () => {
  code = await buildTrackerScript();
});

interface PageOptions {
  /** Attributes added to the script tag, e.g. `data-track-outbound`. */
  attributes?: string;
  url?: string;
  /** HTML before the script tag: the site's queue stub and its early calls. */
  before?: string;
  /** Runs before the page is parsed, on a window whose sendBeacon already records. */
  setup?(window: DOMWindow): void;
}

interface Sent {
  endpoint: string;
  event: CollectedEvent;
}

class TrackerLoader extends ResourceLoader {
  fetch(url: string) {
    // jsdom asks for a promise it can abort; the script is already in memory.
    return url === scriptUrl ? Object.assign(Promise.resolve(Buffer.from(code)), { abort() {} }) : null;
  }
}

/** A site's page with the snippet, loaded; sendBeacon records, the clock and visibility are the test's. */
async function openPage({
  attributes = '',
  url = 'https://shop.example/pricing?utm_source=newsletter',
  before = '',
  setup,
}: PageOptions = {}) {
  const beacons: { endpoint: string; body: Blob }[] = [];
  const errors: Error[] = [];
  const virtualConsole = new VirtualConsole();
  // jsdom does not navigate on a link's click; anything else it reports is a fault of the script.
  virtualConsole.on('jsdomError', (error) => {
    if (!/navigation/.test(error.message)) errors.push(error);
  });
  let now = 1_700_000_000_000;
  let visibility: DocumentVisibilityState = 'visible';
  let loaded!: Promise<unknown>;
  const dom = new JSDOM(
    `<!doctype html><html><head>${before}<script defer data-project="${projectId}" ${attributes} src="${scriptUrl}"></script></head>
     <body><a id="outbound" href="https://partner.example/deal">Deal</a><a id="download" href="/files/menu.pdf">Menu</a>
     <a id="internal" href="/about">About</a></body></html>`,
    {
      url,
      runScripts: 'dangerously',
      resources: new TrackerLoader(),
      pretendToBeVisual: true,
      virtualConsole,
      beforeParse(window) {
        window.navigator.sendBeacon = (endpoint, body) => {
          beacons.push({ endpoint: String(endpoint), body: body as Blob });
          return true;
        };
        window.Date.now = () => now;
        Object.defineProperty(window.document, 'visibilityState', { get: () => visibility });
        loaded = new Promise((resolve) => window.addEventListener('load', resolve));
        setup?.(window);
      },
    },
  );
  const { window } = dom;
  await loaded;
  return {
    window,
    errors,
    advance(ms: number) {
      now += ms;
    },
    setVisibility(state: DocumentVisibilityState) {
      visibility = state;
      window.document.dispatchEvent(new window.Event('visibilitychange'));
    },
    uplift(...args: unknown[]) {
      (window as unknown as { uplift: (...args: unknown[]) => void }).uplift(...args);
    },
    /** Every beacon so far, each checked against the collector's schema. */
    async sent(): Promise<Sent[]> {
      return Promise.all(
        beacons.map(async ({ endpoint, body }) => {
          expect(body.type).toBe('text/plain');
          return { endpoint, event: collectedEventSchema.parse(JSON.parse(await readText(window, body))) };
        }),
      );
    },
    async names() {
      return (await this.sent()).map(({ event }) => event.n);
    },
  };
}

/** jsdom's Blob has no text(). */
function readText(window: DOMWindow, blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new window.FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('page views', () => {
  test('the first one carries the address with its UTM parameters, the referrer and the width, to the script’s own origin', async () => {
    const page = await openPage();
    const [first, ...others] = await page.sent();
    expect(others).toEqual([]);
    expect(first!.endpoint).toBe('https://uplift.example/api/event');
    expect(first!.event).toEqual({ p: projectId, n: 'pageview', u: 'https://shop.example/pricing?utm_source=newsletter', r: '', w: 1024 });
    expect(page.errors).toEqual([]);
  });

  test('data-api sends elsewhere', async () => {
    const page = await openPage({ attributes: 'data-api="https://collect.example/e"' });
    expect((await page.sent()).map(({ endpoint }) => endpoint)).toEqual(['https://collect.example/e']);
  });

  test('without sendBeacon, fetch with keepalive, no credentials and a plain-text body', async () => {
    const calls: [string, RequestInit][] = [];
    await openPage({
      setup(window) {
        Object.defineProperty(window.navigator, 'sendBeacon', { value: undefined });
        window.fetch = async (endpoint, init) => {
          calls.push([String(endpoint), init!]);
          return new Response(null, { status: 202 });
        };
      },
    });
    expect(calls).toHaveLength(1);
    const [endpoint, init] = calls[0]!;
    expect(endpoint).toBe('https://uplift.example/api/event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } });
    expect(collectedEventSchema.parse(JSON.parse(String(init.body))).n).toBe('pageview');
  });

  test('pushState to a new path is a page view; replaceState with only a new query or hash is not', async () => {
    const page = await openPage();
    page.window.history.pushState({}, '', '/blog/first-post');
    page.window.history.replaceState({}, '', '/blog/first-post?tab=comments#top');
    page.window.history.pushState({}, '', '#section');
    const events = (await page.sent()).map(({ event }) => [event.n, event.u]);
    expect(events).toEqual([
      ['pageview', 'https://shop.example/pricing?utm_source=newsletter'],
      ['pageview', 'https://shop.example/blog/first-post'],
    ]);
  });

  test('going back (popstate) to another path is a page view', async () => {
    const page = await openPage();
    page.window.history.pushState({}, '', '/blog');
    const popped = new Promise((resolve) => page.window.addEventListener('popstate', resolve));
    page.window.history.back();
    await popped;
    expect((await page.sent()).map(({ event }) => event.u)).toEqual([
      'https://shop.example/pricing?utm_source=newsletter',
      'https://shop.example/blog',
      'https://shop.example/pricing?utm_source=newsletter',
    ]);
  });
});

describe('custom events', () => {
  test('uplift(name, { props, revenue }) sends the name, properties and revenue', async () => {
    const page = await openPage();
    page.uplift('Signup', { props: { plan: 'pro' }, revenue: { amount: 19, currency: 'USD' } });
    const last = (await page.sent()).at(-1)!.event;
    expect(last).toMatchObject({
      n: 'Signup',
      u: 'https://shop.example/pricing?utm_source=newsletter',
      m: { plan: 'pro' },
      $: { amount: 19, currency: 'USD' },
    });
  });

  test('calls queued before the script loaded follow the first page view', async () => {
    const stub = `<script>
      window.uplift = window.uplift || function () { (window.uplift.q = window.uplift.q || []).push(arguments) };
      uplift('Newsletter Signup', { props: { form: 'footer' } });
      uplift('Purchase', { revenue: { amount: 42.5, currency: 'EUR' } });
    </script>`;
    const page = await openPage({ before: stub });
    const events = (await page.sent()).map(({ event }) => event);
    expect(events.map((event) => event.n)).toEqual(['pageview', 'Newsletter Signup', 'Purchase']);
    expect(events[1]!.m).toEqual({ form: 'footer' });
    expect(events[2]!.$).toEqual({ amount: 42.5, currency: 'EUR' });
    expect(page.errors).toEqual([]);
  });
});

describe('engaged time', () => {
  test('hiding the page sends the visible time, and only the time since it was shown again next', async () => {
    const page = await openPage();
    page.advance(12_000);
    page.setVisibility('hidden');
    page.advance(60_000);
    page.setVisibility('visible');
    page.advance(3_000);
    page.window.dispatchEvent(new page.window.Event('pagehide'));
    const engagements = (await page.sent()).filter(({ event }) => event.n === 'engagement').map(({ event }) => [event.u, event.e]);
    expect(engagements).toEqual([
      ['https://shop.example/pricing?utm_source=newsletter', 12_000],
      ['https://shop.example/pricing?utm_source=newsletter', 3_000],
    ]);
  });

  test('an SPA navigation sends the previous page’s time first, with its address', async () => {
    const page = await openPage();
    page.advance(5_000);
    page.window.history.pushState({}, '', '/checkout');
    const events = (await page.sent()).map(({ event }) => [event.n, event.u, event.e]);
    expect(events.slice(1)).toEqual([
      ['engagement', 'https://shop.example/pricing?utm_source=newsletter', 5_000],
      ['pageview', 'https://shop.example/checkout', undefined],
    ]);
  });

  test('under a second is not sent, and one hidden moment is not sent twice', async () => {
    const page = await openPage();
    page.advance(400);
    page.setVisibility('hidden');
    page.window.dispatchEvent(new page.window.Event('pagehide'));
    expect(await page.names()).toEqual(['pageview']);
  });
});

describe('links', () => {
  test('outbound and download clicks are sent only with their attributes, and still navigate', async () => {
    const plain = await openPage();
    plain.window.document.getElementById('outbound')!.click();
    plain.window.document.getElementById('download')!.click();
    expect(await plain.names()).toEqual(['pageview']);

    const page = await openPage({ attributes: 'data-track-outbound data-track-downloads' });
    let prevented = 0;
    page.window.document.addEventListener('click', (event) => (prevented += event.defaultPrevented ? 1 : 0));
    for (const id of ['outbound', 'download', 'internal']) page.window.document.getElementById(id)!.click();
    const events = (await page.sent()).slice(1).map(({ event }) => [event.n, event.m]);
    expect(events).toEqual([
      ['Outbound Link: Click', { url: 'https://partner.example/deal' }],
      ['File Download', { url: 'https://shop.example/files/menu.pdf' }],
    ]);
    expect(prevented).toBe(0);
  });

  test('each attribute enables only its own kind', async () => {
    const page = await openPage({ attributes: 'data-track-downloads' });
    page.window.document.getElementById('outbound')!.click();
    page.window.document.getElementById('download')!.click();
    expect(await page.names()).toEqual(['pageview', 'File Download']);
  });
});

describe('what is never sent', () => {
  test('?uplift_ignore=true excludes this browser from then on; ?uplift_ignore=false includes it again', async () => {
    const ignored = await openPage({ url: 'https://shop.example/?uplift_ignore=true' });
    ignored.uplift('Signup');
    expect(await ignored.names()).toEqual([]);
    expect(ignored.window.localStorage.getItem('uplift_ignore')).toBe('true');

    const later = await openPage({ setup: (window) => window.localStorage.setItem('uplift_ignore', 'true') });
    expect(await later.names()).toEqual([]);

    const included = await openPage({
      url: 'https://shop.example/?uplift_ignore=false',
      setup: (window) => window.localStorage.setItem('uplift_ignore', 'true'),
    });
    expect(await included.names()).toEqual(['pageview']);
    expect(included.window.localStorage.getItem('uplift_ignore')).toBeNull();
  });

  test('a browser whose storage throws is still counted', async () => {
    const page = await openPage({
      setup(window) {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new window.DOMException('denied', 'SecurityError');
          },
        });
      },
    });
    expect(() => page.window.localStorage).toThrow('denied');
    expect(await page.names()).toEqual(['pageview']);
    expect(page.errors).toEqual([]);
  });

  test('Do Not Track is honoured only with data-respect-dnt', async () => {
    const doNotTrack = (window: DOMWindow) => Object.defineProperty(window.navigator, 'doNotTrack', { value: '1' });
    const respecting = await openPage({ attributes: 'data-respect-dnt', setup: doNotTrack });
    respecting.uplift('Signup');
    expect(await respecting.names()).toEqual([]);

    const plain = await openPage({ setup: doNotTrack });
    expect(await plain.names()).toEqual(['pageview']);
  });

  test('no cookie is set and nothing but the ignore flag is stored', async () => {
    const page = await openPage({ attributes: 'data-track-outbound' });
    page.uplift('Signup');
    expect(page.window.document.cookie).toBe('');
    expect(page.window.localStorage.length).toBe(0);
    expect(page.window.sessionStorage.length).toBe(0);
  });
});
