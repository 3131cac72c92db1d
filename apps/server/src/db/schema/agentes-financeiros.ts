import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cidades } from './cidades';
import { clientes } from './clientes';

/**
 * Financial agents (agentes financeiros): the creditors that sign contracts, with the data a
 * contract's 'credor' section needs. Soft-deleted; the CNPJ is unique among live rows.
 * The city is its IBGE code (a foreign key to `cidades`) plus the UF, which the service checks
 * against the city's.
 */
export const agentesFinanceiros = pgTable(
  'agentes_financeiros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    razaoSocial: varchar('razao_social', { length: 150 }).notNull(),
    nome: varchar('nome', { length: 150 }).notNull(),
    /** 14 characters [0-9A-Z], no separators (alphanumeric CNPJ, IN RFB 2.229/2024). */
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    cep: varchar('cep', { length: 8 }).notNull(),
    logradouro: varchar('logradouro', { length: 150 }).notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    complemento: varchar('complemento', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }).notNull(),
    codigoMunicipioIbge: varchar('codigo_municipio_ibge', { length: 7 })
      .references(() => cidades.codigoIbge)
      .notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    /** Digits only, with the area code. */
    telefone: varchar('telefone', { length: 11 }).notNull(),
    email: varchar('email', { length: 150 }),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agentes_financeiros_cnpj_unique')
      .on(t.cnpj)
      .where(sql`${t.deletedAt} is null`),
    // The list's sort keys (lower case, id breaks ties) and the UF/status filters, live rows only.
    index('agentes_financeiros_nome_lower_idx')
      .on(sql`lower(${t.nome})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('agentes_financeiros_razao_social_lower_idx')
      .on(sql`lower(${t.razaoSocial})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('agentes_financeiros_ativo_idx')
      .on(t.ativo)
      .where(sql`${t.deletedAt} is null`),
    index('agentes_financeiros_uf_idx')
      .on(t.uf)
      .where(sql`${t.deletedAt} is null`),
    // 'Contains' searches (ILIKE '%...%') on names and CNPJ: trigram indexes (pg_trgm).
    index('agentes_financeiros_nome_trgm_idx')
      .using('gin', t.nome.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('agentes_financeiros_razao_social_trgm_idx')
      .using('gin', t.razaoSocial.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('agentes_financeiros_cnpj_trgm_idx')
      .using('gin', t.cnpj.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Which clients work with which agents. The row's id is the `agenteFinanceiroClienteId` other
 * screens send (accreditation, debit notes: spec §3). Dissociating deletes the row.
 */
export const agentesFinanceirosClientes = pgTable(
  'agentes_financeiros_clientes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agenteFinanceiroId: uuid('agente_financeiro_id')
      .notNull()
      .references(() => agentesFinanceiros.id),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agentes_financeiros_clientes_unique').on(t.agenteFinanceiroId, t.clienteId),
    index('agentes_financeiros_clientes_cliente_idx').on(t.clienteId),
  ],
);
