// Debian's Chromium, as the browser tests and the bench's Lighthouse runs start it: headless, and
// quiet on the network (no updates, sync or QUIC probes) so nothing is fetched from outside.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
