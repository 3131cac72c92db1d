import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * Every message the e-mail outbox queued (its id is the job's and the Message-ID's), written in
 * the transaction that queues it, and what became of it as the job ran: the report
 * relatorio/emails-enviados reads it. The text is kept so that a failed message can be sent
 * again after pg-boss deleted its job; no answer of the API carries it.
 */
export const emailsEnviados = pgTable(
  'emails_enviados',
  {
    id: uuid('id').primaryKey(),
    para: jsonb('para').$type<string[]>().notNull(),
    assunto: varchar('assunto', { length: 300 }).notNull(),
    texto: text('texto').notNull(),
    replyTo: varchar('reply_to', { length: 320 }),
    status: varchar('status', { length: 10 }).notNull().default('PENDENTE'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimaTentativaEm: timestamp('ultima_tentativa_em', { withTimezone: true }),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    /** The mail server's answer to the last failed attempt (no credentials). */
    erro: varchar('erro', { length: 1000 }),
    /** A resend names the message it repeats. */
    reenvioDe: uuid('reenvio_de'),
    reenviadoPor: uuid('reenviado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The report's pages by (created_at, id) in either direction, and by status.
    index('emails_enviados_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('emails_enviados_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The report's contains-filters (any case): the subject, and the recipients as JSON text.
    index('emails_enviados_assunto_trgm_idx').using('gin', sql`lower(${t.assunto}) gin_trgm_ops`),
    index('emails_enviados_para_trgm_idx').using('gin', sql`lower(${t.para}::text) gin_trgm_ops`),
    // Whether a person resent a message: its job's retries then stand down (email-outbox.ts).
    index('emails_enviados_reenvio_de_idx')
      .on(t.reenvioDe)
      .where(sql`${t.reenvioDe} is not null`),
    check('emails_enviados_status_check', sql`${t.status} in ('PENDENTE', 'ENVIADO', 'FALHA')`),
  ],
);
