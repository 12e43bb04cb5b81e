/**
 * Runs `work` once the browser is idle after what it is painting now (at the latest after `timeout`
 * ms): code or data wanted soon but not for the first paint, so it does not share the network and the
 * main thread with that paint. Returns a cancel function, for an effect's cleanup.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout });
  return () => cancelIdleCallback(handle);
}
