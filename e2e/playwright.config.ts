import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// The flows run against the built app (npm run build) on an embedded database of their own,
// created fresh for each run, in the system Chromium (never a downloaded browser): Debian's
// chromium-headless-shell, which ran the 212 checks in 6.3 min where the full browser in headless
// mode took 8.3 (same machine, one after the other, 2026-12-04).
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = resolve(import.meta.dirname, '../tmp/e2e-data');
// Playwright loads this file again in every worker: only the main process, which starts the
// server, may clear the folder (a worker doing it would delete the running database).
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  outputDir: '../tmp/e2e-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The longest flows take 20-22 s on an idle 2-core machine (cadastros-acoes' financial agent,
  // usuarios-criar) and CI once ran the whole suite 2.5 times slower (18.3 min against 7.1):
  // a flow's limit leaves room for that, and still stops one that hangs.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../tmp/reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No animations: a click lands where the element ends up (side-menu groups slide open).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '500',
      // The flows create their own orders; the demo portfolio would only load the one database.
      SEED_DEMO_CARTEIRA: '0',
      // Exports of more rows go to the background (exportacoes.spec.ts registers 301 orders);
      // every other flow's export selects fewer and downloads at once.
      EXPORTACAO_LINHAS_IMEDIATAS: '300',
    },
  },
});
