import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { EVENTO_ACESSO_TIPO_CODIGOS } from '@portal/shared/relatorios/schemas';
import { clientes } from './clientes';
import { fornecedores } from './fornecedores';

/** The profiles of §6; seeded from packages/shared, `ativo` false for B3. */
export const perfis = pgTable('perfis', {
  codigo: varchar('codigo', { length: 40 }).primaryKey(),
  numero: integer('numero').notNull().unique(),
  descricao: varchar('descricao', { length: 80 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

/** The fine-grained permission strings of §6. */
export const permissoes = pgTable('permissoes', {
  codigo: varchar('codigo', { length: 60 }).primaryKey(),
  descricao: varchar('descricao', { length: 150 }).notNull(),
});

export const perfilPermissoes = pgTable(
  'perfil_permissoes',
  {
    perfil: varchar('perfil', { length: 40 })
      .notNull()
      .references(() => perfis.codigo),
    permissao: varchar('permissao', { length: 60 })
      .notNull()
      .references(() => permissoes.codigo),
  },
  (t) => [primaryKey({ columns: [t.perfil, t.permissao] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 100 }).notNull(),
    nome: varchar('nome', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    telefone: varchar('telefone', { length: 11 }),
    cpf: varchar('cpf', { length: 11 }),
    senhaHash: varchar('senha_hash', { length: 200 }).notNull(),
    senhaExpiraEm: timestamp('senha_expira_em', { withTimezone: true }),
    status: varchar('status', { length: 20 }).notNull().default('ATIVO'),
    perfil: varchar('perfil', { length: 40 })
      .notNull()
      .references(() => perfis.codigo),
    clienteId: uuid('cliente_id').references(() => clientes.id),
    fornecedorId: uuid('fornecedor_id').references(() => fornecedores.id),
    master: boolean('master').notNull().default(false),
    qtdItensPagina: integer('qtd_itens_pagina'),
    dataInicioIntervalo: date('data_inicio_intervalo'),
    dataFimIntervalo: date('data_fim_intervalo'),
    /** The access before the current one: what the sub-header shows as 'último acesso'. */
    dataUltimoAcesso: timestamp('data_ultimo_acesso', { withTimezone: true }),
    dataAcessoAtual: timestamp('data_acesso_atual', { withTimezone: true }),
    /**
     * When repeated failures from unknown devices locked the account: from then on it logs in
     * only from a device it has logged in from before, until an administrator lifts the lock.
     */
    bloqueioTentativasEm: timestamp('bloqueio_tentativas_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuarios_username_lower_idx').on(sql`lower(${t.username})`),
    // The public pre-registration looks e-mails up on every submission.
    index('usuarios_email_lower_idx').on(sql`lower(${t.email})`),
    index('usuarios_cliente_idx').on(t.clienteId),
    index('usuarios_fornecedor_idx').on(t.fornecedorId),
    // The user list's default sort and its export's keyset (created_at, id).
    index('usuarios_nome_idx').on(t.nome, t.id),
    index('usuarios_created_at_idx').on(t.createdAt, t.id),
    check(
      'usuarios_status_check',
      sql`${t.status} in ('ATIVO', 'INATIVO', 'BLOQUEADO', 'REMOVIDO', 'PRE_CADASTRADO')`,
    ),
    check('usuarios_um_vinculo_check', sql`${t.clienteId} is null or ${t.fornecedorId} is null`),
    // The current user's schema requires a positive page size: a 0 here would lock the user out.
    check('usuarios_qtd_itens_pagina_check', sql`${t.qtdItensPagina} > 0`),
  ],
);

/** Permissions granted to one user on top of the profile's (the PERSONALIZADO profile). */
export const usuarioPermissoes = pgTable(
  'usuario_permissoes',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    permissao: varchar('permissao', { length: 60 })
      .notNull()
      .references(() => permissoes.codigo),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.permissao] })],
);

/** Server-side sessions: every token is bound to one row, so it can be prolonged and revoked. */
export const sessoes = pgTable(
  'sessoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    guid: varchar('guid', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId, t.expiresAt)],
);

/**
 * Login attempts not yet followed by a success, counted per username and address, and the
 * failed ones per username across addresses when they came from devices the user never logged
 * in from, to slow down password guessing (docs/ARCHITECTURE.md, 'Sessions and authorization').
 */
export const falhasLogin = pgTable(
  'falhas_login',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** The device (its guid) has logged this username in before. */
    dispositivoConhecido: boolean('dispositivo_conhecido').notNull().default(false),
    /** The password was checked and was wrong (false while the check runs, or if it was right). */
    falhou: boolean('falhou').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('falhas_login_username_ip_idx').on(t.username, t.ip, t.createdAt),
    index('falhas_login_username_idx').on(t.username, t.createdAt),
  ],
);

/** The kinds of access events (packages/shared: the report reads the same list). */
export const TIPOS_EVENTO_ACESSO = EVENTO_ACESSO_TIPO_CODIGOS;
export type TipoEventoAcesso = (typeof TIPOS_EVENTO_ACESSO)[number];

/**
 * Every login, failed login, refusal for too many attempts, lock, block by an administrator,
 * unlock, logout and password change (SENHA_ALTERADA: by the user, knowing the current one;
 * SENHA_REDEFINIDA: through an e-mailed link, or by an administrator in `porUsuarioId`): who
 * (the user when the username exists), when, from which address and device. The access report
 * reads it; a successful login's device counts as known for the account's lock.
 */
export const eventosAcesso = pgTable(
  'eventos_acesso',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    guid: varchar('guid', { length: 100 }),
    userAgent: varchar('user_agent', { length: 300 }),
    /** Who acted, when it is not the user (an administrator lifting a lock). */
    porUsuarioId: uuid('por_usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('eventos_acesso_usuario_idx').on(t.usuarioId, t.em.desc()),
    // The report's pages, newest first (and read backwards for the oldest), and by kind.
    index('eventos_acesso_em_id_idx').on(t.em.desc(), t.id.desc()),
    index('eventos_acesso_tipo_em_idx').on(t.tipo, t.em.desc(), t.id.desc()),
    // The report's user filter (contains, any case) over the username the event recorded.
    index('eventos_acesso_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('eventos_acesso_dispositivo_idx')
      .on(t.usuarioId, t.guid)
      .where(sql`${t.tipo} = 'LOGIN'`),
    check(
      'eventos_acesso_tipo_check',
      // The shared list itself, so that a new kind cannot be written before a migration allows it.
      sql`${t.tipo} in (${sql.raw(TIPOS_EVENTO_ACESSO.map((tipo) => `'${tipo}'`).join(', '))})`,
    ),
  ],
);
