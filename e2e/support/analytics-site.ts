// What the Analytics browser tests share: an owner with a project for the site https://rye.example
// (on Starter or Professional), and visits sent to the collection endpoint as the site's tracker would.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, pageOrigin, setWorkspacePlan, signedInContext } from './browser';

/** One visitor per browser version: visitors are told apart by address and user agent, and every visit here comes from 127.0.0.1. */
const chrome = (visitor: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.${visitor} Safari/537.36`;

export async function ownerWithProject(
  browser: Browser,
  plan: 'starter' | 'professional',
): Promise<{ context: BrowserContext; page: Page; projectId: string }> {
  const { context, page } = await signedInContext(browser);
  if (plan === 'professional') await setWorkspacePlan(browser, context, plan);
  const created = await context.request.post('/api/projects', {
    headers: pageOrigin(),
    data: { name: 'Rye Bakery', url: 'https://rye.example' },
  });
  expect(created.status()).toBe(201);
  return { context, page, projectId: ((await created.json()) as { id: string }).id };
}

/** What the tracker on the site sends, from one visitor's browser. */
export async function visit(projectId: string, visitor: number, event: Record<string, unknown>) {
  const sent = await fetch(`${baseUrl}/api/event`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': chrome(visitor), origin: 'https://rye.example' },
    body: JSON.stringify({ p: projectId, w: 1440, r: '', ...event }),
  });
  expect([sent.status, sent.headers.get('x-uplift-dropped')]).toEqual([202, null]);
}

/** Visits are collected in the background: a screen opened before they are all counted would show the earlier figures for a minute. */
export async function whenCounted(context: BrowserContext, projectId: string, pageViews: number): Promise<void> {
  const counted = async () => {
    const report = (await (await context.request.get(`/api/analytics/projects/${projectId}/report`)).json()) as {
      kpis: { pageViews: { value: number } };
    };
    return report.kpis.pageViews.value;
  };
  await expect.poll(counted, { timeout: 20_000 }).toBe(pageViews);
}
