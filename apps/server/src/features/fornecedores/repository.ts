import {
  and,
  asc,
  count,
  eq,
  ilike,
  isNull,
  like,
  lte,
  ne,
  or,
  gte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { FornecedorFiltro, TipoFornecedor } from '@portal/shared/fornecedores/schemas';
import type { Db, Executor } from '../../db/client';
import { fornecedores, servicosDetran, usuarios } from '../../db/schema';
import { keysetAfter, keysetOrder, type KeysetCursor } from '../../lib/export/keyset';
import { limitOffset, orderByOf } from '../../lib/paging';
import { SHARED, visibleTo, type Owners, type TenantCaller } from '../../lib/tenancy';
import { transactionOf } from '../../lib/repository';
import { containing, startingWith } from '../../lib/like';

export type FornecedorRow = typeof fornecedores.$inferSelect;
export type FornecedorValues = Omit<
  typeof fornecedores.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

/** Whose suppliers the caller may see (lib/tenancy): a whole AuthContext will do. */
export type FornecedorScope = TenantCaller;

/**
 * Suppliers are reference data every client reads; a supplier's user sees only its own.
 * Removed suppliers are never visible.
 */
const OWNERS: Owners = { cliente: SHARED, fornecedor: fornecedores.id };

const SORT_COLUMNS = {
  nome: fornecedores.nome,
  uf: fornecedores.uf,
  tipo: fornecedores.tipo,
  cnpj: fornecedores.cnpj,
  dataCadastro: fornecedores.createdAt,
};

function visible(scope: FornecedorScope): SQL[] {
  const conditions: SQL[] = [isNull(fornecedores.deletedAt)];
  const tenant = visibleTo(scope, OWNERS);
  if (tenant) conditions.push(tenant);
  return conditions;
}

function whereOf(filtro: FornecedorFiltro, scope: FornecedorScope): SQL | undefined {
  const conditions = visible(scope);
  if (filtro.nome) {
    const pattern = containing(filtro.nome);
    conditions.push(
      or(ilike(fornecedores.nome, pattern), ilike(fornecedores.razaoSocial, pattern)) as SQL,
    );
  }
  if (filtro.cnpj) {
    const cnpj = filtro.cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (cnpj) conditions.push(like(fornecedores.cnpj, startingWith(cnpj)));
  }
  if (filtro.uf) conditions.push(eq(fornecedores.uf, filtro.uf));
  if (filtro.tipo) conditions.push(eq(fornecedores.tipo, filtro.tipo));
  if (filtro.ativo !== undefined) conditions.push(eq(fornecedores.ativo, filtro.ativo));
  return and(...conditions);
}

/** Prices in force today. */
const precoVigente = and(
  isNull(servicosDetran.deletedAt),
  lte(servicosDetran.vigenciaInicio, sql`current_date`),
  or(isNull(servicosDetran.vigenciaFim), gte(servicosDetran.vigenciaFim, sql`current_date`)),
);

export interface References {
  usuarios: number;
  precos: number;
}

/** The writes of a supplier, inside a transaction that holds the supplier's row. */
function fornecedoresWrites(tx: Executor) {
  return {
    /**
     * The visible supplier, locked (FOR UPDATE) until the transaction ends: a concurrent
     * edit, delete, or price or user attached to it waits for this one.
     */
    async lockById(id: string, scope: FornecedorScope): Promise<FornecedorRow | null> {
      const [row] = await tx
        .select()
        .from(fornecedores)
        .where(and(eq(fornecedores.id, id), ...visible(scope)))
        .for('update');
      return row ?? null;
    },

    async update(id: string, values: FornecedorValues): Promise<FornecedorRow | null> {
      const [row] = await tx
        .update(fornecedores)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(fornecedores.id, id), isNull(fornecedores.deletedAt)))
        .returning();
      return row ?? null;
    },

    /** What still refers to a supplier: its users (not removed) and its prices (not removed). */
    async countReferences(id: string): Promise<References> {
      const [users] = await tx
        .select({ total: count() })
        .from(usuarios)
        .where(and(eq(usuarios.fornecedorId, id), ne(usuarios.status, 'REMOVIDO')));
      const [prices] = await tx
        .select({ total: count() })
        .from(servicosDetran)
        .where(and(eq(servicosDetran.fornecedorId, id), isNull(servicosDetran.deletedAt)));
      return { usuarios: users?.total ?? 0, precos: prices?.total ?? 0 };
    },

    async softDelete(id: string): Promise<void> {
      await tx
        .update(fornecedores)
        .set({ deletedAt: sql`now()`, ativo: false, updatedAt: sql`now()` })
        .where(eq(fornecedores.id, id));
    },
  };
}

export type FornecedoresWrites = ReturnType<typeof fornecedoresWrites>;

export function createFornecedoresRepository(db: Db) {
  return {
    async list(
      filtro: FornecedorFiltro,
      page: PageRequest<keyof typeof SORT_COLUMNS>,
      scope: FornecedorScope,
    ) {
      const where = whereOf(filtro, scope);
      const [content, [total]] = await Promise.all([
        db
          .select()
          .from(fornecedores)
          .where(where)
          .orderBy(...orderByOf(page, SORT_COLUMNS, fornecedores.id))
          .limit(limitOffset(page).limit)
          .offset(limitOffset(page).offset),
        db.select({ total: count() }).from(fornecedores).where(where),
      ]);
      return { content, totalElements: total?.total ?? 0 };
    },

    async count(filtro: FornecedorFiltro, scope: FornecedorScope): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(fornecedores)
        .where(whereOf(filtro, scope));
      return row?.total ?? 0;
    },

    /**
     * One chunk of an export: up to `limit` visible rows after `after`, by (nome, id), the
     * order of the list's default sort. `nome` is NOT NULL, as keyset paging needs.
     */
    async exportChunk(
      filtro: FornecedorFiltro,
      scope: FornecedorScope,
      after: KeysetCursor | null,
      limit: number,
    ): Promise<FornecedorRow[]> {
      return db
        .select()
        .from(fornecedores)
        .where(and(whereOf(filtro, scope), keysetAfter(fornecedores.nome, fornecedores.id, after)))
        .orderBy(...keysetOrder(fornecedores.nome, fornecedores.id))
        .limit(limit);
    },

    async findById(id: string, scope: FornecedorScope): Promise<FornecedorRow | null> {
      const [row] = await db
        .select()
        .from(fornecedores)
        .where(and(eq(fornecedores.id, id), ...visible(scope)));
      return row ?? null;
    },

    async insert(values: FornecedorValues): Promise<FornecedorRow> {
      const [row] = await db.insert(fornecedores).values(values).returning();
      if (!row) throw new Error('fornecedor insert returned no row');
      return row;
    },

    /** Runs `work` in one transaction, with the writes bound to it. */
    transaction: transactionOf(db, fornecedoresWrites),

    /** Active destinations: every active supplier, Detrans first by UF, then the others. */
    async destinos() {
      return db
        .select({
          id: fornecedores.id,
          nome: fornecedores.nome,
          uf: fornecedores.uf,
          tipo: sql<TipoFornecedor>`${fornecedores.tipo}`,
        })
        .from(fornecedores)
        .where(and(isNull(fornecedores.deletedAt), eq(fornecedores.ativo, true)))
        .orderBy(asc(fornecedores.tipo), asc(fornecedores.uf), asc(fornecedores.nome));
    },

    async ufsDetrans() {
      return db
        .select({ uf: fornecedores.uf, fornecedorId: fornecedores.id, nome: fornecedores.nome })
        .from(fornecedores)
        .where(
          and(
            eq(fornecedores.tipo, 'DETRAN'),
            eq(fornecedores.ativo, true),
            isNull(fornecedores.deletedAt),
          ),
        )
        .orderBy(asc(fornecedores.uf));
    },

    async administradores(scope: FornecedorScope, onlyPagadorTaxaRj = false) {
      const conditions = visible(scope);
      if (onlyPagadorTaxaRj) {
        conditions.push(eq(fornecedores.pagadorTaxaDetranRj, true), eq(fornecedores.ativo, true));
      }
      return db
        .select({
          id: fornecedores.id,
          nome: fornecedores.nome,
          uf: fornecedores.uf,
          tipo: sql<TipoFornecedor>`${fornecedores.tipo}`,
          ativo: fornecedores.ativo,
        })
        .from(fornecedores)
        .where(and(...conditions))
        .orderBy(asc(fornecedores.nome), asc(fornecedores.id));
    },

    /** Active destinations with a price in force today for service type `tipoServico`. */
    async destinosPorTipoServico(tipoServico: number) {
      return db
        .selectDistinct({
          id: fornecedores.id,
          nome: fornecedores.nome,
          uf: fornecedores.uf,
          tipo: sql<TipoFornecedor>`${fornecedores.tipo}`,
        })
        .from(fornecedores)
        .innerJoin(servicosDetran, eq(servicosDetran.fornecedorId, fornecedores.id))
        .where(
          and(
            eq(servicosDetran.tipoServico, tipoServico),
            precoVigente,
            eq(fornecedores.ativo, true),
            isNull(fornecedores.deletedAt),
          ),
        )
        .orderBy(asc(fornecedores.uf), asc(fornecedores.nome), asc(fornecedores.id));
    },
  };
}

export type FornecedoresRepository = ReturnType<typeof createFornecedoresRepository>;
