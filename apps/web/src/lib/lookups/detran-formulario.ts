import { queryOptions } from '@tanstack/react-query';
import { detranFormularioSchema } from '@portal/shared/contratos/pedido-schemas';
import { http, parseJson } from '../http';

/** The prefix of every Detran's form data: a Detran price's or a Detran's change refreshes them. */
export const DETRAN_FORMULARIO_QUERY_KEY = ['lookups', 'form/detran'] as const;

/**
 * A Detran as the contract form shows it (GET form/detran/{id}): its name, whether it takes
 * orders now, and its fee in force today for each operation (what the order will record).
 * Asked in the background when the person picks the vehicle's UF, like its rules.
 */
export function detranFormularioQuery(detranId: string) {
  return queryOptions({
    queryKey: [...DETRAN_FORMULARIO_QUERY_KEY, detranId],
    queryFn: () =>
      parseJson(
        http.get(`form/detran/${detranId}`, { isBackground: true }),
        detranFormularioSchema,
      ),
    staleTime: 60_000,
  });
}
