import { useConfirmedDelete, type ConfirmedDeleteOptions } from './use-confirmed-delete';
import { usePagedList, type PagedListOptions } from './use-paged-list';

export interface CadastroListOptions<F, A, R, S, K> extends PagedListOptions<F, A, R, S> {
  /** How a row is deleted, after 'Sim' in the confirmation; the list's `queryKey` refreshes. */
  deletion: Omit<ConfirmedDeleteOptions<K>, 'queryKey'>;
}

/**
 * A Cadastros list page's state: the paged list (`usePagedList`) and the confirmed deletion of
 * its rows (`confirmDelete(key, 'Deseja excluir ...?')`), which refreshes the feature's queries.
 */
export function useCadastroList<F, A, R, S = undefined, K = string>({
  deletion,
  ...options
}: CadastroListOptions<F, A, R, S, K>) {
  const lista = usePagedList(options);
  const confirmDelete = useConfirmedDelete({ ...deletion, queryKey: options.queryKey });
  return { ...lista, confirmDelete };
}

/** What a list query's page holds (the API's `Page`). */
interface PageOf<T> {
  content: T[];
  totalElements: number;
  /** Only in a list whose count stops at a limit: false when the total is an estimate. */
  totalExato?: boolean;
}

interface PagedListState<T> {
  query: { data?: PageOf<T>; isPending: boolean; isError: boolean; refetch: () => unknown };
  paging: { page: number; size: number; setPaging: (page: number, size: number) => void };
}

/**
 * The props of `CadastroTable` a paged list gives: its rows, loading and failure, total and
 * page, and whether the total is an estimate (spread in:
 * `<CadastroTable {...pagedTableProps(lista)} ... />`). The sort stays with
 * the page, since a list in the server's fixed order has none.
 */
export function pagedTableProps<T>({ query, paging }: PagedListState<T>) {
  return {
    rows: query.data?.content ?? [],
    isLoading: query.isPending,
    query,
    total: query.data?.totalElements ?? 0,
    // The bar says 'mais de 10.000' rather than a number the server only estimated.
    isTotalEstimated: query.data?.totalExato === false,
    page: paging.page,
    size: paging.size,
    onPageChange: paging.setPaging,
  };
}
