import { useSyncExternalStore } from 'react';
import { Loader, Text } from '@mantine/core';
import { pendingRequests, type PendingRequests } from '../lib/pending-requests';
import classes from './full-screen-loader.module.css';

export interface FullScreenLoaderProps {
  /** The request counter to follow; the app's own by default (tests pass theirs). */
  pending?: PendingRequests;
  /** Shows the loader for work that is not an API call, such as loading a page's code. */
  busy?: boolean;
}

/** Spec §1: 'Carregando...' over the whole screen while any API request runs. */
export function FullScreenLoader({
  pending = pendingRequests,
  busy = false,
}: FullScreenLoaderProps) {
  const count = useSyncExternalStore(pending.subscribe, pending.getCount, pending.getCount);
  if (count === 0 && !busy) return null;
  return (
    <div className={classes.overlay} role="status" aria-live="polite" data-testid="loader">
      <Loader size="lg" />
      <Text fw={600} c="dark.6">
        Carregando...
      </Text>
    </div>
  );
}
