import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_MAX_WAIT_MS, afterNextPaint } from './after-paint';
import { reportPaint, stubPaintReports } from '../../test/paint-reports';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('afterNextPaint', () => {
  it('waits for the browser to report a paint made after the call', async () => {
    vi.useFakeTimers();
    stubPaintReports();
    const painted = afterNextPaint();
    reportPaint(performance.now() - 100); // a paint from before the call
    expect(await settled(painted)).toBe(false);
    reportPaint(performance.now());
    expect(await settled(painted)).toBe(true);
  });

  it('stops waiting after a while when no report comes', async () => {
    vi.useFakeTimers();
    stubPaintReports();
    const painted = afterNextPaint();
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_MAX_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    vi.useFakeTimers();
    stubPaintReports();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterNextPaint())).toBe(true);
  });
});
