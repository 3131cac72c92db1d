import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`, as a Node Buffer both ways (node-postgres reads and writes Buffers). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files the portal keeps (lib/arquivos): exports generated in the background today. The bytes
 * live in `arquivo_partes`, so every process on the same database reads what any other wrote
 * (scale-out needs no shared disk). `completo` turns true once the last part is written.
 */
export const arquivos = pgTable(
  'arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which feature keeps it ('exportacao'): its purge deletes only its own orphans. */
    dono: varchar('dono', { length: 40 }).notNull(),
    nome: varchar('nome', { length: 200 }).notNull(),
    tipo: varchar('tipo', { length: 120 }).notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull().default(0),
    completo: boolean('completo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arquivos_incompletos_idx')
      .on(t.createdAt)
      .where(sql`not ${t.completo}`),
  ],
);

/** A file's bytes in parts of up to 1 MiB, read back in `ordem`. */
export const arquivoPartes = pgTable(
  'arquivo_partes',
  {
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivos.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    dados: bytea('dados').notNull(),
  },
  (t) => [primaryKey({ columns: [t.arquivoId, t.ordem] })],
);
