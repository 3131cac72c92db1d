import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, logsOf, waitForLog, type ServerBundle } from './server-process';

// The real entry point, bundled and run as a process (server-process.ts).
let bundle: ServerBundle;

beforeAll(async () => {
  bundle = await buildServerBundle();
});

afterAll(() => bundle.remove());

const base = { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' };

// The start runs on the embedded database: once, in the PGlite run of the suite.
describe.skipIf(process.env.TEST_DB === 'postgres')('the entry point as a process', () => {
  it('stops with exit code 1 and a message naming each bad key and what it allows', async () => {
    const run = bundle.start({
      ...base,
      NODE_ENV: 'prod',
      PORT: 'abc',
      DATA_DIR: join(bundle.folder, 'nada'),
    });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toContain('Falha ao iniciar o portal: Configuração inválida');
    expect(run.stderr()).toContain('NODE_ENV: Valor inválido: use development, production ou test');
    expect(run.stderr()).toContain('PORT: Formato inválido: informe um número');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('starts, refuses a second process on its data folder, and closes on SIGTERM', async () => {
    const dataDir = join(bundle.folder, 'dados');
    const first = bundle.start({ ...base, DATA_DIR: dataDir });
    const ready = await waitForLog(first, /^portal ready on http:\/\/127\.0\.0\.1:\d+$/, 60_000);
    expect(ready).toMatchObject({ demoSeeded: true });
    // No web build beside this bundle: said once at start, the API still served.
    expect(logsOf(first).some((line) => /web app not built/.test(line.msg))).toBe(true);
    const health = await fetch(`${ready.msg.replace('portal ready on ', '')}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    const second = bundle.start({ ...base, DATA_DIR: dataDir });
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toContain('já está em uso por outro processo do portal');
    expect(second.stderr()).toContain('liberado em até 15 segundos');

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(logsOf(first).map((line) => line.msg)).toContain('closing');
  }, 90_000);
});
