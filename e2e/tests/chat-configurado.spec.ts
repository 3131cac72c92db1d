import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// A portal of its own, started with a chat (docs/chat-monitoramento.md): the default e2e
// server stays unconfigured. The vendor's origin is never reached: the browser's requests to it
// are answered by this test with a fake vendor script that defines the generic hook.
// Its port: E2E_CHAT_PORT, or 1000 above the main server's (clear of the next engineers' ports).
const PORT = Number(process.env.E2E_CHAT_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 1000);
const BASE = `http://localhost:${PORT}`;
const CHAT_URL = 'https://chat.portal-e2e.test/widget.js';
const DATA_DIR = resolve(import.meta.dirname, '../../tmp/e2e-data-chat');

const FAKE_VENDOR = `
window.PortalChat = {
  iniciar({ widgetId, usuario }) {
    const box = document.createElement('div');
    box.id = 'fornecedor-chat';
    box.textContent = 'Chat de ' + usuario.nome + ' (' + usuario.email + ', ' +
      (usuario.empresa ?? 'sem empresa') + ', conta ' + widgetId + ')';
    document.body.append(box);
  },
  abrir() {
    document.getElementById('fornecedor-chat').append(' - conversa aberta');
  },
  encerrar() {
    document.getElementById('fornecedor-chat')?.remove();
  },
};`;

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO_CARTEIRA: '0',
      CHAT_WIDGET_URL: CHAT_URL,
      CHAT_WIDGET_ID: 'conta-e2e',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${BASE}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 110_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test('the configured chat starts after login with the user, opens, and is gone after logout', async ({
  page,
}) => {
  await page.route('https://chat.portal-e2e.test/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_VENDOR }),
  );
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      cspViolations.push(message.text());
  });

  await page.goto(`${BASE}/vbconnection/login`);
  await page.getByLabel('Usuário').fill('operador');
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();

  const chat = page.locator('#fornecedor-chat');
  await expect(chat).toHaveText(
    /^Chat de Operador Demonstração \(.+@.+, Banco Demonstração, conta conta-e2e\)$/,
  );
  await expect(page.locator('script[data-portal-terceiro="chat"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Chat' }).click();
  await expect(chat).toContainText('conversa aberta');

  await page.getByRole('button', { name: 'Operador Demonstração' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/vbconnection\/login/);
  await expect(chat).toHaveCount(0);
  await expect(page.locator('script[data-portal-terceiro]')).toHaveCount(0);
  expect(await page.evaluate(() => 'PortalChat' in window)).toBe(false);
  expect(cspViolations).toEqual([]);
});
