import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNotice, loginAs, logout } from './support';
import { totpCode } from './totp';

// No other spec logs in as this demo user: turning two-step login on cannot break their logins.
const USERNAME = 'consultoria';
const NOME = 'Consultoria Demonstração';

async function openTwoStepDialog(page: Page) {
  await page.getByRole('button', { name: NOME }).click();
  await page.getByRole('menuitem', { name: 'Verificação em duas etapas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verificação em duas etapas' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const loggedIn = async (page: Page) => {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: NOME })).toBeVisible();
};

// The flow ends with two-step login off again: a repeated run starts where the first did.
test('a user turns on two-step login, logs in with a code computed from the key, trusts the device, and turns it off', async ({
  page,
}) => {
  // Four logins, an enrolment and its removal.
  test.slow();
  await loginAs(page, USERNAME);
  await loggedIn(page);

  // Enrolment: the key shown next to the QR code goes into the "app" (the test computes codes).
  let dialog = await openTwoStepDialog(page);
  await dialog.getByRole('button', { name: 'Ativar' }).click();
  await expect(
    dialog.getByRole('img', { name: 'QR code da chave da verificação em duas etapas' }),
  ).toBeVisible();
  const segredo = (await dialog.getByTestId('segredo-totp').innerText()).replace(/\s+/g, '');
  expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
  const campo = dialog.getByLabel('2. Digite o código de 6 dígitos que o aplicativo mostra');
  await campo.fill('000000');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(campo).toHaveAccessibleDescription('Código inválido ou expirado.');
  const ativacao = totpCode(segredo);
  await campo.fill(ativacao.codigo);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectNotice(page, 'Verificação em duas etapas ativada.');
  const codigos = dialog.getByTestId('codigos-recuperacao').locator('code');
  await expect(codigos).toHaveCount(10);
  const recuperacao = await codigos.first().innerText();
  await dialog.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(dialog).toBeHidden();

  // The password alone no longer opens the portal: the second step asks for a code.
  await logout(page, NOME);
  await loginAs(page, USERNAME);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código do aplicativo').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código inválido ou expirado.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/vbconnection\/login/);
  // The code the enrolment used is spent: the next step's (clock drift) logs in.
  const login = totpCode(segredo, ativacao.passo);
  await page.getByLabel('Código do aplicativo').fill(login.codigo);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await loggedIn(page);

  // A recovery code, once, and this device trusted: the next login skips the step.
  await logout(page, NOME);
  await loginAs(page, USERNAME);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(recuperacao);
  await page.getByLabel('Confiar neste dispositivo por 30 dias').check();
  await page.getByRole('button', { name: 'Verificar' }).click();
  await loggedIn(page);
  await logout(page, NOME);
  await loginAs(page, USERNAME);
  await loggedIn(page);

  // Off, with the password: the dialog says how many recovery codes were left.
  dialog = await openTwoStepDialog(page);
  await expect(dialog.getByText(/Restam 9 códigos de recuperação/)).toBeVisible();
  await dialog.getByLabel('Senha atual').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Desativar' }).click();
  await expectNotice(page, 'Verificação em duas etapas desativada.');
  await expect(dialog).toBeHidden();
  await logout(page, NOME);
  await loginAs(page, USERNAME);
  await loggedIn(page);
});
