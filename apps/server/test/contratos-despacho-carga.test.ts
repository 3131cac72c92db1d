import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulador, type Simulador } from '@portal/detran-sim/simulador';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect, type Database } from '../src/db/client';
import { DEMO_AGENTE_IDS } from '../src/db/demo-ids';
import { bearer, createTestDatabase, login, TEST_AUTH_SECRET, type TestApp } from './helper';
import { buildServerBundle, waitForLog, type ServerBundle } from './server-process';

// The dispatch under load and faults: many orders, a per-Detran concurrency limit, a Detran that
// goes down, a worker restarted mid-dispatch, a worker killed mid-dispatch and two workers at
// once. Real app instances on one
// database, the registry simulator over HTTP, its statistics as the Detrans' own account.

let simulador: Simulador;
let simuladorUrl: string;

beforeAll(async () => {
  simulador = createSimulador();
  simuladorUrl = await simulador.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => simulador.app.close());
afterEach(() => {
  simulador.configure({ fora: false, latenciaMs: 0, taxaErro: 0, taxaRespostaPerdida: 0 });
  simulador.reset();
});

/** The dispatch paced for a test: short waits between tries, frequent polling. */
const RAPIDO = {
  DESPACHO_ESPERA_MAXIMA_SEGUNDOS: '3',
  DESPACHO_INTERVALO_SEGUNDOS: '0.5',
};

/** An app instance (a node of a deployment) on `db`; `PROCESSO` says what it runs. */
async function node(db: Database['db'], env: Record<string, string>): Promise<TestApp> {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DETRAN_SIM_URL: simuladorUrl,
      ...RAPIDO,
      ...env,
    }),
    db,
    authSecret: TEST_AUTH_SECRET,
    logger: false,
    // As main.ts: named statements on PostgreSQL, never on the embedded database.
    preparedStatements: process.env.TEST_DB === 'postgres',
  });
  await app.ready();
  return app;
}

const UFS = ['SP', 'RJ', 'MG', 'PR'] as const;

/**
 * Registers `total` contracts through the API, `paralelas` at a time, spread over `ufs`. Chassis
 * end in 1000-1999 (registered at once by the simulator) and are unique in the run.
 */
async function registrar(
  app: TestApp,
  token: string,
  total: number,
  { ufs = UFS as readonly string[], paralelas = 8 } = {},
): Promise<void> {
  const lote = randomBytes(3).toString('hex').toUpperCase().replace(/[IOQ]/g, 'X');
  let proximo = 0;
  async function um(n: number) {
    const contrato = structuredClone(CONTRATO_EXEMPLO);
    const uf = ufs[n % ufs.length]!;
    contrato.agenteFinanceiroId = DEMO_AGENTE_IDS.demonstracaoFinanceira;
    contrato.contrato.numero = `CARGA-${lote}-${n}`;
    contrato.veiculos[0]!.chassi = `9BWZZZ377V${lote.slice(0, 3)}${1000 + n}`;
    contrato.veiculos[0]!.ufLicenciamento = uf;
    const resposta = await app.inject({
      method: 'POST',
      url: '/api/contratos/registrar',
      headers: bearer(token),
      payload: contrato,
    });
    if (resposta.statusCode !== 201) {
      throw new Error(`registration ${n}: ${resposta.statusCode} ${resposta.body}`);
    }
  }
  await Promise.all(
    Array.from({ length: paralelas }, async () => {
      while (proximo < total) await um(proximo++);
    }),
  );
}

/**
 * A counting pass-through to the simulator: a node pointed at it reaches the same Detrans, and
 * the test learns how many requests that node made, and how many are on their way now.
 */
async function contador(): Promise<{
  url: string;
  requisicoes: () => number;
  emCurso: () => number;
  server: Server;
}> {
  let requisicoes = 0;
  let emCurso = 0;
  const server = createServer((req, res) => {
    requisicoes += 1;
    emCurso += 1;
    res.on('close', () => (emCurso -= 1));
    const partes: Buffer[] = [];
    req.on('data', (parte: Buffer) => partes.push(parte));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && !['host', 'content-length'].includes(entry[0]),
        ),
      );
      fetch(`${simuladorUrl}${req.url}`, {
        method: req.method,
        headers,
        ...(partes.length ? { body: Buffer.concat(partes) } : {}),
      })
        .then(async (resposta) => {
          res.writeHead(resposta.status, { 'content-type': 'application/json' });
          res.end(Buffer.from(await resposta.arrayBuffer()));
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requisicoes: () => requisicoes,
    emCurso: () => emCurso,
    server,
  };
}

type Contagem = Partial<Record<string, number>>;

async function contagem(database: Pick<Database, 'pool'>): Promise<Contagem> {
  const { rows } = await database.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from pedidos group by status',
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Waits until `pronto` holds of the orders' count by state; fails after `ms`. */
async function esperar(
  database: Pick<Database, 'pool'>,
  pronto: (c: Contagem) => boolean,
  ms = 45_000,
): Promise<Contagem> {
  const limite = Date.now() + ms;
  for (;;) {
    const agora = await contagem(database);
    if (pronto(agora)) return agora;
    if (Date.now() > limite) throw new Error(`orders still at ${JSON.stringify(agora)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every order registered, each exactly once at its Detran, and no dispatch job given up. */
async function esperarTodosRegistradosUmaVez(database: Database, total: number) {
  const final = await esperar(database, (c) => c.REGISTRADO === total);
  expect(final).toEqual({ REGISTRADO: total });
  const estatisticas = simulador.estatisticas();
  expect(estatisticas.registros).toBe(total);
  expect(estatisticas.registrosDuplicados).toBe(0);
  const { rows } = await database.pool.query<{ n: number }>(
    "select count(*)::int as n from pgboss.job where name = 'contratos.enviar' and state = 'failed'",
  );
  expect(rows[0]!.n).toBe(0);
}

describe('the per-Detran concurrency limit', () => {
  it('never has more than DETRAN_CONCORRENCIA_POR_UF requests at once at one Detran', async () => {
    const database = await createTestDatabase();
    const app = await node(database.db, { DETRAN_CONCORRENCIA_POR_UF: '2', DESPACHO_LOTE: '20' });
    try {
      // Slow Detrans, so that a worker's batch would send many at once without the limit.
      simulador.configure({ latenciaMs: 100 });
      await registrar(app, await login(app, 'operador'), 24, { ufs: ['SP', 'RJ'] });
      await esperarTodosRegistradosUmaVez(database, 24);
      expect(simulador.estatisticas().simultaneasMaximoPorUf).toEqual({ SP: 2, RJ: 2 });
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});

// 1,000 orders per test, on PostgreSQL only (several nodes on one database, as in production):
// the server:postgres project runs them when TEST_DATABASE_URL names a server; the skip's title
// says so wherever they do not run.
const naoPostgres = process.env.TEST_DB !== 'postgres';

describe.skipIf(naoPostgres)(
  'the dispatch under faults (1,000 orders; PostgreSQL only: runs when TEST_DATABASE_URL is set)',
  () => {
    const TOTAL = 1_000;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const extras: Database[] = [];
    const nodes: TestApp[] = [];

    let servidor: ServerBundle;

    beforeAll(async () => {
      database = await createTestDatabase();
      servidor = await buildServerBundle();
    });
    afterEach(async () => {
      for (const app of nodes.splice(0)) await app.close();
      for (const extra of extras.splice(0)) await extra.pool.end();
      await database.pool.query('truncate pedidos cascade');
      await database.pool.query("delete from pgboss.job where name = 'contratos.enviar'");
    });
    afterAll(async () => {
      servidor.remove();
      await database.close();
    });

    /** Another node's own pool on the same database. */
    function outroPool(): Database {
      const extra = connect(database.url!, 8);
      extras.push(extra);
      return extra;
    }

    async function iniciar(db: Database['db'], env: Record<string, string>) {
      const app = await node(db, env);
      nodes.push(app);
      return app;
    }

    it('keeps orders waiting while the Detrans are down, then registers each exactly once', async () => {
      const app = await iniciar(database.db, {});
      const token = await login(app, 'operador');
      await registrar(app, token, 300);
      simulador.configure({ fora: true });
      await registrar(app, token, TOTAL - 300);
      // Down: what was not sent waits, none failed, none registered meanwhile.
      const parado = await esperar(database, (c) => (c.AGUARDANDO_DETRAN ?? 0) > 0);
      const registradosAntes = parado.REGISTRADO ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const aindaFora = await contagem(database);
      expect(aindaFora.REGISTRADO ?? 0).toBe(registradosAntes);
      expect(aindaFora.NAO_REGISTRADO).toBeUndefined();
      expect((aindaFora.AGUARDANDO_DETRAN ?? 0) + (aindaFora.RECEBIDO ?? 0)).toBe(
        TOTAL - registradosAntes,
      );
      simulador.configure({ fora: false });
      await esperarTodosRegistradosUmaVez(database, TOTAL);
    }, 120_000);

    it('registers each order exactly once across a worker restarted mid-dispatch', async () => {
      const api = await iniciar(database.db, { PROCESSO: 'api' });
      await registrar(api, await login(api, 'operador'), TOTAL);
      // Lost answers make the restarted worker repeat requests the Detran already did.
      simulador.configure({ taxaRespostaPerdida: 0.05, latenciaMs: 5 });
      const primeiro = await node(outroPool().db, { PROCESSO: 'worker' });
      await esperar(database, (c) => (c.REGISTRADO ?? 0) >= 300);
      await primeiro.close();
      const parcial = (await contagem(database)).REGISTRADO ?? 0;
      expect(parcial).toBeLessThan(TOTAL);
      await iniciar(outroPool().db, { PROCESSO: 'worker' });
      await esperarTodosRegistradosUmaVez(database, TOTAL);
      expect(simulador.estatisticas().repeticoes).toBeGreaterThan(0);
    }, 120_000);

    it('registers each order exactly once across a worker killed mid-dispatch (SIGKILL)', async () => {
      // The worker is the real build, run as a process and killed as a crash or the kernel's
      // out-of-memory killer would: no stop, no last write. The jobs it held stay taken until
      // their time runs out (DESPACHO_EXPIRACAO_SEGUNDOS, short here), then go to the next worker.
      const curto = { DESPACHO_EXPIRACAO_SEGUNDOS: '5', JOBS_SUPERVISAO_SEGUNDOS: '1' };
      const api = await iniciar(database.db, { PROCESSO: 'api', ...curto });
      await registrar(api, await login(api, 'operador'), TOTAL);
      // Slow Detrans, reached through a pass-through that tells when the worker has requests on
      // their way: it dies with some, which the Detran does and the portal never hears of.
      simulador.configure({ latenciaMs: 150 });
      const passagem = await contador();
      const worker = servidor.start({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PROCESSO: 'worker',
        DATABASE_URL: database.url!,
        DATA_DIR: join(servidor.folder, `worker-${randomBytes(4).toString('hex')}`),
        DETRAN_SIM_URL: passagem.url,
        ...RAPIDO,
        ...curto,
      });
      try {
        await waitForLog(worker, /^portal worker ready/, 30_000);
        await esperar(database, (c) => (c.REGISTRADO ?? 0) >= 300);
        while (passagem.emCurso() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        worker.child.kill('SIGKILL');
        expect(await worker.exit).toBeNull();
      } finally {
        passagem.server.close();
      }
      const { rows } = await database.pool.query<{ n: number }>(
        "select count(*)::int as n from pgboss.job where name = 'contratos.enviar' and state = 'active'",
      );
      // Jobs the dead worker held, which only their expiry gives back.
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect((await contagem(database)).REGISTRADO ?? 0).toBeLessThan(TOTAL);
      await iniciar(outroPool().db, { PROCESSO: 'worker', ...curto });
      await esperarTodosRegistradosUmaVez(database, TOTAL);
      // Requests the Detran did before the crash, sent again under their keys and answered from
      // its memory instead of registered twice.
      expect(simulador.estatisticas().repeticoes).toBeGreaterThan(0);
    }, 120_000);

    it('registers each order exactly once with two workers on the same database', async () => {
      const api = await iniciar(database.db, { PROCESSO: 'api' });
      // 16 requests at once over the 4 Detrans, 6 a batch: a batch never takes every free slot.
      // A worker fetches again at once after a batch that brought jobs and the other only at
      // its polling interval, so with batches larger than the free slots (20 against 16) the
      // first worker to fetch kept them all, and the other sent 45 and 48 of 1,000 in two runs.
      const limite = { DETRAN_CONCORRENCIA_POR_UF: '4', DESPACHO_LOTE: '6' };
      simulador.configure({ taxaRespostaPerdida: 0.05, taxaErro: 0.05, latenciaMs: 5 });
      const [a, b] = [await contador(), await contador()];
      try {
        await iniciar(outroPool().db, { PROCESSO: 'worker', DETRAN_SIM_URL: a.url, ...limite });
        await iniciar(outroPool().db, { PROCESSO: 'worker', DETRAN_SIM_URL: b.url, ...limite });
        await registrar(api, await login(api, 'operador'), TOTAL);
        await esperarTodosRegistradosUmaVez(database, TOTAL);
        // Both workers sent orders.
        expect(a.requisicoes()).toBeGreaterThan(TOTAL / 10);
        expect(b.requisicoes()).toBeGreaterThan(TOTAL / 10);
        const maximos = simulador.estatisticas().simultaneasMaximoPorUf;
        // The limit holds over both workers together.
        for (const maximo of Object.values(maximos)) expect(maximo).toBeLessThanOrEqual(4);
      } finally {
        for (const app of nodes.splice(0)) await app.close();
        a.server.close();
        b.server.close();
      }
    }, 120_000);
  },
);
