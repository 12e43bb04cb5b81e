import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outreachAssistantDraft } from '../src/shared/outreach/outreach';
import { prospectMessages } from '../src/shared/outreach/prospects';
import { fixtureSites, type ServedFixtureSites, serveFixtureSites } from '../src/server/features/outreach/test/fixture-sites';
import { searchSites } from '../src/server/features/outreach/test/search-sites';
import { prospectSearchMessages } from '../src/shared/outreach/search';
import { identityBody, sinkLogin } from '../src/server/features/outreach/test/campaign-fixtures';
import { type FakeImap, fakeImapSettings, imapLogin, startFakeImap } from '../src/server/features/outreach/test/fake-imap';
import { humanReply } from '../src/server/features/outreach/test/mailbox-fixtures';
import { type RunningServer, startSmtpSink } from '../src/server/testing';
import { pageOrigin, signedInContext, workerBrowser } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { toast } from './support/screen';

let browser: Browser;
let server: RunningServer;
let sites: ServedFixtureSites;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let imap: FakeImap;

const noRecord = (domain: string) => Object.assign(new Error(`ENODATA ${domain}`), { code: 'ENODATA' });

beforeAll(async () => {
  sites = await serveFixtureSites({ ...fixtureSites, ...searchSites });
  [sink, imap] = await Promise.all([startSmtpSink({ login: sinkLogin }), startFakeImap(imapLogin)]);
  // Its own instance: the fixture sites' names all lead to loopback, and DNS is a fake that knows their mail domains.
  server = await startOwnInstance(
    {},
    {
      safeFetcher: { allowLoopbackForTests: true, resolveHostForTests: async () => ['127.0.0.1'] },
      guardedApi: { allowLoopbackForTests: true },
      dns: {
        resolveMx: async (domain) =>
          domain.endsWith('.example') || domain === 'gmail.com'
            ? [{ exchange: `mx.${domain}`, priority: 10 }]
            : Promise.reject(noRecord(domain)),
        resolve4: async (domain) => Promise.reject(noRecord(domain)),
        resolve6: async (domain) => Promise.reject(noRecord(domain)),
      },
    },
  );
  browser = await workerBrowser();
});
afterAll(async () => {
  await server?.close();
  await sites?.close();
  await sink?.close();
  await imap?.close();
});

const tile = (page: Page, id: string) => page.getByTestId(`outreach-tile-${id}`).getByTestId('outreach-tile-value');

/**
 * Closes a dialog by its corner button once it is open (Escape went nowhere while focus had not reached
 * a dialog just opened), pressed from the keyboard: a toast at the top right may lie over the button,
 * and the pointer resting on it keeps it there.
 */
async function closeDialog(dialog: Locator) {
  const close = dialog.getByLabel('Close', { exact: true });
  await close.focus();
  await close.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

describe('AI Outreach', () => {
  it('adds a site by hand, reads its contacts, and marks it a partner', async () => {
    const { context, page } = await signedInContext(browser, undefined, server.url);
    await page.goto('/outreach');
    await page.getByRole('heading', { level: 1, name: 'AI Outreach' }).waitFor();
    await page.getByText('No prospects yet').waitFor();
    await expect.poll(() => tile(page, 'prospects').innerText()).toBe('0');
    await expect(tile(page, 'response-rate').innerText()).resolves.toBe('—');

    await page.getByRole('button', { name: 'Add Prospect' }).click();
    await page.getByLabel('Site address').fill(sites.url('clay-studio.example'));
    await page.getByLabel('Niche').fill('Ceramics');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, prospectMessages.added('clay-studio.example')).waitFor();

    const row = page.getByTestId('prospect-row').filter({ hasText: 'clay-studio.example' });
    await row.getByText('maya.lund@clay-studio.example').waitFor();
    await expect.poll(() => tile(page, 'prospects').innerText()).toBe('1');
    await row.getByRole('button', { name: 'View clay-studio.example' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clay Studio' });
    const contacts = dialog.getByTestId('prospect-contact');
    await expect.poll(() => contacts.count()).toBe(3);
    await expect(contacts.filter({ hasText: 'info@clay-studio.example' }).innerText()).resolves.toContain('Role address');

    await dialog.getByRole('button', { name: 'Mark as partner' }).click();
    await toast(page, prospectMessages.markedPartner('clay-studio.example')).waitFor();
    await expect.poll(() => tile(page, 'partnerships').innerText()).toBe('1');
    await closeDialog(dialog);

    // The header's AI Assistant opens a strategy chat with the outreach question written, not sent.
    await page.getByRole('main').getByRole('link', { name: 'AI Assistant' }).click();
    // The address, not the page's load event, which once came later than 30 s on a busy CI machine.
    await page.waitForURL((url) => url.pathname === '/ai-assistant' && !url.search.includes('ask='), { waitUntil: 'commit' });
    await page.getByLabel('Message').waitFor();
    await expect.poll(() => page.getByLabel('Message').inputValue()).toBe(outreachAssistantDraft);
    await page.getByText('Strategy mode').waitFor();
    await context.close();
  });

  it('finds prospects by niche on the sites the project leads to, with their openings, and follows the search to its end', async () => {
    const { context, page } = await signedInContext(browser, undefined, server.url);
    const project = await context.request.post('/api/projects', {
      headers: pageOrigin(server.url),
      data: {
        name: 'Sunrise Bakery',
        url: sites.url('sunrise-bakery.example'),
        niche: 'Baking',
        competitors: [sites.url('crumb-rivals.example')],
      },
    });
    expect(project.status()).toBe(201);
    await page.goto('/outreach');
    await page.getByRole('button', { name: 'Find Prospects' }).click();
    const finder = page.getByRole('dialog', { name: 'AI Prospect Finder' });
    await finder.getByRole('button', { name: 'Find Prospects' }).click();
    await toast(page, prospectMessages.searchRequired).waitFor();
    await finder.getByRole('radio', { name: 'Niche' }).check({ force: true });
    await finder.getByLabel('Search term').fill('home baking');
    await finder.getByRole('button', { name: 'Find Prospects' }).click();
    await finder.getByTestId('prospect-search-result').getByText(prospectSearchMessages.found(2)).waitFor({ timeout: 60_000 });
    await finder.getByRole('note').getByText(prospectSearchMessages.noProvider).waitFor();
    await finder.getByRole('button', { name: 'Done' }).click();

    const rows = page.getByTestId('prospect-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows
      .filter({ hasText: 'crumb-journal.example' })
      .getByText('Has a “Write for us” page: Guest posts on home baking are welcome')
      .waitFor();
    await rows.filter({ hasText: 'bakers-directory.example' }).getByText('Resource page “Baking resources” lists 5 sites').waitFor();
    await expect.poll(() => tile(page, 'prospects').innerText()).toBe('2');
    await context.close();
  });

  it('keeps influencers added by hand, and one negotiating counts as a partnership', async () => {
    const { context, page } = await signedInContext(browser, undefined, server.url);
    await page.goto('/outreach?tab=influencers');
    await page.getByText('No influencers yet').waitFor();
    await page.getByRole('button', { name: 'Add by hand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an influencer' });
    await dialog.getByLabel('Name').fill('Ada Bakes');
    await dialog.getByLabel('Handle').fill('@ada.bakes');
    await dialog.getByLabel('Followers (optional)').fill('12,500');
    await dialog.getByLabel('Rate (optional)').fill('$250 per post');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Ada Bakes added to your network').waitFor();

    const row = page.getByTestId('influencer-row').filter({ hasText: 'Ada Bakes' });
    await row.getByText('12.5K').waitFor();
    // Contact goes through a campaign; without an address the user may still say they wrote themselves.
    await row.getByRole('button', { name: 'Contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Ada Bakes' });
    await contact.getByText('Add the influencer’s e-mail address first.', { exact: false }).waitFor();
    await contact.getByRole('button', { name: 'I wrote to them myself' }).click();
    await row.getByText('Contacted', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Negotiating' }).click();
    await row.getByText('Negotiating', { exact: true }).waitFor();
    await expect.poll(() => tile(page, 'partnerships').innerText()).toBe('1');
    await context.close();
  });

  it('writes a two-step campaign, adds a prospect through Contact, sends its reviewed first message and reads the reply', async () => {
    const { context, page } = await signedInContext(browser, undefined, server.url);
    const mailbox = fakeImapSettings(imap);
    const identity = await context.request.post('/api/outreach/identities', {
      headers: pageOrigin(server.url),
      data: identityBody(sink, { imap: mailbox }),
    });
    expect(identity.status()).toBe(201);
    await page.goto('/outreach');
    await page.getByRole('button', { name: 'Add Prospect' }).click();
    await page.getByLabel('Site address').fill(sites.url('clay-studio.example'));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByTestId('prospect-row').filter({ hasText: 'clay-studio.example' });
    await row.getByText('maya.lund@clay-studio.example').waitFor();

    await page.getByRole('button', { name: 'New Campaign' }).click();
    const create = page.getByRole('dialog', { name: 'New Campaign' });
    await create.getByLabel('Campaign name').fill('Ceramics guest posts');
    await create.getByRole('button', { name: 'Add a follow-up' }).click();
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await toast(page, 'Ceramics guest posts created: add prospects to it').waitFor();
    await closeDialog(page.getByRole('dialog', { name: 'Ceramics guest posts' }));

    await page.getByRole('tab', { name: 'Prospect Finder' }).click();
    await row.getByRole('button', { name: 'Contact clay-studio.example' }).click();
    await page.getByRole('dialog', { name: 'Contact clay-studio.example' }).getByRole('button', { name: 'Add to campaign' }).click();
    await toast(page, 'clay-studio.example added: review the message').waitFor();
    const campaign = page.getByRole('dialog', { name: 'Ceramics guest posts' });
    await campaign.getByTestId('enrollment-row').getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Review the message' });
    await review.getByLabel('Opening (written for this prospect)').waitFor();
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => sink.received.filter((mail) => mail.to.includes('maya.lund@clay-studio.example')).length, { timeout: 90_000 })
      .toBe(1);
    await campaign.getByTestId('enrollment-row').getByText('1 of 2').waitFor();
    await closeDialog(campaign);
    await page.getByRole('tab', { name: 'Prospect Finder' }).click();
    await row.getByText('Contacted').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Outreach Campaigns' }).click();
    await page.getByTestId('campaign-row').filter({ hasText: 'Ceramics guest posts' }).waitFor();
    await expect.poll(() => tile(page, 'response-rate').innerText()).toBe('0%');

    // Maya answers; Check for replies reads the mailbox now rather than at the next five-minute run.
    const sent = sink.received.find((mail) => mail.to.includes('maya.lund@clay-studio.example'))!;
    imap.deliver(
      humanReply(
        { messageId: sent.parsed.messageId!, to: 'maya.lund@clay-studio.example', subject: sent.parsed.subject! },
        'Yes please, send me the draft.',
      ),
    );
    await page.getByRole('button', { name: 'Sending identities' }).click();
    const identities = page.getByRole('dialog', { name: 'Sending identities' });
    // The schedule runs on the clock's five-minute marks, so it may have read the mailbox already.
    await identities.getByText(/replies (not read yet: every 5 minutes|read )/).waitFor();
    await identities.getByRole('button', { name: 'Check for replies' }).click();
    await toast(page, 'sam@sender.example: replies read').waitFor();
    await identities.getByText(/replies read (just now|\d+ seconds? ago)/).waitFor();
    await expect.poll(() => tile(page, 'response-rate').innerText()).toBe('100%');
    await closeDialog(identities);
    await page.getByRole('tab', { name: 'Prospect Finder' }).click();
    await row.getByText('Responded').waitFor();

    // View tells the story: what went, and the reply with its label.
    await row.getByRole('button', { name: 'View clay-studio.example' }).click();
    const history = page.getByRole('dialog', { name: 'Clay Studio' }).getByRole('region', { name: 'History' });
    await history.getByText('Ceramics guest posts').waitFor();
    await history.getByText('Replied', { exact: true }).waitFor();
    await history.getByText('Yes please, send me the draft.').waitFor();
    await history.getByText(/^Sent /).waitFor();
    await context.close();
  }, 120_000);

  it('edits a sending identity’s days and keeps a suppression list', async () => {
    const { context, page } = await signedInContext(browser, undefined, server.url);
    const identity = await context.request.post('/api/outreach/identities', { headers: pageOrigin(server.url), data: identityBody(sink) });
    expect(identity.status()).toBe(201);
    await page.goto('/outreach?tab=campaigns');
    await page.getByRole('button', { name: 'Sending identities' }).click();
    const identities = page.getByRole('dialog', { name: 'Sending identities' });
    await identities.getByText('No IMAP: mark replies by hand').waitFor();
    await identities.getByText('30 a day, Every day 0:00–24:00 UTC', { exact: false }).waitFor();
    await identities.getByRole('button', { name: 'Edit sam@sender.example' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit sam@sender.example' });
    await edit.getByLabel('Daily cap').fill('40');
    await edit.getByLabel('From hour').fill('8');
    await edit.getByLabel('Sat').uncheck();
    await edit.getByLabel('Sun').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'sam@sender.example saved').waitFor();
    await identities.getByText('40 a day, Mon–Fri 8:00–24:00 UTC', { exact: false }).waitFor();
    await closeDialog(identities);

    await page.getByRole('button', { name: 'Suppression list' }).click();
    const list = page.getByRole('dialog', { name: 'Suppression list' });
    await list.getByText('No suppressed addresses or domains').waitFor();
    await list.getByLabel('Address or domain').fill('No-Thanks.example');
    await list.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'no-thanks.example will not be contacted').waitFor();
    // The field empties once the first is in: typed before, the next address would be cleared with it.
    await expect.poll(() => list.getByLabel('Address or domain').inputValue()).toBe('');
    await list.getByLabel('Address or domain').fill('ada@bakes.example');
    await list.getByRole('button', { name: 'Add', exact: true }).click();
    const rows = list.getByTestId('suppression-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows
      .filter({ hasText: 'no-thanks.example' })
      .getByText(/^Whole domain · Added by hand · /)
      .waitFor();
    await list.getByRole('button', { name: 'Remove no-thanks.example' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByText('ada@bakes.example').waitFor();
    await context.close();
  });
});
