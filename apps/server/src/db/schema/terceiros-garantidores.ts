import { sql } from 'drizzle-orm';
import { pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { cidades } from './cidades';
import { clientes } from './clientes';

/**
 * Third-party guarantors (terceiros garantidores) of each client, with the full address a
 * contract carries. Soft-deleted; a CPF/CNPJ is unique among the live guarantors of one client.
 */
export const terceirosGarantidores = pgTable(
  'terceiros_garantidores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id),
    nome: varchar('nome', { length: 150 }).notNull(),
    /** CPF (11 digits) or CNPJ (14 characters [0-9A-Z]), no separators. */
    cpfCnpj: varchar('cpf_cnpj', { length: 14 }).notNull(),
    cep: varchar('cep', { length: 8 }).notNull(),
    logradouro: varchar('logradouro', { length: 150 }).notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    complemento: varchar('complemento', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }).notNull(),
    codigoMunicipioIbge: varchar('codigo_municipio_ibge', { length: 7 })
      .notNull()
      .references(() => cidades.codigoIbge),
    uf: varchar('uf', { length: 2 }).notNull(),
    /** Digits only, with the area code. */
    telefone: varchar('telefone', { length: 11 }).notNull(),
    email: varchar('email', { length: 150 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('terceiros_garantidores_cliente_cpf_cnpj_unique')
      .on(t.clienteId, t.cpfCnpj)
      .where(sql`${t.deletedAt} is null`),
  ],
);
