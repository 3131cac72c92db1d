import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type {
  GrupoEconomicoFiltro,
  GrupoEconomicoInput,
  GrupoEconomicoSortKey,
} from '@portal/shared/grupos-economicos/schemas';
import type { Executor } from '../../db/client';
import { clientes, gruposEconomicos } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { limitOffset, orderByOf } from '../../lib/paging';
import { visibleTo, type Owners } from '../../lib/tenancy';
import { createRepository } from '../../lib/repository';
import { containing } from '../../lib/like';

/**
 * Economic groups: the registradora sees them all; a client's user only the group of its own
 * client; a supplier's user none (nothing in its work needs them).
 */
const OWNERS: Owners = {
  cliente: (clienteId) =>
    sql`${gruposEconomicos.id} in (select ${clientes.grupoEconomicoId} from ${clientes} where ${clientes.id} = ${clienteId})`,
};

// Written with qualified names: in a select list Drizzle leaves columns unqualified, and
// "id" inside the subquery would then be the client's id.
const liveClientesOfGrupo = sql<number>`(select count(*)::int from "clientes" where "clientes"."grupo_economico_id" = "grupos_economicos"."id" and "clientes"."deleted_at" is null)`;

const grupoColumns = {
  id: gruposEconomicos.id,
  nome: gruposEconomicos.nome,
  descricao: gruposEconomicos.descricao,
  ativo: gruposEconomicos.ativo,
  quantidadeClientes: liveClientesOfGrupo,
  createdAt: gruposEconomicos.createdAt,
  updatedAt: gruposEconomicos.updatedAt,
};

function gruposEconomicosQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(isNull(gruposEconomicos.deletedAt), visibleTo(auth, OWNERS), ...conditions);

  return {
    async page(
      auth: AuthContext,
      filtro: GrupoEconomicoFiltro,
      page: PageRequest<GrupoEconomicoSortKey>,
    ) {
      const where = visible(
        auth,
        filtro.nome ? ilike(gruposEconomicos.nome, containing(filtro.nome)) : undefined,
        filtro.ativo === undefined ? undefined : eq(gruposEconomicos.ativo, filtro.ativo),
      );
      const { limit, offset } = limitOffset(page);
      const content = await db
        .select(grupoColumns)
        .from(gruposEconomicos)
        .where(where)
        .orderBy(
          ...orderByOf(
            page,
            { nome: sql`lower(${gruposEconomicos.nome})`, createdAt: gruposEconomicos.createdAt },
            gruposEconomicos.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(gruposEconomicos).where(where);
      return { content, totalElements: total?.total ?? 0 };
    },

    /** Active groups as options; bounded (a registradora has tens of groups, not thousands). */
    combo(auth: AuthContext) {
      return db
        .select({ id: gruposEconomicos.id, nome: gruposEconomicos.nome })
        .from(gruposEconomicos)
        .where(visible(auth, eq(gruposEconomicos.ativo, true)))
        .orderBy(sql`lower(${gruposEconomicos.nome})`, gruposEconomicos.id)
        .limit(COMBO_LIMIT);
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await db
        .select(grupoColumns)
        .from(gruposEconomicos)
        .where(visible(auth, eq(gruposEconomicos.id, id)));
      return row ?? null;
    },

    /** Locks the visible group for the rest of the transaction (delete checks its clients). */
    async lockById(auth: AuthContext, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: gruposEconomicos.id })
        .from(gruposEconomicos)
        .where(visible(auth, eq(gruposEconomicos.id, id)))
        .for('update');
      return rows.length > 0;
    },

    async insert(input: GrupoEconomicoInput): Promise<string> {
      const [row] = await db
        .insert(gruposEconomicos)
        .values(input)
        .returning({ id: gruposEconomicos.id });
      if (!row) throw new Error('economic group insert returned no row');
      return row.id;
    },

    async update(auth: AuthContext, id: string, input: GrupoEconomicoInput): Promise<boolean> {
      const rows = await db
        .update(gruposEconomicos)
        .set({ ...input, updatedAt: sql`now()` })
        .where(visible(auth, eq(gruposEconomicos.id, id)))
        .returning({ id: gruposEconomicos.id });
      return rows.length > 0;
    },

    async countLiveClientes(id: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(clientes)
        .where(and(eq(clientes.grupoEconomicoId, id), isNull(clientes.deletedAt)));
      return row?.total ?? 0;
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(gruposEconomicos)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(gruposEconomicos.id, id));
    },
  };
}

const COMBO_LIMIT = 1000;

export type GruposEconomicosQueries = ReturnType<typeof gruposEconomicosQueries>;

export function createGruposEconomicosRepository(db: Executor) {
  return createRepository(db, gruposEconomicosQueries);
}

export type GruposEconomicosRepository = ReturnType<typeof createGruposEconomicosRepository>;
