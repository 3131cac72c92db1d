import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One e-mail to send. `id` (a uuid) names it: the same id is the same message. */
export interface EmailMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
}

export interface EmailSender {
  /** Sends (or, without SMTP, writes) the message; safe to call again with the same message. */
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export interface EmailSenderOptions {
  /** `smtp://` or `smtps://` URL; when absent, messages become .eml files in `outboxDir`. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** The domain of the sender's address, for Message-IDs ('a <x@y.com>' -> 'y.com'). */
function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'portal.local';
}

/**
 * Sends e-mail with nodemailer: over SMTP when `smtpUrl` is set, otherwise into files (the demo
 * has no mail server: the message is written where an operator can open it, and logged).
 *
 * A message's Message-ID comes from its id, so a job that runs twice (at-least-once delivery)
 * sends the same message twice at worst, which mail systems recognise as one, and writes the
 * same file over itself.
 */
export function createEmailSender({
  smtpUrl,
  from,
  outboxDir,
  log,
}: EmailSenderOptions): EmailSender {
  const messageDomain = domainOf(from);
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A mail server that stops answering fails the job (pg-boss retries it) instead of
        // holding it until it expires.
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        messageId: `<${message.id}@${messageDomain}>`,
      });
      if (smtpUrl) {
        log.info({ emailId: message.id, to: message.to }, 'e-mail sent');
        return;
      }
      const dir = resolve(outboxDir);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${message.id}.eml`);
      // Personal data: readable by the server's user only.
      await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
      log.info({ emailId: message.id, file }, 'e-mail written to a file (SMTP_URL not set)');
    },

    close() {
      transport.close();
    },
  };
}
