import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { destinoSchema } from '@portal/shared/fornecedores/schemas';
import { http, parseJson } from '../http';

/** Refreshed by whatever creates, changes or deletes a supplier (a Detran included). */
export const DESTINOS_QUERY_KEY = ['lookups', 'fornecedores/destinos'] as const;

const destinosSchema = z.array(destinoSchema);

/** The active Detrans and other destinations a record can go to (GET fornecedores/destinos). */
export function destinosQuery() {
  return queryOptions({
    queryKey: DESTINOS_QUERY_KEY,
    queryFn: () => parseJson(http.get('fornecedores/destinos'), destinosSchema),
    staleTime: 60_000,
  });
}
