import type {
  Cliente,
  ClienteFiltro,
  ClienteInput,
  ClienteResumo,
  ClienteSortKey,
} from '@portal/shared/clientes/schemas';
import { normalizeNome } from '@portal/shared/common/nomes';
import type { PageRequest } from '@portal/shared/common/paging';
import { isRegistradora, type AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError, invalid, orNotFound } from '../../lib/errors';
import { assertMunicipioOf } from '../../lib/municipios';
import { mapPage } from '../../lib/paging';
import type {
  ClienteResumoRow,
  ClienteRow,
  ClientesQueries,
  ClientesRepository,
} from './repository';

export const CNPJ_DUPLICADO = 'Já existe um cliente com este CNPJ.';

function grupoEconomicoOf(row: ClienteResumoRow): ClienteResumo['grupoEconomico'] {
  return row.grupoEconomicoId && row.grupoEconomicoNome
    ? { id: row.grupoEconomicoId, nome: row.grupoEconomicoNome }
    : null;
}

function toResumo(row: ClienteResumoRow): ClienteResumo {
  return {
    id: row.id,
    razaoSocial: row.razaoSocial,
    nomeFantasia: row.nomeFantasia,
    cnpj: row.cnpj,
    grupoEconomico: grupoEconomicoOf(row),
    uf: row.uf,
    vbDetransAtivo: row.vbDetransAtivo,
    vbPagueAtivo: row.vbPagueAtivo,
    serasaHubAtivo: row.serasaHubAtivo,
    ativo: row.ativo,
    ufsAtuacao: row.ufsAtuacao ?? [],
    preCadastro: row.preCadastro,
  };
}

function toCliente(row: ClienteRow): Cliente {
  const { cep, logradouro, numero, complemento, bairro, codigoMunicipioIbge, uf } = row;
  // Null only for a company from the public pre-registration not completed yet.
  const hasEndereco = cep && logradouro && numero && bairro && codigoMunicipioIbge && uf;
  return {
    id: row.id,
    razaoSocial: row.razaoSocial,
    nomeFantasia: row.nomeFantasia,
    cnpj: row.cnpj,
    grupoEconomico: grupoEconomicoOf(row),
    endereco: hasEndereco
      ? { cep, logradouro, numero, complemento, bairro, codigoMunicipioIbge, uf }
      : null,
    email: row.email,
    telefone: row.telefone,
    vbDetransAtivo: row.vbDetransAtivo,
    vbPagueAtivo: row.vbPagueAtivo,
    serasaHubAtivo: row.serasaHubAtivo,
    ativo: row.ativo,
    ufsAtuacao: row.ufsAtuacao ?? [],
    preCadastro: row.preCadastro,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The unique constraints a write may hit, and the 409 each answers. */
const DUPLICATES = { clientes_cnpj_unique: { mensagem: CNPJ_DUPLICADO, campo: 'cnpj' } };

async function assertGrupoEconomico(tx: ClientesQueries, input: ClienteInput): Promise<void> {
  if (input.grupoEconomicoId && !(await tx.holdGrupoEconomico(input.grupoEconomicoId))) {
    throw invalid('grupoEconomicoId', 'Grupo econômico não encontrado');
  }
}

const REFERENCE_NAMES = {
  usuarios: ['usuário', 'usuários'],
  agentesFinanceiros: ['agente financeiro', 'agentes financeiros'],
  despachantes: ['despachante', 'despachantes'],
  terceirosGarantidores: ['terceiro garantidor', 'terceiros garantidores'],
  veiculos: ['veículo', 'veículos'],
} as const;

/** 'ele é referenciado por 2 usuários, 1 despachante e 1 agente financeiro' */
function describeReferences(refs: Record<keyof typeof REFERENCE_NAMES, number>): string {
  const parts = Object.entries(REFERENCE_NAMES)
    .map(([key, [one, many]]) => {
      const total = refs[key as keyof typeof REFERENCE_NAMES];
      return total > 0 ? `${total} ${total === 1 ? one : many}` : '';
    })
    .filter(Boolean);
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`
    : (parts[0] ?? '');
}

export function createClientesService(repository: ClientesRepository) {
  async function get(auth: AuthContext, id: string): Promise<Cliente> {
    const row = orNotFound(await repository.findById(auth, id));
    return toCliente(row);
  }

  return {
    async list(auth: AuthContext, filtro: ClienteFiltro, page: PageRequest<ClienteSortKey>) {
      return mapPage(await repository.page(auth, filtro, page), toResumo);
    },

    async listAll(auth: AuthContext): Promise<ClienteResumo[]> {
      return (await repository.listAll(auth)).map(toResumo);
    },

    combo: (auth: AuthContext) => repository.combo(auth),

    get,

    /** Only the registradora registers clients: a client's user has no one else to create. */
    async create(auth: AuthContext, input: ClienteInput): Promise<Cliente> {
      if (!isRegistradora(auth)) {
        throw new AppError('FORBIDDEN', 'Somente a registradora cadastra clientes.');
      }
      const id = await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          await assertGrupoEconomico(tx, input);
          await assertMunicipioOf(tx, input.endereco);
          return tx.insert(input);
        }),
      );
      return get(auth, id);
    },

    /**
     * Full replacement. A client's user may correct its own client's registration data, but
     * the client's identity (CNPJ and razão social) and the commercial settings (the
     * Funcionalidades flags, the economic group and whether the client is active) are the
     * registradora's to change. Checked before writing, so that a taken CNPJ is never
     * revealed to a client's user by a 409.
     */
    async update(auth: AuthContext, id: string, input: ClienteInput): Promise<Cliente> {
      await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          orNotFound(await tx.lockById(auth, id));
          if (!isRegistradora(auth)) {
            const current = orNotFound(await tx.findById(auth, id));
            const changesIdentity =
              current.cnpj !== input.cnpj ||
              normalizeNome(current.razaoSocial) !== input.razaoSocial;
            if (changesIdentity) {
              throw new AppError(
                'FORBIDDEN',
                'Somente a registradora altera o CNPJ e a razão social do cliente.',
              );
            }
            const changesCommercialSettings =
              current.vbDetransAtivo !== input.vbDetransAtivo ||
              current.vbPagueAtivo !== input.vbPagueAtivo ||
              current.serasaHubAtivo !== input.serasaHubAtivo ||
              current.ativo !== input.ativo ||
              current.grupoEconomicoId !== input.grupoEconomicoId;
            if (changesCommercialSettings) {
              throw new AppError(
                'FORBIDDEN',
                'Somente a registradora altera as funcionalidades, o grupo econômico e a situação do cliente.',
              );
            }
          }
          await assertGrupoEconomico(tx, input);
          await assertMunicipioOf(tx, input.endereco);
          await tx.update(auth, id, input);
        }),
      );
      return get(auth, id);
    },

    /** Soft delete, refused while users, agents or the client's own records reference it. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(auth, id));
        if (!isRegistradora(auth)) {
          throw new AppError('FORBIDDEN', 'Somente a registradora exclui clientes.');
        }
        const references = describeReferences(await tx.referencesOf(id));
        if (references) {
          throw new AppError(
            'CONFLICT',
            `O cliente não pode ser excluído: ele é referenciado por ${references}.`,
          );
        }
        await tx.softDelete(id);
      });
    },
  };
}

export type ClientesService = ReturnType<typeof createClientesService>;
