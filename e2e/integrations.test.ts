import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsMessages as text } from '../src/shared/integrations/catalogue';
import { publishingMessages } from '../src/shared/integrations/publishing';
import { workflowMessages } from '../src/shared/integrations/workflows';
import { type FakeWordPress, startFakeWordPress } from '../src/server/features/integrations/test/fake-wordpress';
import { type FakeBluesky, startFakeBluesky } from '../src/server/features/social/test/fake-bluesky';
import type { RunningServer } from '../src/server/testing';
import { pageOrigin, setWorkspacePlan, signedInContext, uniqueEmail, workerBrowser } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { recordFirstReads, toast } from './support/screen';
import { brandingMessages } from '../src/shared/branding';

let browser: Browser;
let server: RunningServer;
let wordpress: FakeWordPress;
let bluesky: FakeBluesky;
/** The instance's first account, so its admin, on Enterprise: custom integrations are Enterprise's. */
const adminEmail = uniqueEmail('integrations-admin');

beforeAll(async () => {
  [wordpress, bluesky] = await Promise.all([startFakeWordPress(), startFakeBluesky()]);
  // Its own instance: the fakes are on loopback, which only a test's guarded client may reach.
  server = await startOwnInstance({}, { guardedApi: { allowLoopbackForTests: true } });
  browser = await workerBrowser();
  await (await signedInContext(browser, adminEmail, server.url)).context.close();
});
afterAll(async () => {
  await server?.close();
  await wordpress?.close();
  await bluesky?.close();
});

describe('Integrations', () => {
  it('opens with its first reads answered in the page, for the project picked in the header, none asked for again', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('integrations-reads'), server.url);
    await setWorkspacePlan(browser, context, 'professional', server.url, adminEmail);
    const create = async (name: string) =>
      (await (await context.request.post('/api/projects', { headers: pageOrigin(server.url), data: { name } })).json()) as { id: string };
    const older = await create('Older site');
    await create('Newer site');
    await page.goto('/integrations');
    await page.getByRole('button', { name: 'Current project: Newer site' }).click();
    await page.getByRole('menuitem', { name: 'Older site' }).click();
    await page.getByRole('button', { name: 'Current project: Older site' }).waitFor();

    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === '/api/integrations') reads.push(`${pathname}${search}`);
    });
    const expectFirstReads = recordFirstReads(page, ['/api/']);
    await page.reload();
    await page.getByTestId('integration-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Answered for the project picked: a wrong project's cards would be asked for the right one's.
    const cards = `/api/integrations?projectId=${older.id}`;
    await expectFirstReads(['/api/integrations/workflows', cards, '/api/me', '/api/projects', '/api/workspaces']);
    expect(reads).toEqual([]);
    await context.close();
  });

  it('counts, searches and filters the cards; a refused connection is said in its dialog; a custom integration is added and deleted', async () => {
    const { context, page } = await signedInContext(browser, adminEmail, server.url);
    await page.goto('/integrations');
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    const cards = page.getByTestId('integration-card');
    await cards.first().waitFor();

    // Connected + Available = Total, and Total is every card.
    const figure = (id: string) => page.getByTestId(`integrations-count-${id}`).getByTestId('integrations-count-value').innerText();
    const total = Number(await figure('total'));
    expect(Number(await figure('connected'))).toBe(0);
    expect(Number(await figure('available'))).toBe(total);
    expect(await cards.count()).toBe(total);

    // The search reads names and descriptions; the filter keeps one category.
    const search = page.getByRole('searchbox', { name: text.searchPlaceholder });
    await search.fill('wordpress');
    await expect.poll(() => cards.count()).toBe(1);
    await search.fill('no such tool anywhere');
    await page.getByText(text.noMatches).waitFor();
    await search.fill('');
    await page.getByRole('button', { name: text.categoryLabels.email, exact: true }).click();
    await expect.poll(() => cards.count()).toBeLessThan(total);
    await page.getByRole('button', { name: text.categoryLabels.all, exact: true }).click();
    await expect.poll(() => cards.count()).toBe(total);

    // Connect waits for every field; the site's refusal is said in the dialog.
    await page.getByRole('button', { name: text.connectTitle('WordPress') }).click();
    const dialog = page.getByRole('dialog', { name: text.connectTitle('WordPress') });
    const submit = dialog.getByRole('button', { name: text.connect, exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Site address').fill(wordpress.origin);
    await dialog.getByLabel('Username').fill(wordpress.username);
    await dialog.getByLabel('Application password').fill('wrong password');
    await submit.click();
    await dialog.getByRole('alert').getByText('WordPress refused the username or application password.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Add Integration waits for a name and a description, then shows the address and the secret once.
    await page.getByRole('button', { name: text.addIntegration }).click();
    const add = page.getByRole('dialog', { name: text.addIntegration });
    const addButton = add.getByRole('button', { name: text.add, exact: true });
    expect(await addButton.isDisabled()).toBe(true);
    await add.getByLabel(text.nameLabel).fill('Our CRM');
    expect(await addButton.isDisabled()).toBe(true);
    await add.getByLabel(text.descriptionLabel).fill('Leads from the CRM');
    await addButton.click();
    const added = page.getByRole('dialog', { name: text.addedTitle('Our CRM') });
    await added.getByText(text.secretOnce).waitFor();
    expect(await added.getByText(/^whsec_/).count()).toBe(1);
    await added.getByRole('button', { name: text.done }).click();
    await expect.poll(() => figure('total')).toBe(String(total + 1));

    // Delete asks first, in the spec's words.
    const crm = page.getByTestId('integration-card').filter({ hasText: 'Our CRM' });
    await crm.getByRole('button', { name: `${text.delete} Our CRM` }).click();
    const confirm = page.getByRole('dialog', { name: text.deleteTitle });
    await confirm.getByText(text.deleteConfirm('Our CRM')).waitFor();
    await confirm.getByRole('button', { name: text.delete, exact: true }).click();
    await toast(page, text.deletedToast('Our CRM')).waitFor();
    await expect.poll(() => figure('total')).toBe(String(total));
    await context.close();
  });

  it('connects WordPress, publishes a blog post to it from the Content Engine, and Blog to Social turns it into a social post', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('wordpress'), server.url);
    const account = await context.request.post('/api/social/accounts', {
      headers: pageOrigin(server.url),
      data: { network: 'bluesky', handle: bluesky.handle, appPassword: bluesky.appPassword, service: bluesky.origin },
    });
    expect(account.status()).toBe(201);
    const saved = await context.request.post('/api/content', {
      headers: pageOrigin(server.url),
      data: {
        type: 'blog',
        title: 'Autumn loaves',
        body: { title: 'Autumn loaves', metaDescription: 'Pumpkin and rye', content: '## Pumpkin rye\n\nBake it slow.', tags: [] },
      },
    });
    expect(saved.status()).toBe(201);
    const item = (await saved.json()) as { id: string };

    await page.goto('/integrations');
    await page.getByRole('button', { name: text.connectTitle('WordPress') }).click();
    const dialog = page.getByRole('dialog', { name: text.connectTitle('WordPress') });
    await dialog.getByLabel('Site address').fill(wordpress.origin);
    await dialog.getByLabel('Username').fill(wordpress.username);
    await dialog.getByLabel('Application password').fill(wordpress.applicationPassword);
    await dialog.getByRole('button', { name: text.connect, exact: true }).click();
    await toast(page, text.connectedToast('WordPress')).waitFor();
    const card = page.getByTestId('integration-card').filter({ hasText: 'WordPress' });
    await card.getByText('(Editor Ed)', { exact: false }).waitFor();
    // WordPress, and the Social Engine's Bluesky account.
    await expect.poll(() => page.getByTestId('integrations-count-connected').getByTestId('integrations-count-value').innerText()).toBe('2');

    // Blog to Social: Activate Workflow opens its settings; saving them turns it on.
    const workflow = page.getByTestId('workflow-card').filter({ hasText: 'Blog to Social' });
    await workflow.getByText(workflowMessages.noRuns).waitFor();
    await workflow.getByRole('button', { name: workflowMessages.activate }).click();
    const settings = page.getByRole('dialog', { name: 'Blog to Social' });
    const save = settings.getByRole('button', { name: workflowMessages.save });
    await settings.getByLabel(bluesky.handle, { exact: false }).check();
    await save.click();
    await toast(page, workflowMessages.activated('Blog to Social')).waitFor();
    await workflow.getByText(workflowMessages.active, { exact: true }).waitFor();

    // The item's detail offers Publish to WordPress; the post goes live and the item is published at its address.
    await page.goto(`/content?id=${item.id}`);
    await page.getByRole('button', { name: publishingMessages.action('wordpress') }).click();
    const publish = page.getByRole('dialog', { name: publishingMessages.dialogTitle('wordpress') });
    await publish.getByRole('button', { name: publishingMessages.submit, exact: true }).click();
    await toast(page, publishingMessages.published('wordpress')).waitFor();
    await expect.poll(() => wordpress.posts.map((post) => post.title)).toEqual(['Autumn loaves']);
    await page.getByRole('link', { name: publishingMessages.published('wordpress') }).waitFor();
    expect(await page.getByRole('link', { name: publishingMessages.published('wordpress') }).getAttribute('href')).toBe(
      wordpress.posts[0]!.link,
    );

    // The published post started Blog to Social: its run log tells each step, and the draft waits in the Social Engine.
    await page.goto('/integrations');
    const run = page.getByTestId('workflow-card').filter({ hasText: 'Blog to Social' }).getByTestId('workflow-run');
    await run.getByText('Published “Autumn loaves”').waitFor();
    await run.getByText(workflowMessages.runStatus.succeeded, { exact: true }).waitFor();
    await run.getByText('Saved the post as a draft', { exact: false }).waitFor();
    const posts = await context.request.get('/api/social/posts');
    const drafts = ((await posts.json()) as { posts: Array<{ status: string; content: string }> }).posts;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: 'Draft' });
    expect(drafts[0]!.content).toContain(wordpress.posts[0]!.link);
    await context.close();
  });

  it('white label: Professional sees the Branding tab locked with the upgrade path; Enterprise saves a name and colour and sees the preview', async () => {
    const onPlan = async (plan: 'professional' | 'enterprise') => {
      const member = await signedInContext(browser, uniqueEmail(`brand-${plan}`), server.url);
      await setWorkspacePlan(browser, member.context, plan, server.url, adminEmail);
      await member.page.goto('/settings?tab=branding');
      return member;
    };

    const professional = await onPlan('professional');
    const locked = professional.page.getByTestId('branding-tab');
    await locked.getByText(brandingMessages.locked).waitFor();
    await locked.getByRole('link', { name: 'Upgrade to Enterprise' }).waitFor();
    expect(await locked.getByLabel('Name to show').count()).toBe(0);
    await professional.context.close();

    const enterprise = await onPlan('enterprise');
    const tab = enterprise.page.getByTestId('branding-tab');
    await tab.getByLabel('Name to show').fill('Rye & Co');
    await tab.getByLabel('Primary colour', { exact: true }).fill('#0f766e');
    const preview = tab.getByTestId('branding-preview');
    await preview.getByText('Rye & Co').first().waitFor();
    await tab.getByRole('button', { name: 'Save branding' }).click();
    await toast(enterprise.page, brandingMessages.saved).waitFor();
    await enterprise.page.reload();
    await expect.poll(() => tab.getByLabel('Name to show').inputValue()).toBe('Rye & Co');
    expect(await tab.getByLabel('Primary colour', { exact: true }).inputValue()).toBe('#0f766e');
    await enterprise.context.close();
  });
});
