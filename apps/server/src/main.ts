import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { installZodPtBr } from '@portal/shared/common/zod-pt-br';
import { buildApp } from './app';
import { ConfigError, loadConfig, preparesStatements, seedsDemoData, type Config } from './config';
import { connect, EMBEDDED_POOL_SIZE } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { startEmbeddedPostgres } from './db/embedded';
import { prepareDatabase } from './db/prepare';
import { describeStartupFailure } from './lib/log-serializers';

/**
 * The signing key: AUTH_SECRET when set (required when several nodes share the load),
 * otherwise one generated on first start and kept, readable only by its owner, in DATA_DIR.
 */
function resolveAuthSecret(config: Config, dataDir: string): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const startedAt = performance.now();
  installZodPtBr();
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const releaseLock = await lockDataDir(dataDir);

  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(dataDir);
  // Until the app's logger exists, an idle connection's end goes to stderr.
  let logIdleError = (err: Error) => {
    process.stderr.write(`idle database connection ended: ${err.message}\n`);
  };
  const onIdleError = (err: Error) => logIdleError(err);
  const database = embedded
    ? connect(embedded.connectionString, EMBEDDED_POOL_SIZE, onIdleError)
    : connect(config.DATABASE_URL!, undefined, onIdleError);
  // Nodes starting together on one PostgreSQL take turns (an advisory lock); the embedded
  // database is one process's already (the folder lock).
  const seeded = await prepareDatabase(database, {
    seedDemo: seedsDemoData(config),
    demoPassword: config.DEMO_PASSWORD,
    crossProcessLock: embedded === null,
  });

  const app = await buildApp({
    config,
    db: database.db,
    authSecret: resolveAuthSecret(config, dataDir),
    preparedStatements: preparesStatements(config),
  });
  logIdleError = (err) => app.log.warn({ err }, 'idle database connection ended');
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
    await database.pool.end();
    await embedded?.stop();
    await releaseLock();
  });

  if (config.PROCESSO === 'worker') {
    // Runs the background jobs only; the API is another process's.
    await app.ready();
    app.log.info(
      { startupMs: Math.round(performance.now() - startedAt) },
      'portal worker ready (PROCESSO=worker: no HTTP)',
    );
    return;
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  // The port really taken (PORT=0 asks the system for a free one).
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    {
      database: embedded ? `embedded (PGlite) in ${join(dataDir, 'pg')}` : 'PostgreSQL',
      // Without SMTP_URL e-mail is written to files (README: E-mail and background jobs).
      email: config.SMTP_URL ? 'SMTP' : `files in ${join(dataDir, 'emails')}`,
      demoSeeded: seeded,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `portal ready on http://${config.HOST}:${port}`,
  );
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, not a stack.
  const message =
    error instanceof ConfigError || error instanceof DataDirLockedError
      ? error.message
      : describeStartupFailure(error);
  process.stderr.write(`Falha ao iniciar o portal: ${message}\n`);
  process.exit(1);
});
