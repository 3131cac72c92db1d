import { and, count, eq, ilike, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ClienteFiltro, ClienteInput, ClienteSortKey } from '@portal/shared/clientes/schemas';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Executor } from '../../db/client';
import {
  agentesFinanceirosClientes,
  clientes,
  despachantes,
  gruposEconomicos,
  terceirosGarantidores,
  usuarios,
  veiculos,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { findUfOfCidade } from '../../lib/municipios';
import { limitOffset, orderByOf } from '../../lib/paging';
import { CLIENTE_OWNERS, visibleTo } from '../../lib/tenancy';
import { createRepository } from '../../lib/repository';
import { containing } from '../../lib/like';

/**
 * A prospect of the public pre-registration: the client has a PRE_CADASTRADO user and no
 * other user that is not removed. Qualified by hand: Drizzle leaves columns unqualified in
 * single-table statements, and an unqualified "id" inside the subqueries would be the user's.
 */
const preCadastroSql = sql<boolean>`(
  exists (select 1 from "usuarios" u
          where u."cliente_id" = "clientes"."id" and u."status" = 'PRE_CADASTRADO')
  and not exists (select 1 from "usuarios" u
                  where u."cliente_id" = "clientes"."id"
                    and u."status" not in ('PRE_CADASTRADO', 'REMOVIDO')))`;

const grupoEconomicoColumns = {
  grupoEconomicoId: clientes.grupoEconomicoId,
  grupoEconomicoNome: gruposEconomicos.nome,
};

const resumoColumns = {
  id: clientes.id,
  razaoSocial: clientes.razaoSocial,
  nomeFantasia: clientes.nomeFantasia,
  cnpj: clientes.cnpj,
  ...grupoEconomicoColumns,
  uf: clientes.uf,
  vbDetransAtivo: clientes.vbDetransAtivo,
  vbPagueAtivo: clientes.vbPagueAtivo,
  serasaHubAtivo: clientes.serasaHubAtivo,
  ativo: clientes.ativo,
  ufsAtuacao: clientes.ufsAtuacao,
  preCadastro: preCadastroSql,
};

const detalheColumns = {
  ...resumoColumns,
  cep: clientes.cep,
  logradouro: clientes.logradouro,
  numero: clientes.numero,
  complemento: clientes.complemento,
  bairro: clientes.bairro,
  codigoMunicipioIbge: clientes.codigoMunicipioIbge,
  email: clientes.email,
  telefone: clientes.telefone,
  createdAt: clientes.createdAt,
  updatedAt: clientes.updatedAt,
};

export type ClienteResumoRow = Awaited<ReturnType<ClientesQueries['listAll']>>[number];
export type ClienteRow = NonNullable<Awaited<ReturnType<ClientesQueries['findById']>>>;

/** `clientes/todos` is not paged by the original API; a registradora serves hundreds of banks. */
const TODOS_LIMIT = 2000;

function columnsOf(input: ClienteInput) {
  const { endereco, ...rest } = input;
  return { ...rest, ...endereco };
}

function clientesQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(isNull(clientes.deletedAt), visibleTo(auth, CLIENTE_OWNERS), ...conditions);

  const withGrupo = <T extends SelectedFields>(columns: T) =>
    db
      .select(columns)
      .from(clientes)
      .leftJoin(gruposEconomicos, eq(gruposEconomicos.id, clientes.grupoEconomicoId));

  return {
    async page(auth: AuthContext, filtro: ClienteFiltro, page: PageRequest<ClienteSortKey>) {
      const where = visible(
        auth,
        filtro.nome
          ? or(
              ilike(clientes.razaoSocial, containing(filtro.nome)),
              ilike(clientes.nomeFantasia, containing(filtro.nome)),
            )
          : undefined,
        filtro.cnpj ? ilike(clientes.cnpj, containing(filtro.cnpj)) : undefined,
        filtro.grupoEconomicoId
          ? eq(clientes.grupoEconomicoId, filtro.grupoEconomicoId)
          : undefined,
        filtro.uf ? eq(clientes.uf, filtro.uf) : undefined,
        filtro.ativo === undefined ? undefined : eq(clientes.ativo, filtro.ativo),
        filtro.preCadastro === undefined
          ? undefined
          : filtro.preCadastro
            ? preCadastroSql
            : sql`not ${preCadastroSql}`,
      );
      const { limit, offset } = limitOffset(page);
      const content = await withGrupo(resumoColumns)
        .where(where)
        .orderBy(
          ...orderByOf(
            page,
            {
              razaoSocial: sql`lower(${clientes.razaoSocial})`,
              nomeFantasia: sql`lower(${clientes.nomeFantasia})`,
              cnpj: clientes.cnpj,
              createdAt: clientes.createdAt,
            },
            clientes.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(clientes).where(where);
      return { content, totalElements: total?.total ?? 0 };
    },

    listAll(auth: AuthContext) {
      return withGrupo(resumoColumns)
        .where(visible(auth))
        .orderBy(sql`lower(${clientes.nomeFantasia})`, clientes.id)
        .limit(TODOS_LIMIT);
    },

    /** Active clients as options (spec §3: id, nomeFantasia). */
    combo(auth: AuthContext) {
      return db
        .select({ id: clientes.id, nomeFantasia: clientes.nomeFantasia })
        .from(clientes)
        .where(visible(auth, eq(clientes.ativo, true)))
        .orderBy(sql`lower(${clientes.nomeFantasia})`, clientes.id)
        .limit(TODOS_LIMIT);
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await withGrupo(detalheColumns).where(visible(auth, eq(clientes.id, id)));
      return row ?? null;
    },

    /** Locks the visible client for the rest of the transaction (delete checks references). */
    async lockById(auth: AuthContext, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: clientes.id })
        .from(clientes)
        .where(visible(auth, eq(clientes.id, id)))
        .for('update');
      return rows.length > 0;
    },

    /**
     * Whether a live economic group exists, holding it (FOR SHARE) until the transaction ends
     * so that it cannot be deleted while a client is being attached to it.
     */
    async holdGrupoEconomico(grupoEconomicoId: string): Promise<boolean> {
      const rows = await db
        .select({ id: gruposEconomicos.id })
        .from(gruposEconomicos)
        .where(and(eq(gruposEconomicos.id, grupoEconomicoId), isNull(gruposEconomicos.deletedAt)))
        .for('share');
      return rows.length > 0;
    },

    ufOfCidade: (codigoIbge: string) => findUfOfCidade(db, codigoIbge),

    async insert(input: ClienteInput): Promise<string> {
      const [row] = await db
        .insert(clientes)
        .values(columnsOf(input))
        .returning({ id: clientes.id });
      if (!row) throw new Error('client insert returned no row');
      return row.id;
    },

    async update(auth: AuthContext, id: string, input: ClienteInput): Promise<boolean> {
      const rows = await db
        .update(clientes)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(visible(auth, eq(clientes.id, id)))
        .returning({ id: clientes.id });
      return rows.length > 0;
    },

    /**
     * What still points at a client: its users (not removed), its financial agents, and its
     * live dispatchers, third-party guarantors and vehicles.
     */
    async referencesOf(id: string) {
      const countOf = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
      return {
        usuarios: await countOf(
          db
            .select({ total: count() })
            .from(usuarios)
            .where(
              and(
                eq(usuarios.clienteId, id),
                notInArray(usuarios.status, ['REMOVIDO', 'PRE_CADASTRADO']),
              ),
            ),
        ),
        agentesFinanceiros: await countOf(
          db
            .select({ total: count() })
            .from(agentesFinanceirosClientes)
            .where(eq(agentesFinanceirosClientes.clienteId, id)),
        ),
        despachantes: await countOf(
          db
            .select({ total: count() })
            .from(despachantes)
            .where(and(eq(despachantes.clienteId, id), isNull(despachantes.deletedAt))),
        ),
        terceirosGarantidores: await countOf(
          db
            .select({ total: count() })
            .from(terceirosGarantidores)
            .where(
              and(eq(terceirosGarantidores.clienteId, id), isNull(terceirosGarantidores.deletedAt)),
            ),
        ),
        veiculos: await countOf(
          db
            .select({ total: count() })
            .from(veiculos)
            .where(and(eq(veiculos.clienteId, id), isNull(veiculos.deletedAt))),
        ),
      };
    },

    /**
     * Removes the client and, with it, the prospects of its pre-registration: they never had
     * access, and a squatted CNPJ must not keep the real company from being registered.
     */
    async softDelete(id: string): Promise<void> {
      await db
        .update(usuarios)
        .set({ status: 'REMOVIDO' })
        .where(and(eq(usuarios.clienteId, id), eq(usuarios.status, 'PRE_CADASTRADO')));
      await db
        .update(clientes)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(clientes.id, id));
    },
  };
}

export type ClientesQueries = ReturnType<typeof clientesQueries>;

export function createClientesRepository(db: Executor) {
  return createRepository(db, clientesQueries);
}

export type ClientesRepository = ReturnType<typeof createClientesRepository>;
