import { defineProject } from 'vitest/config';
import shared, { ISOLATED_TESTS, webTest } from './vitest.config.ts';

// The web test files that replace an app module with vi.mock: each file gets a module
// registry of its own, so the mock never meets a copy another file already loaded.
export default defineProject({
  plugins: shared.plugins,
  define: shared.define,
  test: { ...webTest, name: 'web:isolated', include: [ISOLATED_TESTS], isolate: true },
});
