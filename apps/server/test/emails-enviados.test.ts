import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { createEmailOutbox, erroDeEnvio } from '../src/lib/email/email-outbox';
import type { EmailMessage } from '../src/lib/email/email-sender';
import { createJobQueue } from '../src/lib/jobs/job-queue';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  createUserWithPermissions,
  login,
  mensagens,
} from './helper';
import { parseMessage, startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  await ctx.app.ready();
  admin = bearer(await login(ctx.app, 'administrador'));
});

afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

/**
 * An outbox of its own on a database of its own, its jobs started, whose mail server is
 * `entrega`: called after each message is recorded in `sent`, it throws to refuse it.
 */
async function outboxDeTeste(entrega: (sent: EmailMessage[]) => void) {
  const database = await createTestDatabase();
  const log = Fastify({ logger: false }).log;
  const jobs = createJobQueue({ db: database.db, log, pollingIntervalSeconds: 0.5 });
  const sent: EmailMessage[] = [];
  const outbox = createEmailOutbox(
    jobs,
    {
      async send(message) {
        sent.push(message);
        entrega(sent);
      },
      close() {},
    },
    database.db,
  );
  await jobs.start();
  return { database, jobs, outbox, sent };
}

/** A message whose every attempt failed, as the outbox's job records it. */
async function insertFailed(para: string, assunto: string): Promise<string> {
  const id = randomUUID();
  await ctx.database.pool.query(
    `insert into emails_enviados (id, para, assunto, texto, status, tentativas, ultima_tentativa_em, erro)
     values ($1, $2::jsonb, $3, 'Texto com um link pessoal', 'FALHA', 11, now(), 'connect ECONNREFUSED 127.0.0.1:1')`,
    [id, JSON.stringify([para]), assunto],
  );
  return id;
}

const consultar = (headers: Record<string, string>, filtro: object = {}, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/emails/consultar${query}`,
    headers,
    payload: filtro,
  });

describe('POST /api/emails/consultar', () => {
  it('lists what was queued, to whom and the failures, filtered in SQL, without the text', async () => {
    const id = await insertFailed('falhou@banco.test', 'Assunto que falhou');
    const response = await consultar(admin, { status: 'FALHA', destinatario: 'FALHOU@' });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ content: Record<string, unknown>[]; totalElements: number }>();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      id,
      para: ['falhou@banco.test'],
      assunto: 'Assunto que falhou',
      status: 'FALHA',
      tentativas: 11,
      erro: 'connect ECONNREFUSED 127.0.0.1:1',
      enviadoEm: null,
    });
    expect(response.body).not.toContain('link pessoal');

    const none = await consultar(admin, { status: 'ENVIADO', destinatario: 'falhou@' });
    expect(none.json()).toMatchObject({ totalElements: 0, content: [] });
    const paged = await consultar(admin, {}, '?size=1&page=0');
    expect(paged.json<{ content: unknown[] }>().content).toHaveLength(1);
  });

  it('refuses a bad filter with the §8 body', async () => {
    const response = await consultar(admin, { status: 'QUALQUER' });
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)[0]).toMatch(/^status:/);
  });

  it('needs RELATORIO_EMAILS_ENVIADOS, and shows a client user nothing whatever it holds', async () => {
    const operador = bearer(await login(ctx.app, 'operador'));
    expect((await consultar(operador)).statusCode).toBe(403);
    await createUserWithPermissions(
      ctx,
      'emails-cliente',
      'PERSONALIZADO',
      { clienteId: DEMO_CLIENTE_ID },
      ['RELATORIO_EMAILS_ENVIADOS'],
    );
    const cliente = bearer(await login(ctx.app, 'emails-cliente'));
    const response = await consultar(cliente);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 0 });
    const id = await insertFailed('outro@banco.test', 'De outro');
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/emails/${id}/reenviar`,
      headers: cliente,
    });
    expect(resend.statusCode).toBe(404);
  });
});

describe('POST /api/emails/:id/reenviar', () => {
  it('queues a failed message again, recorded as its resend, and the mail server gets it', async () => {
    const id = await insertFailed('reenvio@banco.test', 'Reenvie-me');
    const before = smtp.received.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/emails/${id}/reenviar`,
      headers: admin,
    });
    expect(response.statusCode).toBe(201);
    const novo = response.json<{ id: string }>().id;
    expect(novo).not.toBe(id);

    await smtp.waitForMessages(before + 1);
    const received = smtp.received.at(-1)!;
    expect(received.to).toEqual(['reenvio@banco.test']);
    expect(parseMessage(received.raw).headers.get('subject')).toBe('Reenvie-me');

    // The job records its outcome right after the server accepted the message.
    let row: Record<string, unknown> | undefined;
    for (let i = 0; i < 50; i++) {
      const result = await ctx.database.pool.query(
        'select status, tentativas, enviado_em, reenvio_de, reenviado_por from emails_enviados where id = $1',
        [novo],
      );
      row = (result as { rows: Record<string, unknown>[] }).rows[0];
      if (row?.status === 'ENVIADO') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toMatchObject({ status: 'ENVIADO', tentativas: 1, reenvio_de: id });
    expect(row?.enviado_em).toBeInstanceOf(Date);
    expect(row?.reenviado_por).toBeTruthy();
  });

  it('refuses a message that did not fail (409) and an unknown one (404)', async () => {
    const id = await insertFailed('ok@banco.test', 'Já foi');
    await ctx.database.pool.query(`update emails_enviados set status = 'ENVIADO' where id = $1`, [
      id,
    ]);
    const conflict = await ctx.app.inject({
      method: 'POST',
      url: `/api/emails/${id}/reenviar`,
      headers: admin,
    });
    expect(conflict.statusCode).toBe(409);
    expect(mensagens(conflict)).toEqual(['Só um e-mail com falha no envio pode ser reenviado.']);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/api/emails/${randomUUID()}/reenviar`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the outbox records every message', () => {
  it('in the transaction that queues it: a rollback leaves neither record nor job', async () => {
    const database = await createTestDatabase();
    const log = Fastify({ logger: false }).log;
    const jobs = createJobQueue({ db: database.db, log, runWorkers: false });
    const outbox = createEmailOutbox(
      jobs,
      { send: async () => undefined, close() {} },
      database.db,
    );
    await jobs.start();
    try {
      let queuedId = '';
      await expect(
        database.db.transaction(async (tx) => {
          queuedId = await outbox.enqueue(
            { to: ['a@b.test'], subject: 'Desfeito', text: 'x' },
            { tx },
          );
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      const gone = await database.pool.query('select 1 from emails_enviados where id = $1', [
        queuedId,
      ]);
      expect(gone.rows).toHaveLength(0);
      const noJob = await database.pool.query('select 1 from pgboss.job where id = $1', [queuedId]);
      expect(noJob.rows).toHaveLength(0);

      const committed = await database.db.transaction((tx) =>
        outbox.enqueue({ to: ['a@b.test'], subject: 'Confirmado', text: 'x' }, { tx }),
      );
      const kept = await database.pool.query(
        'select status, para from emails_enviados where id = $1',
        [committed],
      );
      expect(kept.rows).toEqual([{ status: 'PENDENTE', para: ['a@b.test'] }]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });

  it('records a failed attempt with the server error, without credentials', async () => {
    const { database, jobs, outbox } = await outboxDeTeste(() => {
      throw Object.assign(new Error('Invalid login: smtp://usuario:segredo@mail.test recusou'), {
        response: '535 5.7.8 Authentication failed',
      });
    });
    try {
      const id = await outbox.enqueue({ to: ['c@d.test'], subject: 'Falha', text: 'x' });
      let row: Record<string, unknown> | undefined;
      for (let i = 0; i < 100 && row?.status !== 'FALHA'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = (
          await database.pool.query(
            'select status, tentativas, erro from emails_enviados where id = $1',
            [id],
          )
        ).rows[0] as Record<string, unknown> | undefined;
      }
      expect(row).toMatchObject({ status: 'FALHA', tentativas: 1 });
      expect(row?.erro).toContain('535 5.7.8 Authentication failed');
      expect(row?.erro).not.toContain('segredo');
    } finally {
      await jobs.stop();
      await database.close();
    }
  });

  it('stops retrying a failed message once a person resent it: the recipient gets the resend alone', async () => {
    const { database, jobs, outbox, sent } = await outboxDeTeste((sent) => {
      // The mail server refuses the first try only: a retry of the original would go out.
      if (sent.length === 1) throw new Error('421 Service not available');
    });
    const query = async (text: string, values: unknown[]) =>
      ((await database.pool.query(text, values)) as { rows: Record<string, unknown>[] }).rows;
    const waitFor = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await check()); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      const id = await outbox.enqueue({ to: ['a@b.test'], subject: 'Original', text: 'x' });
      await waitFor(
        async () =>
          (await query('select status from emails_enviados where id = $1', [id]))[0]?.status ===
          'FALHA',
      );
      // A person resends it (the report's 'Reenviar'), then the original's retry comes due now.
      const [pessoa] = await query('select id from usuarios order by username limit 1', []);
      const reenvio = await outbox.enqueue(
        { to: ['a@b.test'], subject: 'Original', text: 'x' },
        { reenvio: { de: id, por: String(pessoa!.id) } },
      );
      await waitFor(
        async () =>
          (await query('select status from emails_enviados where id = $1', [reenvio]))[0]
            ?.status === 'ENVIADO',
      );
      await waitFor(
        async () =>
          (await query("select state from pgboss.job where id = $1 and state = 'retry'", [id]))
            .length === 1,
      );
      await database.pool.query('update pgboss.job set start_after = now() where id = $1', [id]);
      await waitFor(
        async () =>
          (await query('select state from pgboss.job where id = $1', [id]))[0]?.state ===
          'completed',
      );
      expect((await query('select state from pgboss.job where id = $1', [id]))[0]?.state).toBe(
        'completed',
      );
      // The resend went out once; the original's retry sent nothing and kept its record.
      expect(sent.map((message) => message.id)).toEqual([id, reenvio]);
      expect(
        (await query('select status, tentativas from emails_enviados where id = $1', [id]))[0],
      ).toMatchObject({ status: 'FALHA', tentativas: 1 });
    } finally {
      await jobs.stop();
      await database.close();
    }
  });

  it('keeps passwords out of an error text', () => {
    expect(erroDeEnvio(new Error('smtps://u:p@x.test password=abc'))).toBe(
      'smtps://***@x.test password=***',
    );
  });
});
