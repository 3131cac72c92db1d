import type {
  TerceiroGarantidor,
  TerceiroGarantidorInput,
  TerceiroGarantidorResumo,
} from '@portal/shared/terceiros-garantidores/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { clientOwnedRegister } from '../../lib/client-owned';
import { enderecoOf } from '../../lib/endereco';
import { assertMunicipioOf } from '../../lib/municipios';
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
    endereco: enderecoOf(row),
    municipio: row.municipio,
    telefone: row.telefone,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createTerceirosGarantidoresService(repository: TerceirosGarantidoresRepository) {
  const register = clientOwnedRegister({
    repository,
    duplicates: DUPLICATES,
    toItem: toResumo,
    toRecord: toTerceiroGarantidor,
    check: (tx: TerceirosGarantidoresQueries, { endereco }: TerceiroGarantidorInput) =>
      assertMunicipioOf(tx, endereco),
  });

  return {
    combo: (auth: AuthContext, clienteId?: string) => repository.combo(auth, clienteId),

    ...register,
  };
}

export type TerceirosGarantidoresService = ReturnType<typeof createTerceirosGarantidoresService>;
