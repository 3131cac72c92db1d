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
import { gruposEconomicos } from './grupos-economicos';

/**
 * Financial institutions served by the registradora (issue 3). Address and contact columns
 * are nullable because a company arriving through the public pre-registration has only its
 * name and CNPJ; the administration API requires them.
 *
 * Soft delete: `deleted_at` hides the row everywhere; the CNPJ is unique among live rows
 * only, so a client that leaves and comes back is registered again with its history kept.
 *
 * The city is its 7-digit IBGE code (a foreign key to `cidades`) plus the UF, which the
 * service checks against the city's.
 */
export const clientes = pgTable(
  'clientes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nomeFantasia: varchar('nome_fantasia', { length: 150 }).notNull(),
    razaoSocial: varchar('razao_social', { length: 150 }).notNull(),
    /** 14 characters [0-9A-Z], no separators (alphanumeric CNPJ, IN RFB 2.229/2024). */
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    grupoEconomicoId: uuid('grupo_economico_id').references(() => gruposEconomicos.id),
    cep: varchar('cep', { length: 8 }),
    logradouro: varchar('logradouro', { length: 150 }),
    numero: varchar('numero', { length: 20 }),
    complemento: varchar('complemento', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }),
    codigoMunicipioIbge: varchar('codigo_municipio_ibge', { length: 7 }).references(
      () => cidades.codigoIbge,
    ),
    uf: varchar('uf', { length: 2 }),
    email: varchar('email', { length: 150 }),
    /** Digits only, with the area code. */
    telefone: varchar('telefone', { length: 11 }),
    /** The states where the company operates, as its pre-registration said (spec §2.2). */
    ufsAtuacao: varchar('ufs_atuacao', { length: 2 }).array(),
    vbDetransAtivo: boolean('vb_detrans_ativo').notNull().default(false),
    vbPagueAtivo: boolean('vb_pague_ativo').notNull().default(false),
    serasaHubAtivo: boolean('serasa_hub_ativo').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('clientes_cnpj_unique')
      .on(t.cnpj)
      .where(sql`${t.deletedAt} is null`),
    index('clientes_grupo_economico_idx').on(t.grupoEconomicoId),
    // The list's sort keys (lower case, id breaks ties) and the UF/status filters, live rows
    // only; the combo (active clients by name) reads the status index in order.
    index('clientes_nome_fantasia_lower_idx')
      .on(sql`lower(${t.nomeFantasia})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('clientes_razao_social_lower_idx')
      .on(sql`lower(${t.razaoSocial})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('clientes_ativo_nome_fantasia_idx')
      .on(t.ativo, sql`lower(${t.nomeFantasia})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('clientes_uf_idx')
      .on(t.uf)
      .where(sql`${t.deletedAt} is null`),
    // 'Contains' searches (ILIKE '%...%') on names and CNPJ: trigram indexes (pg_trgm).
    index('clientes_razao_social_trgm_idx')
      .using('gin', t.razaoSocial.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('clientes_nome_fantasia_trgm_idx')
      .using('gin', t.nomeFantasia.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('clientes_cnpj_trgm_idx')
      .using('gin', t.cnpj.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
  ],
);
