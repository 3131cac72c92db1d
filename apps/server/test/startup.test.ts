import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, preparesStatements, seedsDemoData } from '../src/config';
import { migrationsFolderFor } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEMO_PASSWORD: 'Demo@2026',
      SESSION_MINUTES: 30,
      DESPACHO_EXPIRACAO_SEGUNDOS: 120,
      JOBS_SUPERVISAO_SEGUNDOS: 60,
    });
  });

  it('stops with a message naming every bad key', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'curto' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: deve começar com postgres/);
    expect(load).toThrow(/AUTH_SECRET: deve ter ao menos 32 caracteres/);
  });

  it('reads an empty value as unset, so a copied .env.example starts', () => {
    const config = loadConfig({ DATABASE_URL: '', AUTH_SECRET: '', SEED_DEMO: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('reads TRUST_PROXY as hops or addresses, never as "trust everyone"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to seed the default demo password in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DEMO_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0' }).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', DEMO_PASSWORD: 'Outra#Senha9' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('says what a bad value may be', () => {
    const load = () => loadConfig({ NODE_ENV: 'prod', LOG_LEVEL: 'tudo', SESSION_MINUTES: 'x' });
    expect(load).toThrow(/NODE_ENV: Valor inválido: use development, production ou test/);
    expect(load).toThrow(
      /LOG_LEVEL: Valor inválido: use fatal, error, warn, info, debug, trace ou silent/,
    );
    expect(load).toThrow(/SESSION_MINUTES: Formato inválido: informe um número/);
  });

  it('seeds demo data on the embedded database, or when SEED_DEMO says so', () => {
    const postgres = 'postgres://db/portal';
    expect(seedsDemoData(loadConfig({}))).toBe(true);
    expect(seedsDemoData(loadConfig({ SEED_DEMO: '0' }))).toBe(false);
    expect(seedsDemoData(loadConfig({ DATABASE_URL: postgres }))).toBe(false);
    expect(seedsDemoData(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '1' }))).toBe(true);
    expect(seedsDemoData(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '' }))).toBe(false);
  });

  it('prepares statements on PostgreSQL unless told not to, never on the embedded database', () => {
    const postgres = 'postgres://db/portal';
    expect(preparesStatements(loadConfig({}))).toBe(false);
    expect(preparesStatements(loadConfig({ DATABASE_PREPARED_STATEMENTS: '1' }))).toBe(false);
    expect(preparesStatements(loadConfig({ DATABASE_URL: postgres }))).toBe(true);
    expect(
      preparesStatements(loadConfig({ DATABASE_URL: postgres, DATABASE_PREPARED_STATEMENTS: '0' })),
    ).toBe(false);
  });

  it('reads SEED_DEMO as a flag', () => {
    expect(loadConfig({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(loadConfig({}).SEED_DEMO).toBeUndefined();
  });
});

describe('the migrations folder', () => {
  it('is found below a path with a space and an accent, from the source and the bundle', () => {
    const server = join(tmpdir(), 'pasta com espaço e acentuação', 'apps', 'server');
    const expected = join(server, 'drizzle');
    expect(migrationsFolderFor(pathToFileURL(join(server, 'src/db/client.ts')).href)).toBe(
      expected,
    );
    expect(migrationsFolderFor(pathToFileURL(join(server, 'dist/main.js')).href)).toBe(expected);
  });
});

describe('the data folder lock', () => {
  it('lets one process at a time open a data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/já está em uso por outro processo/);
    // After a kill -9 the lock outlives its holder for a while: the message says how long.
    await expect(lockDataDir(dir)).rejects.toThrow(/liberado em até 15 segundos/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
