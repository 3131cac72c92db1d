import {
  and,
  count,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Db, Executor } from '../../db/client';
import { fornecedores, servicos, servicosDetran } from '../../db/schema';
import { limitOffset, orderByOf } from '../../lib/paging';
import { SHARED, visibleTo, type Owners, type TenantCaller } from '../../lib/tenancy';
import { transactionOf } from '../../lib/repository';
import { containing } from '../../lib/like';

export type ServicoRow = typeof servicos.$inferSelect;

export interface ServicoFiltro {
  nome?: string;
  ativo?: boolean;
}

export interface ServicoDetranFiltro {
  fornecedorId?: string;
  uf?: string;
  tipoServico?: number;
  vigenteEm?: string;
}

export interface ServicoDetranValues {
  fornecedorId: string;
  tipoServico: number;
  valor: string;
  vigenciaInicio: string;
  vigenciaFim: string | null;
}

/** A price period, for the message that names the one a new period collides with. */
export interface Vigencia {
  vigenciaInicio: string;
  vigenciaFim: string | null;
}

const precoColumns = {
  id: servicosDetran.id,
  fornecedorId: servicosDetran.fornecedorId,
  fornecedorNome: fornecedores.nome,
  uf: fornecedores.uf,
  tipoServico: servicosDetran.tipoServico,
  servicoNome: servicos.nome,
  // numeric comes back from the driver as a string: '85.90', never a float.
  valor: servicosDetran.valor,
  vigenciaInicio: servicosDetran.vigenciaInicio,
  vigenciaFim: servicosDetran.vigenciaFim,
};

/**
 * Detran prices are reference data every client reads; a supplier's user sees its own only.
 */
const PRECO_OWNERS: Owners = { cliente: SHARED, fornecedor: servicosDetran.fornecedorId };

function precoWhere(filtro: ServicoDetranFiltro, caller: TenantCaller) {
  const conditions: SQL[] = [isNull(servicosDetran.deletedAt)];
  const scope = visibleTo(caller, PRECO_OWNERS);
  if (scope) conditions.push(scope);
  if (filtro.fornecedorId) conditions.push(eq(servicosDetran.fornecedorId, filtro.fornecedorId));
  if (filtro.uf) conditions.push(eq(fornecedores.uf, filtro.uf));
  if (filtro.tipoServico) conditions.push(eq(servicosDetran.tipoServico, filtro.tipoServico));
  if (filtro.vigenteEm) {
    conditions.push(
      lte(servicosDetran.vigenciaInicio, filtro.vigenteEm),
      or(
        isNull(servicosDetran.vigenciaFim),
        gte(servicosDetran.vigenciaFim, filtro.vigenteEm),
      ) as SQL,
    );
  }
  return and(...conditions);
}

/**
 * The writes of a price, inside a transaction. Every write of a supplier's prices first locks
 * the supplier's row (FOR UPDATE), so two writers of the same supplier take turns: the
 * overlap check and the write are one step for everybody else.
 */
function precoWrites(tx: Executor) {
  return {
    /** Locks the live supplier; false when it does not exist or was removed. */
    async lockFornecedor(fornecedorId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: fornecedores.id })
        .from(fornecedores)
        .where(and(eq(fornecedores.id, fornecedorId), isNull(fornecedores.deletedAt)))
        .for('update');
      return rows.length > 0;
    },

    /** Holds the service type (FOR SHARE) so it cannot be deleted meanwhile; false when absent. */
    async holdServico(codigo: number): Promise<boolean> {
      const rows = await tx
        .select({ codigo: servicos.codigo })
        .from(servicos)
        .where(eq(servicos.codigo, codigo))
        .for('share');
      return rows.length > 0;
    },

    /** The live price, locked; null when it does not exist or was removed. */
    async lockPreco(id: string): Promise<boolean> {
      const rows = await tx
        .select({ id: servicosDetran.id })
        .from(servicosDetran)
        .where(and(eq(servicosDetran.id, id), isNull(servicosDetran.deletedAt)))
        .for('update');
      return rows.length > 0;
    },

    /**
     * A live price of the supplier for the service type whose period [inicio, fim] (fim null:
     * open-ended) shares a day with the given one, leaving out `exceptId` (the price being
     * changed); the earliest such, or null.
     */
    async findOverlap(values: ServicoDetranValues, exceptId?: string): Promise<Vigencia | null> {
      const [row] = await tx
        .select({
          vigenciaInicio: servicosDetran.vigenciaInicio,
          vigenciaFim: servicosDetran.vigenciaFim,
        })
        .from(servicosDetran)
        .where(
          and(
            eq(servicosDetran.fornecedorId, values.fornecedorId),
            eq(servicosDetran.tipoServico, values.tipoServico),
            isNull(servicosDetran.deletedAt),
            exceptId ? ne(servicosDetran.id, exceptId) : undefined,
            values.vigenciaFim ? lte(servicosDetran.vigenciaInicio, values.vigenciaFim) : undefined,
            or(
              isNull(servicosDetran.vigenciaFim),
              gte(servicosDetran.vigenciaFim, values.vigenciaInicio),
            ),
          ),
        )
        .orderBy(servicosDetran.vigenciaInicio)
        .limit(1);
      return row ?? null;
    },

    async insert(values: ServicoDetranValues): Promise<string> {
      const [row] = await tx
        .insert(servicosDetran)
        .values(values)
        .returning({ id: servicosDetran.id });
      if (!row) throw new Error('servico-detran insert returned no row');
      return row.id;
    },

    async update(id: string, values: ServicoDetranValues): Promise<boolean> {
      const rows = await tx
        .update(servicosDetran)
        .set(values)
        .where(and(eq(servicosDetran.id, id), isNull(servicosDetran.deletedAt)))
        .returning({ id: servicosDetran.id });
      return rows.length > 0;
    },
  };
}

export type PrecoWrites = ReturnType<typeof precoWrites>;

export function createServicosRepository(db: Db) {
  const selectPrecos = () =>
    db
      .select(precoColumns)
      .from(servicosDetran)
      .innerJoin(fornecedores, eq(fornecedores.id, servicosDetran.fornecedorId))
      .innerJoin(servicos, eq(servicos.codigo, servicosDetran.tipoServico));

  return {
    async listServicos(filtro: ServicoFiltro, page: PageRequest<'codigo' | 'nome'>) {
      const conditions: SQL[] = [];
      if (filtro.nome) conditions.push(ilike(servicos.nome, containing(filtro.nome)));
      if (filtro.ativo !== undefined) conditions.push(eq(servicos.ativo, filtro.ativo));
      const where = and(...conditions);
      const { limit, offset } = limitOffset(page);
      const [content, [total]] = await Promise.all([
        db
          .select()
          .from(servicos)
          .where(where)
          .orderBy(
            ...orderByOf(page, { codigo: servicos.codigo, nome: servicos.nome }, servicos.codigo),
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(servicos).where(where),
      ]);
      return { content, totalElements: total?.total ?? 0 };
    },

    async findServico(codigo: number): Promise<ServicoRow | null> {
      const [row] = await db.select().from(servicos).where(eq(servicos.codigo, codigo));
      return row ?? null;
    },

    async insertServico(values: typeof servicos.$inferInsert): Promise<ServicoRow> {
      const [row] = await db.insert(servicos).values(values).returning();
      if (!row) throw new Error('servico insert returned no row');
      return row;
    },

    async updateServico(
      codigo: number,
      values: { nome: string; descricao: string | null; ativo: boolean },
    ): Promise<ServicoRow | null> {
      const [row] = await db
        .update(servicos)
        .set(values)
        .where(eq(servicos.codigo, codigo))
        .returning();
      return row ?? null;
    },

    /**
     * Deletes a service type no live price refers to; answers how many live prices refer to
     * it otherwise (nothing is changed then). The type's row is locked first, so that a price
     * being created for it (which holds the row FOR SHARE) finishes before the count, or
     * waits and then finds the type gone. Prices deleted earlier (soft) go with the type:
     * nothing else refers to them, and the foreign key would keep the type forever.
     */
    async deleteServicoUnlessPriced(codigo: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .select({ codigo: servicos.codigo })
          .from(servicos)
          .where(eq(servicos.codigo, codigo))
          .for('update');
        const [row] = await tx
          .select({ total: count() })
          .from(servicosDetran)
          .where(and(eq(servicosDetran.tipoServico, codigo), isNull(servicosDetran.deletedAt)));
        const total = row?.total ?? 0;
        if (total === 0) {
          await tx
            .delete(servicosDetran)
            .where(
              and(eq(servicosDetran.tipoServico, codigo), isNotNull(servicosDetran.deletedAt)),
            );
          await tx.delete(servicos).where(eq(servicos.codigo, codigo));
        }
        return total;
      });
    },

    async listPrecos(
      filtro: ServicoDetranFiltro,
      page: PageRequest<'uf' | 'tipoServico' | 'vigenciaInicio' | 'valor'>,
      caller: TenantCaller,
    ) {
      const where = precoWhere(filtro, caller);
      const { limit, offset } = limitOffset(page);
      const sortColumns = {
        uf: fornecedores.uf,
        tipoServico: servicosDetran.tipoServico,
        vigenciaInicio: servicosDetran.vigenciaInicio,
        valor: servicosDetran.valor,
      };
      const [content, [total]] = await Promise.all([
        selectPrecos()
          .where(where)
          .orderBy(...orderByOf(page, sortColumns, servicosDetran.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(servicosDetran)
          .innerJoin(fornecedores, eq(fornecedores.id, servicosDetran.fornecedorId))
          .where(where),
      ]);
      return { content, totalElements: total?.total ?? 0 };
    },

    async findPreco(id: string, caller: TenantCaller) {
      const [row] = await selectPrecos().where(
        and(eq(servicosDetran.id, id), precoWhere({}, caller)),
      );
      return row ?? null;
    },

    /** Runs `work` in one transaction, with the price writes bound to it. */
    transaction: transactionOf(db, precoWrites),

    async removePreco(id: string): Promise<boolean> {
      const rows = await db
        .update(servicosDetran)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(servicosDetran.id, id), isNull(servicosDetran.deletedAt)))
        .returning({ id: servicosDetran.id });
      return rows.length > 0;
    },
  };
}

export type ServicosRepository = ReturnType<typeof createServicosRepository>;
