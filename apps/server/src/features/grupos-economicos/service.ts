import type { PageRequest } from '@portal/shared/common/paging';
import type {
  GrupoEconomico,
  GrupoEconomicoFiltro,
  GrupoEconomicoInput,
  GrupoEconomicoSortKey,
} from '@portal/shared/grupos-economicos/schemas';
import { assertRegistradora, type AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError, notFound, orNotFound } from '../../lib/errors';
import { mapPage } from '../../lib/paging';
import type { GruposEconomicosRepository } from './repository';

const NOME_DUPLICADO = 'Já existe um grupo econômico com este nome.';

/** Groups are the registradora's parametrization: a client's or supplier's user only reads. */
const SOMENTE_REGISTRADORA = 'Somente a registradora cadastra e altera grupos econômicos.';

type GrupoRow = Omit<GrupoEconomico, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

function toGrupo(row: GrupoRow): GrupoEconomico {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The unique constraints a write may hit, and the 409 each answers. */
const DUPLICATES = { grupos_economicos_nome_unique: { mensagem: NOME_DUPLICADO, campo: 'nome' } };

export function createGruposEconomicosService(repository: GruposEconomicosRepository) {
  async function get(auth: AuthContext, id: string): Promise<GrupoEconomico> {
    const row = orNotFound(await repository.findById(auth, id));
    return toGrupo(row);
  }

  return {
    async list(
      auth: AuthContext,
      filtro: GrupoEconomicoFiltro,
      page: PageRequest<GrupoEconomicoSortKey>,
    ) {
      return mapPage(await repository.page(auth, filtro, page), toGrupo);
    },

    combo: (auth: AuthContext) => repository.combo(auth),

    get,

    async create(auth: AuthContext, input: GrupoEconomicoInput): Promise<GrupoEconomico> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const id = await conflictOnDuplicate(DUPLICATES, () => repository.insert(input));
      return get(auth, id);
    },

    async update(auth: AuthContext, id: string, input: GrupoEconomicoInput) {
      // A group the caller cannot see answers 404 before the profile is even considered.
      await get(auth, id);
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      await conflictOnDuplicate(DUPLICATES, () => repository.update(auth, id, input));
      return get(auth, id);
    },

    /** Soft delete, refused while live clients belong to the group. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        if (!(await tx.lockById(auth, id))) {
          throw notFound();
        }
        assertRegistradora(auth, SOMENTE_REGISTRADORA);
        const total = await tx.countLiveClientes(id);
        if (total > 0) {
          throw new AppError(
            'CONFLICT',
            `O grupo econômico não pode ser excluído: ${total} ${total === 1 ? 'cliente pertence' : 'clientes pertencem'} a ele.`,
          );
        }
        await tx.softDelete(id);
      });
    },
  };
}

export type GruposEconomicosService = ReturnType<typeof createGruposEconomicosService>;
