import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** Test files that replace an app module with vi.mock (eslint.config.js enforces the name). */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The web component tests. The test files of a worker share one module registry and one jsdom
 * (isolate: false): loading Mantine, React and the app's modules once per worker instead of
 * once per file takes about a third off the suite's CPU time. test/setup.ts resets what a test
 * leaves behind (DOM, session, storage, mocks, timers). The few files that replace an app
 * module with vi.mock run in vitest.isolated.config.ts, each with a registry of its own.
 */
export const webTest = {
  environment: 'jsdom' as const,
  setupFiles: ['./test/setup.ts'],
  testTimeout: 15_000,
};

export default defineProject({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  test: {
    ...webTest,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [ISOLATED_TESTS],
    isolate: false,
  },
});
