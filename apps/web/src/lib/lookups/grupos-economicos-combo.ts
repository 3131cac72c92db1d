import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { grupoEconomicoComboSchema } from '@portal/shared/grupos-economicos/schemas';
import { http, parseJson } from '../http';

/** Refreshed by whatever creates, changes or deletes an economic group. */
export const GRUPOS_ECONOMICOS_COMBO_QUERY_KEY = [
  'lookups',
  'grupos-economicos/todos-combo',
] as const;

const gruposEconomicosComboSchema = z.array(grupoEconomicoComboSchema);

/** The economic groups a client can belong to (GET grupos-economicos/todos-combo). */
export function gruposEconomicosComboQuery() {
  return queryOptions({
    queryKey: GRUPOS_ECONOMICOS_COMBO_QUERY_KEY,
    queryFn: () =>
      parseJson(http.get('grupos-economicos/todos-combo'), gruposEconomicosComboSchema),
    staleTime: 60_000,
  });
}
