import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * One row per export (LGPD: log who exported what and why, never the data itself): the user,
 * the resource, the filter applied, the justification, the format and how many rows left.
 */
export const auditoriaExportacoes = pgTable(
  'auditoria_exportacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    recurso: varchar('recurso', { length: 60 }).notNull(),
    formato: varchar('formato', { length: 10 }).notNull(),
    filtro: jsonb('filtro').notNull(),
    justificativa: varchar('justificativa', { length: 255 }).notNull(),
    quantidadeRegistros: integer('quantidade_registros').notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_exportacoes_usuario_idx').on(t.usuarioId, t.createdAt),
    index('auditoria_exportacoes_recurso_idx').on(t.recurso, t.createdAt),
  ],
);
