import { queryOptions } from '@tanstack/react-query';
import { detranRegrasContratoSchema } from '@portal/shared/contratos/pedido-schemas';
import { http, parseJson } from '../http';

/** The prefix of every Detran's rules. */
export const DETRAN_REGRAS_CONTRATO_QUERY_KEY = ['lookups', 'form/contrato/detran'] as const;

/**
 * The optional contract fields a Detran requires (GET form/contrato/detran/{id}): the contract
 * form marks them required. Asked when the person picks the vehicle's UF, in the background:
 * the form stays usable and says it is asking (docs/ARCHITECTURE.md), and the shared schema
 * applies the same table on submit.
 */
export function detranRegrasContratoQuery(detranId: string) {
  return queryOptions({
    queryKey: [...DETRAN_REGRAS_CONTRATO_QUERY_KEY, detranId],
    queryFn: () =>
      parseJson(
        http.get(`form/contrato/detran/${detranId}`, { isBackground: true }),
        detranRegrasContratoSchema,
      ),
    staleTime: 60_000,
  });
}
