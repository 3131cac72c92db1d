import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openConfirm } from '../lib/confirm';
import { showSuccess } from '../lib/notices';
import { refreshQueries } from '../lib/refresh-queries';

export interface ConfirmedDeleteOptions<K> {
  remove: (key: K) => Promise<unknown>;
  /** The feature's query key, refreshed after a deletion. */
  queryKey: readonly unknown[];
  /** The keys of the lookups (`lib/lookups`) that list what is deleted, refreshed too. */
  lookupKeys?: readonly (readonly unknown[])[];
  /** The confirmation's title and the notice after a deletion. */
  title: string;
  successMessage: string;
}

/**
 * Deleting a record of a list after 'Sim' in the confirmation: the success notice, then the
 * feature's queries refresh. A refusal (409...) is told by the HTTP client's global notice.
 */
export function useConfirmedDelete<K>({
  remove,
  queryKey,
  lookupKeys = [],
  title,
  successMessage,
}: ConfirmedDeleteOptions<K>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      showSuccess(successMessage);
      await refreshQueries(queryClient, [queryKey, ...lookupKeys]);
    },
  });
  /** Asks `message` ('Deseja excluir ...?') and deletes `key` on 'Sim'. */
  return (key: K, message: string) =>
    openConfirm({ title, message, onConfirm: () => mutation.mutate(key) });
}
