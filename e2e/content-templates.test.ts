import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../src/shared/content/content';
import { contentTemplateMessages } from '../src/shared/content/templates';
import { signedInContext, workerBrowser } from './support/browser';
import { toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe('Content templates', () => {
  it('creates a template, starts the creator from it, and the draft follows its outline', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/content');
    await page.getByRole('heading', { level: 1, name: 'Content Engine' }).waitFor();

    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    const templates = page.getByRole('dialog', { name: 'Content Templates' });
    await templates.getByText('No templates of your own yet').waitFor();
    await templates.getByText('0 of 10 templates').waitFor();
    await templates.getByText('How-to guide').waitFor();

    await templates.getByRole('button', { name: 'Create Template' }).click();
    const form = page.getByRole('dialog', { name: 'Create Template' });
    await form.getByLabel('Template name').fill('Bakery launch');
    await form.getByLabel('Content type').selectOption('social');
    await form.getByLabel('Tone').selectOption('casual');
    await form.getByRole('checkbox', { name: 'LinkedIn' }).check();
    await form.getByRole('checkbox', { name: 'TikTok' }).check();
    await form.getByLabel('Structure (one section per line)').fill('Hook\nWhat is new\nCall to action');
    await form.getByRole('button', { name: 'Create template' }).click();
    await toast(page, contentTemplateMessages.created).waitFor();

    const list = page.getByRole('dialog', { name: 'Content Templates' });
    await list.getByText('1 of 10 templates').waitFor();
    await list.getByRole('heading', { name: 'Bakery launch' }).waitFor();

    // A starter, duplicated, becomes the workspace's own; then the creator starts from it.
    await list.getByRole('button', { name: 'Duplicate How-to guide' }).click();
    await toast(page, contentTemplateMessages.duplicated).waitFor();
    await list.getByText('2 of 10 templates').waitFor();

    await list.getByRole('button', { name: 'Use Bakery launch' }).click();
    const creator = page.getByRole('dialog', { name: 'AI Content Creator' });
    await expect(creator.getByLabel('Content type').inputValue()).resolves.toBe('social');
    await expect(creator.getByLabel('Tone').inputValue()).resolves.toBe('casual');
    await expect(creator.getByRole('checkbox', { name: 'LinkedIn' }).isChecked()).resolves.toBe(true);
    await expect(creator.getByRole('checkbox', { name: 'TikTok' }).isChecked()).resolves.toBe(true);
    await expect(creator.getByRole('checkbox', { name: 'Instagram' }).isChecked()).resolves.toBe(false);

    // Another template from the picker: the fields follow it.
    const picker = creator.getByLabel('Start from a template');
    const howTo = await picker.locator('option', { hasText: 'How-to guide' }).first().getAttribute('value');
    await picker.selectOption(howTo!);
    await expect(creator.getByLabel('Content type').inputValue()).resolves.toBe('blog');
    await expect(creator.getByLabel('Tone').inputValue()).resolves.toBe('friendly');

    await creator.getByLabel('Topic').fill('Baking rye bread');
    await creator.getByRole('button', { name: 'Generate', exact: true }).click();
    await toast(page, contentMessages.generated).waitFor();
    const draft = creator.getByTestId('blog-markdown');
    for (const heading of ['What you will need', 'Step 1: Get set up', 'Common mistakes to avoid']) {
      await draft.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await context.close();
  });
});
