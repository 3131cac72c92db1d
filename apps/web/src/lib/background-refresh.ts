import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RequestFlags } from './http-client';

/** The flags a fetcher passes on to the HTTP client for a refresh (see refreshFlags). */
export type RefreshFlags = Pick<RequestFlags, 'isBackground'>;

/**
 * The flags of a query's fetch. While something of it is on screen already (its data, or an
 * earlier version kept as a placeholder, under `shownKey` or below it), fetching it again is a
 * refresh the person did not start (a poll, the next version after an answer arrived, a stored
 * copy brought up to date): it runs without the full-screen loader of spec §1, which would
 * flash over the page on every poll and take any click pressed while it rises. The first
 * load, which the person waits for, shows it.
 */
export function refreshFlags(client: QueryClient, shownKey: QueryKey): RefreshFlags {
  const isShown = client
    .getQueriesData({ queryKey: shownKey })
    .some(([, data]) => data !== undefined);
  return isShown ? { isBackground: true } : {};
}
