import { existsSync } from 'node:fs';

// Debian's Chromium, as the browser tests and the bench's Lighthouse runs start it, with the flags the
// server's own rendering uses.
export { chromiumFlags } from '../src/server/lib/chromium-flags';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell) where it is
 * installed, the build Playwright itself runs headless, else the full browser. The same Blink with
 * none of the browser's windowing: the browser stage took a fifth less time (ADR 003).
 */
export const browserTestChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);
