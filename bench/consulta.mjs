// The order search at scale (docs/consultas.md): a fresh PostgreSQL database, the built server
// (PROCESSO=api, demo users), BENCH_PEDIDOS generated orders (1,000,000) written by
// generate_series, then `POST /api/v2/pedidos/consultar` over HTTP, one request at a time:
// p50 and p95 of the first page and of page 10,000 for three common filters and two other
// sorts, at page sizes 5
// (the default) and 50 (the cap): page 10,000 asked by number alone (deferred join over the
// offset) and with the cursor of page 9,999 (keyset, what the page's bar sends). Also how long
// the generation took, and the server's peak memory while it streams a 100,000-row export as
// CSV and as xlsx (the orders of one status), against its memory just before.
// `npm run build && npm run bench:consulta`.
//
// BENCH_PEDIDOS (1000000), BENCH_REPETICOES (40 requests per case), BENCH_ADMIN_URL (a
// PostgreSQL server where the bench creates and drops its database;
// postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 1_000_000);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 40);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'portal_bench_consulta';
const DEMO_CLIENTE_ID = '00000000-0000-4000-8000-000000000001';
const DEMO_CLIENTE_2_ID = '00000000-0000-4000-8000-000000000101';
const AGENTE_DEMONSTRACAO = '00000000-0000-4000-8000-000000000301';
const AGENTE_EXEMPLO = '00000000-0000-4000-8000-000000000303';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function admin(text) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-consulta-'));
await admin(`drop database if exists ${DB_NAME} with (force)`);
await admin(`create database ${DB_NAME}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    AUTH_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres',
    SEED_DEMO: '1',
    SEED_DEMO_CARTEIRA: '0',
    PROCESSO: 'api',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    // The exports stream at once whatever their size: the bench measures the stream's memory
    // (above the default 100,000 rows the app would generate them in the background).
    EXPORTACAO_LINHAS_IMEDIATAS: '100000000',
  },
});

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

async function login(username) {
  const response = await fetch(`${base}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@2026', guid: 'bench' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return (await response.json()).token;
}

/**
 * The orders: half of each demo bank, spread over the 27 Detrans, the ten states, a year of
 * creation times (one every 30 s back from now), each with a debtor, a vehicle and a gravame.
 */
async function generate(db) {
  const lote = 100_000;
  const started = performance.now();
  for (let inicio = 1; inicio <= PEDIDOS; inicio += lote) {
    const fim = Math.min(inicio + lote - 1, PEDIDOS);
    await db.query(
      `with d as (
         select array_agg(id order by uf) ids, array_agg(uf order by uf) ufs
         from fornecedores where tipo = 'DETRAN')
       insert into pedidos (protocolo, cliente_id, agente_financeiro_id, fornecedor_id, uf,
         operacao, status, numero_contrato, devedor_cpf_cnpj, dados, canal, imagem_recebida,
         created_at, updated_at)
       select '2025' || lpad(n::text, 10, '0'),
         case when n % 2 = 0 then $3::uuid else $4::uuid end,
         case when n % 2 = 0 then $5::uuid else $6::uuid end,
         d.ids[1 + n % 27], d.ufs[1 + n % 27], 1 + (n % 7 = 0)::int,
         (array['REGISTRADO','RECEBIDO','AGUARDANDO_DETRAN','ENVIADO','EM_REPROCESSAMENTO',
           'NAO_REGISTRADO','BAIXA_SOLICITADA','BAIXADO','CANCELAMENTO_SOLICITADO','CANCELADO'])
           [1 + (n * 7) % 10],
         'BENCH-' || n, lpad((n::bigint * 7919 % 99999999999)::text, 11, '0'),
         jsonb_build_object(
           'devedor', jsonb_build_object('nome', 'Devedor ' || n),
           'veiculos', jsonb_build_array(jsonb_build_object(
             'chassi', '9BWZZZ377' || lpad(n::text, 8, '0'),
             'placa', 'BEN' || lpad((n % 10000)::text, 4, '0'),
             'numeroGravame', lpad(n::text, 8, '0')))),
         case when n % 10 = 0 then 'WS' else 'TELA' end, n % 3 = 0,
         now() - n * interval '30 seconds', now() - n * interval '30 seconds'
       from generate_series($1::int, $2::int) n, d`,
      [inicio, fim, DEMO_CLIENTE_ID, DEMO_CLIENTE_2_ID, AGENTE_DEMONSTRACAO, AGENTE_EXEMPLO],
    );
    process.stdout.write(`  ${fim.toLocaleString('en')} orders\r`);
  }
  const gerado = performance.now() - started;
  const vacuumStarted = performance.now();
  // Sets the visibility map: index-only scans skip the table, as they do in a database that
  // autovacuum keeps.
  await db.query('vacuum analyze pedidos');
  return { gerado, vacuum: performance.now() - vacuumStarted };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(token, filtro, page, size, cursor = null, sort = null) {
  const times = [];
  let body;
  for (let i = 0; i < REPETICOES + 3; i++) {
    const started = performance.now();
    const query =
      `page=${page}&size=${size}${cursor ? `&cursor=${cursor}` : ''}` +
      (sort ? `&sort=${sort}` : '');
    const response = await fetch(`${base}/api/v2/pedidos/consultar?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(filtro),
    });
    body = await response.json();
    if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    // The first three warm the connection and the caches.
    if (i >= 3) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), body };
}

/** The server process's resident memory now, in MB (Linux). */
function rssMb() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!rss) throw new Error(`the server is gone (${/State:.*/.exec(status)?.[0]})`);
  return Number(rss[1]) / 1024;
}

/**
 * Exports read to the end by the bench: the server's resident memory sampled every 20 ms while
 * it streams, against the same process's memory just before (the baseline of this run): one
 * status, a tenth of the orders (100,000 of 1,000,000), as xlsx (at its cap, lib/export/xlsx.ts:
 * exceljs buffers the sheet) and as CSV, then every order as CSV (ten times the rows: a flat
 * stream grows the process no more than with a tenth).
 */
async function measureExports(token) {
  const resultados = [];
  for (const [formato, filtro] of [
    ['xlsx', { status: 'REGISTRADO' }],
    ['csv', { status: 'REGISTRADO' }],
    ['csv', {}],
  ]) {
    global.gc?.();
    await sleep(500);
    const antes = rssMb();
    let pico = antes;
    let sampleError = null;
    const amostras = setInterval(() => {
      try {
        pico = Math.max(pico, rssMb());
      } catch (error) {
        sampleError = error;
      }
    }, 20);
    const started = performance.now();
    const query = `formato=${formato}&justificativaExportacao=Medi%C3%A7%C3%A3o+de+mem%C3%B3ria`;
    const response = await fetch(`${base}/api/v2/pedidos/consultar?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(filtro),
    });
    if (!response.ok) throw new Error(`${formato}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    clearInterval(amostras);
    if (sampleError) throw sampleError;
    pico = Math.max(pico, rssMb());
    resultados.push({
      formato,
      filter: JSON.stringify(filtro),
      'file MB': (bytes / 1024 / 1024).toFixed(1),
      seconds: ((performance.now() - started) / 1000).toFixed(1),
      'server RSS before MB': antes.toFixed(0),
      'server RSS peak MB': pico.toFixed(0),
      'growth MB': (pico - antes).toFixed(0),
    });
  }
  return resultados;
}

const db = new pg.Client({ connectionString: url.toString() });
try {
  await healthy();
  await db.connect();
  console.log(`Generating ${PEDIDOS.toLocaleString('en')} orders on PostgreSQL...`);
  const { gerado, vacuum } = await generate(db);
  console.log(
    `Generated in ${(gerado / 1000).toFixed(1)} s (vacuum analyze ${(vacuum / 1000).toFixed(1)} s).`,
  );
  const hoje = new Date().toISOString().slice(0, 10);
  const umAnoAtras = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
  const periodo = { dataCadastroInicial: umAnoAtras, dataCadastroFinal: hoje };
  const casos = [
    ['registradora, period (a year)', 'administrador', periodo],
    ['registradora, status REGISTRADO', 'administrador', { status: 'REGISTRADO' }],
    ["bank user (its client's orders), period", 'operador', periodo],
    // The other sorts of the page's headers, over every order.
    ['registradora, all, sorted by status', 'administrador', {}, 'status,asc'],
    ['registradora, all, sorted by UF desc', 'administrador', {}, 'uf,desc'],
    ['registradora, all, sorted by contract', 'administrador', {}, 'numeroContrato,asc'],
    ['registradora, all, sorted by protocol desc', 'administrador', {}, 'protocolo,desc'],
  ];
  const tokens = { administrador: await login('administrador'), operador: await login('operador') };
  const linhas = [];
  for (const size of [5, 50]) {
    for (const [nome, usuario, filtro, sort = null] of casos) {
      const primeira = await measure(tokens[usuario], filtro, 0, size, null, sort);
      const funda = await measure(tokens[usuario], filtro, 9_999, size, null, sort);
      // As the page's bar asks for it: with the cursor of the page shown (page 9,999).
      const anterior = await measure(tokens[usuario], filtro, 9_998, size, null, sort);
      const seguida = await measure(
        tokens[usuario],
        filtro,
        9_999,
        size,
        anterior.body.cursor,
        sort,
      );
      linhas.push({
        caso: nome,
        size,
        total: `${primeira.body.totalElements}${primeira.body.totalExato ? '' : ' (estimate)'}`,
        'page 1 p50 ms': primeira.p50.toFixed(1),
        'page 1 p95 ms': primeira.p95.toFixed(1),
        'page 10,000 p50 ms': funda.p50.toFixed(1),
        'page 10,000 p95 ms': funda.p95.toFixed(1),
        'page 10,000 by cursor p50 ms': seguida.p50.toFixed(1),
        'page 10,000 by cursor p95 ms': seguida.p95.toFixed(1),
        'rows on page 10,000': funda.body.content.length,
      });
    }
  }
  console.table(linhas);
  console.table(await measureExports(tokens.administrador));
} finally {
  await db.end().catch(() => undefined);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE by hand.
  if (process.env.BENCH_KEEP !== '1')
    await admin(`drop database if exists ${DB_NAME} with (force)`);
}
