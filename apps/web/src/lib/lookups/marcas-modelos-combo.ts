import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { marcaModeloComboSchema } from '@portal/shared/common/opcoes';
import { http, parseJson } from '../http';

/** The prefix of every search: a brand/model's change refreshes them all. */
export const MARCAS_MODELOS_COMBO_QUERY_KEY = ['lookups', 'marcas-modelos/todos-combo'] as const;

const marcasModelosComboSchema = z.array(marcaModeloComboSchema);

/**
 * Active brand/models matching `busca` (start of the code, or part of brand and model), at
 * most 50 (GET marcas-modelos/todos-combo): the catalogue is too large to load whole. A
 * search as the person types: in the background (the field shows its own loader), never the
 * full-screen one over the form and the options being picked (docs/ARCHITECTURE.md).
 */
export function marcasModelosComboQuery(busca: string) {
  return queryOptions({
    queryKey: [...MARCAS_MODELOS_COMBO_QUERY_KEY, busca],
    queryFn: () =>
      parseJson(
        http.get('marcas-modelos/todos-combo', {
          searchParams: busca ? { busca } : {},
          isBackground: true,
        }),
        marcasModelosComboSchema,
      ),
    staleTime: 60_000,
  });
}
