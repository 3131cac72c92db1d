import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks every query under each key stale and refetches the ones on screen, all at once: a
 * write refreshes its feature's list and the lookups (`lib/lookups`) that offer what it
 * changed, so no combo keeps offering a deleted record or misses a new one.
 */
export function refreshQueries(
  queryClient: QueryClient,
  queryKeys: readonly (readonly unknown[])[],
): Promise<void[]> {
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
