import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsReport, type TrackingStatus, trackingSnippet } from '../src/shared/analytics/analytics';
import { baseUrl, launchBrowser, workerBrowser, pageOrigin, signedInContext } from './support/browser';

// The tracker end to end: a site on another origin embeds the snippet exactly as the tracking card shows
// it, a real browser visits it, and what it sends shows in the report and on /analytics.

// The collection endpoint drops bots, and headless Chromium says 'HeadlessChrome': visitors carry a real browser's agent.
const desktopChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// Another person's browser (another agent is another visitor), so a counted foreign page would add a visitor.
const macChrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * How long the visitor reads each page. The tracker sends no engaged time below a second
 * (src/tracker/script.ts), so this wait is the thing measured, not a wait for something to happen.
 */
const dwellMs = 1_500;

/** For the owner, the crawler and the copied page. */
let browser: Browser;
/**
 * The visitor's browser is a desktop Chrome throughout: a context's userAgent option does not reach the
 * beacon a page sends as the visitor leaves it for another page, and 'HeadlessChrome' is dropped as a bot.
 */
let visitorBrowser: Browser;
let site: Server;
/** The fixture site as its owner knows it: http://localhost:<port>, another origin than Uplift's http://127.0.0.1:<port>. */
let siteUrl: string;
/** The same site reached by another hostname, which the project does not allow. */
let foreignUrl: string;
let projectId = '';
/** What the tracking card tells the owner to paste before </head>. */
let snippet = '';

function sitePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${title}</title>
    ${snippet}
  </head>
  <body>
    ${body}
  </body>
</html>`;
}

// A small shop: the home page moves to /pricing in-page (history.pushState) and sells from a button.
const homeBody = `<h1 id="title">Rye Bakery</h1>
    <nav>
      <a id="to-pricing" href="/pricing">Pricing</a>
      <a href="/about">About us</a>
    </nav>
    <button id="buy" type="button">Buy the pro plan</button>
    <script>
      document.getElementById('to-pricing').addEventListener('click', (event) => {
        event.preventDefault();
        history.pushState({}, '', '/pricing');
        document.getElementById('title').textContent = 'Pricing';
      });
      document.getElementById('buy').addEventListener('click', () => {
        uplift('Purchase', { props: { plan: 'pro' }, revenue: { amount: 49, currency: 'USD' } });
        document.getElementById('buy').textContent = 'Thank you!';
      });
    </script>`;
const aboutBody = `<h1>About us</h1>
    <p>Sourdough since 1998.</p>
    <a href="/">Home</a>`;

/** The site's pages by path; /pricing is the home page's in-page state, so a reload there shows the same page. */
const sitePages: Record<string, [title: string, body: string]> = {
  '/': ['Rye Bakery', homeBody],
  '/pricing': ['Rye Bakery', homeBody],
  '/about': ['About us', aboutBody],
};

function serveSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const page = sitePages[new URL(request.url ?? '/', 'http://site').pathname];
    if (!page) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(sitePage(...page));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One event the tracker sent from a page, with how the endpoint answered it. */
interface Sent {
  name: string;
  path: string;
  /** What the tracker sent (collectedEventSchema's short keys). */
  body: Record<string, unknown>;
  status: number;
  dropped: string | null;
}

/**
 * Records every event the context's trackers send to Uplift and the endpoint's answer. Chromium gives no
 * body for a beacon ('ping') to an observer, so the requests pass through a route that lets them on unchanged.
 */
async function recordEvents(context: BrowserContext): Promise<Sent[]> {
  const sent: Sent[] = [];
  await context.route(`${baseUrl}/api/event`, (route) => route.continue());
  context.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || response.url() !== `${baseUrl}/api/event`) return;
    const body = JSON.parse(request.postData() ?? '{}') as { n: string; u: string };
    const dropped = response.headers()['x-uplift-dropped'] ?? null;
    sent.push({ name: body.n, path: new URL(body.u).pathname, body, status: response.status(), dropped });
  });
  return sent;
}

/** Each event's name with the endpoint's answer: its status and why it was dropped, if it was. */
const answers = (sent: readonly Sent[]) => sent.map((event) => [event.name, event.status, event.dropped]);

const kpi = (page: Page, name: 'visitors' | 'page-views' | 'conversions' | 'revenue') =>
  page.getByTestId(`kpi-${name}`).getByTestId('kpi-value').textContent();

beforeAll(async () => {
  browser = await workerBrowser();
  visitorBrowser = await launchBrowser({ userAgent: desktopChrome });
  site = await serveSite();
  const port = (site.address() as AddressInfo).port;
  siteUrl = `http://localhost:${port}`;
  foreignUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await visitorBrowser?.close();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
});

describe('The tracking script on a site', () => {
  it('counts a visitor’s page views, SPA navigation, purchase and engaged time, and neither a bot nor a foreign hostname', async () => {
    // The owner's project is the fixture site; its hostname, 'localhost', is the one the endpoint accepts.
    const owner = await signedInContext(browser);
    const created = await owner.context.request.post('/api/projects', {
      headers: pageOrigin(),
      data: { name: 'Rye Bakery', url: siteUrl },
    });
    expect(created.status()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
    const tracking = (await (await owner.context.request.get(`/api/analytics/projects/${projectId}/tracking`)).json()) as TrackingStatus;
    expect(tracking).toMatchObject({ scriptUrl: `${baseUrl}/js/script.js`, hostname: 'localhost', extraHostnames: [] });
    snippet = trackingSnippet(tracking.scriptUrl, projectId);
    await expect((await fetch(`${siteUrl}/`)).text()).resolves.toContain(`<title>Rye Bakery</title>\n    ${snippet}\n  </head>`);

    // A visitor reads the home page, moves to /pricing in-page, buys, then follows a link to /about.
    const visitor = await visitorBrowser.newContext({ userAgent: desktopChrome });
    const sent = await recordEvents(visitor);
    const page = await visitor.newPage();
    await page.goto(`${siteUrl}/`);
    await expect.poll(() => sent.map((event) => event.name), { timeout: 10_000 }).toEqual(['pageview']);
    await page.waitForTimeout(dwellMs);
    await page.click('#to-pricing');
    await page.waitForURL(`${siteUrl}/pricing`);
    await page.click('#buy');
    await page.getByText('Thank you!').waitFor();
    await page.waitForTimeout(dwellMs);
    await page.click('a[href="/about"]');
    await page.waitForURL(`${siteUrl}/about`);
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    await page.waitForTimeout(dwellMs);
    // Closing the tab sends the time on /about, as following the link sent the time on /pricing. The
    // recording route is taken away first: a closing page's request held by the route was at times lost.
    await visitor.unroute(`${baseUrl}/api/event`);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    // What a page sends as it goes (pagehide: the time on /pricing and on /about) reaches Uplift, but the
    // browser reports no answer to an observer; the report below shows it arrived.
    await expect
      .poll(() => sent.map((event) => `${event.name} ${event.path}`).sort(), { timeout: 10_000 })
      .toEqual(['Purchase /pricing', 'engagement /', 'pageview /', 'pageview /about', 'pageview /pricing']);
    expect(sent.filter((event) => event.status !== 202 || event.dropped !== null)).toEqual([]);
    expect(sent.find((event) => event.name === 'Purchase')?.body).toMatchObject({ m: { plan: 'pro' }, $: { amount: 49, currency: 'USD' } });
    expect(sent.find((event) => event.name === 'engagement')?.body.e).toBeGreaterThanOrEqual(1000);

    // A crawler runs the same script: the endpoint answers and drops it.
    const crawler = await browser.newContext({ userAgent: googlebot });
    const crawlerSent = await recordEvents(crawler);
    const crawled = await crawler.newPage();
    await crawled.goto(`${siteUrl}/`);
    await expect.poll(() => answers(crawlerSent), { timeout: 10_000 }).toEqual([['pageview', 202, 'bot']]);
    await crawler.close();

    // The same snippet on a hostname the project does not allow (someone copied the page): dropped too,
    // first for the page the browser names as its origin.
    const elsewhere = await browser.newContext({ userAgent: macChrome });
    const copiedSent = await recordEvents(elsewhere);
    const copied = await elsewhere.newPage();
    await copied.goto(`${foreignUrl}/about`);
    await expect.poll(() => answers(copiedSent), { timeout: 10_000 }).toEqual([['pageview', 202, 'origin']]);
    await elsewhere.close();

    // The report: one visitor (neither the crawler nor the copy's visitor), three page views with the
    // in-page one, the purchase with its revenue, and engaged time on every page.
    const report = async () => {
      const response = await owner.context.request.get(`/api/analytics/projects/${projectId}/report?range=7d`);
      expect(response.status()).toBe(200);
      return (await response.json()) as AnalyticsReport;
    };
    // The server writes what it collects every second; the time on the last pages comes last.
    const pages = async () => (await report()).pages.map((row) => [row.path, row.visitors, row.pageViews, row.timeOnPageSeconds !== null]);
    await expect
      .poll(async () => (await pages()).sort(), { timeout: 15_000 })
      .toEqual([
        ['/', 1, 1, true],
        ['/about', 1, 1, true],
        ['/pricing', 1, 1, true],
      ]);
    const read = await report();
    expect(read.hasData).toBe(true);
    expect(read.kpis.visitors.value).toBe(1);
    expect(read.kpis.pageViews.value).toBe(3);
    expect(read.kpis.conversions.value).toBe(1);
    expect(read.kpis.revenue).toMatchObject({ value: 49, currency: 'USD' });
    expect(read.events).toEqual([{ name: 'Purchase', count: 1, visitors: 1 }]);
    expect(read.entryPages).toEqual([{ name: '/', visitors: 1 }]);
    expect(read.browsers).toEqual([{ name: 'Chrome', visitors: 1 }]);
    expect(read.operatingSystems).toEqual([{ name: 'Windows', visitors: 1 }]);

    // The screen shows the same.
    const screen = owner.page;
    await screen.goto('/analytics?range=7d');
    await screen.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await expect.poll(() => kpi(screen, 'page-views'), { timeout: 10_000 }).toBe('3');
    await expect(kpi(screen, 'visitors')).resolves.toBe('1');
    await expect(kpi(screen, 'conversions')).resolves.toBe('1');
    await expect(kpi(screen, 'revenue')).resolves.toBe('$49');
    await expect(screen.getByTestId('top-page').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('/pricing'), expect.stringContaining('/about')]),
    );
    await screen.getByRole('region', { name: 'Top Pages' }).getByRole('button', { name: 'View All' }).click();
    const all = screen.getByRole('dialog', { name: 'All pages' });
    for (const path of ['/', '/pricing', '/about']) {
      const row = all.getByRole('row').filter({ has: screen.getByRole('cell', { name: path, exact: true }) });
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells.slice(0, 3), path).toEqual([path, '1', '1']);
      expect(cells[3], `time on ${path}`).not.toBe('—');
    }
    await owner.context.close();
    await visitor.close();
  });
});
