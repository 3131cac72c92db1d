import { useState } from 'react';
import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { refreshFlags, useShownSince, type RefreshFlags } from '../lib/background-refresh';
import { usePaging, type Paging } from './use-paging';

export interface PagedListOptions<F, A, R, S> {
  /** The feature's query key: the list is cached under `[...queryKey, 'lista', ...]`. */
  queryKey: readonly unknown[];
  /** The filter panel's blank state ('Limpar' goes back to it). */
  emptyFilters: F;
  /** The typed filters as the API takes them (blanks left out, masks removed). */
  filterOf: (filters: F) => A;
  /** `flags`: a poll's refresh runs without the full-screen loader (refreshFlags). */
  fetchPage: (filter: A, paging: Paging, sort: S, flags: RefreshFlags) => Promise<R>;
  /** The first sort of a list the server sorts; left out for one it does not. */
  initialSort?: S;
  /** False while the user may not list (nothing is fetched). */
  enabled?: boolean;
  /** How long a page stays fresh: `Infinity` for reference data that does not change. */
  staleTime?: number;
  /**
   * Reloads the page on its own every so many milliseconds while this says so (rows whose
   * state the server changes in the background); false: only when asked.
   */
  refetchInterval?: (page: R | undefined) => number | false;
}

/**
 * A filtered list paged (and sorted) by the server: the filters as typed, the ones applied
 * by 'Pesquisar', the page and sort, and the query. A new search, 'Limpar' or a new sort goes
 * back to the first page; the previous page stays on screen while the next one loads.
 */
export function usePagedList<F, A, R, S = undefined>({
  queryKey,
  emptyFilters,
  filterOf,
  fetchPage,
  initialSort,
  enabled = true,
  staleTime,
  refetchInterval,
}: PagedListOptions<F, A, R, S>) {
  const paging = usePaging();
  const shownSince = useShownSince();
  const [filters, setFilters] = useState<F>(emptyFilters);
  const [applied, setApplied] = useState<A>(() => filterOf(emptyFilters));
  const [sort, setSort] = useState(initialSort as S);

  const query = useQuery({
    queryKey: [...queryKey, 'lista', applied, sort, paging.page, paging.size],
    queryFn: ({ client, queryKey: key }) =>
      fetchPage(
        applied,
        { page: paging.page, size: paging.size },
        sort,
        // Only a list that polls refreshes on its own; any other fetch is the person's.
        refetchInterval ? refreshFlags(client, key, { since: shownSince, exact: true }) : {},
      ),
    placeholderData: keepPreviousData,
    enabled,
    // Left out unless given, so the client's default applies (an undefined would override it).
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(refetchInterval
      ? {
          refetchInterval: (q: { state: { data: R | undefined } }) => refetchInterval(q.state.data),
        }
      : {}),
  });

  function applyFilters(next: F) {
    setFilters(next);
    setApplied(filterOf(next));
    paging.firstPage();
  }

  return {
    query,
    paging,
    filters,
    setFilters,
    /** The filters the list shows (as sent to the API). */
    applied,
    sort,
    /**
     * 'Pesquisar': applies the typed filters. With the filters and the first page as they are,
     * it reads the list again: a person who searches again wants the rows as they are now (an
     * e-mail resent since, an order the Detran answered), and an unchanged key fetched nothing.
     */
    search: () => {
      if (paging.page === 0 && hashKey([filterOf(filters)]) === hashKey([applied])) {
        void query.refetch();
      } else {
        applyFilters(filters);
      }
    },
    /** Sets the filters and applies them at once (a select that filters as it changes). */
    applyFilters,
    /** 'Limpar': blank filters, applied at once. */
    clear: () => applyFilters(emptyFilters),
    changeSort: (next: S) => {
      setSort(next);
      paging.firstPage();
    },
  };
}
