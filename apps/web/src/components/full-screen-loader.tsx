import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { Loader, Text } from '@mantine/core';
import { pendingRequests, type PendingRequests } from '../lib/pending-requests';
import classes from './full-screen-loader.module.css';

/**
 * How long the overlay stays after the count of running work drops to 0. A full page load
 * hands over from loading a page's code to that page's first requests (and from the current
 * user's request to the page's code): without this grace the overlay would blink between them.
 */
export const LOADER_HIDE_DELAY_MS = 100;

export interface FullScreenLoaderProps {
  /** The counter to follow; the app's own by default (tests pass theirs). */
  pending?: PendingRequests;
  /** Shows the loader regardless of the counter (a page of its own, such as a test's). */
  busy?: boolean;
  hideDelayMs?: number;
}

/**
 * Spec §1: 'Carregando...' over the whole screen while any API request runs. One overlay for
 * the whole app (in the root layout), fed by the request counter, which also counts the
 * `LoaderHold`s of code being loaded, so the overlay never goes down and up again between them.
 */
export function FullScreenLoader({
  pending = pendingRequests,
  busy = false,
  hideDelayMs = LOADER_HIDE_DELAY_MS,
}: FullScreenLoaderProps) {
  const count = useSyncExternalStore(pending.subscribe, pending.getCount, pending.getCount);
  const isBusy = busy || count > 0;
  const [isVisible, setIsVisible] = useState(isBusy);
  // Shown in the same render the work starts (no frame without the overlay blocking clicks).
  if (isBusy && !isVisible) setIsVisible(true);

  useEffect(() => {
    if (isBusy || !isVisible) return;
    const timer = setTimeout(() => setIsVisible(false), hideDelayMs);
    // New work before the delay ends keeps the same overlay up (no new fade-in).
    return () => clearTimeout(timer);
  }, [isBusy, isVisible, hideDelayMs]);

  if (!isBusy && !isVisible) return null;
  return (
    <div className={classes.overlay} role="status" aria-live="polite" data-testid="loader">
      <Loader size="lg" />
      <Text fw={600} c="dark.6">
        Carregando...
      </Text>
    </div>
  );
}

/**
 * Counts as running work while mounted (a Suspense fallback while a page's code loads, the
 * shell while the current user loads): the one overlay above shows it.
 */
export function LoaderHold({ pending = pendingRequests }: { pending?: PendingRequests }) {
  useLayoutEffect(() => pending.start(), [pending]);
  return null;
}
