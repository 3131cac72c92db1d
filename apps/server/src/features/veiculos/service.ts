import type { Veiculo, VeiculoInput } from '@portal/shared/veiculos/schemas';
import { clientOwnedRegister } from '../../lib/client-owned';
import { invalid } from '../../lib/errors';
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
  return clientOwnedRegister({
    repository,
    duplicates: DUPLICATES,
    toItem: toVeiculo,
    toRecord: toVeiculo,
    check: (tx: VeiculosQueries, input: VeiculoInput, current?: { marcaModeloId: string }) =>
      assertMarcaModelo(tx, input.marcaModeloId, current?.marcaModeloId),
  });
}

export type VeiculosService = ReturnType<typeof createVeiculosService>;
