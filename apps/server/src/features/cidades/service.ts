import type { CIDADE_SORT_KEYS } from '@portal/shared/cidades/schemas';
import type { PageRequest } from '@portal/shared/common/paging';
import { orNotFound } from '../../lib/errors';
import type { CidadesRepository } from './repository';

/** The municipalities: read only (synced with IBGE's table at every start by `load.ts`). */
export function createCidadesService(repository: CidadesRepository) {
  return {
    list: (
      filtro: { uf?: string; nome?: string },
      page: PageRequest<(typeof CIDADE_SORT_KEYS)[number]>,
    ) => repository.list(filtro, page),

    async get(codigoIbge: string) {
      const cidade = orNotFound(await repository.find(codigoIbge));
      return cidade;
    },
  };
}

export type CidadesService = ReturnType<typeof createCidadesService>;
