import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../test/helper';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let jobs: JobQueue;

/** What the handlers saw, in order: `<queue>:<value>:<try>`. */
const handled: string[] = [];

const eco: JobDefinition<{ valor: string }> = {
  name: 'teste.eco',
  schema: z.object({ valor: z.string() }),
  queue: { retryLimit: 2, retryDelay: 1 },
  async handle({ valor }, job) {
    handled.push(`eco:${valor}:${job.retryCount}`);
    if (valor === 'falha-uma-vez' && job.retryCount === 0) throw new Error('falhou');
    if (valor === 'lento') await new Promise((resolve) => setTimeout(resolve, 1_500));
  },
};

const grupoHandledAt: number[] = [];

/** A queue that lets 2 jobs of a group run at once and polls every 5 s when idle. */
const grupo: JobDefinition<{ valor: string }> = {
  name: 'teste.grupo',
  schema: z.object({ valor: z.string() }),
  work: { batchSize: 10, groupConcurrency: 2, pollingIntervalSeconds: 5 },
  async handle({ valor }) {
    handled.push(`grupo:${valor}`);
    grupoHandledAt.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 50));
  },
};

async function stateOf(valor: string): Promise<string | undefined> {
  const { rows } = await database.pool.query<{ state: string }>(
    "select state from pgboss.job where name = 'teste.eco' and data->>'valor' = $1",
    [valor],
  );
  return rows[0]?.state;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobQueue({
    db: database.db,
    log: Fastify({ logger: false }).log,
    pollingIntervalSeconds: 0.5,
  });
  jobs.define(eco);
  jobs.define(grupo);
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('job queue (pg-boss on the app pool)', () => {
  it('runs a job sent through a committed transaction', async () => {
    await database.db.transaction(async (tx) => {
      await jobs.send(eco, { valor: 'ok' }, { tx });
    });
    await waitFor(async () => (await stateOf('ok')) === 'completed');
    expect(handled).toContain('eco:ok:0');
  });

  it('never runs a job whose transaction rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(eco, { valor: 'desfeito' }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await stateOf('desfeito')).toBeUndefined();
  });

  it('retries a failed job', async () => {
    await jobs.send(eco, { valor: 'falha-uma-vez' });
    await waitFor(async () => (await stateOf('falha-uma-vez')) === 'completed');
    expect(handled.filter((entry) => entry.startsWith('eco:falha-uma-vez'))).toEqual([
      'eco:falha-uma-vez:0',
      'eco:falha-uma-vez:1',
    ]);
  });

  it('makes one job of the same id sent twice', async () => {
    const id = '5f0c8a2e-8f43-4c3a-9d53-1b6f0b7a9e11';
    await jobs.send(eco, { valor: 'unico' }, { id });
    await jobs.send(eco, { valor: 'unico' }, { id });
    await waitFor(async () => (await stateOf('unico')) === 'completed');
    expect(handled.filter((entry) => entry.startsWith('eco:unico'))).toEqual(['eco:unico:0']);
  });

  it('refuses data that does not match the queue, before sending it', async () => {
    await expect(jobs.send(eco, { valor: 1 } as unknown as { valor: string })).rejects.toThrow();
  });

  it("takes a group's next jobs as soon as a batch ends, not a polling interval later", async () => {
    // Every fetch brings at most 2 of the group's 8 jobs (its limit): waiting the 5 s interval
    // between fetches would take 15 s from the first job to the last.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await jobs.send(grupo, { valor: `g${i}` }, { tx, group: 'SP' });
    });
    await waitFor(async () => grupoHandledAt.length === 8, 30_000);
    expect(grupoHandledAt.at(-1)! - grupoHandledAt[0]!).toBeLessThan(3_000);
  });

  it('lets a running job finish when it stops', async () => {
    await jobs.send(eco, { valor: 'lento' });
    await waitFor(async () => handled.includes('eco:lento:0'));
    await jobs.stop();
    expect(await stateOf('lento')).toBe('completed');
  });
});
