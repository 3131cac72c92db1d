import {
  bigint,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * A user's TOTP authenticator (two-step login, issue 12). The secret is encrypted at rest
 * (lib/secret-box.ts, key TOTP_ENCRYPTION_KEY). Until `ativadaEm` the enrolment is pending: the
 * secret was shown but no code confirmed it, and the login does not ask for it.
 */
export const usuariosTotp = pgTable('usuarios_totp', {
  usuarioId: uuid('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  segredoCifrado: varchar('segredo_cifrado', { length: 300 }).notNull(),
  ativadaEm: timestamp('ativada_em', { withTimezone: true }),
  /** The last time step (unix seconds / 30) a code was accepted for: codes are single-use. */
  ultimoPasso: bigint('ultimo_passo', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 hashes (they are random, 50 bits each). */
export const codigosRecuperacao = pgTable(
  'codigos_recuperacao',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    codigoHash: varchar('codigo_hash', { length: 64 }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('codigos_recuperacao_usuario_hash_idx').on(t.usuarioId, t.codigoHash)],
);

/**
 * A login whose password was right and that waits for its second step: short-lived, ended by
 * the right code or by too many wrong ones. The e-mailed code, when asked for, is kept hashed.
 */
export const desafiosLogin = pgTable(
  'desafios_login',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    guid: varchar('guid', { length: 100 }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    codigoEmailHash: varchar('codigo_email_hash', { length: 64 }),
    emailsEnviados: integer('emails_enviados').notNull().default(0),
    codigosErrados: integer('codigos_errados').notNull().default(0),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('desafios_login_expira_idx').on(t.expiraEm)],
);

/**
 * Trusted devices: an opaque random token (stored as its SHA-256) bound to the user and the
 * device guid, which skips the second step until it expires. A password change deletes them.
 */
export const dispositivosConfiaveis = pgTable(
  'dispositivos_confiaveis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    guid: varchar('guid', { length: 100 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispositivos_confiaveis_usuario_idx').on(t.usuarioId)],
);
