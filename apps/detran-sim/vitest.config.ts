import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'detran-sim', include: ['src/**/*.test.ts'] },
});
