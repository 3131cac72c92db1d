import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { RASCUNHOS_LISTA_MAX, resumoDosDados } from '@portal/shared/contratos/rascunho-schemas';
import type { Executor } from '../../db/client';
import { clientes, contratoRascunhos, usuarios } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { createRepository } from '../../lib/repository';
import { isClienteVisible, visibleTo, type Owners } from '../../lib/tenancy';

/**
 * A draft is its client's: the registradora sees every client's, a client's users their
 * client's (colleagues share them: one starts a contract, another finishes it), a supplier's
 * user none.
 */
const OWNERS: Owners = { cliente: contratoRascunhos.clienteId };

const resumoColumns = {
  id: contratoRascunhos.id,
  modo: contratoRascunhos.modo,
  clienteId: contratoRascunhos.clienteId,
  clienteNomeFantasia: clientes.nomeFantasia,
  usuarioId: contratoRascunhos.usuarioId,
  usuarioNome: usuarios.nome,
  numeroContrato: contratoRascunhos.numeroContrato,
  devedor: contratoRascunhos.devedor,
  chassi: contratoRascunhos.chassi,
  createdAt: contratoRascunhos.createdAt,
  updatedAt: contratoRascunhos.updatedAt,
};

export type RascunhoResumoRow = Awaited<ReturnType<RascunhosQueries['list']>>[number];
export type RascunhoRow = NonNullable<Awaited<ReturnType<RascunhosQueries['findById']>>>;

export interface RascunhoWrite {
  clienteId: string;
  usuarioId: string;
  modo: 1 | 2;
  dados: Record<string, unknown>;
}

function rascunhosQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(isNull(contratoRascunhos.deletedAt), visibleTo(auth, OWNERS), ...conditions);

  const selectJoined = () =>
    db
      .select({ ...resumoColumns, dados: contratoRascunhos.dados })
      .from(contratoRascunhos)
      .innerJoin(clientes, eq(clientes.id, contratoRascunhos.clienteId))
      .innerJoin(usuarios, eq(usuarios.id, contratoRascunhos.usuarioId));

  return {
    /** The most recent drafts the caller sees (a client keeps a handful, not thousands). */
    list(auth: AuthContext) {
      return db
        .select(resumoColumns)
        .from(contratoRascunhos)
        .innerJoin(clientes, eq(clientes.id, contratoRascunhos.clienteId))
        .innerJoin(usuarios, eq(usuarios.id, contratoRascunhos.usuarioId))
        .where(visible(auth))
        .orderBy(desc(contratoRascunhos.updatedAt), contratoRascunhos.id)
        .limit(RASCUNHOS_LISTA_MAX);
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await selectJoined().where(visible(auth, eq(contratoRascunhos.id, id)));
      return row ?? null;
    },

    /** Locks the visible draft for the rest of the transaction; null when not visible. */
    async lockById(auth: AuthContext, id: string): Promise<{ clienteId: string } | null> {
      const [row] = await db
        .select({ clienteId: contratoRascunhos.clienteId })
        .from(contratoRascunhos)
        .where(visible(auth, eq(contratoRascunhos.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The live client the caller may attach records to, held (FOR SHARE) until commit. */
    holdVisibleCliente: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId, 'share'),

    async insert(rascunho: RascunhoWrite): Promise<string> {
      const [row] = await db
        .insert(contratoRascunhos)
        .values({ ...rascunho, ...resumoDosDados(rascunho.dados) })
        .returning({ id: contratoRascunhos.id });
      if (!row) throw new Error('draft insert returned no row');
      return row.id;
    },

    async update(id: string, rascunho: RascunhoWrite): Promise<void> {
      await db
        .update(contratoRascunhos)
        .set({ ...rascunho, ...resumoDosDados(rascunho.dados), updatedAt: sql`now()` })
        .where(eq(contratoRascunhos.id, id));
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(contratoRascunhos)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(contratoRascunhos.id, id));
    },
  };
}

export type RascunhosQueries = ReturnType<typeof rascunhosQueries>;

export function createRascunhosRepository(db: Executor) {
  return createRepository(db, rascunhosQueries);
}

export type RascunhosRepository = ReturnType<typeof createRascunhosRepository>;
