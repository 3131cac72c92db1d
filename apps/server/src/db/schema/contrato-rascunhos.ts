import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clientes';
import { usuarios } from './usuarios';

/**
 * Drafts of the contract form (spec §2.8, mode 3): what a client's form held, unvalidated, to
 * be resumed later. Owned by the client (colleagues of one bank share them); `usuario_id` is
 * who saved it last. The summary columns feed the list without reading `dados`. Soft-deleted:
 * sending a resumed draft or 'Excluir' sets `deleted_at`.
 */
export const contratoRascunhos = pgTable(
  'contrato_rascunhos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /** 1 contract, 2 addendum. */
    modo: smallint('modo').notNull(),
    /** The form's values, partial and unvalidated (size capped by the route's schema). */
    dados: jsonb('dados').notNull(),
    numeroContrato: varchar('numero_contrato', { length: 40 }),
    devedor: varchar('devedor', { length: 150 }),
    chassi: varchar('chassi', { length: 21 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('contrato_rascunhos_modo_check', sql`${t.modo} in (1, 2)`),
    // The list: a client's live drafts, the most recent first.
    index('contrato_rascunhos_cliente_updated_idx')
      .on(t.clienteId, t.updatedAt.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);
