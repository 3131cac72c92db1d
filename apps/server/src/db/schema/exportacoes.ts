import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { arquivos } from './arquivos';
import { auditoriaExportacoes } from './auditoria';
import { usuarios } from './usuarios';

/**
 * An export too large to stream at once (lib/export: more rows than
 * EXPORTACAO_LINHAS_IMEDIATAS): the caller gets its protocol, a job writes the file, and the
 * user downloads it from 'Minhas Exportações' until `expiraEm`. The audit row (who, why, which
 * filter) is written when it is asked, like any export's.
 */
export const exportacoes = pgTable(
  'exportacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    protocolo: varchar('protocolo', { length: 20 }).notNull().unique(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /**
     * The requester's organization when it was asked: the file holds that organization's rows,
     * so it is handed only to the same user still of the same organization.
     */
    clienteId: uuid('cliente_id'),
    fornecedorId: uuid('fornecedor_id'),
    auditoriaId: uuid('auditoria_id')
      .notNull()
      .references(() => auditoriaExportacoes.id),
    /** The export source (`lib/export`) that reads the rows again: `<feature>.<list>`. */
    fonte: varchar('fonte', { length: 60 }).notNull(),
    recurso: varchar('recurso', { length: 60 }).notNull(),
    formato: varchar('formato', { length: 10 }).notNull(),
    filtro: jsonb('filtro').notNull(),
    /** AGUARDANDO, GERANDO, CONCLUIDA or FALHOU (shared `exportacoes/schemas.ts`). */
    situacao: varchar('situacao', { length: 20 }).notNull().default('AGUARDANDO'),
    quantidadeRegistros: integer('quantidade_registros').notNull(),
    arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
    /** Why it failed, in Portuguese, for the user. */
    mensagem: varchar('mensagem', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('exportacoes_usuario_idx').on(t.usuarioId, t.createdAt.desc(), t.id.desc()),
    index('exportacoes_expira_idx').on(t.expiraEm),
    index('exportacoes_pendentes_idx')
      .on(t.createdAt)
      .where(sql`${t.situacao} in ('AGUARDANDO', 'GERANDO')`),
  ],
);
