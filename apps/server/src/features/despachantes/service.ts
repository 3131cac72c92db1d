import type { Despachante, DespachanteInput } from '@portal/shared/despachantes/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { clientOwnedRegister } from '../../lib/client-owned';
import { assertMunicipioOf } from '../../lib/municipios';
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

export function createDespachantesService(repository: DespachantesRepository) {
  const register = clientOwnedRegister({
    repository,
    duplicates: DUPLICATES,
    toItem: toDespachante,
    toRecord: toDespachante,
    check: (tx: DespachantesQueries, input: DespachanteInput) =>
      assertMunicipioOf(tx, input, 'codigoMunicipioIbge'),
  });

  return {
    combo: (auth: AuthContext, clienteId?: string) => repository.combo(auth, clienteId),

    ...register,
  };
}

export type DespachantesService = ReturnType<typeof createDespachantesService>;
