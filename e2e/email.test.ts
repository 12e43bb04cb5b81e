import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../src/shared/email/email';
import { type RunningServer, startSmtpSink } from '../src/server/testing';
import { workerBrowser, pageOrigin, signedInContext, uniqueEmail } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { recordFirstReads, toast } from './support/screen';

// An instance of its own in this process, sending to a local SMTP server the test reads.
let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let url: string;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startOwnInstance({ SMTP_URL: sink.url });
  url = server.url;
  browser = await workerBrowser();
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('Email Marketing', () => {
  it('a visitor signs up on a list’s public form and confirms through the link in the e-mail', async () => {
    const { context } = await signedInContext(browser, uniqueEmail('lists'), url);
    const list = await (
      await context.request.post('/api/email/lists', { headers: pageOrigin(url), data: { name: 'Bakery news', optIn: 'double' } })
    ).json();
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(list.formUrl);
    await page.getByRole('heading', { name: 'Subscribe to Bakery news' }).waitFor();
    await page.getByLabel('Email').fill('reader@visitors.test');
    await page.getByLabel('Name (optional)').fill('Rita Reader');
    const before = sink.received.length;
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Almost there').waitFor();

    const [confirmation] = (await sink.waitFor(before + 1)).slice(before);
    expect(confirmation!.to).toBe('reader@visitors.test');
    const link = confirmation!.parsed.text!.match(/https?:\/\/\S+\/m\/confirm\/\S+/)![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();

    const subscribers = await (await context.request.get(`/api/email/subscribers?listId=${list.id}`)).json();
    expect(subscribers.subscribers[0]).toMatchObject({
      email: 'reader@visitors.test',
      name: 'Rita Reader',
      lists: [expect.objectContaining({ status: 'subscribed' })],
    });
    await visitor.close();
    await context.close();
  });

  it('opens with its first reads answered in the page, none asked for again', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('email-reads'), url);
    const expectFirstReads = recordFirstReads(page, ['/api/email/']);
    await page.goto('/email');
    await page.getByRole('tab', { name: 'Campaigns', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const firstReads = ['/api/email/overview', '/api/email/campaigns', '/api/email/lists', '/api/email/segments'];
    await expectFirstReads(firstReads);
    await context.close();
  });

  it('creates a campaign on /email, with the spec’s validation texts, and sends it', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('campaigns'), url);
    const write = { headers: pageOrigin(url) };
    await context.request.put('/api/email/settings', {
      ...write,
      data: { senderName: 'Sunrise Bakery', postalAddress: '1 Mill Lane, Bristol' },
    });
    const list = await (
      await context.request.post('/api/email/lists', { ...write, data: { name: 'Bread lovers', optIn: 'single' } })
    ).json();
    await context.request.post('/api/email/subscribers', {
      ...write,
      data: { email: 'ada@readers.test', name: 'Ada Lovelace', listIds: [list.id] },
    });

    await page.goto(`${url}/email`);
    await page.getByRole('button', { name: 'Create Campaign' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await toast(page, emailMessages.campaignNameRequired).waitFor();
    await dialog.getByLabel('Campaign name').fill('Spring bake sale');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await toast(page, emailMessages.listRequired).waitFor();
    await dialog.getByLabel('Email list').selectOption({ label: 'Bread lovers (1)' });
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await toast(page, emailMessages.subjectRequired).waitFor();
    await dialog.getByLabel('Email subject').fill('Fresh rye, {{ first_name }}');
    await dialog.getByLabel('Content', { exact: true }).fill('Hello {{ first_name }}! [Our loaves](https://bakery.example/loaves)');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    const row = page.getByRole('row', { name: /Spring bake sale/ });
    await row.getByText('Draft').waitFor();

    const before = sink.received.length;
    await page.getByRole('button', { name: 'Actions for Spring bake sale' }).click();
    await page.getByRole('menuitem', { name: 'Send now…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => row.getByText('Sent', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.to).toBe('ada@readers.test');
    expect(mail!.parsed.subject).toBe('Fresh rye, Ada');
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await context.close();
  });
});
