import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper';

// The built web app as the server serves it: a folder shaped like apps/web/dist.
const dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), 'console.log("portal");');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves a hashed asset for a year, immutable', async () => {
    const response = await ctx.app.inject({ url: '/assets/app-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("portal");');
  });

  it('serves index.html for a page path, revalidated on every load', async () => {
    for (const url of ['/', '/vbconnection/login', '/vbconnection/vbauto/home']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Portal</title>');
    }
  });

  it('answers 404 for a missing asset, never index.html', async () => {
    const response = await ctx.app.inject({ url: '/assets/app-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Portal</title>');
  });
});
