import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { monetizationMessages } from '../src/shared/monetization/monetization';
import type { AffiliateProgram } from '../src/shared/monetization/programs';
import { baseUrl, signedInContext, workerBrowser } from './support/browser';
import { toast } from './support/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** A busy machine loads a screen in more than expect.poll's default second. */
const loaded = { timeout: 20_000, interval: 250 };

// A visitor's browser as sites see it: headless Chromium names itself HeadlessChrome, which isbot counts as a bot.
const visitorAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('Monetization Hub', () => {
  it('adds a program whose tracked link is followed and whose conversion is posted back, then shows the money', async () => {
    const { context, page } = await signedInContext(browser);
    try {
      await page.goto('/monetization');
      await page.getByRole('heading', { name: 'Monetization Hub' }).waitFor();
      const affiliateCard = page.getByTestId('monetization-card-affiliate').getByTestId('monetization-card-value');
      await expect.poll(() => affiliateCard.textContent(), loaded).toBe('—');

      await page.getByRole('tab', { name: 'Affiliate' }).click();
      await page.getByText('No affiliate programs yet').waitFor();
      await page.getByRole('button', { name: 'Add Program' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Program' });
      const submit = dialog.getByRole('button', { name: 'Add Program' });
      expect(await submit.isDisabled()).toBe(true);
      await dialog.getByLabel('Program name').fill('Bakery Hosting');
      await dialog.getByLabel('Category').fill('Hosting');
      await dialog.getByLabel('Commission').fill('30% recurring');
      expect(await submit.isDisabled()).toBe(true);
      // The destination is this instance's landing page, so the visitor's browser lands somewhere real.
      await dialog.getByLabel('Affiliate link').fill(`${baseUrl}/?ref=bakery`);
      await submit.click();
      await toast(page, monetizationMessages.programAdded).waitFor();
      const row = page.getByTestId('program-row').filter({ hasText: 'Bakery Hosting' });
      await row.waitFor();

      const listed = await context.request.get('/api/monetization/programs');
      const [program] = ((await listed.json()) as { programs: AffiliateProgram[] }).programs;
      expect(await row.getByText(program!.link.url).isVisible()).toBe(true);

      // Another person follows the link in a browser of their own, and lands with the click id.
      const visitor = await browser.newContext({ userAgent: visitorAgent });
      try {
        const visit = await visitor.newPage();
        await visit.goto(program!.link.url);
        const landed = new URL(visit.url());
        expect(landed.searchParams.get('ref')).toBe('bakery');
        expect(landed.searchParams.get('utm_source')).toBe('uplift');
        const clickId = landed.searchParams.get('uc');
        expect(clickId).toMatch(/^[\w-]{22}$/);

        // The network posts the conversion back with the click id it was handed.
        const postback = await fetch(
          `${program!.postbackUrl}?${new URLSearchParams({ click_id: clickId!, order_id: 'B-7', amount: '25' })}`,
        );
        expect(await postback.json()).toEqual({ recorded: true });
      } finally {
        await visitor.close();
      }

      // Clicks are written within a second: the screen shows them once they are.
      await expect
        .poll(async () => {
          await page.reload();
          await row.waitFor();
          return (await row.getByRole('cell').allTextContents()).slice(3, 6);
        }, loaded)
        .toEqual(['$25.00', '1', '1']);
      await expect.poll(() => affiliateCard.locator('span').first().textContent(), loaded).toBe('$25.00');
    } finally {
      await context.close();
    }
  });
});
