import { queryOptions } from '@tanstack/react-query';
import { cidadeSchema } from '@portal/shared/cidades/schemas';
import { pageSchema } from '@portal/shared/common/paging';
import { http, parseJson } from '../http';

/** No write of the web app changes the cities: the server syncs IBGE's table at start. */
export const CIDADES_OF_UF_QUERY_KEY = ['lookups', 'cidades'] as const;

const cidadePageSchema = pageSchema(cidadeSchema);

/**
 * Every municipality of a UF (at most ~850, so one page of 6000 holds any), for a city
 * select. Kept for the session: the IBGE table only changes when the server restarts.
 */
export function cidadesOfUfQuery(uf: string) {
  return queryOptions({
    queryKey: [...CIDADES_OF_UF_QUERY_KEY, uf],
    queryFn: async () => {
      const page = await parseJson(
        http.get('cidades', { searchParams: { uf, size: 6000 } }),
        cidadePageSchema,
      );
      return page.content;
    },
    staleTime: Infinity,
  });
}
