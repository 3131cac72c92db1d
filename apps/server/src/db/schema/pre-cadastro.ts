import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clientes } from './clientes';

/**
 * The public pre-registration's form tokens that have already been used: a token is good for
 * one submission only, so a script cannot reuse one token for a flood. A row is kept until its
 * token would have expired anyway (`expira_em`), then it may be purged.
 */
export const preCadastroTokensUsados = pgTable(
  'pre_cadastro_tokens_usados',
  {
    /** The token's random nonce (never the whole token). */
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    usadoEm: timestamp('usado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    /**
     * The company this token's submission created: `GET publica/usuarios/clientes` answers it
     * to whoever holds the token (what they typed themselves), and nothing else.
     */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
  },
  (t) => [index('pre_cadastro_tokens_usados_expira_idx').on(t.expiraEm)],
);
