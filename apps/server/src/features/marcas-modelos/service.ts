import type { PageRequest } from '@portal/shared/common/paging';
import type {
  MarcaModelo,
  MarcaModeloFiltro,
  MarcaModeloInput,
  MarcaModeloSortKey,
} from '@portal/shared/marcas-modelos/schemas';
import { assertRegistradora, type AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError, notFound, orNotFound } from '../../lib/errors';
import { mapPage } from '../../lib/paging';
import type { MarcasModelosRepository } from './repository';

export const CODIGO_DUPLICADO = 'Já existe uma marca/modelo com este código.';

/** The catalogue is the registradora's: a client's or supplier's user only reads it. */
const SOMENTE_REGISTRADORA = 'Somente a registradora cadastra e altera marcas/modelos.';

type MarcaModeloRow = Omit<MarcaModelo, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

function toMarcaModelo(row: MarcaModeloRow): MarcaModelo {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The unique constraints a write may hit, and the 409 each answers. */
const DUPLICATES = {
  marcas_modelos_codigo_unique: { mensagem: CODIGO_DUPLICADO, campo: 'codigo' },
};

export function createMarcasModelosService(repository: MarcasModelosRepository) {
  async function get(auth: AuthContext, id: string): Promise<MarcaModelo> {
    const row = orNotFound(await repository.findById(auth, id));
    return toMarcaModelo(row);
  }

  return {
    async list(
      auth: AuthContext,
      filtro: MarcaModeloFiltro,
      page: PageRequest<MarcaModeloSortKey>,
    ) {
      return mapPage(await repository.page(auth, filtro, page), toMarcaModelo);
    },

    combo: (busca?: string) => repository.combo(busca),

    get,

    async create(auth: AuthContext, input: MarcaModeloInput): Promise<MarcaModelo> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const id = await conflictOnDuplicate(DUPLICATES, () => repository.insert(input));
      return get(auth, id);
    },

    /** Deactivating a model keeps the vehicles that use it; new ones cannot choose it. */
    async update(auth: AuthContext, id: string, input: MarcaModeloInput): Promise<MarcaModelo> {
      await get(auth, id);
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      if (!(await conflictOnDuplicate(DUPLICATES, () => repository.update(id, input))))
        throw notFound();
      return get(auth, id);
    },

    /** Soft delete, refused while live vehicles use the model. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(id));
        assertRegistradora(auth, SOMENTE_REGISTRADORA);
        const total = await tx.countLiveVeiculos(id);
        if (total > 0) {
          throw new AppError(
            'CONFLICT',
            `A marca/modelo não pode ser excluída: ${total} ${total === 1 ? 'veículo a utiliza' : 'veículos a utilizam'}. Inative-a para que não seja mais escolhida.`,
          );
        }
        await tx.softDelete(id);
      });
    },
  };
}

export type MarcasModelosService = ReturnType<typeof createMarcasModelosService>;
