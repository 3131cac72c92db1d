import type {
  AgenteFinanceiro,
  AgenteFinanceiroCliente,
  AgenteFinanceiroCreate,
  AgenteFinanceiroFiltro,
  AgenteFinanceiroInput,
  AgenteFinanceiroOpcao,
  AgenteFinanceiroSortKey,
  CredorForm,
} from '@portal/shared/agentes-financeiros/schemas';
import type { PageRequest } from '@portal/shared/common/paging';
import type { AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { enderecoOf } from '../../lib/endereco';
import { AppError, invalid, notFound, orNotFound } from '../../lib/errors';
import { assertMunicipioOf } from '../../lib/municipios';
import { ownerClienteOf, tenantOf } from '../../lib/tenancy';
import type {
  AgenteFinanceiroRow,
  AgentesFinanceirosQueries,
  AgentesFinanceirosRepository,
} from './repository';

export const CNPJ_DUPLICADO = 'Já existe um agente financeiro com este CNPJ.';

/** The unique constraints a write may hit, and the 409 each answers. */
const DUPLICATES = { agentes_financeiros_cnpj_unique: { mensagem: CNPJ_DUPLICADO, campo: 'cnpj' } };

function toAgente(row: AgenteFinanceiroRow, clientes: AgenteFinanceiroCliente[]): AgenteFinanceiro {
  return {
    id: row.id,
    razaoSocial: row.razaoSocial,
    nome: row.nome,
    cnpj: row.cnpj,
    endereco: enderecoOf(row),
    telefone: row.telefone,
    email: row.email,
    ativo: row.ativo,
    clientes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The `clienteIds` of a new agent: every one must be a client the caller may see, else a 400
 * naming the field (like an unknown grupoEconomicoId or fornecedorId elsewhere); another
 * client's id reads the same as an absent one.
 */
async function holdClienteIds(tx: AgentesFinanceirosQueries, auth: AuthContext, ids: string[]) {
  for (const clienteId of new Set(ids)) {
    if (!(await tx.holdVisibleCliente(auth, clienteId))) {
      throw invalid('clienteIds', 'Cliente não encontrado');
    }
  }
}

export function createAgentesFinanceirosService(repository: AgentesFinanceirosRepository) {
  async function withClientes(auth: AuthContext, row: AgenteFinanceiroRow | null) {
    if (!row) throw notFound();
    return toAgente(row, await repository.associationsOf(auth, row.id));
  }

  const get = async (auth: AuthContext, id: string) =>
    withClientes(auth, await repository.findById(auth, id));

  return {
    list: (
      auth: AuthContext,
      filtro: AgenteFinanceiroFiltro,
      page: PageRequest<AgenteFinanceiroSortKey>,
    ) => repository.page(auth, filtro, page),

    get,

    getByCnpj: async (auth: AuthContext, cnpj: string) =>
      withClientes(auth, await repository.findByCnpj(auth, cnpj)),

    /** The agents of one client (§2.6: choosing a client loads its agents). */
    async ofCliente(auth: AuthContext, clienteId: string): Promise<AgenteFinanceiroOpcao[]> {
      orNotFound(await repository.isClienteVisible(auth, clienteId));
      return repository.optionsOfClientes(auth, [clienteId]);
    },

    ofClientes: (auth: AuthContext, clienteIds: string[]) =>
      repository.optionsOfClientes(auth, [...new Set(clienteIds)]),

    /** The contract form's 'credor' section, phone split into area code and number. */
    async credorForm(auth: AuthContext, id: string): Promise<CredorForm> {
      const row = orNotFound(await repository.findById(auth, id));
      return {
        agenteFinanceiroId: row.id,
        nome: row.razaoSocial,
        cnpj: row.cnpj,
        cep: row.cep,
        logradouro: row.logradouro,
        numero: row.numero,
        complemento: row.complemento,
        bairro: row.bairro,
        codigoMunicipioIbge: row.codigoMunicipioIbge,
        uf: row.uf,
        ddd: row.telefone.slice(0, 2),
        telefone: row.telefone.slice(2),
        email: row.email,
      };
    },

    /**
     * Creates an agent and its associations in one transaction. A client's user creates
     * agents for its own client (the default when `clienteIds` is empty); a supplier's user
     * has no client to attach one to.
     */
    async create(auth: AuthContext, input: AgenteFinanceiroCreate): Promise<AgenteFinanceiro> {
      const { clienteIds, ...agente } = input;
      const own = ownerClienteOf(auth);
      const ids = clienteIds.length === 0 && own ? [own] : clienteIds;
      const id = await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          await holdClienteIds(tx, auth, ids);
          await assertMunicipioOf(tx, agente.endereco);
          const agenteId = await tx.insert(agente);
          for (const clienteId of new Set(ids)) await tx.associate(agenteId, clienteId);
          return agenteId;
        }),
      );
      return get(auth, id);
    },

    async update(auth: AuthContext, id: string, input: AgenteFinanceiroInput) {
      await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          orNotFound(await tx.lockById(auth, id));
          if (tenantOf(auth).kind === 'cliente') {
            // A shared agent is the creditor of other clients too: its data is theirs as well.
            const { total, visible } = await tx.countAssociations(auth, id);
            if (total > visible) {
              throw new AppError(
                'FORBIDDEN',
                'Este agente financeiro também atende outros clientes: somente a registradora altera os seus dados.',
              );
            }
          }
          await assertMunicipioOf(tx, input.endereco);
          await tx.update(auth, id, input);
        }),
      );
      return get(auth, id);
    },

    /** Soft delete, refused while the agent is associated with any client. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(auth, id));
        const { total, visible } = await tx.countAssociations(auth, id);
        if (total > 0) {
          // A client's user is told only about the association it can see: its own.
          const shown = Math.max(visible, 1);
          throw new AppError(
            'CONFLICT',
            `O agente financeiro não pode ser excluído: ele está associado a ${shown} ${shown === 1 ? 'cliente' : 'clientes'}. Desassocie-o antes.`,
          );
        }
        await tx.softDelete(id);
      });
    },

    /** Associates a visible agent with a visible client; repeating it changes nothing. */
    async associate(
      auth: AuthContext,
      id: string,
      clienteId: string,
    ): Promise<AgenteFinanceiroCliente> {
      return repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(auth, id));
        // A client the caller may not see answers as absent (404).
        orNotFound(await tx.holdVisibleCliente(auth, clienteId));
        await tx.associate(id, clienteId);
        const association = await tx.findAssociation(id, clienteId);
        if (!association) throw new Error('association vanished inside its transaction');
        return association;
      });
    },

    async dissociate(auth: AuthContext, id: string, clienteId: string): Promise<void> {
      await repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(auth, id));
        // A client the caller may not see answers as absent (404).
        orNotFound(await tx.holdVisibleCliente(auth, clienteId));
        orNotFound(await tx.dissociate(id, clienteId));
      });
    },
  };
}

export type AgentesFinanceirosService = ReturnType<typeof createAgentesFinanceirosService>;
