import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, EMBEDDED_POOL_SIZE, migrateDatabase, type Database } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedDemoData, syncReferenceData } from '../src/db/seed';

export const DEMO_PASSWORD = 'Demo@2026';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a PGlite data folder, migrated and seeded: each test file loads a copy. */
    pgliteSnapshot: string;
    /** A migrated and seeded PostgreSQL database each test file clones (`template`). */
    postgresTemplate: string;
  }
}

/**
 * Prepares the test database once per run (migrations, reference data, demo seed: about
 * 2.7 s on PGlite), so that each test file only copies it: a PGlite data-folder snapshot
 * loaded in memory, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') return preparePostgresTemplate(project);
  return preparePgliteSnapshot(project);
}

async function preparePgliteSnapshot(project: TestProject) {
  const embedded = await startEmbeddedPostgres(null);
  const database = connect(embedded.connectionString, EMBEDDED_POOL_SIZE);
  try {
    await prepare(database);
  } finally {
    await database.pool.end();
  }
  const snapshot = await embedded.dump();
  await embedded.stop();
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-db-'));
  const file = join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function preparePostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // The portal_test_ prefix lets .ci/run drop it should a killed run leave it behind.
  const name = `portal_test_template_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 2);
  try {
    await prepare(database);
  } finally {
    // A template must have no open connection while it is cloned.
    await database.pool.end();
  }
  project.provide('postgresTemplate', name);
  return () => admin(serverUrl, `drop database if exists ${name} with (force)`);
}

async function prepare(database: Database) {
  await migrateDatabase(database.db);
  await syncReferenceData(database.db);
  await seedDemoData(database.db, DEMO_PASSWORD);
}

/** Runs one statement on the server of `serverUrl` (database creation and removal). */
export async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
