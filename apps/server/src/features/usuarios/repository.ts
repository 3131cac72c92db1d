import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Preferencias, UsuarioFiltro, UsuarioSortKey } from '@portal/shared/usuarios/schemas';
import type { Db, Executor } from '../../db/client';
import {
  clientes,
  dispositivosConfiaveis,
  eventosAcesso,
  fornecedores,
  perfilPermissoes,
  perfis,
  sessoes,
  usuarioPermissoes,
  usuarios,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { keysetAfter, keysetOrder, type KeysetCursor } from '../../lib/export/keyset';
import { containing } from '../../lib/like';
import { limitOffset, orderByOf } from '../../lib/paging';
import { isClienteVisible, visibleTo, type Owners, type TenantCaller } from '../../lib/tenancy';
import { isTwoStepOn, removeTwoStep } from '../../lib/two-step-data';
import { startOfToday, withinPeriod } from '../../lib/periodo';

/**
 * A user belongs to its client or supplier: a client's (or supplier's) administrator manages
 * its own organization's users; the registradora's, everyone's, its own staff included.
 */
const OWNERS: Owners = { cliente: usuarios.clienteId, fornecedor: usuarios.fornecedorId };

/**
 * The suppliers a user may be attached to: a supplier's administrator, only its own; a
 * client's, none (every supplier is readable reference data, but not theirs to staff).
 */
const FORNECEDOR_VINCULO_OWNERS: Owners = { fornecedor: fornecedores.id };

const SORT_COLUMNS = {
  nome: usuarios.nome,
  username: sql`lower(${usuarios.username})`,
  email: usuarios.email,
  perfil: usuarios.perfil,
  status: usuarios.status,
  dataCadastro: usuarios.createdAt,
} satisfies Record<UsuarioSortKey, unknown>;

function whereOf(auth: TenantCaller, filtro: UsuarioFiltro): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleTo(auth, OWNERS)];
  if (filtro.nome) {
    const pattern = containing(filtro.nome);
    conditions.push(
      or(
        ilike(usuarios.nome, pattern),
        ilike(usuarios.username, pattern),
        ilike(usuarios.email, pattern),
      ),
    );
  }
  if (filtro.perfil) conditions.push(eq(usuarios.perfil, filtro.perfil));
  // Removed users keep their row (history): a list shows them only when asked for.
  conditions.push(
    filtro.status ? eq(usuarios.status, filtro.status) : ne(usuarios.status, 'REMOVIDO'),
  );
  if (filtro.clienteId) conditions.push(eq(usuarios.clienteId, filtro.clienteId));
  if (filtro.fornecedorId) conditions.push(eq(usuarios.fornecedorId, filtro.fornecedorId));
  if (filtro.intervalo === 1) {
    conditions.push(gte(usuarios.createdAt, sql`now() - interval '1 month'`));
  } else if (filtro.intervalo === 2) {
    conditions.push(gte(usuarios.createdAt, sql`now() - interval '1 day'`));
  } else if (filtro.intervalo === 3) {
    conditions.push(gte(usuarios.createdAt, startOfToday()));
  }
  conditions.push(
    ...withinPeriod(usuarios.createdAt, filtro.dataCadastroInicial, filtro.dataCadastroFinal),
  );
  return and(...conditions);
}

/**
 * The user never had a password of its own: active, never logged in (`data_acesso_atual` is set
 * by every login and never cleared) and no password set since it was created, by itself
 * (SENHA_ALTERADA) or through a link or an administrator (SENHA_REDEFINIDA). A created user's
 * password is random and unknown to everyone, so such a user can only enter through the link.
 */
function awaitsFirstAccess(id: SQL | typeof usuarios.id): SQL {
  return sql`${usuarios.status} = 'ATIVO' and ${usuarios.dataAcessoAtual} is null and not exists (
    select 1 from ${eventosAcesso}
    where ${eventosAcesso.usuarioId} = ${id}
      and ${eventosAcesso.tipo} in ('SENHA_ALTERADA', 'SENHA_REDEFINIDA'))`;
}

const usuarioColumns = {
  id: usuarios.id,
  username: usuarios.username,
  nome: usuarios.nome,
  email: usuarios.email,
  telefone: usuarios.telefone,
  cpf: usuarios.cpf,
  perfil: usuarios.perfil,
  status: usuarios.status,
  clienteId: usuarios.clienteId,
  clienteNome: clientes.nomeFantasia,
  fornecedorId: usuarios.fornecedorId,
  fornecedorNome: fornecedores.nome,
  master: usuarios.master,
  bloqueioTentativasEm: usuarios.bloqueioTentativasEm,
  createdAt: usuarios.createdAt,
  dataAcessoAtual: usuarios.dataAcessoAtual,
  aguardandoPrimeiroAcesso: sql<boolean>`(${awaitsFirstAccess(usuarios.id)})`,
};

export interface UsuarioRow {
  id: string;
  username: string;
  nome: string;
  email: string;
  telefone: string | null;
  cpf: string | null;
  perfil: string;
  status: string;
  clienteId: string | null;
  clienteNome: string | null;
  fornecedorId: string | null;
  fornecedorNome: string | null;
  master: boolean;
  bloqueioTentativasEm: Date | null;
  createdAt: Date;
  dataAcessoAtual: Date | null;
  aguardandoPrimeiroAcesso: boolean;
}

function selectUsuarios(db: Executor) {
  return db
    .select(usuarioColumns)
    .from(usuarios)
    .leftJoin(clientes, eq(clientes.id, usuarios.clienteId))
    .leftJoin(fornecedores, eq(fornecedores.id, usuarios.fornecedorId));
}

export interface UsuarioAlvo {
  id: string;
  username: string;
  status: string;
  perfil: string;
  bloqueioTentativasEm: Date | null;
}

/** The values an edit writes. */
export interface UsuarioValues {
  nome: string;
  email: string;
  telefone: string | null;
  cpf: string | null;
  perfil: string;
  status: string;
  clienteId: string | null;
  fornecedorId: string | null;
}

/** What a create or an edit checks, in its transaction: the profile and the organization. */
function grantChecks(tx: Executor, auth: AuthContext) {
  return {
    /** The permissions a profile gives (as administrators left them), and whether it is active. */
    async perfil(codigo: string): Promise<{ ativo: boolean; permissoes: string[] } | null> {
      const [row] = await tx
        .select({ ativo: perfis.ativo })
        .from(perfis)
        .where(eq(perfis.codigo, codigo));
      if (!row) return null;
      const permissoes = await tx
        .select({ permissao: perfilPermissoes.permissao })
        .from(perfilPermissoes)
        .where(eq(perfilPermissoes.perfil, codigo));
      return { ativo: row.ativo, permissoes: permissoes.map((p) => p.permissao) };
    },
    /** A live client the caller sees, held until commit. */
    holdCliente: (clienteId: string) => isClienteVisible(tx, auth, clienteId, 'share'),
    /** A live supplier the caller sees (a supplier's user: only its own), held until commit. */
    async holdFornecedor(fornecedorId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: fornecedores.id })
        .from(fornecedores)
        .where(
          and(
            eq(fornecedores.id, fornecedorId),
            isNull(fornecedores.deletedAt),
            visibleTo(auth, FORNECEDOR_VINCULO_OWNERS),
          ),
        )
        .for('share');
      return rows.length > 0;
    },
  };
}

export type GrantChecks = ReturnType<typeof grantChecks>;

/** The writes on one user, inside the transaction that holds the user's row. */
function usuarioWrites(tx: Executor, auth: AuthContext, user: UsuarioAlvo) {
  const { id } = user;
  async function endSessions() {
    await tx
      .update(sessoes)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessoes.usuarioId, id), isNull(sessoes.revokedAt)));
  }
  return {
    /** The transaction itself, for the link and the e-mail queued with the change. */
    executor: tx,
    /** Where the user's e-mail goes, and the name it is addressed to. */
    async contato(): Promise<{ nome: string; email: string }> {
      const [row] = await tx
        .select({ nome: usuarios.nome, email: usuarios.email })
        .from(usuarios)
        .where(eq(usuarios.id, id));
      return row!;
    },
    /** Whether the user still awaits its first access (see awaitsFirstAccess). */
    async awaitsFirstAccess(): Promise<boolean> {
      const [row] = await tx
        .select({ aguarda: sql<boolean>`(${awaitsFirstAccess(usuarios.id)})` })
        .from(usuarios)
        .where(eq(usuarios.id, id));
      return row?.aguarda ?? false;
    },
    async block() {
      await tx.update(usuarios).set({ status: 'BLOQUEADO' }).where(eq(usuarios.id, id));
      // Blocking ends every session of the user at once.
      await endSessions();
    },
    async unblock() {
      await tx
        .update(usuarios)
        .set({
          status: sql`case when ${usuarios.status} = 'BLOQUEADO' then 'ATIVO' else ${usuarios.status} end`,
          bloqueioTentativasEm: null,
        })
        .where(eq(usuarios.id, id));
    },
    /** Status REMOVIDO (the row and its history stay) and every session ended at once. */
    async remove() {
      await tx.update(usuarios).set({ status: 'REMOVIDO' }).where(eq(usuarios.id, id));
      await endSessions();
    },
    async setStatus(status: string) {
      await tx.update(usuarios).set({ status }).where(eq(usuarios.id, id));
      if (status !== 'ATIVO') await endSessions();
    },
    /** The edit, the user's own permissions replaced; sessions end unless the user stays active. */
    async update(values: UsuarioValues, permissoes: readonly string[]) {
      await tx.update(usuarios).set(values).where(eq(usuarios.id, id));
      await tx.delete(usuarioPermissoes).where(eq(usuarioPermissoes.usuarioId, id));
      if (permissoes.length > 0) {
        await tx
          .insert(usuarioPermissoes)
          .values(permissoes.map((permissao) => ({ usuarioId: id, permissao })));
      }
      if (values.status !== 'ATIVO') await endSessions();
    },
    /** The permissions the user holds now: its profile's and its own. */
    async currentPermissoes(): Promise<string[]> {
      const rows = await tx.execute<{ permissao: string }>(sql`
        select permissao from perfil_permissoes where perfil = ${user.perfil}
        union
        select permissao from usuario_permissoes where usuario_id = ${id}`);
      return rows.rows.map((r) => r.permissao);
    },
    /** The permissions granted to the user itself (PERSONALIZADO). */
    async ownPermissoes(): Promise<string[]> {
      const rows = await tx
        .select({ permissao: usuarioPermissoes.permissao })
        .from(usuarioPermissoes)
        .where(eq(usuarioPermissoes.usuarioId, id));
      return rows.map((r) => r.permissao);
    },
    ...grantChecks(tx, auth),
    async currentPasswordHash(): Promise<string | null> {
      const [row] = await tx
        .select({ senhaHash: usuarios.senhaHash })
        .from(usuarios)
        .where(eq(usuarios.id, id));
      return row?.senhaHash ?? null;
    },
    /**
     * A password that has already expired (the user chooses its own at the next login), the
     * end of every session of the user and of its trusted devices (spec §4).
     */
    async setTemporaryPassword(senhaHash: string) {
      await tx
        .update(usuarios)
        .set({ senhaHash, senhaExpiraEm: sql`now()` })
        .where(eq(usuarios.id, id));
      await tx.delete(dispositivosConfiaveis).where(eq(dispositivosConfiaveis.usuarioId, id));
      await endSessions();
    },
    /** Turns the user's two-step login off (see lib/two-step-data); false when it was off. */
    removeTwoStep: () => removeTwoStep(tx, id),
    async record(
      tipo: 'BLOQUEIO' | 'DESBLOQUEIO' | 'SENHA_REDEFINIDA' | 'DUAS_ETAPAS_DESATIVADA_ADMIN',
      ip: string,
    ) {
      await tx.insert(eventosAcesso).values({
        tipo,
        usuarioId: id,
        username: user.username.toLowerCase(),
        ip,
        porUsuarioId: auth.usuarioId,
      });
    },
  };
}

export type UsuariosTx = ReturnType<typeof usuarioWrites>;

/** The new user's row, as POST usuarios writes it. */
export interface NovoUsuario extends UsuarioValues {
  username: string;
  senhaHash: string;
}

export function createUsuariosRepository(db: Db) {
  return {
    /**
     * Creates a user in one transaction: `build` checks the input with the transaction's
     * `checks` and answers the row and its own permissions; `after` runs in the same
     * transaction once the row exists (the first-access link and its e-mail). Answers the id;
     * a username taken (case ignored) is a 409 under `username`.
     */
    async create(
      auth: AuthContext,
      build: (checks: GrantChecks) => Promise<{ values: NovoUsuario; permissoes: string[] }>,
      after: (tx: Executor, id: string) => Promise<unknown>,
    ): Promise<string> {
      return conflictOnDuplicate(
        {
          usuarios_username_lower_idx: {
            mensagem: 'username: Este nome de usuário já está em uso',
            campo: 'username',
          },
        },
        () =>
          db.transaction(async (tx) => {
            const { values, permissoes } = await build(grantChecks(tx, auth));
            const [row] = await tx
              .insert(usuarios)
              .values({ ...values, senhaExpiraEm: null })
              .returning({ id: usuarios.id });
            const id = row!.id;
            if (permissoes.length > 0) {
              await tx
                .insert(usuarioPermissoes)
                .values(permissoes.map((permissao) => ({ usuarioId: id, permissao })));
            }
            await after(tx, id);
            return id;
          }),
      );
    },

    /** The user the caller may manage, locked for the change (null: absent or out of scope). */
    async withUser<T>(
      auth: AuthContext,
      id: string,
      change: (user: UsuarioAlvo, tx: UsuariosTx) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({
            id: usuarios.id,
            username: usuarios.username,
            status: usuarios.status,
            perfil: usuarios.perfil,
            bloqueioTentativasEm: usuarios.bloqueioTentativasEm,
          })
          .from(usuarios)
          .where(and(eq(usuarios.id, id), visibleTo(auth, OWNERS)))
          .for('update');
        if (!user) return null;
        return change(user, usuarioWrites(tx, auth, user));
      });
    },

    /** A user's name (who created or invited another, as the e-mail says it). */
    async nomeDe(executor: Executor, usuarioId: string): Promise<string> {
      const [row] = await executor
        .select({ nome: usuarios.nome })
        .from(usuarios)
        .where(eq(usuarios.id, usuarioId));
      return row?.nome ?? 'O administrador do portal';
    },

    async list(auth: AuthContext, filtro: UsuarioFiltro, page: PageRequest<UsuarioSortKey>) {
      const where = whereOf(auth, filtro);
      const { limit, offset } = limitOffset(page);
      const [content, [total]] = await Promise.all([
        selectUsuarios(db)
          .where(where)
          .orderBy(...orderByOf(page, SORT_COLUMNS, usuarios.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(usuarios).where(where),
      ]);
      return { content: content as UsuarioRow[], totalElements: total?.total ?? 0 };
    },

    async count(auth: AuthContext, filtro: UsuarioFiltro): Promise<number> {
      const [row] = await db.select({ total: count() }).from(usuarios).where(whereOf(auth, filtro));
      return row?.total ?? 0;
    },

    /** One chunk of an export, by (created_at, id): `usuarios_created_at_idx` serves it. */
    async exportChunk(
      auth: AuthContext,
      filtro: UsuarioFiltro,
      after: KeysetCursor | null,
      limit: number,
    ): Promise<UsuarioRow[]> {
      const rows = await selectUsuarios(db)
        .where(and(whereOf(auth, filtro), keysetAfter(usuarios.createdAt, usuarios.id, after)))
        .orderBy(...keysetOrder(usuarios.createdAt, usuarios.id))
        .limit(limit);
      return rows as UsuarioRow[];
    },

    async findById(auth: AuthContext, id: string): Promise<UsuarioRow | null> {
      const [row] = await selectUsuarios(db).where(
        and(eq(usuarios.id, id), visibleTo(auth, OWNERS)),
      );
      return (row as UsuarioRow | undefined) ?? null;
    },

    async permissoesOf(id: string, perfil: string) {
      const [proprias, doPerfil] = await Promise.all([
        db
          .select({ permissao: usuarioPermissoes.permissao })
          .from(usuarioPermissoes)
          .where(eq(usuarioPermissoes.usuarioId, id))
          .orderBy(asc(usuarioPermissoes.permissao)),
        db
          .select({ permissao: perfilPermissoes.permissao })
          .from(perfilPermissoes)
          .where(eq(perfilPermissoes.perfil, perfil))
          .orderBy(asc(perfilPermissoes.permissao)),
      ]);
      return {
        permissoes: proprias.map((p) => p.permissao),
        permissoesPerfil: doPerfil.map((p) => p.permissao),
        duasEtapasAtiva: await isTwoStepOn(db, id),
      };
    },

    /** Whether any user, in any status or organization, has this username (case ignored). */
    async isUsernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(eq(sql`lower(${usuarios.username})`, username.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },

    /** The users the caller sees (not removed), by name: the lists that need them all. */
    async listAll(auth: AuthContext, organizacao?: { cliente?: string; fornecedor?: string }) {
      const rows = await selectUsuarios(db)
        .where(
          and(
            visibleTo(auth, OWNERS),
            ne(usuarios.status, 'REMOVIDO'),
            organizacao?.cliente ? eq(usuarios.clienteId, organizacao.cliente) : undefined,
            organizacao?.fornecedor ? eq(usuarios.fornecedorId, organizacao.fornecedor) : undefined,
          ),
        )
        .orderBy(asc(usuarios.nome), asc(usuarios.id));
      return rows as UsuarioRow[];
    },

    /** Active users the caller sees, as options. */
    async combo(auth: AuthContext) {
      return db
        .select({ id: usuarios.id, nome: usuarios.nome })
        .from(usuarios)
        .where(and(visibleTo(auth, OWNERS), eq(usuarios.status, 'ATIVO')))
        .orderBy(asc(usuarios.nome), asc(usuarios.id));
    },

    async setPreferencias(usuarioId: string, preferencias: Preferencias): Promise<void> {
      await db.update(usuarios).set(preferencias).where(eq(usuarios.id, usuarioId));
    },

    /** The profiles with these codes that are active. */
    async perfisAtivos(codigos: readonly string[]) {
      return db
        .select({ perfil: perfis.codigo, descricao: perfis.descricao })
        .from(perfis)
        .where(and(inArray(perfis.codigo, [...codigos]), eq(perfis.ativo, true)))
        .orderBy(asc(perfis.descricao));
    },
  };
}

export type UsuariosRepository = ReturnType<typeof createUsuariosRepository>;
