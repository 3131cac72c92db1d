import { sql } from 'drizzle-orm';
import { boolean, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Economic groups (Parametrização > Grupos Econômicos): the conglomerate a set of clients
 * belongs to. Soft-deleted (`deleted_at`) so that a client deleted earlier keeps its history;
 * a live name is unique regardless of case.
 */
export const gruposEconomicos = pgTable(
  'grupos_economicos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: varchar('nome', { length: 150 }).notNull(),
    descricao: varchar('descricao', { length: 500 }),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('grupos_economicos_nome_unique')
      .on(sql`lower(${t.nome})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
