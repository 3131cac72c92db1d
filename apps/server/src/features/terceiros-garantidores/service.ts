import type { PageRequest } from '@portal/shared/common/paging';
import type {
  TerceiroGarantidor,
  TerceiroGarantidorFiltro,
  TerceiroGarantidorInput,
  TerceiroGarantidorResumo,
  TerceiroGarantidorSortKey,
} from '@portal/shared/terceiros-garantidores/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { orNotFound } from '../../lib/errors';
import { resolveOwnerCliente } from '../../lib/tenancy';
import { assertMunicipioDaUf } from '../../lib/municipios';
import type {
  TerceiroGarantidorResumoRow,
  TerceiroGarantidorRow,
  TerceirosGarantidoresQueries,
  TerceirosGarantidoresRepository,
} from './repository';

export const CPF_CNPJ_DUPLICADO =
  'Já existe um terceiro garantidor com este CPF/CNPJ para este cliente.';

/** The unique constraints a write may hit, and the 409 each answers. */
const DUPLICATES = {
  terceiros_garantidores_cliente_cpf_cnpj_unique: {
    mensagem: CPF_CNPJ_DUPLICADO,
    campo: 'cpfCnpj',
  },
};

function toResumo(row: TerceiroGarantidorResumoRow): TerceiroGarantidorResumo {
  return {
    id: row.id,
    cliente: { id: row.clienteId, nomeFantasia: row.clienteNomeFantasia },
    nome: row.nome,
    cpfCnpj: row.cpfCnpj,
    uf: row.uf,
    municipio: row.municipio,
    telefone: row.telefone,
    email: row.email,
  };
}

function toTerceiroGarantidor(row: TerceiroGarantidorRow): TerceiroGarantidor {
  return {
    id: row.id,
    cliente: { id: row.clienteId, nomeFantasia: row.clienteNomeFantasia },
    nome: row.nome,
    cpfCnpj: row.cpfCnpj,
    endereco: {
      cep: row.cep,
      logradouro: row.logradouro,
      numero: row.numero,
      complemento: row.complemento,
      bairro: row.bairro,
      codigoMunicipioIbge: row.codigoMunicipioIbge,
      uf: row.uf,
    },
    municipio: row.municipio,
    telefone: row.telefone,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function assertMunicipio(
  tx: TerceirosGarantidoresQueries,
  { endereco }: TerceiroGarantidorInput,
): Promise<void> {
  const ufDaCidade = await tx.ufOfCidade(endereco.codigoMunicipioIbge);
  assertMunicipioDaUf(ufDaCidade, endereco.uf, 'endereco.codigoMunicipioIbge');
}

export function createTerceirosGarantidoresService(repository: TerceirosGarantidoresRepository) {
  async function get(auth: AuthContext, id: string): Promise<TerceiroGarantidor> {
    const row = orNotFound(await repository.findById(auth, id));
    return toTerceiroGarantidor(row);
  }

  return {
    async list(
      auth: AuthContext,
      filtro: TerceiroGarantidorFiltro,
      page: PageRequest<TerceiroGarantidorSortKey>,
    ) {
      const result = await repository.page(auth, filtro, page);
      return { content: result.content.map(toResumo), totalElements: result.totalElements };
    },

    combo: (auth: AuthContext, clienteId?: string) => repository.combo(auth, clienteId),

    get,

    /** A supplier's user has no client to keep guarantors for (403). */
    async create(auth: AuthContext, input: TerceiroGarantidorInput): Promise<TerceiroGarantidor> {
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

    /** Full replacement; without `clienteId` the guarantor stays with its client. */
    async update(auth: AuthContext, id: string, input: TerceiroGarantidorInput) {
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

export type TerceirosGarantidoresService = ReturnType<typeof createTerceirosGarantidoresService>;
