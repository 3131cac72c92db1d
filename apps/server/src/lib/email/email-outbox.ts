import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobDefinition, JobExecutor, JobQueue } from '../jobs/job-queue';
import type { EmailMessage, EmailSender } from './email-sender';

const emailMessageSchema = z.object({
  id: z.uuid(),
  to: z.array(z.string().min(3).max(320)).min(1).max(50),
  subject: z.string().min(1).max(300),
  text: z.string().max(100_000),
  replyTo: z.string().max(320).optional(),
});

/** The queue that sends e-mail in the background. */
export const EMAIL_QUEUE = 'email.enviar';

/** The longest mail-server error the report keeps. */
const ERRO_MAX = 1000;

export interface EnqueueOptions {
  /** Queue within this transaction: the message (and its record) exist only if it commits. */
  tx?: JobExecutor;
  /** This message repeats a failed one (relatorio/emails-enviados), at a user's request. */
  reenvio?: { de: string; por: string };
}

export interface EmailOutbox {
  /**
   * Queues a message and answers its id. With `tx` the message is queued in that transaction:
   * it is sent only if the transaction commits, and never lost if it does. Every message is
   * recorded in `emails_enviados` in the same transaction as its job.
   */
  enqueue(message: Omit<EmailMessage, 'id'>, options?: EnqueueOptions): Promise<string>;
}

/**
 * A mail server's error as the report may show it: the text of the error and the server's
 * answer, without anything that looks like credentials in a URL (`smtp://user:pass@host`) and
 * at most 1,000 characters.
 */
export function erroDeEnvio(err: unknown): string {
  const parts: string[] = [];
  if (err instanceof Error) {
    parts.push(err.message);
    const response = (err as { response?: unknown }).response;
    if (typeof response === 'string' && !err.message.includes(response)) parts.push(response);
  } else {
    parts.push(String(err));
  }
  return parts
    .join(' | ')
    .replace(/\/\/[^\s/@]*@/g, '//***@')
    .replace(/(pass(word)?|senha|auth)\s*[=:]\s*\S+/gi, '$1=***')
    .slice(0, ERRO_MAX);
}

/**
 * E-mail goes out through a job, never inside a request: a slow or absent mail server neither
 * delays nor fails the request, and a message that fails is retried with backoff for about a
 * day. Sent and failed jobs (and the message in them) are deleted after three days; the record
 * in `emails_enviados` stays, with each attempt's outcome, for the report and its resend.
 */
export function createEmailOutbox(jobs: JobQueue, sender: EmailSender, db: Db): EmailOutbox {
  const definition: JobDefinition<EmailMessage> = {
    name: EMAIL_QUEUE,
    schema: emailMessageSchema,
    queue: {
      retryLimit: 10,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3_600,
      deleteAfterSeconds: 3 * 24 * 3_600,
    },
    async handle(message) {
      // A message shows 'Falha' after its first failed try, and pg-boss keeps retrying it for a
      // day: once a person resent it, that copy goes instead, or the recipient could get both.
      const reenvio = await db.execute(
        sql`select 1 from emails_enviados where reenvio_de = ${message.id} limit 1`,
      );
      if (reenvio.rows.length > 0) return;
      await db.execute(
        sql`update emails_enviados set tentativas = tentativas + 1, ultima_tentativa_em = now()
            where id = ${message.id}`,
      );
      try {
        await sender.send(message);
      } catch (err) {
        await db.execute(
          sql`update emails_enviados set status = 'FALHA', erro = ${erroDeEnvio(err)}
              where id = ${message.id} and status <> 'ENVIADO'`,
        );
        throw err;
      }
      await db.execute(
        sql`update emails_enviados set status = 'ENVIADO', enviado_em = now(), erro = null
            where id = ${message.id}`,
      );
    },
  };
  jobs.define(definition);

  async function enqueueIn(
    tx: JobExecutor,
    message: EmailMessage,
    reenvio?: EnqueueOptions['reenvio'],
  ) {
    await tx.execute(
      sql`insert into emails_enviados (id, para, assunto, texto, reply_to, reenvio_de, reenviado_por)
          values (${message.id}, ${JSON.stringify(message.to)}::jsonb, ${message.subject},
                  ${message.text}, ${message.replyTo ?? null}, ${reenvio?.de ?? null},
                  ${reenvio?.por ?? null})`,
    );
    await jobs.send(definition, message, { tx, id: message.id });
  }

  return {
    async enqueue(message, options = {}) {
      const id = randomUUID();
      const full = { ...message, id };
      if (options.tx) await enqueueIn(options.tx, full, options.reenvio);
      else await db.transaction((tx) => enqueueIn(tx, full, options.reenvio));
      return id;
    },
  };
}
