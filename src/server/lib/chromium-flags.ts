// How Uplift starts Debian's Chromium (the Technical SEO audit's rendering, the browser tests, the
// bench's Lighthouse runs): headless, and quiet on the network (no updates, sync or QUIC probes) so
// nothing is fetched from outside.
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
