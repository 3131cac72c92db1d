import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The real entry point (src/main.ts), bundled as apps/server/build.mjs does, run as a process:
// for tests of what only a process shows (its exit code, its signals, a crash). The bundle sits
// in <folder>/dist next to links to the migrations and node_modules, as in apps/server; the
// folder's path has a space and an accent, as a checkout's may.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(serverDir, '../..');

export interface ServerBundle {
  /** The folder holding the bundle: a place for a process's own data folders too. */
  folder: string;
  /** Starts the bundle with only the given configuration (nothing from the test's env). */
  start(env: Record<string, string>): ServerProcess;
  /** Kills the processes still running and removes the folder. */
  remove(): void;
}

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

export async function buildServerBundle(): Promise<ServerBundle> {
  const folder = mkdtempSync(join(tmpdir(), 'portal início '));
  symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  symlinkSync(join(serverDir, 'drizzle'), join(folder, 'drizzle'), 'dir');
  const mainJs = join(folder, 'dist', 'main.js');
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
  const running = new Set<ChildProcess>();

  return {
    folder,
    start(env) {
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
    },
    remove() {
      for (const child of running) child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The JSON log lines a process wrote so far. */
export function logsOf(
  run: ServerProcess,
): { msg: string; level: number; [key: string]: unknown }[] {
  return run
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; level: number });
}

/** The first log line matching `message`; fails when the process ends or `timeoutMs` passes. */
export async function waitForLog(run: ServerProcess, message: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = logsOf(run).find((line) => message.test(line.msg));
    if (found) return found;
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`no log ${message}; stdout:\n${run.stdout()}\nstderr:\n${run.stderr()}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
