// Time from launching the built server to its first healthy answer, on a new data folder
// (creates the database, migrates, seeds) and again on the same folder (reopens it). The
// second start is reported as a ratio of the first, measured in the same run. Run
// `npm run build` first; `npm start` adds the build time on top (printed separately when
// BENCH_BUILD=1).
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3289);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));

async function timeStart() {
  const startedAt = performance.now();
  const server = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 25));
  }
  const elapsed = performance.now() - startedAt;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return elapsed;
}

try {
  if (process.env.BENCH_BUILD === '1') {
    const buildStart = performance.now();
    execSync('npm run build', { stdio: 'ignore' });
    console.log(`build (npm run build):        ${(performance.now() - buildStart).toFixed(0)} ms`);
  }
  const first = await timeStart();
  const second = await timeStart();
  console.log(`first start (new database):   ${first.toFixed(0)} ms`);
  console.log(`second start (same database): ${second.toFixed(0)} ms`);
  console.log(`ratio second/first: ${(second / first).toFixed(3)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
