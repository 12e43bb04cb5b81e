import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { browserTestChromiumPath, chromiumFlags } from '../../scripts/chromium';

export const baseUrl = inject('baseUrl');
export const verifyingBaseUrl = inject('verifyingBaseUrl');
export const billingBaseUrl = inject('billingBaseUrl');
export const fakeStripeUrl = inject('fakeStripeUrl');
export const analysisBaseUrl = inject('analysisBaseUrl');
export const bakerySiteUrl = inject('bakerySiteUrl');
export const defectSiteUrl = inject('defectSiteUrl');
export const adminEmail = inject('adminEmail');
export const password = inject('password');

/**
 * Chromium as the tests run it. `userAgent` is the browser's own: a context's userAgent option does not
 * reach a beacon that a page sends as it is left for another (pagehide), which says 'HeadlessChrome'.
 */
export function launchBrowser(options: { userAgent?: string } = {}): Promise<Browser> {
  const args = options.userAgent ? [...chromiumFlags, `--user-agent=${options.userAgent}`] : chromiumFlags;
  return chromium.launch({ executablePath: browserTestChromiumPath, args });
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium: launched by the first file that asks, then shared by the files the worker runs
 * after it (each test opens a context of its own). Playwright closes it as the worker exits.
 */
export function workerBrowser(): Promise<Browser> {
  sharedBrowser ??= launchBrowser();
  return sharedBrowser;
}

/** The pages open in the worker's Chromium, if it was launched: what a failed test left on screen. */
export async function openPages(): Promise<Page[]> {
  if (!sharedBrowser) return [];
  return (await sharedBrowser).contexts().flatMap((context) => context.pages());
}

/** The Origin header a page of Uplift sends with its writes, for API calls a test makes beside the page. */
export function pageOrigin(server = baseUrl): { origin: string } {
  return { origin: server };
}

let counter = 0;
/** A fresh e-mail per call, so tests never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@uplift.test`;
}

/** Creates an account through the API and returns a browser context signed in as it. */
export async function signedInContext(
  browser: Browser,
  email = uniqueEmail(),
  server = baseUrl,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: server });
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: pageOrigin(server),
    data: { email, password, name: '' },
  });
  if (!signUp.ok()) {
    const signIn = await context.request.post('/api/auth/sign-in/email', { headers: pageOrigin(server), data: { email, password } });
    if (!signIn.ok()) throw new Error(`Could not sign in ${email}: ${signIn.status()}`);
  }
  const page = await context.newPage();
  return { context, page, email };
}

/**
 * The instance's admin puts the context's workspace on `plan` by hand, as the admin panel does: by
 * default the suite's shared instance, or a file's own `server` with its `admin`.
 */
export async function setWorkspacePlan(
  browser: Browser,
  context: BrowserContext,
  plan: 'starter' | 'professional' | 'enterprise',
  server = baseUrl,
  admin = adminEmail,
) {
  const me = (await (await context.request.get('/api/me')).json()) as { workspace: { id: string } };
  const { context: adminContext } = await signedInContext(browser, admin, server);
  const set = await adminContext.request.put(`/api/admin/workspaces/${me.workspace.id}/plan`, {
    headers: pageOrigin(server),
    data: { plan },
  });
  await adminContext.close();
  if (!set.ok()) throw new Error(`The admin could not set the plan: ${set.status()}`);
}
