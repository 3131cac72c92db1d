import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { VeiculoFiltro, VeiculoInput, VeiculoSortKey } from '@portal/shared/veiculos/schemas';
import type { Executor } from '../../db/client';
import { clientes, marcasModelos, veiculos } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { limitOffset, orderByOf } from '../../lib/paging';
import { isClienteVisible, visibleTo, type Owners } from '../../lib/tenancy';
import { createRepository } from '../../lib/repository';
import { containing } from '../../lib/like';

const v = veiculos;

/**
 * A vehicle is its client's: the registradora sees every client's, a client's user its own
 * client's, a supplier's user none.
 */
const OWNERS: Owners = { cliente: v.clienteId };

const columns = {
  id: v.id,
  clienteId: v.clienteId,
  clienteNomeFantasia: clientes.nomeFantasia,
  chassi: v.chassi,
  remarcado: v.remarcado,
  placa: v.placa,
  ufPlaca: v.ufPlaca,
  renavam: v.renavam,
  anoFabricacao: v.anoFabricacao,
  anoModelo: v.anoModelo,
  marcaModeloId: v.marcaModeloId,
  marcaModeloCodigo: marcasModelos.codigo,
  marca: marcasModelos.marca,
  modelo: marcasModelos.modelo,
  cor: v.cor,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
};

export type VeiculoRow = NonNullable<Awaited<ReturnType<VeiculosQueries['findById']>>>;

type Dados = Omit<VeiculoInput, 'clienteId'>;

function veiculosQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(isNull(v.deletedAt), visibleTo(auth, OWNERS), ...conditions);

  const selectJoined = () =>
    db
      .select(columns)
      .from(v)
      .innerJoin(clientes, eq(clientes.id, v.clienteId))
      .innerJoin(marcasModelos, eq(marcasModelos.id, v.marcaModeloId));

  return {
    async page(auth: AuthContext, filtro: VeiculoFiltro, page: PageRequest<VeiculoSortKey>) {
      const where = visible(
        auth,
        filtro.chassi ? ilike(v.chassi, containing(filtro.chassi)) : undefined,
        filtro.placa ? ilike(v.placa, containing(filtro.placa)) : undefined,
        filtro.renavam ? ilike(v.renavam, containing(filtro.renavam)) : undefined,
        filtro.marcaModeloId ? eq(v.marcaModeloId, filtro.marcaModeloId) : undefined,
        filtro.clienteId ? eq(v.clienteId, filtro.clienteId) : undefined,
      );
      const { limit, offset } = limitOffset(page);
      const content = await selectJoined()
        .where(where)
        .orderBy(
          ...orderByOf(
            page,
            {
              chassi: v.chassi,
              placa: v.placa,
              anoFabricacao: v.anoFabricacao,
              createdAt: v.createdAt,
            },
            v.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(v).where(where);
      return { content, totalElements: total?.total ?? 0 };
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await selectJoined().where(visible(auth, eq(v.id, id)));
      return row ?? null;
    },

    /** Locks the visible vehicle for the rest of the transaction; null when not visible. */
    async lockById(
      auth: AuthContext,
      id: string,
    ): Promise<{ clienteId: string; marcaModeloId: string } | null> {
      const [row] = await db
        .select({ clienteId: v.clienteId, marcaModeloId: v.marcaModeloId })
        .from(v)
        .where(visible(auth, eq(v.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The live client the caller may attach records to, held (FOR SHARE) until commit. */
    holdVisibleCliente: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId, 'share'),

    /**
     * The live brand/model (whether active), held FOR SHARE so that it cannot be deleted
     * while a vehicle is being pointed at it; null when there is none.
     */
    async holdMarcaModelo(id: string): Promise<{ ativo: boolean } | null> {
      const [row] = await db
        .select({ ativo: marcasModelos.ativo })
        .from(marcasModelos)
        .where(and(eq(marcasModelos.id, id), isNull(marcasModelos.deletedAt)))
        .for('share');
      return row ?? null;
    },

    async insert(clienteId: string, dados: Dados): Promise<string> {
      const [row] = await db
        .insert(v)
        .values({ ...dados, clienteId })
        .returning({ id: v.id });
      if (!row) throw new Error('vehicle insert returned no row');
      return row.id;
    },

    async update(id: string, clienteId: string, dados: Dados): Promise<void> {
      await db
        .update(v)
        .set({ ...dados, clienteId, updatedAt: sql`now()` })
        .where(eq(v.id, id));
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(v)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(v.id, id));
    },
  };
}

export type VeiculosQueries = ReturnType<typeof veiculosQueries>;

export function createVeiculosRepository(db: Executor) {
  return createRepository(db, veiculosQueries);
}

export type VeiculosRepository = ReturnType<typeof createVeiculosRepository>;
