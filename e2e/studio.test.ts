import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, signedInContext, workerBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** A busy machine loads a screen, and renders a video, in more than expect.poll's default second. */
const loaded = { timeout: 20_000, interval: 250 };
const renderTime = { timeout: 120_000 };

describe('Video & Audio Studio', () => {
  it('creates a video from a topic offline, edits a scene, renders it with progress, plays it and downloads it', async () => {
    const { context, page } = await signedInContext(browser);
    try {
      await page.goto('/video-audio');
      await page.getByRole('heading', { name: 'Video & Audio Studio' }).waitFor();
      await page.getByText('Create your first video', { exact: false }).first().waitFor(loaded);

      await page.getByRole('button', { name: 'Create New' }).click();
      const create = page.getByRole('dialog', { name: 'Create Video' });
      const submit = create.getByRole('button', { name: 'Create Video' });
      expect(await submit.isDisabled()).toBe(true);
      await create.getByLabel('Title').fill('Rye in fifteen');
      await create.getByLabel('Type').selectOption('YouTube Short');
      await create.getByLabel('Topic or script').fill('Baking rye bread at home');
      await create.getByLabel('Duration (seconds)').fill('15');
      await submit.click();

      // The offline writer's scenes open in the editor; the first is rewritten by hand.
      const editor = page.getByRole('dialog', { name: 'Edit Rye in fifteen' });
      await editor.waitFor(loaded);
      const scenes = editor.getByTestId('scene-fields');
      expect(await scenes.count()).toBeGreaterThanOrEqual(2);
      await scenes.first().getByLabel('Narration').fill('Fresh rye bread, every morning.');
      await scenes.first().getByLabel('On-screen text').fill('Rye at home');
      await editor.getByRole('button', { name: 'Save and render' }).click();
      await editor.waitFor({ state: 'hidden', ...loaded });

      const card = page.getByTestId('video-card').filter({ hasText: 'Rye in fifteen' });
      await card.getByRole('progressbar').waitFor(loaded);
      await card.getByRole('button', { name: 'Play Rye in fifteen' }).waitFor(renderTime);
      // The file is in place a moment before the render's record says done.
      await card.getByText('Draft').waitFor(loaded);

      const stored = await context.request.get('/api/studio/videos');
      const [video] = (await stored.json()).videos as { timeline?: unknown; fileUrl: string; durationSeconds: number }[];
      expect(video!.durationSeconds).toBeGreaterThanOrEqual(15);

      await card.getByRole('button', { name: 'Play Rye in fifteen' }).click();
      const player = page.getByRole('dialog', { name: 'Rye in fifteen' }).locator('video');
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => (element.readyState >= 1 ? element.duration : 0)), loaded)
        .toBeGreaterThanOrEqual(14.5);
      await page.keyboard.press('Escape');

      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe('Rye in fifteen.mp4');
      const saved = await download.path();
      expect(saved).toBeTruthy();
      const { statSync } = await import('node:fs');
      expect(statSync(saved!).size).toBeGreaterThan(10_000);
      expect(new URL(download.url()).origin).toBe(baseUrl);

      // Share opens the Social Engine's composer with the video attached and the title written in.
      await card.getByRole('button', { name: 'Share' }).click();
      const composer = page.getByRole('dialog', { name: 'Create Social Post' });
      await composer.waitFor(loaded);
      expect(new URL(page.url()).pathname).toBe('/social');
      expect(await composer.getByLabel('Post content').inputValue()).toBe('Rye in fifteen');
      await composer.locator('video').waitFor(loaded);

      // Performance: nothing was published yet, so there is no best time, and it says what would give one.
      await page.goto('/video-audio?tab=analytics');
      const bestTime = page.getByTestId('insight-best-time');
      await bestTime.getByText('Best time to publish: —').waitFor(loaded);
      await bestTime.getByText("Shown once 10 of this workspace's videos have been published with views (0 so far)").waitFor();
    } finally {
      await context.close();
    }
  });
});
