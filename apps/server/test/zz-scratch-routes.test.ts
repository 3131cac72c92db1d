import { it } from 'vitest';
import { createTestApp } from './helper';
it('prints', async () => {
  const ctx = await createTestApp();
  await ctx.app.ready();
  console.log(ctx.app.printRoutes({ commonPrefix: false }));
  await ctx.close();
});
