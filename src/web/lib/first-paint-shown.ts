/**
 * Calls `then` once the page's first contentful paint is on screen (the browser's paint timing reports
 * it when the frame has been shown, not when it was drawn), or at once in a tab opened in the
 * background, which paints nothing until shown. Where paints are not reported, after the next frame;
 * and in any case after `latestMs`, so that a page that never paints content still starts.
 * The page's paint, for the entry, which imports no React; `afterFirstPaint` waits for the app's.
 */
export function whenFirstPaintShown(then: () => void, latestMs = 3000): void {
  if (document.visibilityState !== 'visible') return then();
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    clearTimeout(latest);
    then();
  };
  const latest = setTimeout(once, latestMs);
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
      })
    : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(once));
}
