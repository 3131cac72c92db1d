import { sql } from 'drizzle-orm';
import { index, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Every Brazilian municipality (IBGE), synced at every start with the IBGE table that
 * @brazilian-utils/brazilian-utils ships (inserted or renamed, never deleted). `nome_busca` is
 * the name in lower case without accents, so a search by name ignores both without needing the
 * unaccent extension.
 */
export const cidades = pgTable(
  'cidades',
  {
    codigoIbge: varchar('codigo_ibge', { length: 7 }).primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    nomeBusca: varchar('nome_busca', { length: 100 }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
  },
  (t) => [
    index('cidades_uf_nome_idx').on(t.uf, t.nomeBusca),
    index('cidades_nome_busca_idx').on(sql`${t.nomeBusca} varchar_pattern_ops`),
  ],
);
