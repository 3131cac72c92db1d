import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portal/shared/common/paging';
import { useSession } from './use-session';

export interface Paging {
  page: number;
  size: number;
}

/** The user's saved page size (spec §3 qtdItensPagina), else 5 (spec §9). */
export function preferredPageSize(storedUser: unknown): number {
  const saved =
    typeof storedUser === 'object' && storedUser !== null && 'qtdItensPagina' in storedUser
      ? storedUser.qtdItensPagina
      : null;
  return typeof saved === 'number' && Number.isInteger(saved) && saved > 0
    ? saved
    : DEFAULT_PAGE_SIZE;
}

/**
 * Page and page size of a server-paged list, starting on the first page with the user's
 * preferred size; `firstPage()` goes back to page 0 (a new filter), keeping the size.
 */
export function usePaging() {
  const session = useSession();
  const [paging, setPaging] = useState<Paging>(() => ({
    page: 0,
    size: preferredPageSize(session?.storedUser),
  }));
  return {
    ...paging,
    setPaging: (page: number, size: number) => setPaging({ page, size }),
    firstPage: () => setPaging((current) => ({ ...current, page: 0 })),
  };
}
