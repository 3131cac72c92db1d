import { expect, test } from '@playwright/test';
import { DOCUMENT_TITLES } from '@portal/shared/common/brand';
import { loginAndWaitForHome, loginAs } from './support';

test('the administrator logs in and is greeted on the welcome page', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      cspViolations.push(message.text());
  });

  await loginAndWaitForHome(page, 'administrador');
  await expect(page.getByText(/^(Bom dia!|Boa tarde!|Boa noite!)$/)).toBeVisible();
  await expect(page.getByText('Administrador Demonstração').first()).toBeVisible();
  await expect(page).toHaveTitle(DOCUMENT_TITLES.areaLogada);
  // The welcome page is home: no 'Voltar'.
  await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('a wrong password shows the Atenção notice and stays on the login page', async ({ page }) => {
  await loginAs(page, 'operador', 'senha-errada');
  await expect(page.getByText('Atenção')).toBeVisible();
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/vbconnection\/login/);
  await expect(page).toHaveTitle(DOCUMENT_TITLES.institucional);
  // The password is to be typed again; the username stays.
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Usuário')).toHaveValue('operador');
});

test('empty fields are refused before any request', async ({ page }) => {
  let loginRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/tokens')) loginRequests++;
  });
  await page.goto('/vbconnection/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  expect(loginRequests).toBe(0);
});

test('logout asks for confirmation and returns to the login page', async ({ page, request }) => {
  await loginAndWaitForHome(page, 'atendimento_n2');
  const token = await page.evaluate(() => localStorage.getItem('vbconnection.token'));
  await page.getByRole('button', { name: /Atendimento N2 Demonstração/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Deseja realmente sair do sistema?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/vbconnection\/login/);
  // The session is gone: the logged-in area sends the visitor back to the landing page.
  await page.goto('/vbconnection/vbauto/home');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // And on the server too: the old token is refused.
  expect(token).toBeTruthy();
  await expect
    .poll(async () => {
      const answer = await request.get('/api/auth/usuario', {
        headers: { authorization: `Bearer ${token}` },
      });
      return answer.status();
    })
    .toBe(401);
});

test('a visitor who is not logged in is sent from the logged-in area to /', async ({ page }) => {
  await page.goto('/vbconnection/vbauto/relatorio');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

// Spec §2.1: the login guard sends a logged-in user to the first segment of returnUrl
// ('/vbconnection', which shows the welcome page), else to /home.
test('a logged-in user who opens the login page goes to the first segment of returnUrl', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'master');
  await page.goto('/vbconnection/login?returnUrl=%2Fvbconnection%2Fvbauto%2Fconsultar');
  await expect(page).toHaveURL(/localhost:\d+\/vbconnection$/);
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();
  await page.goto('/vbconnection/login');
  await expect(page).toHaveURL(/localhost:\d+\/home$/);
});
