import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clientes';
import { marcasModelos } from './marcas-modelos';

/**
 * Vehicles of each client. Soft-deleted; a chassis is unique among the live vehicles of one
 * client. Plate and RENAVAM are null for a new (0 km) vehicle.
 */
export const veiculos = pgTable(
  'veiculos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id),
    /** 17 characters, or up to 21 when re-stamped (remarcado). */
    chassi: varchar('chassi', { length: 21 }).notNull(),
    remarcado: boolean('remarcado').notNull().default(false),
    /** Old (ABC1234) or Mercosul (ABC1D23), no dash. */
    placa: varchar('placa', { length: 7 }),
    ufPlaca: varchar('uf_placa', { length: 2 }),
    /** 11 digits. */
    renavam: varchar('renavam', { length: 11 }),
    anoFabricacao: integer('ano_fabricacao').notNull(),
    anoModelo: integer('ano_modelo').notNull(),
    marcaModeloId: uuid('marca_modelo_id')
      .notNull()
      .references(() => marcasModelos.id),
    cor: varchar('cor', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('veiculos_cliente_chassi_unique')
      .on(t.clienteId, t.chassi)
      .where(sql`${t.deletedAt} is null`),
    index('veiculos_marca_modelo_idx').on(t.marcaModeloId),
  ],
);
