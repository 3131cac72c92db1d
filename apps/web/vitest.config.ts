import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** Test files that replace an app module with vi.mock (eslint.config.js enforces the name). */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The web component tests, in happy-dom: the same tests took 40% less CPU than in jsdom
 * (measured 2026-11-25 on the three heaviest files: 49 s -> 29 s of user time), most of
 * jsdom's going to getComputedStyle, which every role query and Mantine's floating elements
 * call. The test files of a worker share one module registry and one document (isolate:
 * false): loading Mantine, React and the app's modules once per worker instead of once per
 * file takes about a third off the suite's CPU time. test/setup.ts resets what a test leaves
 * behind (DOM, session, storage, mocks, timers). The few files that replace an app module with
 * vi.mock run in vitest.isolated.config.ts, each with a registry of its own.
 */
export const webTest = {
  environment: './test/dom-environment.ts',
  // A link clicked in a test (a download's) must not navigate the shared document away from
  // the app's origin, as jsdom never did.
  environmentOptions: {
    happyDOM: {
      settings: { navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true } },
    },
  },
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
