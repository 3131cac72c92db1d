import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { fornecedores } from './fornecedores';

/** Service types (codes of spec §9 and the registration operations): see TIPOS_SERVICO_REFERENCIA. */
export const servicos = pgTable('servicos', {
  codigo: integer('codigo').primaryKey(),
  nome: varchar('nome', { length: 100 }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  ativo: boolean('ativo').notNull().default(true),
  referencia: boolean('referencia').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a Detran (or another destination) charges for a service type, in force from
 * `vigencia_inicio` until `vigencia_fim` (open when null). Money is numeric(12,2), read and
 * written as a decimal string. Deleting is soft: fees already charged keep their price.
 */
export const servicosDetran = pgTable(
  'servicos_detran',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fornecedorId: uuid('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id),
    tipoServico: integer('tipo_servico')
      .notNull()
      .references(() => servicos.codigo),
    valor: numeric('valor', { precision: 12, scale: 2 }).notNull(),
    vigenciaInicio: date('vigencia_inicio').notNull(),
    vigenciaFim: date('vigencia_fim'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('servicos_detran_vigencia_idx')
      .on(t.fornecedorId, t.tipoServico, t.vigenciaInicio)
      .where(sql`${t.deletedAt} is null`),
    index('servicos_detran_tipo_idx').on(t.tipoServico),
    check('servicos_detran_valor_check', sql`${t.valor} >= 0`),
    check(
      'servicos_detran_vigencia_check',
      sql`${t.vigenciaFim} is null or ${t.vigenciaFim} >= ${t.vigenciaInicio}`,
    ),
  ],
);
