/** The longest a caller waits for the browser's report (no paint to report, no support). */
export const AFTER_PAINT_MAX_WAIT_MS = 1000;

/**
 * Resolves once the browser reports that what the page shows now is on the screen (its next
 * largest-contentful-paint entry: frame callbacks and idle callbacks come while the frame
 * may still be on its way to the screen), or after AFTER_PAINT_MAX_WAIT_MS when no such
 * report comes (nothing larger was painted, a browser without the entry type). Work that can
 * wait, such as a refresh behind data already on screen, then does not compete with the
 * page's first paint. At once in a hidden tab, which paints nothing.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const since = performance.now();
    const observer = globalThis.PerformanceObserver?.supportedEntryTypes?.includes(
      'largest-contentful-paint',
    )
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.startTime >= since)) done();
        })
      : undefined;
    const timer = setTimeout(done, AFTER_PAINT_MAX_WAIT_MS);
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    observer?.observe({ type: 'largest-contentful-paint' });
  });
}
