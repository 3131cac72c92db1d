import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  connectionString: string;
  /** The data folder as a tar, to start another database from (`loadDataDir`). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

// Unix socket paths are limited to ~107 bytes on Linux.
const MAX_SOCKET_PATH = 100;

/**
 * PostgreSQL compiled to WebAssembly (PGlite), kept in `dataDir` (or in memory when null) and
 * served over the wire protocol, so the app always speaks node-postgres. With a data folder
 * the server listens on a Unix socket inside it, and the folder is private to its owner: a
 * loopback port would let any local user in as superuser. In memory (tests) it listens on a
 * random loopback port. pglite-socket needs more than one connection for a pool (STACK-NOTES).
 * `loadDataDir` starts it from a `dump()` of another (the tests' prepared database).
 */
export async function startEmbeddedPostgres(
  dataDir: string | null,
  loadDataDir?: Blob,
): Promise<EmbeddedPostgres> {
  // pg_trgm backs the trigram indexes of the list searches (migration 0006 creates it).
  const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
  const pglite = dataDir
    ? await PGlite.create(privateDir(dataDir, 'pg'), options)
    : await PGlite.create(options);
  const socketDir = dataDir ? privateDir(dataDir, 'run') : null;
  const socketPath = socketDir ? join(socketDir, '.s.PGSQL.5432') : null;
  const useSocket = socketPath !== null && socketPath.length <= MAX_SOCKET_PATH;
  // The data-folder lock is held, so a socket file left here is from a crashed run.
  if (useSocket) rmSync(socketPath, { force: true });

  const server = new PGLiteSocketServer({
    db: pglite,
    ...(useSocket ? { path: socketPath } : { host: '127.0.0.1', port: 0 }),
    // The app uses one connection (see EMBEDDED_POOL_SIZE); the spare ones let the pool
    // replace a dropped connection.
    maxConnections: 4,
  });
  await server.start();
  const connectionString = useSocket
    ? `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir!)}`
    : `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    connectionString,
    dump: () => pglite.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

function privateDir(parent: string, name: string): string {
  const dir = join(parent, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}
