import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ufDetranSchema } from '@portal/shared/fornecedores/schemas';
import { http, parseJson } from '../http';

/** Refreshed by whatever creates, changes or deletes a supplier (a Detran included). */
export const UFS_DETRANS_QUERY_KEY = ['lookups', 'fornecedores/ufs-detrans'] as const;

const ufsDetransSchema = z.array(ufDetranSchema);

/**
 * The Detrans: each UF an active Detran serves, with the Detran's id and name
 * (GET fornecedores/ufs-detrans).
 */
export function ufsDetransQuery() {
  return queryOptions({
    queryKey: UFS_DETRANS_QUERY_KEY,
    queryFn: () => parseJson(http.get('fornecedores/ufs-detrans'), ufsDetransSchema),
    staleTime: 60_000,
  });
}
