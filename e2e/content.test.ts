import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContentItem, type SaveContentInput, contentMessages } from '../src/shared/content/content';
import { voiceMessages } from '../src/shared/content/voice';
import { usageMessages } from '../src/shared/messages';
import { workerBrowser, pageOrigin, setWorkspacePlan, signedInContext } from './support/browser';
import { toast, withoutFirstAnswers } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** Sonner's toasts, so a text that also appears on the page is only found in the toast. */
async function openContent(page: Page, query = '') {
  await page.goto(`/content${query}`);
  await page.getByRole('heading', { level: 1, name: 'Content Engine' }).waitFor();
}

/** This month's generations, as the server counts them. */
async function usedGenerations(context: BrowserContext): Promise<number> {
  return (await (await context.request.get('/api/me')).json()).usage.contentGeneration;
}

async function saveViaApi(context: BrowserContext, input: SaveContentInput): Promise<ContentItem> {
  const response = await context.request.post('/api/content', { headers: pageOrigin(), data: input });
  if (response.status() !== 201) throw new Error(`Could not save content: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ContentItem;
}

const blog = (title: string, content = '# Heading\n\nSome text.'): SaveContentInput => ({
  type: 'blog',
  title,
  body: { title, metaDescription: 'A short summary', content, tags: ['baking'] },
});

const social = (title: string): SaveContentInput => ({
  type: 'social',
  title,
  body: [
    { platform: 'Instagram', content: 'Fresh bread today', hashtags: ['#bread'] },
    { platform: 'Twitter', content: 'Feed your starter', hashtags: ['baking'] },
  ],
});

describe('AI Content Creator', () => {
  it('validates, generates an offline blog draft and saves it into the library', async () => {
    const { context, page } = await signedInContext(browser);
    await openContent(page);
    await page.getByText(contentMessages.noContentYet, { exact: true }).waitFor();
    await page.getByText(contentMessages.noContentYetHint).waitFor();

    await page.getByRole('button', { name: 'Create Content' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'AI Content Creator' });
    await expect(dialog.getByLabel('Tone').inputValue()).resolves.toBe('professional');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await toast(page, contentMessages.enterTopic).waitFor();

    await dialog.getByLabel('Topic').fill('Sourdough for beginners');
    await dialog.getByLabel('Content type').selectOption('social');
    for (const platform of ['Instagram', 'Twitter', 'LinkedIn', 'Facebook', 'TikTok', 'YouTube']) {
      await dialog.getByRole('checkbox', { name: platform }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await toast(page, contentMessages.selectPlatform).waitFor();

    await dialog.getByLabel('Content type').selectOption('blog');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await toast(page, contentMessages.generated).waitFor();
    await dialog.getByText(contentMessages.offlineDraftLabel, { exact: true }).waitFor();
    await dialog.getByText('No AI provider is configured', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Save Content' }).click();
    await toast(page, contentMessages.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('content-card');
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(contentMessages.offlineDraftLabel);
    await page.getByRole('tab', { name: 'All Content (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Blog Posts (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Social Media (0)' }).waitFor();
    await context.close();
  });

  it('opens preset from ?create=social and drops the parameter', async () => {
    const { context, page } = await signedInContext(browser);
    await openContent(page, '?create=social');
    const dialog = page.getByRole('dialog', { name: 'AI Content Creator' });
    await expect(dialog.getByLabel('Content type').inputValue()).resolves.toBe('social');
    await expect(dialog.getByRole('checkbox', { name: 'Instagram' }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('checkbox', { name: 'TikTok' }).isChecked()).resolves.toBe(false);
    await page.waitForURL((url) => !url.searchParams.has('create'));
    await context.close();
  });

  it('shows the limit banner at the real monthly limit, and Upgrade to Generate opens Choose Your Plan', async () => {
    const { context, page } = await signedInContext(browser);
    // Starter's 50 generations, spent through the API by the offline writer.
    for (let spent = 0; spent < 50; spent++) {
      const generated = await context.request.post('/api/content/generate', {
        headers: pageOrigin(),
        data: { topic: `Sourdough tip ${spent}`, type: 'email', tone: 'friendly', platforms: [] },
      });
      expect(generated.ok()).toBe(true);
    }
    const refused = await context.request.post('/api/content/generate', {
      headers: pageOrigin(),
      data: { topic: 'One more', type: 'email', tone: 'friendly', platforms: [] },
    });
    expect(refused.status()).toBe(403);
    await openContent(page);
    await page.getByRole('button', { name: /Write Blog Post/ }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Content Creator' });
    await dialog.getByText(usageMessages.contentLimitTitle).waitFor();
    await dialog.getByText(usageMessages.contentLimitText(50, 50)).waitFor();
    // Links to the billing page underneath (a new tab gets there); a click opens the upgrade modal.
    await expect(dialog.getByRole('link', { name: usageMessages.upgradeToContinue }).getAttribute('href')).resolves.toBe(
      '/settings/billing',
    );
    const upgrade = dialog.getByRole('link', { name: usageMessages.upgradeToGenerate });
    await expect(upgrade.getAttribute('href')).resolves.toBe('/settings/billing');
    await upgrade.click();
    // The creator steps aside for the upgrade modal.
    await page.getByRole('dialog', { name: 'Choose Your Plan' }).waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    await page.getByRole('dialog', { name: 'Choose Your Plan' }).getByTestId('pricing-professional').waitFor();
    expect(new URL(page.url()).pathname).toBe('/content');
    await context.close();
  });
});

describe('content library', () => {
  it('searches, filters, changes status and deletes', async () => {
    const { context, page } = await signedInContext(browser);
    await saveViaApi(context, blog('Rye bread guide'));
    await saveViaApi(context, social('Instagram - Social Posts'));
    await openContent(page);
    await page.getByRole('tab', { name: 'All Content (2)' }).waitFor();

    const search = page.getByPlaceholder(contentMessages.searchPlaceholder);
    await search.fill('starter'); // in the social post's text only
    await page.getByRole('tab', { name: 'All Content (1)' }).waitFor();
    await expect(page.getByTestId('content-card').count()).resolves.toBe(1);
    await page.getByTestId('content-card').filter({ hasText: 'Instagram - Social Posts' }).waitFor();
    await search.fill('no such words');
    await page.getByText(contentMessages.noContentFound, { exact: true }).waitFor();
    await page.getByText(contentMessages.noContentFoundHint).waitFor();
    await search.fill('');
    await page.getByLabel('Content type', { exact: true }).selectOption('blog');
    await page.getByRole('tab', { name: 'Blog Posts (1)', selected: true }).waitFor();
    await page.getByLabel('Content type', { exact: true }).selectOption('all');

    await page.getByLabel('Status of Rye bread guide').selectOption('published');
    await toast(page, contentMessages.statusChanged('published')).waitFor();

    // Scheduled without a time asks for one, so the piece lands on the calendar.
    await page.getByLabel('Status of Instagram - Social Posts').selectOption('scheduled');
    const when = page.getByRole('dialog', { name: 'Schedule content' });
    await when.getByLabel('Publish date and time').waitFor();
    await when.getByRole('button', { name: 'Schedule' }).click();
    await toast(page, contentMessages.statusChanged('scheduled')).waitFor();
    const listed = (await (await context.request.get('/api/content?q=starter')).json()) as { items: ContentItem[] };
    expect(listed.items[0]).toMatchObject({ status: 'scheduled', scheduledAt: expect.any(String) });

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(contentMessages.deleteConfirm);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Rye bread guide' }).click();
    await page.getByRole('tab', { name: 'All Content (1)' }).waitFor();
    await expect(page.getByText('Rye bread guide').count()).resolves.toBe(0);
    await context.close();
  });

  it('renders a blog inertly: no script runs and no javascript: link survives', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveViaApi(
      context,
      blog(
        'Unsafe markup',
        '# Hello\n\n<script>window.__xss=1</script>\n\n<img src=x onerror="window.__xss=2">\n\n[link](javascript:alert(1))',
      ),
    );
    await openContent(page);
    await page.getByRole('button', { name: 'View Unsafe markup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsafe markup' });
    await dialog.getByRole('heading', { name: 'Hello' }).waitFor();
    await expect(page.url()).toContain(`id=${item.id}`);
    await expect(page.evaluate(() => (window as { __xss?: number }).__xss)).resolves.toBeUndefined();
    const link = dialog.getByTestId('blog-markdown').getByText('link', { exact: true });
    await expect(link.getAttribute('href')).resolves.not.toMatch(/javascript:/i);
    await expect(dialog.getByTestId('blog-markdown').locator('script, img').count()).resolves.toBe(0);
    await context.close();
  });

  it('edits a social post per platform', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveViaApi(context, social('Bakery posts'));
    await openContent(page);
    await page.getByRole('button', { name: 'Edit Bakery posts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Social Media' });
    await expect(dialog.getByLabel('Instagram post').inputValue()).resolves.toBe('Fresh bread today');
    await dialog.getByLabel('Instagram post').fill('Warm rolls at 8');
    await dialog.getByLabel('Twitter hashtags').fill('#rolls #morning');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Content updated successfully').waitFor();
    const stored = (await (await context.request.get(`/api/content/${item.id}`)).json()) as ContentItem;
    expect(stored.body).toEqual([
      { platform: 'Instagram', content: 'Warm rolls at 8', hashtags: ['#bread'] },
      { platform: 'Twitter', content: 'Feed your starter', hashtags: ['#rolls', '#morning'] },
    ]);
    await context.close();
  });

  it('refuses to edit a body that does not match its type', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveViaApi(context, blog('Will break'));
    await withoutFirstAnswers(page);
    await page.route(`**/api/content?*`, async (route) => {
      const response = await route.fetch();
      const list = await response.json();
      list.items = list.items.map((entry: ContentItem) => (entry.id === item.id ? { ...entry, body: 'not a payload' } : entry));
      await route.fulfill({ response, json: list });
    });
    await openContent(page);
    await page.getByRole('button', { name: 'Edit Will break' }).click();
    await toast(page, contentMessages.parseForEditingFailed).waitFor();
    await context.close();
  });
});

describe('content detail', () => {
  it('opens from ?id= and exports the content as JSON to the clipboard', async () => {
    const { context, page } = await signedInContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const item = await saveViaApi(context, {
      type: 'email',
      title: 'Spring newsletter',
      body: { subject: 'Save 20% this spring', content: 'Hello bakers', cta: 'Shop now' },
    });
    await openContent(page, `?id=${item.id}`);
    const dialog = page.getByRole('dialog', { name: 'Spring newsletter' });
    await dialog.getByText('Save 20% this spring').waitFor();
    await dialog.getByText('Shop now').waitFor();
    await dialog.getByRole('button', { name: 'Export' }).click();
    await toast(page, contentMessages.copied).waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as ContentItem;
    expect(copied).toMatchObject({ id: item.id, title: 'Spring newsletter', type: 'email' });

    // Its publish time is set from the dialog, then taken off again.
    await dialog.getByLabel('Publish date and time').fill('2030-03-04T09:30');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, 'Content scheduled for Mar 4, 2030, 9:30 AM').waitFor();
    await dialog.getByRole('button', { name: 'Unschedule' }).click();
    await toast(page, 'Content moved back to drafts').waitFor();

    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit Email' }).getByLabel('Subject').waitFor();
    await expect(page.getByRole('dialog', { name: 'Edit Email' }).getByLabel('Content').getAttribute('rows')).resolves.toBe('4');
    await context.close();
  });
});

describe('ideas and quick actions', () => {
  it('shows six ideas, gets six new ones and prefills the creator', async () => {
    const { context, page } = await signedInContext(browser);
    await openContent(page);
    const ideas = page.getByTestId('content-ideas').locator('li');
    await expect.poll(() => ideas.count(), { timeout: 15_000 }).toBe(6);
    const first = await ideas.first().locator('p').first().textContent();
    // The opening six are the offline writer's and free; Generate More counts one generation.
    await page.getByText(contentMessages.offlineDraftLabel, { exact: true }).first().waitFor();
    await expect(usedGenerations(context)).resolves.toBe(0);
    await page.getByRole('button', { name: 'Generate More' }).click();
    await expect.poll(() => ideas.first().locator('p').first().textContent(), { timeout: 15_000 }).not.toBe(first);
    await expect(ideas.count()).resolves.toBe(6);
    await expect(usedGenerations(context)).resolves.toBe(1);

    const title = (await ideas.first().locator('p').first().textContent()) ?? '';
    await ideas
      .first()
      .getByRole('button', { name: /^Create/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'AI Content Creator' });
    await expect(dialog.getByLabel('Topic').inputValue()).resolves.toBe(title);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Social Media Batch/ }).click();
    await expect(dialog.getByLabel('Topic').inputValue()).resolves.toBe('digital marketing tips');
    for (const platform of ['Instagram', 'Twitter', 'LinkedIn', 'Facebook']) {
      await expect(dialog.getByRole('checkbox', { name: platform }).isChecked()).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');

    // Starter has no bulk generation: the card offers the upgrade instead.
    await expect(page.getByTestId('bulk-generation').getByRole('link', { name: 'Upgrade to unlock' }).getAttribute('href')).resolves.toBe(
      '/settings/billing',
    );
    await context.close();
  });
});

describe('strategy assistant and bulk generation', () => {
  it('shows insights, and on a professional plan writes a draft per topic with progress', async () => {
    const { context, page } = await signedInContext(browser);
    await setWorkspacePlan(browser, context, 'professional');

    await openContent(page);
    await page.getByRole('button', { name: 'Get insights' }).click();
    const insights = page.getByRole('dialog', { name: 'Content Strategy Assistant' });
    await insights.locator('li').first().waitFor();
    await insights.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.getByTestId('bulk-generation').getByRole('button', { name: 'Bulk Generation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Generation' });
    await dialog.getByLabel('Topics (one per line)').fill('Rye bread\n\nBagels at home\n');
    await dialog.getByLabel('Content type').selectOption('email');
    await dialog.getByRole('button', { name: 'Start generating' }).click();
    await dialog.getByText('2 drafts written').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('tab', { name: 'Email Content (2)' }).waitFor();
    await context.close();
  });
});

describe('brand voice', () => {
  it('is locked with the upgrade path on Professional; on Enterprise it learns, and previews before and after', async () => {
    const { context, page } = await signedInContext(browser);
    await setWorkspacePlan(browser, context, 'professional');
    await context.request.post('/api/projects', { headers: pageOrigin(), data: { name: 'Crumb & Crust' } });
    await saveViaApi(context, blog('Our bake', 'We bake sourdough every morning. Our sourdough has an open crumb and a dark crust.'));
    await openContent(page);
    await page.getByRole('link', { name: 'Brand voice' }).click();
    await page.getByTestId('brand-voice-locked').getByText(voiceMessages.notOnPlan).waitFor();
    await expect(page.getByRole('link', { name: 'Upgrade to Enterprise' }).getAttribute('href')).resolves.toBe('/settings/billing');

    await setWorkspacePlan(browser, context, 'enterprise');
    await page.reload();
    await page.getByRole('button', { name: 'Learn the voice' }).click();
    await expect.poll(() => page.getByLabel('Words to prefer').inputValue(), { timeout: 30_000 }).toContain('sourdough');
    await page.getByLabel('Words and phrases to avoid').fill('budget, patience');
    await page.getByLabel('Topic').fill('Weekend bread');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('brand-voice-before').textContent()).resolves.toContain('budget');
    const after = (await page.getByTestId('brand-voice-after').textContent()) ?? '';
    expect(after).toContain('sourdough');
    expect(after).not.toContain('budget');
    await context.close();
  });
});

describe('content calendar', () => {
  it('shows scheduled content and reschedules it by drag and by menu, keeping the time', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveViaApi(context, blog('Calendar post'));
    // The calendar is part of Professional and up; starter is shown where to get it.
    await page.goto('/content/calendar');
    await page.getByText(contentMessages.calendarNotOnPlan, { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Upgrade to unlock' }).getAttribute('href')).resolves.toBe('/settings/billing');
    await setWorkspacePlan(browser, context, 'professional');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Content Calendar' }).waitFor();
    const day = (n: number) =>
      page.evaluate((date) => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
      }, n);
    const planned = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), 10, 9, 30).toISOString();
    });
    await context.request.patch(`/api/content/${item.id}/schedule`, { headers: pageOrigin(), data: { scheduledAt: planned } });
    await page.reload();
    const chip = page.getByTestId('calendar-entry').filter({ hasText: 'Calendar post' });
    await page
      .locator(`[data-day="${await day(10)}"]`)
      .getByTestId('calendar-entry')
      .waitFor();
    await page.locator('[aria-current="date"]').waitFor();

    await chip.dragTo(page.locator(`[data-day="${await day(15)}"]`));
    await toast(page, /Content moved to/).waitFor();
    await page
      .locator(`[data-day="${await day(15)}"]`)
      .getByTestId('calendar-entry')
      .waitFor();

    await chip.getByRole('button', { name: 'Options for Calendar post' }).click();
    await page.getByRole('menuitem', { name: 'Move to date…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to another date' });
    await dialog.getByLabel('New date').fill(await day(20));
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page
      .locator(`[data-day="${await day(20)}"]`)
      .getByTestId('calendar-entry')
      .waitFor();

    const stored = (await (await context.request.get(`/api/content/${item.id}`)).json()) as ContentItem;
    expect(stored.status).toBe('scheduled');
    const local = await page.evaluate((iso) => {
      const date = new Date(iso);
      return [date.getDate(), date.getHours(), date.getMinutes()];
    }, stored.scheduledAt ?? '');
    expect(local).toEqual([20, 9, 30]);

    await chip.getByRole('link').click();
    await page.waitForURL(`**/content?id=${item.id}`);
    await page.getByRole('dialog', { name: 'Calendar post' }).waitFor();
    await context.close();
  });
});
