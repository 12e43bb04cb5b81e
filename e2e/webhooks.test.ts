import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages as text } from '../src/shared/integrations/webhooks';
import { startWebhookReceiver, type WebhookReceiver } from '../src/server/features/integrations/test/webhook-receiver';
import type { RunningServer } from '../src/server/testing';
import { pageOrigin, signedInContext, uniqueEmail, workerBrowser } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { toast } from './support/screen';

let browser: Browser;
let server: RunningServer;
let receiver: WebhookReceiver;
let admin: BrowserContext;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // Its own instance: the receiver is on loopback, which only a test's guarded client may reach.
  server = await startOwnInstance({}, { guardedApi: { allowLoopbackForTests: true } });
  browser = await workerBrowser();
  // The instance's first account: its admin, who sets plans by hand.
  admin = (await signedInContext(browser, uniqueEmail('webhooks-admin'), server.url)).context;
});
afterAll(async () => {
  await admin?.close();
  await server?.close();
  await receiver?.close();
});

async function onProfessional(context: BrowserContext) {
  const me = await (await context.request.get('/api/me')).json();
  const set = await admin.request.put(`/api/admin/workspaces/${me.workspace.id}/plan`, {
    headers: pageOrigin(server.url),
    data: { plan: 'professional' },
  });
  expect(set.status()).toBe(200);
}

describe('Settings → Integrations → Webhooks', () => {
  it('tells a Starter workspace that webhooks come with Professional', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('webhooks-starter'), server.url);
    await page.goto('/settings?tab=integrations');
    await page.getByText(text.notOnPlan).waitFor();
    expect(await page.getByRole('button', { name: text.add }).count()).toBe(0);
    await context.close();
  });

  it('adds an endpoint with its secret shown once, sends a test that the log shows, turns it off and deletes it', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('webhooks-pro'), server.url);
    await onProfessional(context);
    await page.goto('/settings?tab=integrations');
    await page.getByText(text.empty).waitFor();

    await page.getByRole('button', { name: text.add }).click();
    const add = page.getByRole('dialog', { name: text.addTitle });
    await add.getByLabel(text.urlLabel).fill(receiver.url);
    await add.getByLabel(text.descriptionLabel).fill('Our CRM');
    await add.getByLabel(text.allEvents).uncheck();
    await add.getByLabel(/content\.published/).check();
    await add.getByRole('button', { name: text.save, exact: true }).click();
    await toast(page, text.added).waitFor();

    const secretDialog = page.getByRole('dialog', { name: text.secretTitle });
    const secret = await secretDialog.getByTestId('webhook-secret').innerText();
    expect(secret).toMatch(/^whsec_/);
    receiver.secrets.push(secret);
    await secretDialog.getByRole('button', { name: text.done }).click();
    await page.getByText(receiver.url).waitFor();
    await page.getByText(text.eventCount(1)).waitFor();

    await page.getByRole('button', { name: receiver.url }).click();
    await page.getByRole('menuitem', { name: text.sendTest }).click();
    await toast(page, text.testSent).waitFor();
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.received[0]!.verified).toBe(true);

    await page.getByRole('button', { name: receiver.url }).click();
    await page.getByRole('menuitem', { name: text.deliveries }).click();
    const log = page.getByRole('dialog', { name: text.deliveries });
    await log.getByText('webhook.test', { exact: true }).waitFor();
    await log.getByText('succeeded', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('switch', { name: `${text.enabled}: ${receiver.url}` }).click();
    await toast(page, text.updated).waitFor();
    await page.getByText(text.disabled, { exact: true }).waitFor();

    await page.getByRole('button', { name: receiver.url }).click();
    await page.getByRole('menuitem', { name: text.remove }).click();
    await page.getByRole('dialog', { name: text.removeTitle }).getByRole('button', { name: text.remove }).click();
    await toast(page, text.removed).waitFor();
    await page.getByText(text.empty).waitFor();
    await context.close();
  });
});
