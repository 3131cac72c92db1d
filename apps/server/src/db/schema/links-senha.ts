import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * The e-mailed links that let a user set a password without knowing the current one: a
 * password recovery ('Esqueci minha senha') or a new user's first access. Only the SHA-256 of
 * the link's token is kept, so the table alone opens no account; a link works once and until
 * `expiraEm` (lib/password-links.ts).
 */
export const linksSenha = pgTable(
  'links_senha',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    finalidade: varchar('finalidade', { length: 20 }).notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    /** When the link set the password, or was replaced by a newer link (null: still open). */
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [
    index('links_senha_usuario_idx').on(t.usuarioId, t.criadoEm),
    check(
      'links_senha_finalidade_check',
      sql`${t.finalidade} in ('RECUPERACAO', 'PRIMEIRO_ACESSO')`,
    ),
  ],
);
