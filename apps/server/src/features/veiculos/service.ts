import type { PageRequest } from '@portal/shared/common/paging';
import type {
  Veiculo,
  VeiculoFiltro,
  VeiculoInput,
  VeiculoSortKey,
} from '@portal/shared/veiculos/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { invalid, orNotFound } from '../../lib/errors';
import { resolveOwnerCliente } from '../../lib/tenancy';
import type { VeiculoRow, VeiculosQueries, VeiculosRepository } from './repository';

export const CHASSI_DUPLICADO = 'Já existe um veículo com este chassi para este cliente.';

/** The unique constraints a write may hit, and the 409 each answers. */
const DUPLICATES = {
  veiculos_cliente_chassi_unique: { mensagem: CHASSI_DUPLICADO, campo: 'chassi' },
};

function toVeiculo(row: VeiculoRow): Veiculo {
  return {
    id: row.id,
    cliente: { id: row.clienteId, nomeFantasia: row.clienteNomeFantasia },
    chassi: row.chassi,
    remarcado: row.remarcado,
    placa: row.placa,
    ufPlaca: row.ufPlaca,
    renavam: row.renavam,
    anoFabricacao: row.anoFabricacao,
    anoModelo: row.anoModelo,
    marcaModelo: {
      id: row.marcaModeloId,
      codigo: row.marcaModeloCodigo,
      marca: row.marca,
      modelo: row.modelo,
    },
    cor: row.cor,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The brand/model must exist; an inactive one is refused unless the vehicle already had it
 * (deactivating a model stops new choices without making its vehicles uneditable).
 */
async function assertMarcaModelo(
  tx: VeiculosQueries,
  marcaModeloId: string,
  currentMarcaModeloId?: string,
): Promise<void> {
  const marcaModelo = await tx.holdMarcaModelo(marcaModeloId);
  if (!marcaModelo) throw invalid('marcaModeloId', 'Marca/modelo não encontrada');
  if (!marcaModelo.ativo && marcaModeloId !== currentMarcaModeloId) {
    throw invalid('marcaModeloId', 'Marca/modelo inativa');
  }
}

export function createVeiculosService(repository: VeiculosRepository) {
  async function get(auth: AuthContext, id: string): Promise<Veiculo> {
    const row = orNotFound(await repository.findById(auth, id));
    return toVeiculo(row);
  }

  return {
    async list(auth: AuthContext, filtro: VeiculoFiltro, page: PageRequest<VeiculoSortKey>) {
      const result = await repository.page(auth, filtro, page);
      return { content: result.content.map(toVeiculo), totalElements: result.totalElements };
    },

    get,

    /** A supplier's user has no client to keep vehicles for (403). */
    async create(auth: AuthContext, input: VeiculoInput): Promise<Veiculo> {
      const { clienteId: requested, ...dados } = input;
      const id = await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          const clienteId = await resolveOwnerCliente(tx, auth, requested);
          await assertMarcaModelo(tx, dados.marcaModeloId);
          return tx.insert(clienteId, dados);
        }),
      );
      return get(auth, id);
    },

    /** Full replacement; without `clienteId` the vehicle stays with its client. */
    async update(auth: AuthContext, id: string, input: VeiculoInput): Promise<Veiculo> {
      const { clienteId: requested, ...dados } = input;
      await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          const current = orNotFound(await tx.lockById(auth, id));
          const clienteId = await resolveOwnerCliente(tx, auth, requested ?? current.clienteId);
          await assertMarcaModelo(tx, dados.marcaModeloId, current.marcaModeloId);
          await tx.update(id, clienteId, dados);
        }),
      );
      return get(auth, id);
    },

    /** Soft delete: the chassis can then be registered again for the client. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(auth, id));
        await tx.softDelete(id);
      });
    },
  };
}

export type VeiculosService = ReturnType<typeof createVeiculosService>;
