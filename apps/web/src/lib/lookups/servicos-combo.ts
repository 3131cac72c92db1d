import { queryOptions } from '@tanstack/react-query';
import { pageSchema } from '@portal/shared/common/paging';
import { servicoSchema } from '@portal/shared/servicos/schemas';
import { http, parseJson } from '../http';

/** Refreshed by whatever creates, changes or deletes a service type. */
export const SERVICOS_COMBO_QUERY_KEY = ['lookups', 'servicos'] as const;

const servicoPageSchema = pageSchema(servicoSchema);

/**
 * Every service type, by code, for the selects (GET servicos): the API pages at most 100 and
 * there are a handful, so one page holds them all.
 */
export function servicosComboQuery() {
  return queryOptions({
    queryKey: SERVICOS_COMBO_QUERY_KEY,
    queryFn: async () => {
      const page = await parseJson(
        http.get('servicos', { searchParams: { page: 0, size: 100, sort: 'codigo,asc' } }),
        servicoPageSchema,
      );
      return page.content;
    },
    staleTime: 60_000,
  });
}
