// Dispatch throughput, end to end: orders registered through the API, queued as pg-boss jobs,
// sent by worker processes to a standalone registry simulator and brought to REGISTRADO,
// against the simulator's raw throughput measured in the same run (the same number of direct
// registrations at the same concurrency). Runs on PostgreSQL with one and with two worker
// processes (PROCESSO=api + PROCESSO=worker), then on the embedded database (one process,
// PROCESSO=ambos). Prints orders/s, the ratio, p50/p99 from registration to final status and
// each process's peak RSS. `npm run build && npm run bench:despacho`.
//
// BENCH_ORDERS (10000), BENCH_PGLITE_ORDERS (2000), BENCH_ADMIN_URL (a PostgreSQL server where
// the bench creates and drops its databases; postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_CLIENTS (16: registrations in flight from the bench), BENCH_WORKERS (1,2: the runs'
// worker process counts), BENCH_UFS (the vehicles' UFs, comma-separated, the orders spread over
// them; all 27 by default: BENCH_UFS=SP sends every order to one Detran, which takes at most
// DETRAN_CONCORRENCIA_POR_UF at once, and the simulator alone is measured at that many in
// flight too), BENCH_LATENCIA_MS (0: the simulator answers at once; a real Detran takes tens to
// hundreds of ms, and with a latency the raw figure is what the in-flight limit allows, so the
// ratio says whether the portal keeps the Detrans as busy as a client that only calls them).
// Ports: free ones the system picks.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CONTRATO_EXEMPLO } from '../packages/shared/src/contratos/exemplo.ts';
import { UFS } from '../packages/shared/src/common/ufs.ts';
import { DEMO_AGENTE_IDS } from '../apps/server/src/db/demo-ids.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const PGLITE_ORDERS = Number(process.env.BENCH_PGLITE_ORDERS ?? 2_000);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const LATENCIA_MS = Number(process.env.BENCH_LATENCIA_MS ?? 0);
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
/** A port free now (the system's pick), for a child process to listen on. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const PORT = await freePort();
const SIM_PORT = await freePort();
/** The dispatch's defaults (README: Scaling out). */
const LOTE = 50;
const CONCORRENCIA_POR_UF = 8;
const SIGLAS = process.env.BENCH_UFS ? process.env.BENCH_UFS.split(',') : UFS;
for (const uf of SIGLAS) if (!UFS.includes(uf)) throw new Error(`BENCH_UFS: ${uf} is not a UF`);
/** Requests in flight for the simulator alone: the workers' batches, or the Detrans' limit. */
const emVoo = (workers) => Math.min(LOTE * workers, CONCORRENCIA_POR_UF * SIGLAS.length);
const base = `http://127.0.0.1:${PORT}`;
const simulador = `http://127.0.0.1:${SIM_PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The processes' data folders (lock, generated key), removed when the bench ends. */
const tempDirs = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  tempDirs.push(dir);
  return dir;
}

/** Peak resident memory of a running process (Linux), in MB. */
function peakRssMb(pid) {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

async function healthy() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server did not start');
}

/** Starts a process; `ready` resolves on its ready line (a worker) or health (a server). */
function start(script, env, name) {
  // BENCH_WORKER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the workers,
  // BENCH_API_NODE_ARGS the API process.
  const nodeArgs = (
    (env.PROCESSO === 'worker'
      ? process.env.BENCH_WORKER_NODE_ARGS
      : env.PROCESSO === 'api'
        ? process.env.BENCH_API_NODE_ARGS
        : '') ?? ''
  )
    .split(' ')
    .filter(Boolean);
  const child = spawn('node', [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.name = name;
  child.ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString();
      if (/worker ready|simulador dos Detrans em|relay em/.test(text)) resolve();
      if (/"level":(40|50|60)/.test(text) && !/web app not built/.test(text))
        process.stderr.write(`${name}: ${text}`);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    if (env.PROCESSO !== 'worker' && name !== 'simulator' && name !== 'relay')
      healthy().then(resolve, reject);
  });
  child.ready.catch(() => {});
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Runs `work` `total` times with `concurrency` in flight. */
async function pool(total, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await work(next++);
    }),
  );
}

/** 17 characters ending in `55`: a chassis the simulator registers at once (docs/detran-sim.md). */
const chassi = (run, n) => `9BWZZZ377${run}${String(n).padStart(4, '0')}55`;

function contrato(run, n) {
  const body = structuredClone(CONTRATO_EXEMPLO);
  body.agenteFinanceiroId = DEMO_AGENTE_IDS.demonstracaoFinanceira;
  body.contrato.numero = `BENCH-${run}-${n}`;
  body.veiculos[0].chassi = chassi(run, n);
  body.veiculos[0].ufLicenciamento = SIGLAS[n % SIGLAS.length];
  return body;
}

/** The simulator on its own: `total` registrations at `concurrency`, in orders/s. */
async function rawThroughput(total, concurrency) {
  await fetch(`${simulador}/admin/reiniciar`, { method: 'POST' });
  const run = 'RAW' + String(Date.now() % 100);
  const t0 = performance.now();
  await pool(total, concurrency, async (n) => {
    const response = await fetch(`${simulador}/detran/${SIGLAS[n % SIGLAS.length]}/pedidos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-raw-${run}-${n}` },
      body: JSON.stringify({
        operacao: 'REGISTRO',
        numeroContrato: `RAW-${run}-${n}`,
        veiculos: [{ chassi: chassi('ZZ', n) }],
        // What the dispatch sends: the whole contract.
        contrato: CONTRATO_EXEMPLO,
      }),
    });
    if (response.status !== 200) throw new Error(`simulator answered ${response.status}`);
    await response.arrayBuffer();
  });
  return total / ((performance.now() - t0) / 1000);
}

/**
 * The ceiling of any portal here (bench/relay.mjs): `total` registrations sent by the bench's
 * clients to a process that only answers 201 and forwards each to the simulator with
 * `concurrency` in flight, in orders/s from the first registration to the last answer. Every
 * order crosses two HTTP hops on the machine's cores instead of one, so on a CPU-bound machine
 * this is about half the simulator's raw figure before any database, validation or session.
 */
async function relayCeiling(total, concurrency) {
  const port = await freePort();
  const relay = start(
    'bench/relay.mjs',
    { RELAY_PORT: String(port), RELAY_SIMULADOR: simulador, RELAY_EM_VOO: String(concurrency) },
    'relay',
  );
  try {
    await relay.ready;
    await fetch(`${simulador}/admin/reiniciar`, { method: 'POST' });
    const run = 'REL' + String(Date.now() % 100);
    const t0 = performance.now();
    await pool(total, CLIENTS, async (n) => {
      const response = await fetch(`http://127.0.0.1:${port}/registrar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          uf: SIGLAS[n % SIGLAS.length],
          chave: `bench-relay-${run}-${n}`,
          operacao: 'REGISTRO',
          numeroContrato: `REL-${run}-${n}`,
          veiculos: [{ chassi: chassi('YY', n) }],
          contrato: CONTRATO_EXEMPLO,
        }),
      });
      if (response.status !== 201) throw new Error(`relay answered ${response.status}`);
      await response.arrayBuffer();
    });
    for (;;) {
      const { feitos, falhas } = await (await fetch(`http://127.0.0.1:${port}/feitos`)).json();
      if (falhas > 0) throw new Error(`relay: ${falhas} registrations failed at the simulator`);
      if (feitos >= total) break;
      await sleep(20);
    }
    return total / ((performance.now() - t0) / 1000);
  } finally {
    await stop(relay);
  }
}

const FINAL_SQL = `
  select count(*)::int as n,
    extract(epoch from max(h.em) - min(p.created_at))::float8 as segundos,
    percentile_cont(0.5) within group (order by extract(epoch from h.em - p.created_at))::float8 as p50,
    percentile_cont(0.99) within group (order by extract(epoch from h.em - p.created_at))::float8 as p99
  from pedidos p join pedido_historico h on h.pedido_id = p.id and h.acao = 'DETRAN_REGISTROU'`;

async function login() {
  const response = await fetch(`${base}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'operador', password: 'Demo@2026', guid: 'bench' }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()).token;
}

async function registerAll(total, run) {
  const token = await login();
  const t0 = performance.now();
  await pool(total, CLIENTS, async (n) => {
    const response = await fetch(`${base}/api/contratos/registrar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(contrato(run, n)),
    });
    if (response.status !== 201) {
      throw new Error(`registration ${n}: ${response.status} ${await response.text()}`);
    }
    await response.arrayBuffer();
  });
  return (performance.now() - t0) / 1000;
}

async function simulatorStats() {
  return (await fetch(`${simulador}/admin/estatisticas`)).json();
}

function report(label, total, raw, result, registerSeconds, stats) {
  const rate = total / result.segundos;
  console.log(`\n${label}: ${total} orders`);
  console.log(
    `  end to end ${rate.toFixed(0)} orders/s (${result.segundos.toFixed(1)} s; the API took ` +
      `${registerSeconds.toFixed(1)} s to accept them) against the simulator's raw ` +
      `${raw.toFixed(0)}/s: ratio ${(rate / raw).toFixed(2)}`,
  );
  console.log(
    `  registration to REGISTRADO: p50 ${(result.p50 * 1000).toFixed(0)} ms, ` +
      `p99 ${(result.p99 * 1000).toFixed(0)} ms`,
  );
  console.log(
    `  at the Detrans: ${stats.registros} registered, ${stats.registrosDuplicados} duplicated, ` +
      `most at once per Detran ${Math.max(...Object.values(stats.simultaneasMaximoPorUf))}`,
  );
  if (stats.registros !== total || stats.registrosDuplicados !== 0) process.exitCode = 1;
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts `workers` worker processes on the database of `common`. */
async function startWorkers(workers, common) {
  const started = [];
  for (let i = 1; i <= workers; i++) {
    started.push(
      start(
        'apps/server/dist/main.js',
        // Info for its ready line: a worker logs no requests.
        {
          ...common,
          DATA_DIR: tempDir(),
          PROCESSO: 'worker',
          LOG_LEVEL: 'info',
        },
        `worker ${i}`,
      ),
    );
  }
  await Promise.all(started.map((child) => child.ready));
  return started;
}

async function waitRegistered(db, total) {
  for (;;) {
    const { rows } = await db.query(
      "select count(*)::int as n from pedidos where status = 'REGISTRADO'",
    );
    if (rows[0].n >= total) return;
    await sleep(200);
  }
}

/**
 * One run on PostgreSQL: an API process and `workers` worker processes. First end to end (the
 * workers send while the API takes orders), then the dispatch alone: with the workers stopped,
 * as many orders again are queued, and the workers, started again, drain the queue.
 */
async function onPostgres(workers, raw) {
  const name = `portal_bench_despacho_${workers}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const common = {
    DATABASE_URL: url.toString(),
    DETRAN_SIM_URL: simulador,
    AUTH_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres',
    SEED_DEMO: '1',
    // The demo users, not the demo portfolio: the bench's orders are the only ones.
    SEED_DEMO_CARTEIRA: '0',
    // Info logs one line per request; the bench measures the dispatch, not the logger.
    LOG_LEVEL: 'warn',
    DATA_DIR: tempDir(),
    HOST: '127.0.0.1',
    PORT: String(PORT),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const api = start('apps/server/dist/main.js', { ...common, PROCESSO: 'api' }, 'api');
  const children = [api];
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await api.ready;
    children.push(...(await startWorkers(workers, common)));
    await fetch(`${simulador}/admin/reiniciar`, { method: 'POST' });
    await db.connect();
    const registerSeconds = await registerAll(ORDERS, `A${workers}`);
    await waitRegistered(db, ORDERS);
    const { rows } = await db.query(FINAL_SQL);
    const label = `PostgreSQL, ${workers} worker process${workers > 1 ? 'es' : ''}`;
    report(label, ORDERS, raw, rows[0], registerSeconds, await simulatorStats());

    // The end to end phase's workers, before they stop (their memory goes with them).
    const rssEndToEnd = children
      .slice(1)
      .map((child) => `${child.name} ${peakRssMb(child.pid)} MB`)
      .join(', ');
    console.log(`  peak RSS end to end: workers ${rssEndToEnd}`);
    for (const worker of children.splice(1)) await stop(worker);
    // The shared machine's load moves: the simulator is measured again next to this phase.
    const rawAgain = await rawThroughput(ORDERS, LOTE * workers);
    await fetch(`${simulador}/admin/reiniciar`, { method: 'POST' });
    await registerAll(ORDERS, `B${workers}`);
    children.push(...(await startWorkers(workers, common)));
    await waitRegistered(db, 2 * ORDERS);
    const { rows: drain } = await db.query(
      `select extract(epoch from max(h.em) - min(h.em))::float8 as segundos
       from pedidos p join pedido_historico h on h.pedido_id = p.id and h.acao = 'DETRAN_REGISTROU'
       where p.numero_contrato like 'BENCH-B%'`,
    );
    const rate = ORDERS / drain[0].segundos;
    console.log(
      `  the dispatch alone (${ORDERS} queued orders drained): ${rate.toFixed(0)} orders/s ` +
        `against the simulator's raw ${rawAgain.toFixed(0)}/s just before: ratio ` +
        `${(rate / rawAgain).toFixed(2)}`,
    );
    const stats = await simulatorStats();
    if (stats.registros !== ORDERS || stats.registrosDuplicados !== 0) process.exitCode = 1;
    console.log(
      `  peak RSS over both phases (api) and the drain (workers): ` +
        children.map((child) => `${child.name} ${peakRssMb(child.pid)} MB`).join(', '),
    );
  } finally {
    await db.end().catch(() => {});
    for (const child of children) await stop(child);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** One run on the embedded database: one process, API and worker (PGlite has one connection). */
async function onPglite(raw) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = start(
    'apps/server/dist/main.js',
    {
      DATA_DIR: dataDir,
      SEED_DEMO_CARTEIRA: '0',
      DETRAN_SIM_URL: simulador,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    'ambos',
  );
  try {
    await server.ready;
    await fetch(`${simulador}/admin/reiniciar`, { method: 'POST' });
    const registerSeconds = await registerAll(PGLITE_ORDERS, 'PG');
    // The embedded database takes one connection: the bench waits on the Detrans' count, then
    // reads the orders from the data folder once the server has stopped.
    while ((await simulatorStats()).registros < PGLITE_ORDERS) await sleep(200);
    await sleep(2_000);
    const stats = await simulatorStats();
    const rss = peakRssMb(server.pid);
    await stop(server);
    const pglite = await PGlite.create(join(dataDir, 'pg'), { extensions: { pg_trgm } });
    const { rows } = await pglite.query(FINAL_SQL);
    await pglite.close();
    if (rows[0].n !== PGLITE_ORDERS) throw new Error(`${rows[0].n} orders registered`);
    report(
      'Embedded PGlite, one process (PROCESSO=ambos)',
      PGLITE_ORDERS,
      raw,
      rows[0],
      registerSeconds,
      stats,
    );
    console.log(`  peak RSS: ambos ${rss} MB`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The standalone simulator's build (esbuild, well under a second).
execFileSync('npm', ['run', 'build', '-w', '@portal/detran-sim'], { stdio: 'ignore' });
const sim = start(
  'apps/detran-sim/dist/main.js',
  { PORT: String(SIM_PORT), HOST: '127.0.0.1' },
  'simulator',
);
try {
  await sim.ready;
  if (LATENCIA_MS > 0) {
    const response = await fetch(`${simulador}/admin/configuracao`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latenciaMs: LATENCIA_MS }),
    });
    if (!response.ok) throw new Error(`simulator configuration: ${response.status}`);
  }
  console.log(
    `dispatch bench: DESPACHO_LOTE ${LOTE}, DETRAN_CONCORRENCIA_POR_UF ${CONCORRENCIA_POR_UF}, ` +
      `${CLIENTS} registrations in flight, orders spread over ${SIGLAS.length === UFS.length ? 'the 27 UFs' : SIGLAS.join(', ')}, ` +
      `simulator latency ${LATENCIA_MS} ms`,
  );
  for (const workers of WORKERS) {
    const raw = await rawThroughput(ORDERS, emVoo(workers));
    console.log(
      `\nsimulator alone, ${ORDERS} registrations at ${emVoo(workers)} in flight: ${raw.toFixed(0)}/s`,
    );
    if (process.env.BENCH_TETO !== '0') {
      const teto = await relayCeiling(ORDERS, emVoo(workers));
      console.log(
        `ceiling (bench/relay.mjs: two HTTP hops, no database, no validation, no session): ` +
          `${teto.toFixed(0)}/s: ratio ${(teto / raw).toFixed(2)}`,
      );
    }
    await onPostgres(workers, raw);
  }
  if (PGLITE_ORDERS > 0) {
    const raw = await rawThroughput(PGLITE_ORDERS, emVoo(1));
    console.log(
      `\nsimulator alone, ${PGLITE_ORDERS} registrations at ${emVoo(1)} in flight: ${raw.toFixed(0)}/s`,
    );
    await onPglite(raw);
  }
  console.log(`\nsimulator peak RSS ${peakRssMb(sim.pid)} MB`);
} finally {
  await stop(sim);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
