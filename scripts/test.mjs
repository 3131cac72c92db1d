// `npm test`: every test of the project. Unit, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and web tests with Vitest, then the Playwright flows in the
// system Chromium against the built app. Installs Chromium from Debian's packages when it is
// missing and it can; otherwise stops saying exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      `\nChromium não encontrado em ${CHROMIUM}. Instale o pacote do Debian e rode de novo:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(ou aponte CHROMIUM_PATH para um Chromium já instalado)\n',
    );
    process.exit(1);
  }
  console.log('Chromium ausente: instalando o pacote chromium do Debian...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

function count(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
}

rmSync('tmp/reports', { recursive: true, force: true });
mkdirSync('tmp/reports', { recursive: true });

ensureChromium();
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=tmp/reports/vitest.json',
]);
const buildStatus = run('npm', ['run', 'build']);
const e2eStatus =
  buildStatus === 0 ? run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']) : 1;

const unit = count('tmp/reports/vitest.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numFailedTestSuites ?? 0),
}));
const e2e = count('tmp/reports/playwright.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected,
}));
const passed = unit.passed + e2e.passed;
const failed =
  unit.failed +
  e2e.failed +
  (vitestStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(
  `\nVitest: ${unit.passed} passed, ${unit.failed} failed; Playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
