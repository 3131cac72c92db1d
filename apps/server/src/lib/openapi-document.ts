import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connect, EMBEDDED_POOL_SIZE } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';

/**
 * The API's OpenAPI document as the running app serves it at /api/docs/json, built without
 * listening: @fastify/swagger answers only once the app is ready, and readiness starts the job
 * queue, so the app runs on an empty in-memory database for the moment it takes.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const embedded = await startEmbeddedPostgres(null);
  const database = connect(embedded.connectionString, EMBEDDED_POOL_SIZE);
  try {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: database.db,
      authSecret: 'documento-openapi-sem-sessoes-de-verdade-0000',
      logger: false,
    });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.pool.end();
    await embedded.stop();
  }
}
