import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { loginAndWaitForHome } from './support';

/** Sums the gzipped size of every JavaScript file the page loads from the portal. */
function trackScripts(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(url, gzipSync(body).length);
  });
  return () => [...sizes.values()].reduce((total, size) => total + size, 0);
}

test('the login page loads at most 150 kB of gzipped JavaScript', async ({ page }, testInfo) => {
  const total = trackScripts(page);
  await page.goto('/vbconnection/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loginKb = total() / 1024;
  testInfo.annotations.push({ type: 'login-js-gzip-kB', description: loginKb.toFixed(1) });
  console.log(`login page: ${loginKb.toFixed(1)} kB gzipped JS`);
  expect(loginKb).toBeLessThanOrEqual(150);

  await loginAndWaitForHome(page, 'administrador');
  await page.waitForLoadState('networkidle');
  const welcomeKb = total() / 1024;
  testInfo.annotations.push({ type: 'welcome-js-gzip-kB', description: welcomeKb.toFixed(1) });
  console.log(`login + welcome page: ${welcomeKb.toFixed(1)} kB gzipped JS`);
});
