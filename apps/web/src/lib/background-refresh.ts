import { useState } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RequestFlags } from './http-client';

/** The flags a fetcher passes on to the HTTP client for a refresh (see refreshFlags). */
export type RefreshFlags = Pick<RequestFlags, 'isBackground'>;

/** When the component that shows a query's data mounted: what it fetched since is on screen. */
export function useShownSince(): number {
  const [since] = useState(Date.now);
  return since;
}

/**
 * The flags of a query's fetch. While something of it fetched since its component mounted is
 * on screen (its data, or an earlier version kept as a placeholder, under `shownKey` or below
 * it, or exactly at it with `exact`), fetching it again is a refresh the person did not start
 * (a poll, the next version after an answer arrived): it runs without the full-screen loader of
 * spec §1, which would flash over the page on every poll and take any click pressed while it
 * rises. The first load, and a page opened again on data cached from an earlier visit (it may
 * be out of date: the person must not act on it), show the loader.
 */
export function refreshFlags(
  client: QueryClient,
  shownKey: QueryKey,
  { since, exact = false }: { since: number; exact?: boolean },
): RefreshFlags {
  const isShown = client
    .getQueryCache()
    .findAll({ queryKey: shownKey, exact })
    .some(({ state }) => state.data !== undefined && state.dataUpdatedAt >= since);
  return isShown ? { isBackground: true } : {};
}
