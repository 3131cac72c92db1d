// Login throughput: POST /api/auth/tokens (argon2id verify + session row + signed token)
// against the baseline of GET /api/health (one `select 1`) on the same server, in the same
// run. Starts the built server (npm run build first) on an embedded database of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3288);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));

const server = spawn('node', ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Measured without the demo portfolio registering in the background.
    SEED_DEMO_CARTEIRA: '0',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_MAX_FAILURES: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_LOCK_AFTER_FAILURES: '1000000',
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

function load(options) {
  return autocannon({ url: base, connections: 8, duration: SECONDS, ...options });
}

try {
  await waitForHealth();
  const health = await load({ url: `${base}/api/health` });
  const login = await load({
    url: `${base}/api/auth/tokens`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'administrador', password: 'Demo@2026', guid: 'bench' }),
  });
  const row = (name, r) =>
    `${name.padEnd(22)} ${r.requests.average.toFixed(1).padStart(9)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
  console.log(`\n${SECONDS}s each, 8 connections, ${base}`);
  console.log(row('GET /api/health', health));
  console.log(row('POST /api/auth/tokens', login));
  console.log(
    `ratio login/health: ${(login.requests.average / health.requests.average).toFixed(3)}`,
  );
  if (login.non2xx > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
