import { cidadeSchema, type CIDADE_SORT_KEYS } from '@portal/shared/cidades/schemas';
import { pageSchema, type SortDirection } from '@portal/shared/common/paging';
import { http, parseJson } from '../../lib/http';

/** The list's queries are cached under it; the municipalities of a UF are a lookup's own. */
export const CIDADES_QUERY_KEY = ['cidades'] as const;

export type CidadeSortKey = (typeof CIDADE_SORT_KEYS)[number];

export interface CidadesFiltro {
  uf?: string;
  nome?: string;
}

export interface CidadesOrdem {
  key: CidadeSortKey;
  direction: SortDirection;
}

const cidadePageSchema = pageSchema(cidadeSchema);

/**
 * GET cidades: the server matches `nome` anywhere in the name, without case or accents
 * ('sao paulo' finds 'São Paulo'), and pages and sorts.
 */
export function listCidades(
  filtro: CidadesFiltro,
  page: number,
  size: number,
  ordem: CidadesOrdem,
) {
  return parseJson(
    http.get('cidades', {
      searchParams: {
        ...filtro,
        page,
        size,
        sort: `${ordem.key},${ordem.direction}`,
      },
    }),
    cidadePageSchema,
  );
}
