// `npm test`: every test of the project. Unit, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and web tests with Vitest, and the Playwright flows in the system
// Chromium against the built app: Debian's chromium-headless-shell, Chromium's headless build
// without the browser's own interface (the full browser in headless mode ran the same flows 24%
// slower, its interface's renderers busy). Installs it from Debian's packages when it is missing
// and it can; otherwise stops saying exactly what to install.
//
// The app is built first; then Vitest and Playwright run at the same time. The flows spend
// much of their time waiting for the browser and the server (alone they leave most of a 2-core
// machine idle), and Vitest fills that time: on an idle 2-core machine
// the run takes about the time of the longer of the two instead of their sum. Playwright's
// output is held until Vitest ends, then shown, so the two never interleave. On a machine
// already busy with other work (three quarters of its cores in use, measured over a second) the two would
// only take turns on the same cores and the slowest tests would reach their time limits: they
// then run one after the other, as TEST_SEQUENTIAL=1 asks (TEST_SEQUENTIAL=0 forces the
// overlap).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      `\nChromium não encontrado em ${CHROMIUM}. Instale o pacote do Debian e rode de novo:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n' +
        '(ou aponte CHROMIUM_PATH para um Chromium já instalado)\n',
    );
    process.exit(1);
  }
  console.log('Chromium ausente: instalando o pacote chromium-headless-shell do Debian...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

/**
 * Starts a command; its output is held until `release()` is called, then written as it comes.
 * Resolves to its exit status.
 */
function start(command, args, { held = false } = {}) {
  // The held output goes through a pipe: keep the colours the terminal would have shown.
  const env = held && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const pending = [];
  let holding = held;
  if (held) {
    child.stdout.on('data', (chunk) =>
      holding ? pending.push(chunk) : process.stdout.write(chunk),
    );
    child.stderr.on('data', (chunk) =>
      holding ? pending.push(chunk) : process.stderr.write(chunk),
    );
  }
  const status = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  return {
    status,
    release() {
      holding = false;
      for (const chunk of pending.splice(0)) process.stdout.write(chunk);
    },
  };
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
/**
 * How many cores other work keeps busy now: the CPU time of the whole machine over one second
 * (Linux `/proc/stat`), elsewhere the load average. Not the load average on Linux: it trails by
 * a minute, and `npm run check`'s own format, lint and typecheck, just finished, lift it over 2
 * on a 2-core machine (measured 2.6-3.3), which made an idle machine run the two suites one
 * after the other: 546 s instead of 464 s together (2026-11-25, 9ad0126).
 */
function busyCores() {
  const sample = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.slice(1).map(Number);
    // user nice system idle iowait ...: idle and iowait are the idle time.
    return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.reduce((a, b) => a + b, 0) };
  };
  try {
    const before = sample();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
    const after = sample();
    const total = after.total - before.total;
    if (total <= 0) return loadavg()[0];
    return (1 - (after.idle - before.idle) / total) * availableParallelism();
  } catch {
    return loadavg()[0];
  }
}

// Read before the build, which loads the machine itself.
const ocupados = process.env.TEST_SEQUENTIAL ? 0 : busyCores();
const sequential =
  process.env.TEST_SEQUENTIAL === '1' ||
  (process.env.TEST_SEQUENTIAL !== '0' && ocupados >= 0.75 * availableParallelism());
if (sequential && process.env.TEST_SEQUENTIAL !== '1') {
  console.log(
    `\nMáquina ocupada (${ocupados.toFixed(1)} de ${availableParallelism()} núcleos em uso): ` +
      'Vitest e Playwright rodam um depois do outro (TEST_SEQUENTIAL=0 força rodar juntos).\n',
  );
}
// Before Vitest: some API tests serve apps/web/dist, which the build empties and rewrites.
const buildStatus = run('npm', ['run', 'build']);
const playwright = () =>
  buildStatus === 0
    ? start('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { held: !sequential })
    : { status: Promise.resolve(1), release() {} };
const e2e = sequential ? null : playwright();
const vitestStatus = await start('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=tmp/reports/vitest.json',
]).status;
if (e2e && buildStatus === 0) console.log('\nPlaywright (iniciado junto com o Vitest):');
e2e?.release();
const e2eStatus = await (e2e ?? playwright()).status;

const unit = count('tmp/reports/vitest.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numFailedTestSuites ?? 0),
}));
const flows = count('tmp/reports/playwright.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected,
}));
const passed = unit.passed + flows.passed;
const failed =
  unit.failed +
  flows.failed +
  (vitestStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && flows.failed === 0 ? 1 : 0);
console.log(
  `\nVitest: ${unit.passed} passed, ${unit.failed} failed; Playwright: ${flows.passed} passed, ${flows.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
