import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect, EMBEDDED_POOL_SIZE, type Database } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { admin, DEMO_PASSWORD } from './global-setup';

export { DEMO_PASSWORD };
export const TEST_AUTH_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

/**
 * A migrated and seeded database of its own for one test file, copied from the one the
 * global setup prepared: PGlite in memory by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function createTestDatabase(): Promise<
  Database & { close(): Promise<void>; url?: string }
> {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await admin(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = connect(url.toString(), 4);
    return {
      ...database,
      /** For a second pool on the same database (another node of the same deployment). */
      url: url.toString(),
      async close() {
        await database.pool.end();
        await admin(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
  const embedded = await startEmbeddedPostgres(null, snapshot);
  const database = connect(embedded.connectionString, EMBEDDED_POOL_SIZE);
  return {
    ...database,
    async close() {
      await database.pool.end();
      await embedded.stop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** `DEBUG_LOG=1 npx vitest run ...` prints the app's error logs (a 500's cause). */
const DEBUG_LOG = process.env.DEBUG_LOG === '1';

/** The real app on a fresh database; `env` overrides configuration variables. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: DEBUG_LOG ? 'error' : 'silent',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    authSecret: TEST_AUTH_SECRET,
    logger: DEBUG_LOG,
    preparedStatements: process.env.TEST_DB === 'postgres',
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function login(
  app: TestApp,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    // An address per login keeps the per-address login limits out of unrelated tests.
    remoteAddress: `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { username, password, guid: 'dispositivo-de-teste' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { token: string }).token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function mensagens(response: LightMyRequestResponse): string[] {
  return (response.json() as { mensagem: string }[]).map((item) => item.mensagem);
}

type PoolOwner = {
  database: { pool: { query: (text: string, values: unknown[]) => Promise<unknown> } };
};

/** A user of `organizacao` holding every permission there is, with the demo password. */
export async function createUserWithEveryPermission(
  ctx: PoolOwner,
  username: string,
  perfil: string,
  organizacao: { clienteId?: string; fornecedorId?: string },
) {
  await createUserWithPermissions(ctx, username, perfil, organizacao, null);
}

/** A user of `organizacao` holding just `permissoes` (null: every one), with the demo password. */
export async function createUserWithPermissions(
  ctx: PoolOwner,
  username: string,
  perfil: string,
  organizacao: { clienteId?: string; fornecedorId?: string },
  permissoes: readonly string[] | null,
) {
  await ctx.database.pool.query(
    `insert into usuarios (username, nome, email, senha_hash, perfil, status, cliente_id, fornecedor_id)
     select $1::text, $1::text, $1::text || '@teste.com.br', senha_hash, $2::text, 'ATIVO', $3::uuid, $4::uuid
     from usuarios where username = 'administrador'`,
    [username, perfil, organizacao.clienteId ?? null, organizacao.fornecedorId ?? null],
  );
  await ctx.database.pool.query(
    `insert into usuario_permissoes (usuario_id, permissao)
     select u.id, p.codigo from usuarios u, permissoes p
     where u.username = $1 and ($2::text[] is null or p.codigo = any($2::text[]))`,
    [username, permissoes],
  );
}
