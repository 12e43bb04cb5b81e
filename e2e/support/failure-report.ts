import { afterEach } from 'vitest';
import { openPages } from './browser';

/**
 * When a test fails, what each page it left open showed: its address and the start of its text. A
 * failure seen only on a busy CI machine is read from the log, where a screenshot cannot go.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const page of await openPages()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => `(its text could not be read: ${(error as Error).message.split('\n')[0]})`);
    console.error(`[${task.name}] a page left open at ${page.url()} showed:\n${text.slice(0, 2_000)}\n`);
  }
});
