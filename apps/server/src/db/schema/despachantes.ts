import { sql } from 'drizzle-orm';
import { boolean, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { cidades } from './cidades';
import { clientes } from './clientes';

/**
 * Dispatchers (despachantes) of each client (spec §6: the client's Master manages them).
 * Soft-deleted; a CPF/CNPJ is unique among the live dispatchers of one client. The city is its
 * IBGE code (a foreign key to `cidades`) plus the UF, which must be the city's.
 */
export const despachantes = pgTable(
  'despachantes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id),
    nome: varchar('nome', { length: 150 }).notNull(),
    /** CPF (11 digits) or CNPJ (14 characters [0-9A-Z]), no separators. */
    cpfCnpj: varchar('cpf_cnpj', { length: 14 }).notNull(),
    numeroCredenciamento: varchar('numero_credenciamento', { length: 30 }),
    uf: varchar('uf', { length: 2 }).notNull(),
    codigoMunicipioIbge: varchar('codigo_municipio_ibge', { length: 7 })
      .notNull()
      .references(() => cidades.codigoIbge),
    /** Digits only, with the area code. */
    telefone: varchar('telefone', { length: 11 }).notNull(),
    email: varchar('email', { length: 150 }),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('despachantes_cliente_cpf_cnpj_unique')
      .on(t.clienteId, t.cpfCnpj)
      .where(sql`${t.deletedAt} is null`),
  ],
);
