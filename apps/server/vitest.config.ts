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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
