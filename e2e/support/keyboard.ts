import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The main flows are tested with the keyboard alone: Tab and Shift+Tab to move, Enter and Space to
// press, arrows in a list box, typing in a field. No click anywhere.

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, and checks that it shows a
 * focus indicator there (an outline or a ring): a control that Tab never reaches fails the test.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 90 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const indicator = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      });
      expect(indicator, `${await target.evaluate((element) => element.outerHTML.slice(0, 120))} shows no focus indicator`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/** Whether the element has the focus now. */
export function focused(target: Locator) {
  return target.evaluate((element) => element === document.activeElement);
}
