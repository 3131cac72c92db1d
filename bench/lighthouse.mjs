// Lighthouse's mobile performance score (simulated slow 4G, 4x CPU slowdown) of the public
// pages and of the welcome page after a login, against the built app on a new data folder:
// the median of RUNS runs per page, with its FCP, LCP, TBT and Speed Index. Lighthouse is run
// with `npx lighthouse@12.8.2` (the last release that runs on Node 20), so it is not a project
// dependency. Run `npm run build` first. The scores depend on the machine's load: Lighthouse
// scales the CPU time it observes.
// Usage: npm run build && npm run bench:lighthouse   (BENCH_PORT, RUNS, CHROMIUM_PATH)
// PAGES=welcome measures only the welcome page, PAGES=public only the public pages, and a list
// of public paths (PAGES=/vbexpress,/quem-somos) only those; REPORT_DIR keeps each run's
// Lighthouse JSON (its diagnostics) there.
// Each page is measured twice: straight from the server over plain HTTP/1.1, and through an
// HTTPS + HTTP/2 proxy as a deployment's load balancer serves it (bench/h2-proxy.mjs).
// VIA=http or VIA=h2 measures only one way.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startH2Proxy } from './h2-proxy.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const direct = `http://127.0.0.1:${PORT}`;
const VIAS = (process.env.VIA ?? 'http,h2').split(',').map((via) => via.trim());
const ALL_PUBLIC_PAGES = [
  '/',
  '/vbconnection/login',
  '/vbconnection/pre-cadastro',
  '/quem-somos',
  '/vbexpress',
];
const WELCOME = '/vbconnection/vbauto/home';
const PAGES = process.env.PAGES ?? 'all';
const PUBLIC_PAGES = ['all', 'public'].includes(PAGES)
  ? ALL_PUBLIC_PAGES
  : PAGES === 'welcome'
    ? []
    : PAGES.split(',').map((path) => path.trim());
const WITH_WELCOME = ['all', 'welcome'].includes(PAGES);
const REPORT_DIR = process.env.REPORT_DIR;
let reportNumber = 0;

const work = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    // Measured without the demo portfolio registering in the background.
    SEED_DEMO_CARTEIRA: '0',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // The proxy is the one hop in front (as a load balancer is).
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  const startedAt = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${direct}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 120_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a command to its end without blocking this process (the HTTP/2 proxy lives here). */
function runToEnd(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** One Lighthouse run in a Chromium of its own; returns the score and the metrics. */
async function lighthouse(base, path, { profile } = {}) {
  const output = join(work, 'report.json');
  const status = await runToEnd(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      base + path,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      // A profile given keeps its storage (the session) across the run.
      ...(profile ? ['--disable-storage-reset'] : []),
      '--chrome-flags=--headless --no-sandbox --ignore-certificate-errors' +
        (profile ? ` --user-data-dir=${profile}` : ''),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  // Lighthouse sometimes loses its own trace (NO_NAVSTART): the run is reported, not measured.
  if (status !== 0) return null;
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${++reportNumber}-${path.replace(/\W+/g, '_')}.json`;
    copyFileSync(output, join(REPORT_DIR, name));
  }
  // A session that did not hold would measure the login page instead.
  if (new URL(report.finalDisplayedUrl).pathname !== path) {
    throw new Error(`${path} ended on ${report.finalDisplayedUrl}`);
  }
  const metric = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    si: metric('speed-index'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function print(path, attempts) {
  const runs = attempts.filter(Boolean);
  const failed = attempts.length - runs.length;
  if (runs.length === 0) {
    console.log(`${path.padEnd(28)} every Lighthouse run failed`);
    return;
  }
  const s = (ms) => `${(median(ms) / 1000).toFixed(1)} s`;
  console.log(
    `${path.padEnd(28)} score ${String(median(runs.map((r) => r.score))).padStart(3)}` +
      ` (runs: ${runs.map((r) => r.score).join(', ')})` +
      `  FCP ${s(runs.map((r) => r.fcp))}  LCP ${s(runs.map((r) => r.lcp))}` +
      `  TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms  SI ${s(runs.map((r) => r.si))}` +
      (failed ? `  (${failed} run(s) failed in Lighthouse)` : ''),
  );
}

/**
 * The welcome page: logged in through the login page in a profile of its own, then measured in
 * that profile with its HTTP cache emptied but its session kept.
 */
async function measureWelcome(base, label) {
  const profile = join(work, `profile-${label}`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--ignore-certificate-errors'],
    ignoreHTTPSErrors: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/vbconnection/login`);
  await page.getByLabel('Usuário').fill('administrador');
  await page.getByLabel('Senha', { exact: true }).fill(process.env.DEMO_PASSWORD ?? 'Demo@2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**${WELCOME}`);
  await context.close();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    for (const cache of ['Cache', 'Code Cache']) {
      rmSync(join(profile, 'Default', cache), { recursive: true, force: true });
    }
    runs.push(await lighthouse(base, WELCOME, { profile }));
  }
  print(`${WELCOME} (logged in, ${label})`, runs);
}

let proxy = null;
try {
  await waitForServer();
  for (const via of VIAS) {
    if (via === 'h2') proxy = await startH2Proxy({ port: PORT + 1, upstream: direct });
    const base = via === 'h2' ? proxy.url : direct;
    const label = via === 'h2' ? 'HTTP/2' : 'HTTP/1.1';
    console.log(`\n${label}: ${base}`);
    for (const path of PUBLIC_PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(base, path));
      print(path, runs);
    }
    if (WITH_WELCOME) await measureWelcome(base, label);
  }
} finally {
  await proxy?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}
