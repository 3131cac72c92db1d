import { expect, test } from '@playwright/test';
import { expectNotice, loginAndWaitForHome, logout } from './support';

// The e2e server runs without CHAT_WIDGET_URL and MONITORAMENTO_URL (docs/chat-monitoramento.md):
// no third party may be reached, loaded or allowed.
test('without a chat or monitoring configured, login and logout reach no other origin', async ({
  page,
  baseURL,
}) => {
  const ownOrigin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== ownOrigin) elsewhere.push(request.url());
  });

  await loginAndWaitForHome(page, 'operador');
  const version = await page.request.get('/api/publica/version');
  expect(await version.json()).toMatchObject({ chat: null, monitoramento: null });
  expect(version.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.locator('script[data-portal-terceiro]')).toHaveCount(0);

  // The sub-header's chat button says honestly that there is none.
  await page.getByRole('button', { name: 'Chat' }).click();
  await expectNotice(page, 'O chat não está configurado nesta instalação.');

  await logout(page, 'Operador Demonstração');
  await expect(page.locator('script[data-portal-terceiro]')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
});
