import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import {
  MARCA_MODELO_COMBO_LIMIT,
  type MarcaModeloFiltro,
  type MarcaModeloInput,
  type MarcaModeloSortKey,
} from '@portal/shared/marcas-modelos/schemas';
import type { Executor } from '../../db/client';
import { marcasModelos, veiculos } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { limitOffset, orderByOf } from '../../lib/paging';
import { visibleTo, type Owners } from '../../lib/tenancy';
import { createRepository } from '../../lib/repository';
import { containing, startingWith } from '../../lib/like';

/**
 * The catalogue is the registradora's and everyone reads it; only the count of vehicles
 * using a model is tenant-scoped, as the vehicles are: a client's user counts its own
 * client's, a supplier's user none. Written with qualified names: in a select list Drizzle
 * leaves columns unqualified.
 */
const VEICULO_OWNERS: Owners = {
  cliente: (clienteId) => sql`"veiculos"."cliente_id" = ${clienteId}`,
};

function quantidadeVeiculosOf(auth: AuthContext): SQL<number> {
  const scope = visibleTo(auth, VEICULO_OWNERS);
  return sql<number>`(select count(*)::int from "veiculos" where "veiculos"."marca_modelo_id" = "marcas_modelos"."id" and "veiculos"."deleted_at" is null${scope ? sql` and ${scope}` : sql``})`;
}

const m = marcasModelos;

/** 'vw gol 1.0': what a search by brand and model matches against. */
const marcaModeloTexto = sql`lower(${m.marca} || ' ' || ${m.modelo})`;

function marcasModelosQueries(db: Executor) {
  const live = (...conditions: (SQL | undefined)[]) => and(isNull(m.deletedAt), ...conditions);

  const columnsFor = (auth: AuthContext) => ({
    id: m.id,
    codigo: m.codigo,
    marca: m.marca,
    modelo: m.modelo,
    ativo: m.ativo,
    quantidadeVeiculos: quantidadeVeiculosOf(auth),
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  });

  return {
    async page(
      auth: AuthContext,
      filtro: MarcaModeloFiltro,
      page: PageRequest<MarcaModeloSortKey>,
    ) {
      const where = live(
        filtro.codigo === undefined ? undefined : eq(m.codigo, filtro.codigo),
        filtro.marca ? ilike(m.marca, containing(filtro.marca)) : undefined,
        filtro.modelo ? ilike(m.modelo, containing(filtro.modelo)) : undefined,
        filtro.ativo === undefined ? undefined : eq(m.ativo, filtro.ativo),
      );
      const { limit, offset } = limitOffset(page);
      const content = await db
        .select(columnsFor(auth))
        .from(m)
        .where(where)
        .orderBy(
          ...orderByOf(
            page,
            {
              marca: marcaModeloTexto,
              modelo: sql`lower(${m.modelo})`,
              codigo: m.codigo,
              createdAt: m.createdAt,
            },
            m.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(m).where(where);
      return { content, totalElements: total?.total ?? 0 };
    },

    /** Active models whose code starts with, or whose 'marca modelo' contains, `busca`. */
    combo(busca?: string) {
      const termo = busca?.toLowerCase();
      return db
        .select({ id: m.id, codigo: m.codigo, marca: m.marca, modelo: m.modelo })
        .from(m)
        .where(
          live(
            eq(m.ativo, true),
            termo
              ? or(
                  sql`${m.codigo}::text like ${startingWith(termo)}`,
                  sql`${marcaModeloTexto} like ${containing(termo)}`,
                )
              : undefined,
          ),
        )
        .orderBy(marcaModeloTexto, m.id)
        .limit(MARCA_MODELO_COMBO_LIMIT);
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await db
        .select(columnsFor(auth))
        .from(m)
        .where(live(eq(m.id, id)));
      return row ?? null;
    },

    /** Locks the live model for the rest of the transaction (delete checks its vehicles). */
    async lockById(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(live(eq(m.id, id)))
        .for('update');
      return rows.length > 0;
    },

    async insert(input: MarcaModeloInput): Promise<string> {
      const [row] = await db.insert(m).values(input).returning({ id: m.id });
      if (!row) throw new Error('brand/model insert returned no row');
      return row.id;
    },

    async update(id: string, input: MarcaModeloInput): Promise<boolean> {
      const rows = await db
        .update(m)
        .set({ ...input, updatedAt: sql`now()` })
        .where(live(eq(m.id, id)))
        .returning({ id: m.id });
      return rows.length > 0;
    },

    /** Live vehicles of every client that use the model. */
    async countLiveVeiculos(id: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(veiculos)
        .where(and(eq(veiculos.marcaModeloId, id), isNull(veiculos.deletedAt)));
      return row?.total ?? 0;
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(m)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(m.id, id));
    },
  };
}

export type MarcasModelosQueries = ReturnType<typeof marcasModelosQueries>;

export function createMarcasModelosRepository(db: Executor) {
  return createRepository(db, marcasModelosQueries);
}

export type MarcasModelosRepository = ReturnType<typeof createMarcasModelosRepository>;
