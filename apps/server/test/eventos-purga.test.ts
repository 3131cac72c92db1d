import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  defineEventosPurge,
  PURGA_EVENTOS_QUEUE,
  type PurgaEventosOptions,
} from '../src/features/relatorios/jobs';
import { createRelatoriosRepository } from '../src/features/relatorios/repository';
import { createJobQueue, type JobDefinition, type JobQueue } from '../src/lib/jobs/job-queue';
import { createTestApp } from './helper';

/*
 * The purge of old access events (ACESSO_EVENTOS_RETENCAO_DIAS): older events go, in batches,
 * except each user's last password event; scheduled daily in pg-boss.
 */

const RETENCAO_DIAS = 30;
const silentLog = Fastify({ logger: false }).log;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let userIds: Record<'a' | 'b' | 'c', string>;

beforeAll(async () => {
  ctx = await createTestApp({ ACESSO_EVENTOS_RETENCAO_DIAS: String(RETENCAO_DIAS) });
  await ctx.app.ready();
  const { rows } = await ctx.database.pool.query<{ username: string; id: string }>(
    "select username, id from usuarios where username in ('operador', 'administrador', 'master')",
  );
  const id = (username: string) => rows.find((row) => row.username === username)!.id;
  userIds = { a: id('operador'), b: id('administrador'), c: id('master') };
});

afterAll(async () => {
  await ctx?.close();
});

/** Each test starts from these events only: `[user, kind, days ago]`. */
const EVENTS: ['a' | 'b' | 'c' | null, string, number][] = [
  // a: two old password events (the newer stays: it is a's last), an old and a recent login.
  ['a', 'SENHA_ALTERADA', 100],
  ['a', 'SENHA_REDEFINIDA', 50],
  ['a', 'LOGIN', 60],
  ['a', 'LOGIN', 10],
  // b: one password event, very old (stays: the last), and an old failure.
  ['b', 'SENHA_ALTERADA', 200],
  ['b', 'FALHA', 40],
  // c: the last password event is recent, so the old one goes.
  ['c', 'SENHA_REDEFINIDA', 5],
  ['c', 'SENHA_ALTERADA', 90],
  // A username that exists nowhere: by age alone.
  [null, 'FALHA', 31],
  [null, 'FALHA', 29],
];

/** What must be left: `user:kind:days`, sorted. */
const KEPT = [
  'a:LOGIN:10',
  'a:SENHA_REDEFINIDA:50',
  'b:SENHA_ALTERADA:200',
  'c:SENHA_REDEFINIDA:5',
  'null:FALHA:29',
].sort();

beforeEach(async () => {
  await ctx.database.pool.query('delete from eventos_acesso');
  for (const [user, tipo, dias] of EVENTS) {
    await ctx.database.pool.query(
      `insert into eventos_acesso (em, tipo, usuario_id, username, ip)
       values (now() - make_interval(days => $1), $2, $3, $4, '10.0.0.1')`,
      [dias, tipo, user ? userIds[user] : null, user ?? 'ninguem-existe'],
    );
  }
});

async function remaining(): Promise<string[]> {
  const { rows } = await ctx.database.pool.query<{
    usuario_id: string | null;
    tipo: string;
    dias: number;
  }>(
    `select usuario_id, tipo, round(extract(epoch from now() - em) / 86400)::int as dias
       from eventos_acesso`,
  );
  const userOf = (id: string | null) =>
    Object.entries(userIds).find(([, value]) => value === id)?.[0] ?? 'null';
  return rows.map((row) => `${userOf(row.usuario_id)}:${row.tipo}:${row.dias}`).sort();
}

/** The job's definition over the test's database, as the app defines it (with a small batch). */
function purgeDefinition(options: PurgaEventosOptions): JobDefinition<Record<string, never>> {
  let defined: JobDefinition<Record<string, never>> | undefined;
  const capture = { define: (definition: unknown) => (defined = definition as never) };
  defineEventosPurge(
    capture as unknown as JobQueue,
    createRelatoriosRepository(ctx.database.db),
    options,
  );
  return defined!;
}

const jobContext = { id: 'teste', retryCount: 0, log: silentLog };

describe('the purge of old access events', () => {
  it("deletes what is older than the retention, but never a user's last password event", async () => {
    await purgeDefinition({ retencaoDias: RETENCAO_DIAS }).handle({}, jobContext);
    expect(await remaining()).toEqual(KEPT);
  });

  it('works in batches until nothing is left, and finds nothing the second time', async () => {
    // Batches of 2: five old events to delete take three statements.
    const definition = purgeDefinition({ retencaoDias: RETENCAO_DIAS, lote: 2 });
    await definition.handle({}, jobContext);
    expect(await remaining()).toEqual(KEPT);
    await definition.handle({}, jobContext);
    expect(await remaining()).toEqual(KEPT);
  });

  it('is scheduled daily in pg-boss, and the app runs it with the configured retention', async () => {
    const { rows } = await ctx.database.pool.query(
      'select cron, timezone from pgboss.schedule where name = $1',
      [PURGA_EVENTOS_QUEUE],
    );
    expect(rows).toEqual([{ cron: '30 3 * * *', timezone: 'America/Sao_Paulo' }]);

    // Another process sends the job (as the schedule would); the app's worker runs it.
    const sender = createJobQueue({
      db: ctx.database.db,
      log: silentLog,
      runWorkers: false,
    });
    const definition = defineEventosPurge(sender, createRelatoriosRepository(ctx.database.db), {
      retencaoDias: 100_000,
    });
    await sender.start();
    try {
      await sender.send(definition, {});
    } finally {
      await sender.stop();
    }
    // The app's worker used its own retention (30 days), not the sender's.
    await expect.poll(remaining, { timeout: 20_000 }).toEqual(KEPT);
  });
});
