import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The server's API suite runs on embedded PGlite always, and once more on a real PostgreSQL
// when TEST_DATABASE_URL names one (CI does), each test file on a database of its own.
const serverOn = (db: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name: `server:${db}`, env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (availableParallelism - 1): on the 2-core machines
    // this project runs on, that is a single worker. The orchestrating process does little
    // while test files run, so every core runs test files.
    maxWorkers: availableParallelism(),
    projects: [
      // Checks on the repository itself (the lint boundaries of eslint.config.js).
      { test: { name: 'repo', include: ['test/**/*.test.ts'] } },
      'packages/shared',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/detran-sim',
      serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
