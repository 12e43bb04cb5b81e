// Debian's Chromium, as the browser tests and the bench's Lighthouse runs start it, with the flags the
// server's own rendering uses.
export { chromiumFlags } from '../src/server/lib/chromium-flags';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
