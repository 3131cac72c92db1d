// Public chassis-status lookups per second (GET /api/publica/statusRegistro/{chassi}, the whole
// app: routing, access hook, rate limit, validation, the timeline, serialization, security
// headers) against a bare Fastify route that runs the same indexed query (the feature's own
// repository call, on the same pool) and answers its rows, in the same run, on PostgreSQL and
// on the embedded database. Target: the public route at 70% of the bare one or better.
//
// The app and the bare route run in this process on one database pool (the embedded database
// has one connection: a second process could not share it); the load comes from autocannon in
// a worker thread, so it does not share the servers' event loop. The orders are written by SQL
// (BENCH_PEDIDOS, 50,000 by default: a registration each, most REGISTRADO, some refused), not
// through the dispatch: the bench measures the lookup, not the registration. The rate limit is
// set out of reach (STATUS_PUBLICO_RATE_LIMIT_PER_MINUTE=1e9): the bench measures the lookup,
// not the limit; it still runs (its per-address counting is in what is measured).
//
// Usage: npm run bench:status-publico   (BENCH_SECONDS 10, BENCH_CONNECTIONS 8, BENCH_PEDIDOS,
// BENCH_ADMIN_URL postgres://postgres@127.0.0.1:5432/postgres, BENCH_DB postgres,embedded)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

globalThis.__APP_VERSION__ = 'bench';
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { connect, EMBEDDED_POOL_SIZE } = await import('../apps/server/src/db/client.ts');
const { startEmbeddedPostgres } = await import('../apps/server/src/db/embedded.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { DEMO_AGENTE_IDS, DEMO_CLIENTE_ID, DEMO_FORNECEDOR_ID } =
  await import('../apps/server/src/db/demo-ids.ts');
const { createStatusPublicoRepository } =
  await import('../apps/server/src/features/status-publico/repository.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 50_000);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MODES = (process.env.BENCH_DB ?? 'postgres,embedded').split(',');
const TARGET = 0.7;

const chassiDe = (i) => `9BWZZZ377VT${String(i).padStart(6, '0')}`;

/**
 * PEDIDOS registrations of the demo bank at Detran-SP, each with its vehicle and its history:
 * received, then registered (9 in 10) or refused (1 in 10).
 */
async function gerarPedidos(pool) {
  await pool.query(
    `insert into pedidos (protocolo, cliente_id, agente_financeiro_id, fornecedor_id, uf, operacao,
       status, numero_contrato, devedor_cpf_cnpj, dados, created_at, updated_at)
     select '2099' || lpad(i::text, 10, '0'), $2, $3, $4, 'SP', 1,
       case when i % 10 = 0 then 'NAO_REGISTRADO' else 'REGISTRADO' end,
       'BENCH-' || i, '52998224725', '{}'::jsonb,
       now() - make_interval(mins => i), now() - make_interval(mins => i)
     from generate_series(1, $1::int) as i`,
    [PEDIDOS, DEMO_CLIENTE_ID, DEMO_AGENTE_IDS.demonstracaoFinanceira, DEMO_FORNECEDOR_ID],
  );
  await pool.query(
    `insert into pedido_veiculos (pedido_id, chassi, ordem, numero_contrato, vigente)
     select id, '9BWZZZ377VT' || lpad(substr(protocolo, 5)::bigint::text, 6, '0'), 1,
       numero_contrato, true
     from pedidos where protocolo like '2099%'`,
  );
  await pool.query(
    `insert into pedido_historico (pedido_id, em, acao, status_anterior, status)
     select id, created_at, 'REGISTRAR', null, 'RECEBIDO' from pedidos where protocolo like '2099%'
     union all
     select id, created_at + interval '3 seconds',
       case when status = 'REGISTRADO' then 'DETRAN_REGISTROU' else 'DETRAN_RECUSOU' end,
       'RECEBIDO', status
     from pedidos where protocolo like '2099%'`,
  );
  await pool.query('analyze pedidos; analyze pedido_veiculos; analyze pedido_historico');
}

/** Lookups of chassis spread over the whole set (and one in 20 unknown), cycled by autocannon. */
function requisicoes(prefixo) {
  return Array.from({ length: 500 }, (_, n) => {
    const i = n % 20 === 0 ? PEDIDOS + 1 + n : 1 + Math.floor(Math.random() * PEDIDOS);
    return { method: 'GET', path: `${prefixo}/${chassiDe(i)}` };
  });
}

function carga(url, prefixo) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: requisicoes(prefixo),
    workers: 1,
  });
}

async function medir(mode) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-status-'));
  const dbName = `bench_status_publico_${process.pid}`;
  let embedded = null;
  let database;
  if (mode === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    database = connect(url.toString());
  } else {
    embedded = await startEmbeddedPostgres(dataDir);
    database = connect(embedded.connectionString, EMBEDDED_POOL_SIZE);
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    DEMO_PASSWORD: 'Bench@2026-outra-senha',
    SEED_DEMO_CARTEIRA: '0',
    PROCESSO: 'api',
    STATUS_PUBLICO_RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  await prepareDatabase(database, {
    seedDemo: true,
    demoPassword: config.DEMO_PASSWORD,
    crossProcessLock: false,
  });
  const gerados = performance.now();
  await gerarPedidos(database.pool);
  const geracaoS = (performance.now() - gerados) / 1000;

  const app = await buildApp({
    config,
    db: database.db,
    authSecret: 'segredo-do-bench-com-mais-de-32-caracteres',
    logger: false,
  });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  // The bare route: the same query, nothing else (no hooks, no validation, no timeline).
  const repository = createStatusPublicoRepository(database.db);
  const bare = Fastify();
  bare.get('/bare/:chassi', (request) => repository.historicoDoChassi(request.params.chassi));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  try {
    // Both answer as they should before anything is measured.
    const amostra = await fetch(`${appUrl}/api/publica/statusRegistro/${chassiDe(7)}`);
    const corpo = await amostra.json();
    if (amostra.status !== 200 || corpo.status.at(-1) !== 'REGISTRO_COM_SUCESSO') {
      throw new Error(`unexpected answer: ${amostra.status} ${JSON.stringify(corpo)}`);
    }
    // Warm-up of both (JIT, plans, the pool).
    await autocannon({
      url: appUrl,
      duration: 2,
      requests: requisicoes('/api/publica/statusRegistro'),
    });
    await autocannon({ url: bareUrl, duration: 2, requests: requisicoes('/bare') });

    // Alternated, twice each, so that the machine's drift weighs on both alike.
    const resultados = { bare: [], app: [] };
    for (let rodada = 0; rodada < 2; rodada++) {
      resultados.bare.push(await carga(bareUrl, '/bare'));
      resultados.app.push(await carga(appUrl, '/api/publica/statusRegistro'));
    }
    const media = (lista) => lista.reduce((s, r) => s + r.requests.average, 0) / lista.length;
    const p99 = (lista) => Math.max(...lista.map((r) => r.latency.p99));
    const erros = (lista) => lista.reduce((s, r) => s + r.non2xx + r.errors, 0);
    const bareRps = media(resultados.bare);
    const appRps = media(resultados.app);
    const ratio = appRps / bareRps;
    console.log(
      `\n${mode}: ${PEDIDOS} orders (generated in ${geracaoS.toFixed(1)} s), ` +
        `${CONNECTIONS} connections, 2 x ${SECONDS} s each, alternated`,
    );
    console.log(
      `  bare route (same query)         ${bareRps.toFixed(0).padStart(6)} req/s   ` +
        `p99 ${p99(resultados.bare)} ms   non-2xx/errors ${erros(resultados.bare)}`,
    );
    console.log(
      `  GET /api/publica/statusRegistro ${appRps.toFixed(0).padStart(6)} req/s   ` +
        `p99 ${p99(resultados.app)} ms   non-2xx/errors ${erros(resultados.app)}`,
    );
    console.log(
      `  ratio public/bare: ${ratio.toFixed(3)} (target >= ${TARGET})` +
        (ratio >= TARGET ? '' : '  BELOW TARGET'),
    );
    if (ratio < TARGET || erros(resultados.app) > 0 || erros(resultados.bare) > 0) {
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await bare.close();
    await database.pool.end();
    await embedded?.stop();
    if (mode === 'postgres') {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const mode of MODES) await medir(mode);
