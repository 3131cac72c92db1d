// Certificates: the full certificate's PDF (one order read, pdfkit, streamed) and the public
// check of a code, against the baseline of GET /api/health on the same server, in the same
// run. Starts the built server (npm run build first) on an embedded database of its own, with
// the certificates' per-address limit raised, and registers one order through the simulator.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';

const PORT = Number(process.env.BENCH_PORT ?? 3289);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));

const server = spawn('node', ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_CARTEIRA: '0',
    LOG_LEVEL: 'warn',
    CERTIDAO_RATE_LIMIT_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function api(path, { token, ...init } = {}) {
  const response = await fetch(`${base}/api/${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A registered order of the demo bank and its verification code. */
async function registeredOrder() {
  const { token } = await api('auth/tokens', {
    method: 'POST',
    body: JSON.stringify({ username: 'operador', password: 'Demo@2026', guid: 'bench' }),
  });
  const contrato = structuredClone(CONTRATO_EXEMPLO);
  contrato.agenteFinanceiroId = '00000000-0000-4000-8000-000000000301';
  contrato.contrato.numero = `BENCH-${Date.now()}`;
  // '1234' at the end of the chassis: the simulator registers it (docs/detran-sim.md).
  contrato.veiculos[0].chassi = '9BWZZZ37700001234';
  const { protocolo } = await api('contratos/registrar', {
    method: 'POST',
    token,
    body: JSON.stringify(contrato),
  });
  for (let i = 0; i < 120; i++) {
    const pode = await api(`contratos/podeGerarCertidao/${protocolo}`, { token });
    if (pode.codigoVerificacao) return { protocolo, codigo: pode.codigoVerificacao };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`order ${protocolo} was not registered`);
}

function load(options) {
  return autocannon({ url: base, connections: 8, duration: SECONDS, ...options });
}

try {
  await waitForHealth();
  const { protocolo, codigo } = await registeredOrder();
  const pdfUrl = `${base}/api/publica/contratos/certidao_inteiro_teor_contrato/${protocolo}/pdf/?codigo=${codigo}`;
  const bytes = (await (await fetch(pdfUrl)).arrayBuffer()).byteLength;
  const health = await load({ url: `${base}/api/health` });
  const pdf = await load({ url: pdfUrl });
  const verificar = await load({
    url: `${base}/api/publica/certidoes/verificar`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ codigo }),
  });
  const row = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(1).padStart(9)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
  console.log(`\n${SECONDS}s each, 8 connections, ${base}; the PDF is ${bytes} bytes`);
  console.log(row('GET /api/health', health));
  console.log(row('GET certidao_inteiro_teor (PDF)', pdf));
  console.log(row('POST publica/certidoes/verificar', verificar));
  if (pdf.non2xx > 0 || verificar.non2xx > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
