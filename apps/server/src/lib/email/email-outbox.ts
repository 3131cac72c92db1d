import { randomUUID } from 'node:crypto';
import { z } from 'zod';
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

export interface EmailOutbox {
  /**
   * Queues a message and answers its id. With `tx` the message is queued in that transaction:
   * it is sent only if the transaction commits, and never lost if it does.
   */
  enqueue(message: Omit<EmailMessage, 'id'>, options?: { tx?: JobExecutor }): Promise<string>;
}

/**
 * E-mail goes out through a job, never inside a request: a slow or absent mail server neither
 * delays nor fails the request, and a message that fails is retried with backoff for about a
 * day. Sent and failed jobs (and the message in them) are deleted after three days.
 */
export function createEmailOutbox(jobs: JobQueue, sender: EmailSender): EmailOutbox {
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
    handle: (message) => sender.send(message),
  };
  jobs.define(definition);

  return {
    async enqueue(message, options = {}) {
      const id = randomUUID();
      await jobs.send(definition, { ...message, id }, { tx: options.tx, id });
      return id;
    },
  };
}
