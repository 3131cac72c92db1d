import type { PageRequest } from '@portal/shared/common/paging';
import type {
  Despachante,
  DespachanteFiltro,
  DespachanteInput,
  DespachanteSortKey,
} from '@portal/shared/despachantes/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { orNotFound } from '../../lib/errors';
import { resolveOwnerCliente } from '../../lib/tenancy';
import { assertMunicipioDaUf } from '../../lib/municipios';
import type { DespachanteRow, DespachantesQueries, DespachantesRepository } from './repository';

export const CPF_CNPJ_DUPLICADO = 'Já existe um despachante com este CPF/CNPJ para este cliente.';

/** The unique constraints a write may hit, and the 409 each answers. */
const DUPLICATES = {
  despachantes_cliente_cpf_cnpj_unique: { mensagem: CPF_CNPJ_DUPLICADO, campo: 'cpfCnpj' },
};

function toDespachante(row: DespachanteRow): Despachante {
  return {
    id: row.id,
    cliente: { id: row.clienteId, nomeFantasia: row.clienteNomeFantasia },
    nome: row.nome,
    cpfCnpj: row.cpfCnpj,
    numeroCredenciamento: row.numeroCredenciamento,
    uf: row.uf,
    codigoMunicipioIbge: row.codigoMunicipioIbge,
    municipio: row.municipio,
    telefone: row.telefone,
    email: row.email,
    ativo: row.ativo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function assertMunicipio(tx: DespachantesQueries, input: DespachanteInput): Promise<void> {
  const ufDaCidade = await tx.ufOfCidade(input.codigoMunicipioIbge);
  assertMunicipioDaUf(ufDaCidade, input.uf, 'codigoMunicipioIbge');
}

export function createDespachantesService(repository: DespachantesRepository) {
  async function get(auth: AuthContext, id: string): Promise<Despachante> {
    const row = orNotFound(await repository.findById(auth, id));
    return toDespachante(row);
  }

  return {
    async list(
      auth: AuthContext,
      filtro: DespachanteFiltro,
      page: PageRequest<DespachanteSortKey>,
    ) {
      const result = await repository.page(auth, filtro, page);
      return { content: result.content.map(toDespachante), totalElements: result.totalElements };
    },

    combo: (auth: AuthContext, clienteId?: string) => repository.combo(auth, clienteId),

    get,

    /** A supplier's user has no client to keep dispatchers for (403). */
    async create(auth: AuthContext, input: DespachanteInput): Promise<Despachante> {
      const { clienteId: requested, ...dados } = input;
      const id = await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          const clienteId = await resolveOwnerCliente(tx, auth, requested);
          await assertMunicipio(tx, input);
          return tx.insert(clienteId, dados);
        }),
      );
      return get(auth, id);
    },

    /** Full replacement; without `clienteId` the dispatcher stays with its client. */
    async update(auth: AuthContext, id: string, input: DespachanteInput): Promise<Despachante> {
      const { clienteId: requested, ...dados } = input;
      await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          const current = orNotFound(await tx.lockById(auth, id));
          const clienteId = await resolveOwnerCliente(tx, auth, requested ?? current.clienteId);
          await assertMunicipio(tx, input);
          await tx.update(id, clienteId, dados);
        }),
      );
      return get(auth, id);
    },

    /** Soft delete: the CPF/CNPJ can then be registered again for the client. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(auth, id));
        await tx.softDelete(id);
      });
    },
  };
}

export type DespachantesService = ReturnType<typeof createDespachantesService>;
