import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Suppliers: the 27 state Detrans (tipo DETRAN, one per UF, reference data synced at every
 * start) and the other destinations administrators register (tipo OUTRO, e.g. B3's SNG).
 * Deleting is soft (`deleted_at`): users, prices and later contracts keep pointing here.
 */
export const fornecedores = pgTable(
  'fornecedores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: varchar('nome', { length: 150 }).notNull(),
    razaoSocial: varchar('razao_social', { length: 150 }),
    /** 14 characters without separators; alphanumeric CNPJs (IN RFB 2.229/2024) included. */
    cnpj: varchar('cnpj', { length: 14 }),
    tipo: varchar('tipo', { length: 10 }).notNull().default('OUTRO'),
    uf: varchar('uf', { length: 2 }),
    email: varchar('email', { length: 150 }),
    telefone: varchar('telefone', { length: 11 }),
    descricao: varchar('descricao', { length: 500 }),
    /** Pays the Detran-RJ fee (DUDA slip) on the clients' behalf: the RJ fee report lists them. */
    pagadorTaxaDetranRj: boolean('pagador_taxa_detran_rj').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A removed supplier frees its CNPJ; a Detran keeps its UF (Detrans are never removed).
    uniqueIndex('fornecedores_cnpj_idx')
      .on(t.cnpj)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('fornecedores_detran_uf_idx')
      .on(t.uf)
      .where(sql`${t.tipo} = 'DETRAN'`),
    index('fornecedores_nome_idx').on(t.nome),
    // One live supplier per name, in any case: a double submit cannot create two (names are
    // saved with their white space collapsed, so 'A  B' and 'a b' are the same name).
    uniqueIndex('fornecedores_nome_unique')
      .on(sql`lower(${t.nome})`)
      .where(sql`${t.deletedAt} is null`),
    check('fornecedores_tipo_check', sql`${t.tipo} in ('DETRAN', 'OUTRO')`),
    check('fornecedores_detran_uf_check', sql`${t.tipo} <> 'DETRAN' or ${t.uf} is not null`),
  ],
);
