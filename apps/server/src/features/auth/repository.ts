import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientes, falhasLogin, fornecedores, perfis, sessoes, usuarios } from '../../db/schema';

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
          status: usuarios.status,
          senhaExpiraEm: usuarios.senhaExpiraEm,
          perfilAtivo: perfis.ativo,
        })
        .from(usuarios)
        .innerJoin(perfis, eq(perfis.codigo, usuarios.perfil))
        .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
        .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId))
        .where(and(eq(sql`lower(${usuarios.username})`, username.toLowerCase()), organizacaoAtiva));
      return row ?? null;
    },

    /**
     * Records a login attempt before the password is checked and answers how many attempts
     * this username made from this address within the window, this one included. Counting
     * after recording means parallel guesses cannot all pass the check before any is
     * recorded. Rows older than the window are purged on the way.
     */
    async recordAttempt(username: string, ip: string, since: Date): Promise<number> {
      const name = username.toLowerCase().slice(0, 100);
      await db.delete(falhasLogin).where(lt(falhasLogin.createdAt, since));
      await db.insert(falhasLogin).values({ username: name, ip });
      const [row] = await db
        .select({ total: count() })
        .from(falhasLogin)
        .where(
          and(
            eq(falhasLogin.username, name),
            eq(falhasLogin.ip, ip),
            gt(falhasLogin.createdAt, since),
          ),
        );
      return row?.total ?? 0;
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
      const [row] = await db
        .select({
          sessaoId: sessoes.id,
          usuarioId: usuarios.id,
          perfil: usuarios.perfil,
          clienteId: usuarios.clienteId,
          fornecedorId: usuarios.fornecedorId,
          senhaExpiraEm: usuarios.senhaExpiraEm,
          roles: rolesOf,
        })
        .from(sessoes)
        .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
        .innerJoin(perfis, eq(perfis.codigo, usuarios.perfil))
        .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
        .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId))
        .where(
          and(
            eq(sessoes.id, sessaoId),
            isNull(sessoes.revokedAt),
            gt(sessoes.expiresAt, sql`now()`),
            eq(usuarios.status, 'ATIVO'),
            eq(perfis.ativo, true),
            organizacaoAtiva,
          ),
        );
      return row ?? null;
    },

    async prolongSession(sessaoId: string, expiresAt: Date): Promise<void> {
      await db.update(sessoes).set({ expiresAt }).where(eq(sessoes.id, sessaoId));
    },

    async revokeSession(sessaoId: string): Promise<void> {
      await db
        .update(sessoes)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessoes.id, sessaoId), isNull(sessoes.revokedAt)));
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

    /** The new password and the end of the user's other sessions, together or not at all. */
    async replacePassword(usuarioId: string, senhaHash: string, keepSessaoId: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(usuarios)
          .set({ senhaHash, senhaExpiraEm: null })
          .where(eq(usuarios.id, usuarioId));
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
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
