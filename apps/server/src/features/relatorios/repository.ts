import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageRequest } from '@portal/shared/common/paging';
import type {
  EventoAcessoFiltro,
  ExportacaoSegundoPlanoFiltro,
  SessaoAtivaFiltro,
  UsuarioRelatorioFiltro,
} from '@portal/shared/relatorios/schemas';
import type { Db } from '../../db/client';
import {
  auditoriaExportacoes,
  clientes,
  eventosAcesso,
  exportacoes,
  fornecedores,
  sessoes,
  usuarios,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { keysetAfter, keysetOrder, type KeysetCursor } from '../../lib/export/keyset';
import { containing } from '../../lib/like';
import { indexOrder, limitOffset, orderByOf, pageByDeferredJoin } from '../../lib/paging';
import { visibleTo, type Owners } from '../../lib/tenancy';
import { withinPeriod } from '../../lib/periodo';

/**
 * Every row of these reports is about a user, and a user belongs to its client or supplier: a
 * client's administrator sees its own users' rows only. Events of a username that does not
 * exist (no user) are the registradora's alone.
 */
const OWNERS: Owners = { cliente: usuarios.clienteId, fornecedor: usuarios.fornecedorId };

/**
 * The same owners, said of an event without joining its user: `usuario_id in (the owner's
 * users)`, so a page's ids are read from `eventos_acesso` and its indexes alone.
 */
const usuariosDe = (column: AnyPgColumn) => (ownerId: string) =>
  sql`${eventosAcesso.usuarioId} in (select ${usuarios.id} from ${usuarios} where ${column} = ${ownerId})`;
const EVENTO_OWNERS: Owners = {
  cliente: usuariosDe(usuarios.clienteId),
  fornecedor: usuariosDe(usuarios.fornecedorId),
};

/** The events that date a user's password: its last one is never purged. */
const SENHA_EVENTOS = ['SENHA_ALTERADA', 'SENHA_REDEFINIDA'] as const;

const userMatches = (texto: string, username: AnyPgColumn) =>
  sql`(lower(${username}) like ${containing(texto.toLowerCase())} or lower(${usuarios.nome}) like ${containing(texto.toLowerCase())})`;

// ---- acesso ----

/**
 * The event's username (trigram index) or the name of its user (a small table), without
 * joining the user: the page's ids come from `eventos_acesso` alone.
 */
function eventoUserMatches(texto: string): SQL {
  const pattern = containing(texto.toLowerCase());
  return sql`(lower(${eventosAcesso.username}) like ${pattern} or ${eventosAcesso.usuarioId} = any(array(
    select ${usuarios.id} from ${usuarios} where lower(${usuarios.nome}) like ${pattern})))`;
}

function whereAcesso(auth: AuthContext, f: EventoAcessoFiltro): SQL | undefined {
  return and(
    visibleTo(auth, EVENTO_OWNERS),
    f.usuario ? eventoUserMatches(f.usuario) : undefined,
    f.tipo ? eq(eventosAcesso.tipo, f.tipo) : undefined,
    ...withinPeriod(eventosAcesso.em, f.dataInicial, f.dataFinal),
  );
}

const eventoColumns = {
  id: eventosAcesso.id,
  em: eventosAcesso.em,
  tipo: eventosAcesso.tipo,
  username: eventosAcesso.username,
  nome: usuarios.nome,
  ip: eventosAcesso.ip,
  dispositivo: eventosAcesso.userAgent,
};

export type EventoRow = {
  id: number;
  em: Date;
  tipo: string;
  username: string;
  nome: string | null;
  ip: string;
  dispositivo: string | null;
};

// ---- usuarios ----

const ultimoAcesso = usuarios.dataAcessoAtual;

function whereUsuarios(auth: AuthContext, f: UsuarioRelatorioFiltro): SQL | undefined {
  return and(
    visibleTo(auth, OWNERS),
    f.usuario ? userMatches(f.usuario, usuarios.username) : undefined,
    f.perfil ? eq(usuarios.perfil, f.perfil) : undefined,
    f.status ? eq(usuarios.status, f.status) : undefined,
    f.clienteId ? eq(usuarios.clienteId, f.clienteId) : undefined,
  );
}

const usuarioColumns = {
  id: usuarios.id,
  username: usuarios.username,
  nome: usuarios.nome,
  email: usuarios.email,
  perfil: usuarios.perfil,
  status: usuarios.status,
  cliente: clientes.nomeFantasia,
  fornecedor: fornecedores.nome,
  ultimoAcesso,
};

export type UsuarioRow = {
  id: string;
  username: string;
  nome: string;
  email: string;
  perfil: string;
  status: string;
  cliente: string | null;
  fornecedor: string | null;
  ultimoAcesso: Date | null;
};

// ---- sessões ----

const ativa = sql`${sessoes.revokedAt} is null and ${sessoes.expiresAt} > now()`;

function whereSessoes(auth: AuthContext, f: SessaoAtivaFiltro): SQL | undefined {
  return and(
    ativa,
    visibleTo(auth, OWNERS),
    f.usuario ? userMatches(f.usuario, usuarios.username) : undefined,
  );
}

// ---- exportações em segundo plano ----

/**
 * A background export is its organization's (recorded on the row when asked): a client's
 * administrator follows the client's users' exports, the registradora everyone's.
 */
const EXPORTACAO_OWNERS: Owners = {
  cliente: exportacoes.clienteId,
  fornecedor: exportacoes.fornecedorId,
};

function whereSegundoPlano(auth: AuthContext, f: ExportacaoSegundoPlanoFiltro): SQL | undefined {
  return and(
    visibleTo(auth, EXPORTACAO_OWNERS),
    f.usuario ? userMatches(f.usuario, usuarios.username) : undefined,
    f.situacao ? eq(exportacoes.situacao, f.situacao) : undefined,
    ...withinPeriod(exportacoes.createdAt, f.dataInicial, f.dataFinal),
  );
}

export function createRelatoriosRepository(db: Db) {
  const usuariosBase = () =>
    db
      .select(usuarioColumns)
      .from(usuarios)
      .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
      .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId));

  return {
    /**
     * One page by deferred join: the page's ids alone, in the order of the index that serves
     * the filter (`(em, id)`, `(tipo, em, id)`), skipping the offset over index entries, then
     * only those events joined to their users. The count stops at LIMITE_CONTAGEM_EXATA.
     */
    async eventos(auth: AuthContext, filtro: EventoAcessoFiltro, page: PageRequest) {
      const isDesc = page.sort?.direction !== 'asc';
      const order = [indexOrder(eventosAcesso.em, isDesc), indexOrder(eventosAcesso.id, isDesc)];
      const source = {
        table: eventosAcesso,
        id: eventosAcesso.id,
        where: whereAcesso(auth, filtro),
        order,
      };
      const result = await pageByDeferredJoin(db, source, page, (ids) =>
        db
          .select(eventoColumns)
          .from(ids)
          .innerJoin(eventosAcesso, eq(eventosAcesso.id, ids.id))
          .leftJoin(usuarios, eq(usuarios.id, eventosAcesso.usuarioId))
          .orderBy(...order),
      );
      return { ...result, content: result.content as EventoRow[] };
    },

    /** Exact: an export's audit row records how many events left. */
    async countEventos(auth: AuthContext, filtro: EventoAcessoFiltro): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(eventosAcesso)
        .where(whereAcesso(auth, filtro));
      return row?.total ?? 0;
    },

    /** One export chunk by (time, id); the cursor carries the time as the database writes it. */
    async eventosChunk(
      auth: AuthContext,
      filtro: EventoAcessoFiltro,
      after: KeysetCursor | null,
      limit: number,
    ) {
      const rows = await db
        .select({ ...eventoColumns, cursor: sql<string>`${eventosAcesso.em}::text` })
        .from(eventosAcesso)
        .leftJoin(usuarios, eq(usuarios.id, eventosAcesso.usuarioId))
        .where(
          and(whereAcesso(auth, filtro), keysetAfter(eventosAcesso.em, eventosAcesso.id, after)),
        )
        .orderBy(...keysetOrder(eventosAcesso.em, eventosAcesso.id))
        .limit(limit);
      return rows as (EventoRow & { cursor: string })[];
    },

    async usuarios(
      auth: AuthContext,
      filtro: UsuarioRelatorioFiltro,
      page: PageRequest<'nome' | 'username' | 'ultimoAcesso'>,
    ) {
      const where = whereUsuarios(auth, filtro);
      const { limit, offset } = limitOffset(page);
      const [content, [total]] = await Promise.all([
        usuariosBase()
          .where(where)
          .orderBy(
            ...orderByOf(
              page,
              {
                nome: sql`lower(${usuarios.nome})`,
                username: sql`lower(${usuarios.username})`,
                // Never logged in sorts as the oldest access.
                ultimoAcesso: sql`coalesce(${ultimoAcesso}, '-infinity'::timestamptz)`,
              },
              usuarios.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(usuarios).where(where),
      ]);
      return { content: content as UsuarioRow[], totalElements: total?.total ?? 0 };
    },

    async countUsuarios(auth: AuthContext, filtro: UsuarioRelatorioFiltro): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(usuarios)
        .where(whereUsuarios(auth, filtro));
      return row?.total ?? 0;
    },

    async usuariosChunk(
      auth: AuthContext,
      filtro: UsuarioRelatorioFiltro,
      after: KeysetCursor | null,
      limit: number,
    ) {
      const rows = await usuariosBase()
        .where(and(whereUsuarios(auth, filtro), keysetAfter(usuarios.nome, usuarios.id, after)))
        .orderBy(...keysetOrder(usuarios.nome, usuarios.id))
        .limit(limit);
      return rows as UsuarioRow[];
    },

    /** A page of background exports in the caller's scope, newest first by default. */
    async segundoPlano(
      auth: AuthContext,
      filtro: ExportacaoSegundoPlanoFiltro,
      page: PageRequest<'createdAt'>,
    ) {
      const where = whereSegundoPlano(auth, filtro);
      const { limit, offset } = limitOffset(page);
      const [content, [total]] = await Promise.all([
        db
          .select({
            protocolo: exportacoes.protocolo,
            username: usuarios.username,
            nome: usuarios.nome,
            cliente: clientes.nomeFantasia,
            fornecedor: fornecedores.nome,
            recurso: exportacoes.recurso,
            formato: exportacoes.formato,
            situacao: exportacoes.situacao,
            quantidadeRegistros: exportacoes.quantidadeRegistros,
            justificativa: auditoriaExportacoes.justificativa,
            mensagem: exportacoes.mensagem,
            createdAt: exportacoes.createdAt,
            concluidaEm: exportacoes.concluidaEm,
          })
          .from(exportacoes)
          .innerJoin(usuarios, eq(usuarios.id, exportacoes.usuarioId))
          .innerJoin(auditoriaExportacoes, eq(auditoriaExportacoes.id, exportacoes.auditoriaId))
          .leftJoin(clientes, eq(clientes.id, exportacoes.clienteId))
          .leftJoin(fornecedores, eq(fornecedores.id, exportacoes.fornecedorId))
          .where(where)
          .orderBy(...orderByOf(page, { createdAt: exportacoes.createdAt }, exportacoes.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(exportacoes)
          .innerJoin(usuarios, eq(usuarios.id, exportacoes.usuarioId))
          .where(where),
      ]);
      return { content, totalElements: total?.total ?? 0 };
    },

    async sessoes(
      auth: AuthContext,
      filtro: SessaoAtivaFiltro,
      page: PageRequest<'inicio' | 'expira'>,
    ) {
      const where = whereSessoes(auth, filtro);
      const { limit, offset } = limitOffset(page);
      const [content, [total]] = await Promise.all([
        db
          .select({
            id: sessoes.id,
            username: usuarios.username,
            nome: usuarios.nome,
            cliente: clientes.nomeFantasia,
            ip: sessoes.ip,
            dispositivo: sessoes.userAgent,
            inicio: sessoes.createdAt,
            expira: sessoes.expiresAt,
          })
          .from(sessoes)
          .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
          .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
          .where(where)
          .orderBy(
            ...orderByOf(
              page,
              { inicio: sessoes.createdAt, expira: sessoes.expiresAt },
              sessoes.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(sessoes)
          .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
          .where(where),
      ]);
      return { content, totalElements: total?.total ?? 0 };
    },

    /**
     * Deletes up to `lote` access events older than `retencaoDias` days, oldest first, but
     * never a user's last password event (SENHA_ALTERADA or SENHA_REDEFINIDA): the password
     * rules read it (who awaits the first access, docs/USUARIOS.md). Rows another purge is
     * deleting are skipped, not waited for. Answers how many were deleted.
     */
    async purgeEventos(retencaoDias: number, lote: number): Promise<number> {
      const result = await db.execute(sql`
        delete from ${eventosAcesso} where ${eventosAcesso.id} in (
          select e.id from ${eventosAcesso} e
           where e.em < now() - make_interval(days => ${retencaoDias}::int)
             and not (
               e.tipo in (${sql.join(
                 SENHA_EVENTOS.map((tipo) => sql`${tipo}`),
                 sql`, `,
               )})
               and e.usuario_id is not null
               and not exists (
                 select 1 from ${eventosAcesso} n
                  where n.usuario_id = e.usuario_id
                    and n.tipo in (${sql.join(
                      SENHA_EVENTOS.map((tipo) => sql`${tipo}`),
                      sql`, `,
                    )})
                    and (n.em, n.id) > (e.em, e.id)))
           order by e.em, e.id
           limit ${lote}
           for update skip locked)`);
      return result.rowCount ?? 0;
    },

    /**
     * Ends a session the caller may see, at once, and records it in the access log (the
     * session's user and device, the caller's address, the caller as `porUsuarioId`), in one
     * statement; false when none (absent, ended, out of scope).
     */
    async endSession(auth: AuthContext, id: string, ip: string): Promise<boolean> {
      const result = await db.execute<{ id: string }>(sql`
        with encerrada as (
          update ${sessoes} set revoked_at = now()
           where ${sessoes.id} = ${id}
             and ${sessoes.revokedAt} is null
             and ${sessoes.expiresAt} > now()
             and exists (select 1 from ${usuarios}
                          where ${usuarios.id} = ${sessoes.usuarioId}
                            and ${visibleTo(auth, OWNERS) ?? sql`true`})
          returning ${sessoes.id} as id, ${sessoes.usuarioId} as usuario_id, ${sessoes.guid} as guid)
        insert into ${eventosAcesso} (tipo, usuario_id, username, ip, guid, por_usuario_id)
        select 'SESSAO_ENCERRADA_ADMIN', e.usuario_id, u.username, ${ip}, e.guid, ${auth.usuarioId}
          from encerrada e join ${usuarios} u on u.id = e.usuario_id
        returning id`);
      return result.rows.length > 0;
    },
  };
}

export type RelatoriosRepository = ReturnType<typeof createRelatoriosRepository>;
