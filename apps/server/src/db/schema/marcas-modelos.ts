import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The registradora-wide brand/model catalogue (Parametrização > Marca / Modelo): the RENAVAM
 * brand/model code and its names. Soft-deleted; a code is unique among live rows.
 */
export const marcasModelos = pgTable(
  'marcas_modelos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: integer('codigo').notNull(),
    marca: varchar('marca', { length: 60 }).notNull(),
    modelo: varchar('modelo', { length: 100 }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('marcas_modelos_codigo_unique')
      .on(t.codigo)
      .where(sql`${t.deletedAt} is null`),
  ],
);
