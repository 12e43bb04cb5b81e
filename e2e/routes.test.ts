import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayName } from '../src/shared/auth';
import { screens } from '../src/web/app/modules';
import { expectAccessible } from './support/accessibility';
import { adminEmail, baseUrl, workerBrowser, signedInContext } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const signedInPaths = screens.map((screen) => screen.path).filter((path) => path !== '/admin');

describe('route map for a signed-out visitor', () => {
  it('sends every signed-in route and /admin to /login, which is to bring the visitor back there', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    for (const path of [...signedInPaths, '/admin']) {
      await page.goto(path);
      // The dashboard is where signing in leads anyway.
      const redirect = path === '/dashboard' ? null : path;
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === redirect);
    }
    await context.close();
  });

  it('sends any other path to /', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps /, /demo and /login public, each with no serious accessibility violation', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    for (const path of ['/', '/demo', '/login']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page, path);
    }
    await context.close();
  });
});

describe('route map for a signed-in user', () => {
  it('renders each route with its title inside the layout, with no serious accessibility violation', async () => {
    const { context, page, email } = await signedInContext(browser);
    // Signed up without a name: the app calls the user by their address's name.
    const userName = displayName('', email);
    for (const screen of screens.filter((s) => s.path !== '/admin')) {
      const response = await page.goto(screen.path);
      // A screen with a shell is sent with its title and description (the dashboard: its greeting, by
      // the user's name), which the app then shows as they were.
      if (screen.shell) {
        const [title, subtitle] = await page.evaluate(
          (html) => {
            const shell = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-screen-shell] main');
            return [shell?.querySelector('h1')?.textContent, shell?.querySelector('h1 + p')?.textContent];
          },
          (await response?.text()) ?? '',
        );
        expect(title).toBe(screen.title);
        expect(subtitle).toBe(screen.shellHeading ? `Welcome back, ${userName}!` : screen.description);
        await page.locator('[data-screen-shell]').waitFor({ state: 'detached' });
        await page.getByText(subtitle ?? '', { exact: true }).waitFor();
      }
      await page.getByRole('heading', { level: 1, name: screen.title, exact: true }).waitFor();
      await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
      await expectAccessible(page, screen.path);
    }
    await context.close();
  }, 120_000);

  it('shows the Loading... spinner while the session loads', async () => {
    const { context, page } = await signedInContext(browser);
    let release: () => void = () => {};
    let held: () => void = () => {};
    const sessionRequested = new Promise<void>((resolve) => (held = resolve));
    await page.route('**/api/me', async (route) => {
      const released = new Promise<void>((resolve) => (release = resolve));
      held();
      await released;
      await route.continue();
    });
    // A screen without a shell: the session request is held, so the spinner must be what the user sees.
    await page.goto('/settings');
    await sessionRequested;
    await page.getByText('Loading...', { exact: true }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await context.close();
  });

  it("fetches a screen's code only once its shell's first paint is on screen, the screen's own with the frame's", async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/content');
    await page.locator('[data-screen-shell]').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Content Engine', exact: true }).waitFor();
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime }))
        .filter(({ file }) => file.startsWith('/assets/') && file.endsWith('.js')),
    }));
    expect(painted).toBeGreaterThan(0);
    // The entry and the helper it imports come with the page; the rest waits for the paint (ADR 048, twelfth pass).
    const withThePage = scripts.filter(({ file }) => !/^\/assets\/(index|preload-helper)-/.test(file));
    expect(withThePage.filter(({ startTime }) => startTime < painted!)).toEqual([]);
    expect(withThePage.map(({ file }) => file)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/screen-content-/)]));
    await context.close();
  });

  it('sends a non-admin away from /admin to /dashboard', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('lets the admin open /admin', async () => {
    const { context, page } = await signedInContext(browser, adminEmail);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/admin');
    await context.close();
  });
});
