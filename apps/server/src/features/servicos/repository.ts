import { and, count, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Db } from '../../db/client';
import { fornecedores, servicos, servicosDetran } from '../../db/schema';
import { limitOffset, orderByOf } from '../../lib/paging';

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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

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

function precoWhere(filtro: ServicoDetranFiltro, fornecedorScope: string | null) {
  const conditions: SQL[] = [isNull(servicosDetran.removidoEm)];
  if (fornecedorScope) conditions.push(eq(servicosDetran.fornecedorId, fornecedorScope));
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
      if (filtro.nome) conditions.push(ilike(servicos.nome, `%${escapeLike(filtro.nome)}%`));
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

    /** Deletes a service type nobody prices; answers how many prices refer to it otherwise. */
    async deleteServicoUnlessPriced(codigo: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ total: count() })
          .from(servicosDetran)
          .where(eq(servicosDetran.tipoServico, codigo));
        const total = row?.total ?? 0;
        if (total === 0) await tx.delete(servicos).where(eq(servicos.codigo, codigo));
        return total;
      });
    },

    async listPrecos(
      filtro: ServicoDetranFiltro,
      page: PageRequest<'uf' | 'tipoServico' | 'vigenciaInicio' | 'valor'>,
      fornecedorScope: string | null,
    ) {
      const where = precoWhere(filtro, fornecedorScope);
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

    async findPreco(id: string, fornecedorScope: string | null) {
      const [row] = await selectPrecos().where(
        and(eq(servicosDetran.id, id), precoWhere({}, fornecedorScope)),
      );
      return row ?? null;
    },

    /** Whether the supplier exists (not removed) and the service type exists. */
    async referencesExist(fornecedorId: string, tipoServico: number) {
      const [fornecedor] = await db
        .select({ id: fornecedores.id })
        .from(fornecedores)
        .where(and(eq(fornecedores.id, fornecedorId), isNull(fornecedores.removidoEm)));
      const [servico] = await db
        .select({ codigo: servicos.codigo })
        .from(servicos)
        .where(eq(servicos.codigo, tipoServico));
      return { fornecedor: Boolean(fornecedor), servico: Boolean(servico) };
    },

    async insertPreco(values: ServicoDetranValues): Promise<string> {
      const [row] = await db
        .insert(servicosDetran)
        .values(values)
        .returning({ id: servicosDetran.id });
      if (!row) throw new Error('servico-detran insert returned no row');
      return row.id;
    },

    async updatePreco(id: string, values: ServicoDetranValues): Promise<boolean> {
      const rows = await db
        .update(servicosDetran)
        .set(values)
        .where(and(eq(servicosDetran.id, id), isNull(servicosDetran.removidoEm)))
        .returning({ id: servicosDetran.id });
      return rows.length > 0;
    },

    async removePreco(id: string): Promise<boolean> {
      const rows = await db
        .update(servicosDetran)
        .set({ removidoEm: sql`now()` })
        .where(and(eq(servicosDetran.id, id), isNull(servicosDetran.removidoEm)))
        .returning({ id: servicosDetran.id });
      return rows.length > 0;
    },
  };
}

export type ServicosRepository = ReturnType<typeof createServicosRepository>;
