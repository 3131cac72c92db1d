import { vi } from 'vitest';

type Callback = (list: { getEntries: () => { startTime: number }[] }) => void;

let observers: Set<Callback> = new Set();

/**
 * A PerformanceObserver that knows largest-contentful-paint (the test DOM has none): the test says
 * when the browser reports a paint (reportPaint).
 */
export function stubPaintReports(): void {
  observers = new Set();
  class FakeObserver {
    static readonly supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

/** The browser reports a largest-contentful-paint entry painted at `startTime`. */
export function reportPaint(startTime = performance.now()): void {
  for (const callback of [...observers]) callback({ getEntries: () => [{ startTime }] });
}
