import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (spec §9: the session clock ticks every 1 s),
 * and again at once, with the ticks starting over, when `restartOn` changes: a clock counting
 * down to a moment that just moved (a renewed session) would otherwise show the new moment
 * against a time up to one tick old ('45:01' of a 45-minute session) until the next tick.
 */
export function useNow(intervalMs = 1000, restartOn?: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [intervalMs, restartOn]);
  return now;
}
