// The tracking script a site's owner pastes into their pages (issue 15), served minified at /js/script.js.
// It sends one JSON object per event, the shape of collectedEventSchema in src/shared/analytics/analytics.ts, as
// text/plain so no CORS preflight is needed. No cookie and no stored identity: the server counts
// visitors by a daily rotating hash. Plain DOM code with no imports, so the build stays about 1 KB.

interface EventOptions {
  props?: Record<string, string | number | boolean>;
  revenue?: { amount: number; currency: string };
}
type Uplift = ((name: string, options?: EventOptions) => void) & { q?: ArrayLike<unknown>[] };

/** Engaged time below this is not worth an event; it carries over to the page's next visible stretch. */
const minEngagedMs = 1000;
/** The collector refuses more than a day of engaged time. */
const maxEngagedMs = 86_400_000;
const downloadFile = /\.(pdf|zip|rar|7z|gz|tgz|dmg|exe|msi|pkg|deb|apk|iso|docx?|xlsx?|pptx?|csv|txt|epub|mp3|wav|mp4|mov|avi|mkv)$/i;

const script = (document.currentScript || document.querySelector('script[data-project]')) as HTMLScriptElement;
const attribute = (name: string) => script.getAttribute('data-' + name);
const project = attribute('project');
const endpoint = attribute('api') || new URL(script.src).origin + '/api/event';
const page = location;
const win = window as unknown as { uplift?: Uplift };

let off = !project || page.protocol == 'file:' || (attribute('respect-dnt') != null && navigator.doNotTrack == '1');
// The owner excludes their own browser with ?uplift_ignore=true: a flag, not an identity.
try {
  const ignore = new URLSearchParams(page.search).get('uplift_ignore');
  if (ignore == 'true') localStorage.uplift_ignore = 'true';
  if (ignore == 'false') localStorage.removeItem('uplift_ignore');
  off = off || localStorage.uplift_ignore == 'true';
} catch {
  // Storage refused (some privacy modes): there is no flag to read.
}

function send(name: string, extra?: object) {
  if (off) return;
  const body = JSON.stringify(Object.assign({ p: project, n: name, u: page.href, r: document.referrer, w: innerWidth }, extra));
  if (navigator.sendBeacon) navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
  else fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } });
}

// The page view being measured: its path (a new one starts only when it changes) and its address.
let path = page.pathname;
let address = page.href;
let engagedMs = 0;
/** When the current visible stretch began; 0 while the page is hidden. */
let visibleSince = 0;

const isVisible = () => document.visibilityState == 'visible';

/** Adds the visible time so far and sends it for the current page once it is worth sending. */
function sendEngagement() {
  if (visibleSince) engagedMs += Date.now() - visibleSince;
  visibleSince = isVisible() ? Date.now() : 0;
  if (engagedMs >= minEngagedMs) {
    send('engagement', { u: address, e: Math.min(engagedMs, maxEngagedMs) });
    engagedMs = 0;
  }
}

function sendPageView() {
  path = page.pathname;
  address = page.href;
  engagedMs = 0;
  visibleSince = isVisible() ? Date.now() : 0;
  send('pageview');
}

/** Single-page navigation: a page view only when the path changed, not for a new query or hash. */
function navigated() {
  if (page.pathname == path) return;
  sendEngagement();
  sendPageView();
}

for (const method of ['pushState', 'replaceState'] as const) {
  const original = history[method];
  history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
    original.apply(this, args);
    navigated();
  };
}
addEventListener('popstate', navigated);
document.addEventListener('visibilitychange', () => (isVisible() ? (visibleSince = Date.now()) : sendEngagement()));
addEventListener('pagehide', sendEngagement);

const trackOutbound = attribute('track-outbound') != null;
const trackDownloads = attribute('track-downloads') != null;
if (trackOutbound || trackDownloads) {
  // Sent before the browser follows the link; the beacon outlives the page, so nothing waits.
  const clicked = (event: MouseEvent) => {
    const target = event.target as Element;
    const link = target.closest && (target.closest('a[href]') as HTMLAnchorElement | null);
    if (!link || event.button > 1 || !/^https?:$/.test(link.protocol)) return;
    const props = { m: { url: link.href.slice(0, 500) } };
    if (trackDownloads && downloadFile.test(link.pathname)) send('File Download', props);
    else if (trackOutbound && link.host != page.host) send('Outbound Link: Click', props);
  };
  document.addEventListener('click', clicked);
  document.addEventListener('auxclick', clicked);
}

// Calls the site made before this script loaded wait in uplift.q; they follow the first page view.
const queued = (win.uplift && win.uplift.q) || [];
win.uplift = (name, options = {}) => send(name, { m: options.props, $: options.revenue });
sendPageView();
for (const args of queued) win.uplift.apply(null, args as Parameters<Uplift>);

// A module, so its names stay out of the project's global scope; esbuild wraps it in an IIFE.
export {};
