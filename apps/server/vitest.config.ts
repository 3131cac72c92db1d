import { readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineProject({
  define: { __APP_VERSION__: JSON.stringify(root.version) },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Prepares the database once; each test file copies it (test/helper.ts).
    globalSetup: ['./test/global-setup.ts'],
    // The test files of a worker share one module registry (each still has its own database
    // and app): importing Fastify, Drizzle, pg-boss and the features once per worker instead
    // of once per file takes about 45% off the suite's CPU time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
