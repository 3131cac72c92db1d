import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { DEMO_PASSWORD, emailsTo, expectNotice, linkSentTo, loginAs } from './support';

// No other spec logs in as these demo users: their passwords can change here.
const RECUPERA = 'despachante';
const EXPIRADA = 'personalizado';
const NOVA_SENHA = 'Cavalo-Azul-Bateria!';

/** A demo user's fixed id (apps/server/src/db/demo-ids.ts): its profile number at the end. */
function demoUsuarioId(perfil: PerfilCodigo): string {
  return `00000000-0000-4000-8000-0000000010${String(PERFIS[perfil].numero).padStart(2, '0')}`;
}

/** Gives the user its demo password back (a repeated run starts where the first did). */
async function restoreDemoPassword(page: Page, current: string) {
  const token = await page.evaluate(() => localStorage.getItem('vbconnection.token'));
  const response = await page.request.put('/api/auth/usuario/password', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: current, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(204);
}

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

test('a person who forgot the password gets a link by e-mail, sets a new one and logs in with it', async ({
  page,
}) => {
  test.slow();
  const email = `${RECUPERA}@demo.vbregistradora.com.br`;
  const before = emailsTo(email).length;

  await page.goto('/vbconnection/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByRole('textbox', { name: /Usuário ou e-mail/ }).fill(RECUPERA);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/enviaremos um link para cadastrar uma nova senha/)).toBeVisible();

  const link = await linkSentTo(email, before);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar nova senha' })).toBeVisible();
  // The token leaves the address bar.
  await expect(page).toHaveURL(/\/vbconnection\/redefinir-senha$/);
  await expectAccessible(page, 'the password-link page with its form');

  // A common password is refused under its field; the live checklist follows the typing.
  const nova = page.getByLabel('Nova senha');
  await nova.fill('Senha@2026');
  await page.getByLabel('Confirmação da senha').fill('Senha@2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(nova).toHaveAccessibleDescription(/comum demais/);
  await expectNotice(page, 'Esta senha é comum demais');

  await nova.fill(NOVA_SENHA);
  await page.getByLabel('Confirmação da senha').fill(NOVA_SENHA);
  await expect(page.locator('[data-rule="combinacao"]')).toHaveAttribute('data-valid', 'true');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha cadastrada com sucesso!')).toBeVisible();
  await expectAccessible(page, 'the password-link page after the change');

  // The link works once: opened again from the e-mail (a new tab), it is refused.
  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again.getByText(/Este link já foi usado/)).toBeVisible();
  await again.close();

  // The old password no longer opens the portal; the new one does.
  await loginAs(page, RECUPERA, DEMO_PASSWORD);
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await loginAs(page, RECUPERA, NOVA_SENHA);
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();
  await restoreDemoPassword(page, NOVA_SENHA);
});

/** The administrator's temporary password (PUT usuarios/password): born expired. */
async function giveTemporaryPassword(
  request: APIRequestContext,
  perfil: PerfilCodigo,
  senha: string,
) {
  const login = await request.post('/api/auth/tokens', {
    data: { username: 'administrador', password: DEMO_PASSWORD, guid: 'e2e-recuperar-senha' },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.put('/api/usuarios/password', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: demoUsuarioId(perfil), newPassword: senha, confirmNewPassword: senha },
  });
  expect(response.status()).toBe(204);
}

test('a user whose password expired must change it at login, then enters the portal', async ({
  page,
  request,
}) => {
  test.slow();
  const temporaria = 'Temporaria#Forte42';
  await giveTemporaryPassword(request, 'PERSONALIZADO', temporaria);

  await loginAs(page, EXPIRADA, temporaria);
  const dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Sua senha expirou. Cadastre uma nova senha para continuar.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/vbconnection\/login/);

  await dialog.getByLabel('Senha atual').fill(temporaria);
  await dialog.getByLabel('Nova senha').fill(NOVA_SENHA);
  await dialog.getByLabel('Confirmação da senha').fill(NOVA_SENHA);
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();
  await expectNotice(page, 'Senha alterada com sucesso!');
  await restoreDemoPassword(page, NOVA_SENHA);
});
