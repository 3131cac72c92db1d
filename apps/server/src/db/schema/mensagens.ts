import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clientes';
import { perfis, usuarios } from './usuarios';

/**
 * Administrative messages (spec §2.4 administrativo/mensagem): published to every user
 * (`TODOS`), to one profile (`PERFIL`) or to one client's users (`CLIENTE`), shown in the top
 * bar's notifications while in force (`inicio` <= now < `fim`). `cliente_id` is the owner: a
 * message a client's administrator published is that client's (and reaches only its users).
 */
export const mensagens = pgTable(
  'mensagens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titulo: varchar('titulo', { length: 150 }).notNull(),
    texto: text('texto').notNull(),
    destino: varchar('destino', { length: 10 }).notNull(),
    perfil: varchar('perfil', { length: 40 }).references(() => perfis.codigo),
    clienteId: uuid('cliente_id').references(() => clientes.id),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The notifications read the messages in force: those whose period has not ended.
    index('mensagens_vigencia_idx').on(t.fim, t.inicio),
    index('mensagens_cliente_idx').on(t.clienteId),
    index('mensagens_created_idx').on(t.createdAt.desc(), t.id),
    check('mensagens_destino_check', sql`${t.destino} in ('TODOS', 'PERFIL', 'CLIENTE')`),
    check('mensagens_periodo_check', sql`${t.fim} > ${t.inicio}`),
    check(
      'mensagens_alvo_check',
      sql`(${t.destino} <> 'PERFIL' or ${t.perfil} is not null) and (${t.destino} <> 'CLIENTE' or ${t.clienteId} is not null)`,
    ),
  ],
);

/** Which user read which message, and when: the per-user read state of the notifications. */
export const mensagensLidas = pgTable(
  'mensagens_lidas',
  {
    mensagemId: uuid('mensagem_id')
      .notNull()
      .references(() => mensagens.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    lidaEm: timestamp('lida_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.mensagemId] })],
);
