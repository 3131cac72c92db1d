import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real entry point (src/main.ts), bundled as apps/server/build.mjs does, run as a process
// from a folder whose path has a space and an accent, as a checkout's may. The bundle sits in
// <folder>/dist next to links to the migrations and node_modules, as in apps/server.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(serverDir, '../..');
let folder: string;
let mainJs: string;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal início '));
  symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  symlinkSync(join(serverDir, 'drizzle'), join(folder, 'drizzle'), 'dir');
  mainJs = join(folder, 'dist', 'main.js');
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [join(serverDir, 'src/main.ts')],
    outfile: mainJs,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/')),
    define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
    logLevel: 'warning',
  });
});

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Starts the bundle with only the given configuration (nothing from this test's env). */
function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [mainJs], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? folder, ...env },
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

/** The JSON log lines written so far. */
function logs(run: Run): { msg: string; level: number; [key: string]: unknown }[] {
  return run
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; level: number });
}

async function waitForLog(run: Run, message: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = logs(run).find((line) => message.test(line.msg));
    if (found) return found;
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`no log ${message}; stdout:\n${run.stdout()}\nstderr:\n${run.stderr()}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

const base = { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' };

// The start runs on the embedded database: once, in the PGlite run of the suite.
describe.skipIf(process.env.TEST_DB === 'postgres')('the entry point as a process', () => {
  it('stops with exit code 1 and a message naming each bad key and what it allows', async () => {
    const run = start({ ...base, NODE_ENV: 'prod', PORT: 'abc', DATA_DIR: join(folder, 'nada') });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toContain('Falha ao iniciar o portal: Configuração inválida');
    expect(run.stderr()).toContain('NODE_ENV: Valor inválido: use development, production ou test');
    expect(run.stderr()).toContain('PORT: Formato inválido: informe um número');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('starts, refuses a second process on its data folder, and closes on SIGTERM', async () => {
    const dataDir = join(folder, 'dados');
    const first = start({ ...base, DATA_DIR: dataDir });
    const ready = await waitForLog(first, /^portal ready on http:\/\/127\.0\.0\.1:\d+$/, 60_000);
    expect(ready).toMatchObject({ demoSeeded: true });
    // No web build beside this bundle: said once at start, the API still served.
    expect(logs(first).some((line) => /web app not built/.test(line.msg))).toBe(true);
    const health = await fetch(`${ready.msg.replace('portal ready on ', '')}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    const second = start({ ...base, DATA_DIR: dataDir });
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toContain('já está em uso por outro processo do portal');
    expect(second.stderr()).toContain('liberado em até 15 segundos');

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(logs(first).map((line) => line.msg)).toContain('closing');
  }, 90_000);
});
