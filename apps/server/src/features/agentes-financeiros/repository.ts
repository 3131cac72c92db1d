import { and, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AgenteFinanceiroFiltro,
  AgenteFinanceiroInput,
  AgenteFinanceiroSortKey,
} from '@portal/shared/agentes-financeiros/schemas';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Executor } from '../../db/client';
import { agentesFinanceiros, agentesFinanceirosClientes, clientes } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { findUfOfCidade } from '../../lib/municipios';
import { limitOffset, orderByOf } from '../../lib/paging';
import { isClienteVisible, tenantOf, visibleTo, type Owners } from '../../lib/tenancy';
import { createRepository } from '../../lib/repository';
import { containing } from '../../lib/like';

/**
 * The agent is associated with the client. Written with qualified names: Drizzle leaves
 * columns unqualified in some statements (UPDATE, select lists), and an unqualified "id"
 * inside the subquery would be the association's own id.
 */
function isAssociatedWith(clienteId: string): SQL {
  return sql`exists (select 1 from "agentes_financeiros_clientes" afc where afc."agente_financeiro_id" = "agentes_financeiros"."id" and afc."cliente_id" = ${clienteId})`;
}

/**
 * Financial agents: the registradora sees them all; a client's user the agents associated with
 * its own client (and only that association of each); a supplier's user none (the creditor
 * reaches a Detran inside the contract, not through these calls).
 */
const OWNERS: Owners = { cliente: isAssociatedWith };

/** The associations (agent <-> client) the caller may see. */
const ASSOCIATION_OWNERS: Owners = { cliente: agentesFinanceirosClientes.clienteId };

/**
 * The client filter of a list. A client's user filtering by another client gets nothing: the
 * agents it shares with that client would otherwise tell it who that client works with.
 */
function clienteFilterOf(auth: AuthContext, clienteId: string): SQL {
  const tenant = tenantOf(auth);
  if (tenant.kind === 'cliente' && tenant.id !== clienteId) return sql`false`;
  return isAssociatedWith(clienteId);
}

const resumoColumns = {
  id: agentesFinanceiros.id,
  razaoSocial: agentesFinanceiros.razaoSocial,
  nome: agentesFinanceiros.nome,
  cnpj: agentesFinanceiros.cnpj,
  uf: agentesFinanceiros.uf,
  codigoMunicipioIbge: agentesFinanceiros.codigoMunicipioIbge,
  ativo: agentesFinanceiros.ativo,
};

const detalheColumns = {
  ...resumoColumns,
  cep: agentesFinanceiros.cep,
  logradouro: agentesFinanceiros.logradouro,
  numero: agentesFinanceiros.numero,
  complemento: agentesFinanceiros.complemento,
  bairro: agentesFinanceiros.bairro,
  telefone: agentesFinanceiros.telefone,
  email: agentesFinanceiros.email,
  createdAt: agentesFinanceiros.createdAt,
  updatedAt: agentesFinanceiros.updatedAt,
};

const associacaoColumns = {
  id: agentesFinanceirosClientes.id,
  agenteFinanceiroId: agentesFinanceirosClientes.agenteFinanceiroId,
  clienteId: agentesFinanceirosClientes.clienteId,
  nomeFantasiaCliente: clientes.nomeFantasia,
};

function columnsOf(input: AgenteFinanceiroInput) {
  const { endereco, ...rest } = input;
  return { ...rest, ...endereco };
}

function agentesFinanceirosQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(isNull(agentesFinanceiros.deletedAt), visibleTo(auth, OWNERS), ...conditions);

  return {
    async page(
      auth: AuthContext,
      filtro: AgenteFinanceiroFiltro,
      page: PageRequest<AgenteFinanceiroSortKey>,
    ) {
      const where = visible(
        auth,
        filtro.nome
          ? or(
              ilike(agentesFinanceiros.razaoSocial, containing(filtro.nome)),
              ilike(agentesFinanceiros.nome, containing(filtro.nome)),
            )
          : undefined,
        filtro.cnpj ? ilike(agentesFinanceiros.cnpj, containing(filtro.cnpj)) : undefined,
        filtro.clienteId ? clienteFilterOf(auth, filtro.clienteId) : undefined,
        filtro.uf ? eq(agentesFinanceiros.uf, filtro.uf) : undefined,
        filtro.ativo === undefined ? undefined : eq(agentesFinanceiros.ativo, filtro.ativo),
      );
      const { limit, offset } = limitOffset(page);
      const content = await db
        .select(resumoColumns)
        .from(agentesFinanceiros)
        .where(where)
        .orderBy(
          ...orderByOf(
            page,
            {
              razaoSocial: sql`lower(${agentesFinanceiros.razaoSocial})`,
              nome: sql`lower(${agentesFinanceiros.nome})`,
              cnpj: agentesFinanceiros.cnpj,
              createdAt: agentesFinanceiros.createdAt,
            },
            agentesFinanceiros.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(agentesFinanceiros).where(where);
      return { content, totalElements: total?.total ?? 0 };
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await db
        .select(detalheColumns)
        .from(agentesFinanceiros)
        .where(visible(auth, eq(agentesFinanceiros.id, id)));
      return row ?? null;
    },

    async findByCnpj(auth: AuthContext, cnpj: string) {
      const [row] = await db
        .select(detalheColumns)
        .from(agentesFinanceiros)
        .where(visible(auth, eq(agentesFinanceiros.cnpj, cnpj)));
      return row ?? null;
    },

    /** The agent's associations the caller may see, with the client's name. */
    associationsOf(auth: AuthContext, agenteFinanceiroId: string) {
      return db
        .select(associacaoColumns)
        .from(agentesFinanceirosClientes)
        .innerJoin(clientes, eq(clientes.id, agentesFinanceirosClientes.clienteId))
        .where(
          and(
            eq(agentesFinanceirosClientes.agenteFinanceiroId, agenteFinanceiroId),
            isNull(clientes.deletedAt),
            visibleTo(auth, ASSOCIATION_OWNERS),
          ),
        )
        .orderBy(sql`lower(${clientes.nomeFantasia})`, agentesFinanceirosClientes.id);
    },

    /**
     * The agents of the given clients, one row per association, limited to what the caller
     * may see; a client outside the scope contributes nothing.
     */
    optionsOfClientes(auth: AuthContext, clienteIds: string[]) {
      return db
        .select({
          id: agentesFinanceiros.id,
          nome: agentesFinanceiros.nome,
          cnpj: agentesFinanceiros.cnpj,
          ativo: agentesFinanceiros.ativo,
          agenteFinanceiroClienteId: agentesFinanceirosClientes.id,
          clienteId: agentesFinanceirosClientes.clienteId,
        })
        .from(agentesFinanceirosClientes)
        .innerJoin(
          agentesFinanceiros,
          eq(agentesFinanceiros.id, agentesFinanceirosClientes.agenteFinanceiroId),
        )
        .innerJoin(clientes, eq(clientes.id, agentesFinanceirosClientes.clienteId))
        .where(
          and(
            inArray(agentesFinanceirosClientes.clienteId, clienteIds),
            isNull(agentesFinanceiros.deletedAt),
            isNull(clientes.deletedAt),
            visibleTo(auth, ASSOCIATION_OWNERS),
          ),
        )
        .orderBy(
          sql`lower(${agentesFinanceiros.nome})`,
          agentesFinanceirosClientes.clienteId,
          agentesFinanceirosClientes.id,
        );
    },

    /** Whether the caller may see this live client (a read: no lock). */
    isClienteVisible: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId),

    /** The live client the caller may see, held (FOR SHARE) until commit. */
    holdVisibleCliente: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId, 'share'),

    /** Locks the visible agent for the rest of the transaction. */
    async lockById(auth: AuthContext, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: agentesFinanceiros.id })
        .from(agentesFinanceiros)
        .where(visible(auth, eq(agentesFinanceiros.id, id)))
        .for('update');
      return rows.length > 0;
    },

    ufOfCidade: (codigoIbge: string) => findUfOfCidade(db, codigoIbge),

    async insert(input: AgenteFinanceiroInput): Promise<string> {
      const [row] = await db
        .insert(agentesFinanceiros)
        .values(columnsOf(input))
        .returning({ id: agentesFinanceiros.id });
      if (!row) throw new Error('financial agent insert returned no row');
      return row.id;
    },

    async update(auth: AuthContext, id: string, input: AgenteFinanceiroInput): Promise<void> {
      await db
        .update(agentesFinanceiros)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(visible(auth, eq(agentesFinanceiros.id, id)));
    },

    /** Associates an agent with a client; an existing association is kept as it is. */
    async associate(agenteFinanceiroId: string, clienteId: string): Promise<void> {
      await db
        .insert(agentesFinanceirosClientes)
        .values({ agenteFinanceiroId, clienteId })
        .onConflictDoNothing();
    },

    async findAssociation(agenteFinanceiroId: string, clienteId: string) {
      const [row] = await db
        .select(associacaoColumns)
        .from(agentesFinanceirosClientes)
        .innerJoin(clientes, eq(clientes.id, agentesFinanceirosClientes.clienteId))
        .where(
          and(
            eq(agentesFinanceirosClientes.agenteFinanceiroId, agenteFinanceiroId),
            eq(agentesFinanceirosClientes.clienteId, clienteId),
          ),
        );
      return row ?? null;
    },

    async dissociate(agenteFinanceiroId: string, clienteId: string): Promise<boolean> {
      const rows = await db
        .delete(agentesFinanceirosClientes)
        .where(
          and(
            eq(agentesFinanceirosClientes.agenteFinanceiroId, agenteFinanceiroId),
            eq(agentesFinanceirosClientes.clienteId, clienteId),
          ),
        )
        .returning({ id: agentesFinanceirosClientes.id });
      return rows.length > 0;
    },

    /**
     * How many clients the agent is associated with: `total` decides whether it can be
     * deleted, `visible` (the caller's scope) is what the refusal may tell the caller.
     */
    async countAssociations(auth: AuthContext, agenteFinanceiroId: string) {
      const scope = visibleTo(auth, ASSOCIATION_OWNERS);
      const [row] = await db
        .select({
          total: count(),
          visible: scope ? sql<number>`(count(*) filter (where ${scope}))::int` : count(),
        })
        .from(agentesFinanceirosClientes)
        .where(eq(agentesFinanceirosClientes.agenteFinanceiroId, agenteFinanceiroId));
      return { total: row?.total ?? 0, visible: row?.visible ?? 0 };
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(agentesFinanceiros)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(agentesFinanceiros.id, id));
    },
  };
}

export type AgentesFinanceirosQueries = ReturnType<typeof agentesFinanceirosQueries>;
export type AgenteFinanceiroRow = NonNullable<
  Awaited<ReturnType<AgentesFinanceirosQueries['findById']>>
>;

export function createAgentesFinanceirosRepository(db: Executor) {
  return createRepository(db, agentesFinanceirosQueries);
}

export type AgentesFinanceirosRepository = ReturnType<typeof createAgentesFinanceirosRepository>;
