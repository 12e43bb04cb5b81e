import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../src/shared/content/content';
import { emailMessages } from '../src/shared/email/email';
import { layoutMessages } from '../src/shared/messages';
import { expectAccessible } from './support/accessibility';
import { pageOrigin, signedInContext, workerBrowser } from './support/browser';
import { focused, tabTo } from './support/keyboard';
import { toast } from './support/screen';

// The main flows with the keyboard alone, from the screen's start (support/keyboard.ts). Composing a
// social post needs a connected account: that one is in social.test.ts, beside the fake networks.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe('keyboard only', () => {
  it('creates content: opens the AI Content Creator, generates a draft and saves it', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/content');
    await page.getByRole('heading', { level: 1, name: 'Content Engine' }).waitFor();
    const opener = page.getByRole('button', { name: 'Create Content' }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'AI Content Creator' });
    await dialog.waitFor();
    await expectAccessible(page, 'AI Content Creator');

    await tabTo(page, dialog.getByLabel('Topic'));
    await page.keyboard.type('Sourdough for beginners');
    await tabTo(page, dialog.getByLabel('Tone'));
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel('Tone').inputValue()).resolves.not.toBe('professional');
    await tabTo(page, dialog.getByRole('button', { name: 'Generate', exact: true }));
    await page.keyboard.press('Enter');
    await toast(page, contentMessages.generated).waitFor();
    await expectAccessible(page, 'AI Content Creator with its draft');

    // The focus stays in the dialog: Tab from the last control comes round to its first.
    const save = dialog.getByRole('button', { name: 'Save Content' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await toast(page, contentMessages.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('content-card').waitFor();
    // Back where the user was: the button that opened the dialog.
    await expect.poll(() => focused(opener)).toBe(true);
    await context.close();
  });

  it('creates an e-mail campaign: name, list, subject and content, saved as a draft', async () => {
    const { context, page } = await signedInContext(browser);
    const created = await context.request.post('/api/email/lists', {
      headers: pageOrigin(),
      data: { name: 'Bread lovers', optIn: 'single' },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/email');
    await page.getByRole('heading', { level: 1, name: 'Email Marketing' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Create Campaign' }).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Email Campaign' });
    await dialog.waitFor();
    await expectAccessible(page, 'Create Email Campaign');

    await tabTo(page, dialog.getByLabel('Campaign name'));
    await page.keyboard.type('Spring bake sale');
    const list = dialog.getByLabel('Email list');
    await tabTo(page, list);
    // The first choice after 'Select a list'.
    await page.keyboard.press('ArrowDown');
    await expect(list.inputValue()).resolves.not.toBe('');
    await tabTo(page, dialog.getByLabel('Email subject'));
    await page.keyboard.type('Fresh rye this weekend');
    await tabTo(page, dialog.getByLabel('Content', { exact: true }));
    await page.keyboard.type('Hello! Our rye is back.');
    await tabTo(page, dialog.getByRole('button', { name: 'Create Campaign' }));
    await page.keyboard.press('Enter');
    await toast(page, emailMessages.campaignCreated).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: /Spring bake sale/ })
      .getByText('Draft')
      .waitFor();
    await context.close();
  });

  it('opens a header menu, whose code loads on the first press, on its first item and closes it back to its button', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    const opener = page.getByRole('button', { name: 'User menu' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page.getByRole('menuitem', { name: layoutMessages.profileSettings }))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);
    await context.close();
  });
});
