import { and, count, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import type { MensagemFiltro, MensagemSortKey } from '@portal/shared/mensagens/schemas';
import { NOTIFICACOES_MAX } from '@portal/shared/mensagens/schemas';
import type { PageRequest } from '@portal/shared/common/paging';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { clientes, mensagens, mensagensLidas } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { containing } from '../../lib/like';
import { limitOffset, orderByOf } from '../../lib/paging';
import { isClienteVisible, visibleTo, type Owners } from '../../lib/tenancy';
import { dayOf, endOfDay, startOfDay } from '../../lib/periodo';

/**
 * A message a client's administrator published is that client's: its administrators see and
 * change only those; the registradora's see every message. Suppliers' users see none.
 */
const OWNERS: Owners = { cliente: mensagens.clienteId };

const dataInicio = dayOf(mensagens.inicio);
// The period ends at the midnight after its last day.
const dataFim = dayOf(sql`${mensagens.fim} - interval '1 day'`);
const emVigor = sql`${mensagens.fim} > now() and ${mensagens.inicio} <= now()`;

const SORT_COLUMNS: Record<MensagemSortKey, SQL | AnyPgColumn> = {
  createdAt: mensagens.createdAt,
  titulo: sql`lower(${mensagens.titulo})`,
  dataInicio: mensagens.inicio,
  dataFim: mensagens.fim,
};

const columns = {
  id: mensagens.id,
  titulo: mensagens.titulo,
  texto: mensagens.texto,
  destino: mensagens.destino,
  perfil: mensagens.perfil,
  clienteId: mensagens.clienteId,
  clienteNome: clientes.nomeFantasia,
  dataInicio,
  dataFim,
  createdAt: mensagens.createdAt,
  leituras: sql<number>`(select count(*)::int from ${mensagensLidas} where ${mensagensLidas.mensagemId} = ${mensagens.id})`,
};

export type MensagemRow = {
  id: string;
  titulo: string;
  texto: string;
  destino: string;
  perfil: string | null;
  clienteId: string | null;
  clienteNome: string | null;
  dataInicio: string;
  dataFim: string;
  createdAt: Date;
  leituras: number;
};

export interface MensagemValues {
  titulo: string;
  texto: string;
  destino: string;
  perfil: string | null;
  clienteId: string | null;
  dataInicio: string;
  dataFim: string;
}

/** The messages addressed to the user: to everyone, to the user's profile, or to its client. */
function addressedTo(auth: AuthContext): SQL {
  const paraCliente = auth.clienteId
    ? sql`${mensagens.destino} = 'CLIENTE' and ${mensagens.clienteId} = ${auth.clienteId}`
    : sql`false`;
  const doCliente = auth.clienteId
    ? sql`(${mensagens.clienteId} is null or ${mensagens.clienteId} = ${auth.clienteId})`
    : sql`${mensagens.clienteId} is null`;
  return sql`(${mensagens.destino} = 'TODOS' or (${mensagens.destino} = 'PERFIL' and ${mensagens.perfil} = ${auth.perfil} and ${doCliente}) or (${paraCliente}))`;
}

function whereOf(auth: AuthContext, filtro: MensagemFiltro): SQL | undefined {
  return and(
    visibleTo(auth, OWNERS),
    filtro.titulo ? ilike(mensagens.titulo, containing(filtro.titulo)) : undefined,
    filtro.vigentes === undefined ? undefined : filtro.vigentes ? emVigor : sql`not (${emVigor})`,
  );
}

const valuesOf = (v: MensagemValues) => ({
  titulo: v.titulo,
  texto: v.texto,
  destino: v.destino,
  perfil: v.perfil,
  clienteId: v.clienteId,
  inicio: startOfDay(v.dataInicio),
  fim: endOfDay(v.dataFim),
});

export function createMensagensRepository(db: Db) {
  const findById = async (executor: Executor, auth: AuthContext, id: string) => {
    const [row] = await executor
      .select(columns)
      .from(mensagens)
      .leftJoin(clientes, eq(clientes.id, mensagens.clienteId))
      .where(and(eq(mensagens.id, id), visibleTo(auth, OWNERS)));
    return (row as MensagemRow | undefined) ?? null;
  };

  return {
    async list(auth: AuthContext, filtro: MensagemFiltro, page: PageRequest<MensagemSortKey>) {
      const where = whereOf(auth, filtro);
      const { limit, offset } = limitOffset(page);
      const [content, [total]] = await Promise.all([
        db
          .select(columns)
          .from(mensagens)
          .leftJoin(clientes, eq(clientes.id, mensagens.clienteId))
          .where(where)
          .orderBy(...orderByOf(page, SORT_COLUMNS, mensagens.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(mensagens).where(where),
      ]);
      return { content: content as MensagemRow[], totalElements: total?.total ?? 0 };
    },

    findById: (auth: AuthContext, id: string) => findById(db, auth, id),

    /** The client a message names, if the caller may address it (held until commit). */
    isClienteVisible: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId),

    async insert(auth: AuthContext, values: MensagemValues): Promise<MensagemRow> {
      const [row] = await db
        .insert(mensagens)
        .values({ ...valuesOf(values), criadoPor: auth.usuarioId })
        .returning({ id: mensagens.id });
      const inserted = row && (await findById(db, auth, row.id));
      if (!inserted) throw new Error('mensagem insert returned no row');
      return inserted;
    },

    async update(
      auth: AuthContext,
      id: string,
      values: MensagemValues,
    ): Promise<MensagemRow | null> {
      const [row] = await db
        .update(mensagens)
        .set({ ...valuesOf(values), updatedAt: sql`now()` })
        .where(and(eq(mensagens.id, id), visibleTo(auth, OWNERS)))
        .returning({ id: mensagens.id });
      return row ? findById(db, auth, row.id) : null;
    },

    async remove(auth: AuthContext, id: string): Promise<boolean> {
      const rows = await db
        .delete(mensagens)
        .where(and(eq(mensagens.id, id), visibleTo(auth, OWNERS)))
        .returning({ id: mensagens.id });
      return rows.length > 0;
    },

    /**
     * The messages in force addressed to the user, newest first, and how many of them the user
     * has not read. Served by `mensagens_vigencia_idx` (only messages whose period has not ended
     * are read) and the read state's primary key.
     */
    async notificacoes(auth: AuthContext) {
      const lida = exists(
        db
          .select({ um: sql`1` })
          .from(mensagensLidas)
          .where(
            and(
              eq(mensagensLidas.mensagemId, mensagens.id),
              eq(mensagensLidas.usuarioId, auth.usuarioId),
            ),
          ),
      );
      const where = and(emVigor, addressedTo(auth));
      const [lista, [naoLidas]] = await Promise.all([
        db
          .select({
            id: mensagens.id,
            titulo: mensagens.titulo,
            texto: mensagens.texto,
            dataInicio,
            lida: sql<boolean>`${lida}`,
          })
          .from(mensagens)
          .where(where)
          .orderBy(sql`${mensagens.inicio} desc`, sql`${mensagens.createdAt} desc`)
          .limit(NOTIFICACOES_MAX),
        db
          .select({ total: count() })
          .from(mensagens)
          .where(and(where, sql`not ${lida}`)),
      ]);
      return { qtdNotificacoes: naoLidas?.total ?? 0, mensagens: lista };
    },

    /** Marks one message read for the user; false when it is not in force and addressed to it. */
    async markRead(auth: AuthContext, id: string): Promise<boolean> {
      const result = await db.execute(
        sql`insert into ${mensagensLidas} (mensagem_id, usuario_id)
            select ${mensagens.id}, ${auth.usuarioId}::uuid from ${mensagens}
            where ${mensagens.id} = ${id} and ${emVigor} and ${addressedTo(auth)}
            on conflict do nothing`,
      );
      if ((result.rowCount ?? 0) > 0) return true;
      // Already read: still a success if the message is the user's.
      const [row] = await db
        .select({ um: sql`1` })
        .from(mensagens)
        .where(and(eq(mensagens.id, id), emVigor, addressedTo(auth)));
      return Boolean(row);
    },

    /** Marks every message in force addressed to the user read. */
    async markAllRead(auth: AuthContext): Promise<void> {
      await db.execute(
        sql`insert into ${mensagensLidas} (mensagem_id, usuario_id)
            select ${mensagens.id}, ${auth.usuarioId}::uuid from ${mensagens}
            where ${emVigor} and ${addressedTo(auth)}
            on conflict do nothing`,
      );
    },
  };
}

export type MensagensRepository = ReturnType<typeof createMensagensRepository>;
