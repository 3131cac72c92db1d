import { createServer, connect as connectSocket, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect, type Database } from '../src/db/client';
import { createTestDatabase, mensagens, TEST_AUTH_SECRET, type TestApp } from './helper';

/**
 * A TCP relay to the test database that can be taken down: then it drops every connection it
 * relays and every new one, as a database that went away would.
 */
async function startRelay(target: { host: string; port: number }) {
  let up = true;
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    if (!up) return incoming.destroy();
    const outgoing = connectSocket(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setUp(value: boolean) {
      up = value;
      if (!up) for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let relay: Awaited<ReturnType<typeof startRelay>>;
let appDatabase: Database;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.pool.options.connectionString!);
  relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  // One connection, as the embedded database wants (EMBEDDED_POOL_SIZE).
  appDatabase = connect(url.toString(), 1);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    db: appDatabase.db,
    authSecret: TEST_AUTH_SECRET,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  relay.setUp(true);
  await app.close();
  await appDatabase.pool.end();
  await relay.close();
  await database.close();
});

describe('/api/health', () => {
  it('answers 503 in Portuguese while the database is unreachable, 200 again after', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    relay.setUp(false);
    const down = await app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(mensagens(down)).toEqual([MENSAGENS.bancoIndisponivel]);
    expect(down.body).not.toMatch(/ECONN|terminated|127\.0\.0\.1/);

    relay.setUp(true);
    const up = await app.inject({ url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
