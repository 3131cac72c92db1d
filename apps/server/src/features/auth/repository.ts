import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FinalidadeLinkSenha } from '@portal/shared/auth/password';
import type { Db, Executor } from '../../db/client';
import {
  clientes,
  dispositivosConfiaveis,
  eventosAcesso,
  falhasLogin,
  fornecedores,
  perfis,
  sessoes,
  usuarios,
  type TipoEventoAcesso,
} from '../../db/schema';
import {
  consumePasswordLink,
  countRecentPasswordLinks,
  createPasswordLink,
  findOpenPasswordLink,
} from '../../lib/password-links';

/** The permissions a user holds: the profile's plus the ones granted to the user. */
const rolesOf = sql<string[]>`array(
  select permissao from perfil_permissoes where perfil = ${usuarios.perfil}
  union
  select permissao from usuario_permissoes where usuario_id = ${usuarios.id}
  order by 1)`;

/**
 * The user's organization is live: a client's user needs its client active and not deleted,
 * a supplier's user its supplier active and not removed (the registradora's staff belong to
 * neither). Deactivating or deleting an organization cuts its users off at once: no login,
 * and every open session stops at the next request. Used with the LEFT JOINs below.
 */
const organizacaoAtiva = and(
  or(isNull(usuarios.clienteId), and(eq(clientes.ativo, true), isNull(clientes.deletedAt))),
  or(
    isNull(usuarios.fornecedorId),
    and(eq(fornecedores.ativo, true), isNull(fornecedores.deletedAt)),
  ),
);

/** An active user of an active profile and a live organization: who may be a caller. */
const podeEntrar = and(eq(usuarios.status, 'ATIVO'), eq(perfis.ativo, true), organizacaoAtiva);

/** What a caller's context is made of (`AuthContext`, with the session's id when there is one). */
const callerColumns = {
  usuarioId: usuarios.id,
  perfil: usuarios.perfil,
  clienteId: usuarios.clienteId,
  fornecedorId: usuarios.fornecedorId,
  senhaExpiraEm: usuarios.senhaExpiraEm,
  roles: rolesOf,
};

/** The joins `podeEntrar` reads: the user's profile, client and supplier. */
function withPerfilEOrganizacao<T extends PgSelect>(query: T) {
  return query
    .innerJoin(perfis, eq(perfis.codigo, usuarios.perfil))
    .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
    .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId));
}

export function createAuthRepository(db: Db) {
  return {
    /**
     * The user behind a username, or null, also when its organization is inactive or
     * deleted: the login then answers like a wrong password (no telling who exists).
     */
    async findUserForLogin(username: string) {
      const [row] = await db
        .select({
          id: usuarios.id,
          senhaHash: usuarios.senhaHash,
          username: usuarios.username,
          email: usuarios.email,
          nome: usuarios.nome,
          status: usuarios.status,
          senhaExpiraEm: usuarios.senhaExpiraEm,
          bloqueioTentativasEm: usuarios.bloqueioTentativasEm,
          perfilAtivo: perfis.ativo,
        })
        .from(usuarios)
        .innerJoin(perfis, eq(perfis.codigo, usuarios.perfil))
        .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
        .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId))
        .where(and(eq(sql`lower(${usuarios.username})`, username.toLowerCase()), organizacaoAtiva));
      return row ?? null;
    },

    /** Whether `guid` is a device this username has logged in from (its LOGIN events). */
    async isKnownDevice(username: string, guid: string): Promise<boolean> {
      const [row] = await db
        .select({ um: sql`1` })
        .from(eventosAcesso)
        .innerJoin(usuarios, eq(usuarios.id, eventosAcesso.usuarioId))
        .where(
          and(
            eq(sql`lower(${usuarios.username})`, username.toLowerCase()),
            eq(eventosAcesso.tipo, 'LOGIN'),
            eq(eventosAcesso.guid, guid),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records a login attempt before the password is checked and answers its id, how many
     * attempts this username made within the window from this address (this one included:
     * counting after recording means parallel guesses from one address cannot all pass the
     * check before any is recorded), and how many of its attempts from devices it never logged
     * in from failed, at any address. Rows older than the window are purged on the way.
     */
    async recordAttempt(
      username: string,
      ip: string,
      dispositivoConhecido: boolean,
      since: Date,
    ): Promise<{ id: string; doEndereco: number; falhasDeDispositivosDesconhecidos: number }> {
      const name = username.toLowerCase().slice(0, 100);
      await db.delete(falhasLogin).where(lt(falhasLogin.createdAt, since));
      const [attempt] = await db
        .insert(falhasLogin)
        .values({ username: name, ip, dispositivoConhecido })
        .returning({ id: falhasLogin.id });
      const [row] = await db
        .select({
          doEndereco: sql<number>`count(*) filter (where ${falhasLogin.ip} = ${ip})`.mapWith(
            Number,
          ),
          falhasDeDispositivosDesconhecidos: sql<number>`count(*) filter (
            where ${falhasLogin.falhou} and not ${falhasLogin.dispositivoConhecido})`.mapWith(
            Number,
          ),
        })
        .from(falhasLogin)
        .where(and(eq(falhasLogin.username, name), gt(falhasLogin.createdAt, since)));
      return {
        id: attempt!.id,
        doEndereco: row?.doEndereco ?? 0,
        falhasDeDispositivosDesconhecidos: row?.falhasDeDispositivosDesconhecidos ?? 0,
      };
    },

    /** The attempt's password was wrong: it now counts against the account. */
    async markFailed(attemptId: string): Promise<void> {
      await db.update(falhasLogin).set({ falhou: true }).where(eq(falhasLogin.id, attemptId));
    },

    /** A successful login forgets the attempts of this username from this address. */
    async clearAttempts(username: string, ip: string): Promise<void> {
      await db
        .delete(falhasLogin)
        .where(
          and(
            eq(falhasLogin.username, username.toLowerCase().slice(0, 100)),
            eq(falhasLogin.ip, ip),
          ),
        );
    },

    /** One line of the access log. */
    async recordEvent(event: {
      tipo: TipoEventoAcesso;
      usuarioId: string | null;
      username: string;
      ip: string;
      guid: string | null;
      userAgent: string | null;
      porUsuarioId?: string | null;
    }): Promise<void> {
      await db.insert(eventosAcesso).values({
        ...event,
        username: event.username.toLowerCase().slice(0, 100),
        guid: event.guid?.slice(0, 100) ?? null,
        userAgent: event.userAgent?.slice(0, 300) ?? null,
      });
    },

    /**
     * Locks the account for unknown devices when, within `since`, it had at least `limite`
     * failed logins from devices it never logged in from, and it is not locked yet. Answers
     * whether this call locked it; the log line and `onLock` (the e-mail to the user) are in
     * the same transaction, so a lock is never without them.
     */
    async lockAfterFailures(
      who: { usuarioId: string; username: string; ip: string; guid: string },
      since: Date,
      limite: number,
      onLock: (tx: Pick<Db, 'execute'>) => Promise<unknown>,
    ): Promise<boolean> {
      const { usuarioId } = who;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .execute<{ falhas: number }>(
            sql`
          select count(*)::int as falhas from eventos_acesso f
          where f.usuario_id = ${usuarioId} and f.tipo in ('FALHA', 'FALHA_DUAS_ETAPAS')
            and f.em > ${since}
            and not exists (
              select 1 from eventos_acesso l
              where l.usuario_id = f.usuario_id and l.tipo = 'LOGIN' and l.guid = f.guid)`,
          )
          .then((result) => result.rows);
        if ((row?.falhas ?? 0) < limite) return false;
        const locked = await tx
          .update(usuarios)
          .set({ bloqueioTentativasEm: sql`now()` })
          .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.bloqueioTentativasEm)))
          .returning({ id: usuarios.id });
        if (locked.length === 0) return false;
        await tx.insert(eventosAcesso).values({
          tipo: 'BLOQUEIO_TENTATIVAS',
          usuarioId,
          username: who.username.toLowerCase(),
          ip: who.ip,
          guid: who.guid,
        });
        await onLock(tx);
        return true;
      });
    },

    /** Opens a session and moves the user's current access to 'last access'. */
    async openSession(input: {
      usuarioId: string;
      guid: string;
      ip: string;
      userAgent: string | null;
      expiresAt: Date;
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [sessao] = await tx.insert(sessoes).values(input).returning({ id: sessoes.id });
        await tx
          .update(usuarios)
          .set({ dataUltimoAcesso: usuarios.dataAcessoAtual, dataAcessoAtual: sql`now()` })
          .where(eq(usuarios.id, input.usuarioId));
        if (!sessao) throw new Error('session insert returned no row');
        return sessao.id;
      });
    },

    /**
     * The caller behind a live session of an active user of a live organization, with its
     * permissions.
     */
    async findLiveSession(sessaoId: string) {
      const [row] = await withPerfilEOrganizacao(
        db
          .select({ sessaoId: sessoes.id, ...callerColumns })
          .from(sessoes)
          .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
          .$dynamic(),
      ).where(
        and(
          eq(sessoes.id, sessaoId),
          isNull(sessoes.revokedAt),
          gt(sessoes.expiresAt, sql`now()`),
          podeEntrar,
        ),
      );
      return row ?? null;
    },

    /** An active user of an active profile and organization, as a session would find it. */
    async findActiveUser(usuarioId: string) {
      const [row] = await withPerfilEOrganizacao(
        db.select(callerColumns).from(usuarios).$dynamic(),
      ).where(and(eq(usuarios.id, usuarioId), podeEntrar));
      return row ?? null;
    },

    async prolongSession(sessaoId: string, expiresAt: Date): Promise<void> {
      await db.update(sessoes).set({ expiresAt }).where(eq(sessoes.id, sessaoId));
    },

    /** Ends a live session; answers whose it was and from which device (null: already ended). */
    async revokeSession(
      sessaoId: string,
    ): Promise<{ usuarioId: string; username: string; guid: string } | null> {
      const [row] = await db
        .update(sessoes)
        .set({ revokedAt: sql`now()` })
        .from(usuarios)
        .where(
          and(
            eq(sessoes.id, sessaoId),
            isNull(sessoes.revokedAt),
            eq(usuarios.id, sessoes.usuarioId),
          ),
        )
        .returning({ usuarioId: usuarios.id, username: usuarios.username, guid: sessoes.guid });
      return row ?? null;
    },

    async findCurrentUser(usuarioId: string) {
      const [row] = await db
        .select({
          id: usuarios.id,
          username: usuarios.username,
          nome: usuarios.nome,
          email: usuarios.email,
          telefone: usuarios.telefone,
          cpf: usuarios.cpf,
          dataUltimoAcesso: usuarios.dataUltimoAcesso,
          perfil: usuarios.perfil,
          roles: rolesOf,
          master: usuarios.master,
          qtdItensPagina: usuarios.qtdItensPagina,
          dataInicioIntervalo: usuarios.dataInicioIntervalo,
          dataFimIntervalo: usuarios.dataFimIntervalo,
          cliente: {
            id: clientes.id,
            nomeFantasia: clientes.nomeFantasia,
            vbDetransAtivo: clientes.vbDetransAtivo,
            vbPagueAtivo: clientes.vbPagueAtivo,
            serasaHubAtivo: clientes.serasaHubAtivo,
          },
          fornecedor: { id: fornecedores.id, nome: fornecedores.nome },
        })
        .from(usuarios)
        .innerJoin(perfis, eq(perfis.codigo, usuarios.perfil))
        .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
        .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId))
        .where(eq(usuarios.id, usuarioId));
      return row ?? null;
    },

    async findPasswordHash(usuarioId: string): Promise<string | null> {
      const [row] = await db
        .select({ senhaHash: usuarios.senhaHash })
        .from(usuarios)
        .where(eq(usuarios.id, usuarioId));
      return row?.senhaHash ?? null;
    },

    /**
     * The new password, its log line, the end of the user's trusted devices (spec §4: a
     * password change clears the device token) and, with `keepSessaoId`, of the user's other
     * sessions (null: they stay), together or not at all.
     */
    async replacePassword(
      usuarioId: string,
      senhaHash: string,
      keepSessaoId: string | null,
      client: { ip: string; userAgent: string | null },
    ) {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .update(usuarios)
          .set({ senhaHash, senhaExpiraEm: null })
          .where(eq(usuarios.id, usuarioId))
          .returning({ username: usuarios.username });
        await tx
          .delete(dispositivosConfiaveis)
          .where(eq(dispositivosConfiaveis.usuarioId, usuarioId));
        if (keepSessaoId) {
          await tx
            .update(sessoes)
            .set({ revokedAt: sql`now()` })
            .where(
              and(
                eq(sessoes.usuarioId, usuarioId),
                ne(sessoes.id, keepSessaoId),
                isNull(sessoes.revokedAt),
              ),
            );
        }
        await tx.insert(eventosAcesso).values({
          tipo: 'SENHA_ALTERADA',
          usuarioId,
          username: (user?.username ?? '').toLowerCase(),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 300) ?? null,
        });
      });
    },

    /**
     * The active users a recovery request names, by username or e-mail (an e-mail may serve
     * several users), whose profile and organization are live: at most five.
     */
    async findUsersForRecovery(x: string) {
      const key = x.toLowerCase();
      return db
        .select({
          id: usuarios.id,
          username: usuarios.username,
          nome: usuarios.nome,
          email: usuarios.email,
        })
        .from(usuarios)
        .innerJoin(perfis, eq(perfis.codigo, usuarios.perfil))
        .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
        .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId))
        .where(
          and(
            key.includes('@')
              ? eq(sql`lower(${usuarios.email})`, key)
              : eq(sql`lower(${usuarios.username})`, key),
            eq(usuarios.status, 'ATIVO'),
            eq(perfis.ativo, true),
            organizacaoAtiva,
          ),
        )
        .orderBy(usuarios.username)
        .limit(5);
    },

    /**
     * A new link of `finalidade` for the user and, in the same transaction, `send` (the e-mail
     * with it), unless the user already got `max` links since `since`: answers false then.
     */
    async createLink(
      usuarioId: string,
      finalidade: FinalidadeLinkSenha,
      limit: { max: number; since: Date },
      send: (tx: Executor, token: string) => Promise<unknown>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Serializes the user's requests, so that parallel ones cannot all pass the count.
        await tx
          .select({ id: usuarios.id })
          .from(usuarios)
          .where(eq(usuarios.id, usuarioId))
          .for('update');
        if ((await countRecentPasswordLinks(tx, usuarioId, finalidade, limit.since)) >= limit.max) {
          return false;
        }
        const { token } = await createPasswordLink(tx, usuarioId, finalidade);
        await send(tx, token);
        return true;
      });
    },

    /** The open link of a token and its user's current password hash (400 when not open). */
    async findOpenLink(token: string) {
      const link = await findOpenPasswordLink(db, token);
      const [row] = await db
        .select({ senhaHash: usuarios.senhaHash })
        .from(usuarios)
        .where(eq(usuarios.id, link.usuarioId));
      return { ...link, senhaHash: row?.senhaHash ?? null };
    },

    /**
     * Spends the link and sets the password it was for: the user's every session ends, a
     * password that had expired no longer is, and the access log records it; all or nothing.
     */
    async resetWithLink(
      token: string,
      senhaHash: string,
      client: { ip: string; userAgent: string | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const { usuarioId } = await consumePasswordLink(tx, token);
        const [user] = await tx
          .update(usuarios)
          .set({ senhaHash, senhaExpiraEm: null })
          .where(eq(usuarios.id, usuarioId))
          .returning({ username: usuarios.username });
        await tx
          .update(sessoes)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessoes.usuarioId, usuarioId), isNull(sessoes.revokedAt)));
        await tx
          .delete(dispositivosConfiaveis)
          .where(eq(dispositivosConfiaveis.usuarioId, usuarioId));
        await tx.insert(eventosAcesso).values({
          tipo: 'SENHA_REDEFINIDA',
          usuarioId,
          username: (user?.username ?? '').toLowerCase(),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 300) ?? null,
        });
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
