import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNotice, loginAndWaitForHome, loginAs, logout } from './support';

// No other spec logs in as this demo user: changing its password cannot break their logins.
const USERNAME = 'victoria';
const NOME = 'Victoria Demonstração';
const NOVA_SENHA = 'Outra#Senha2027';

/** Fills 'Alterar Senha', opened from the user menu in the top bar, and saves it. */
async function changePassword(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: NOME }).click();
  await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
  await dialog.getByLabel('Senha atual').fill(current);
  await dialog.getByLabel('Nova senha').fill(next);
  await dialog.getByLabel('Confirmação da senha').fill(next);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  return dialog;
}

// The flow ends by giving the user its demo password back: a repeated run (--repeat-each)
// starts where the first did.
test('a user changes the password from the top bar and logs in again with the new one only', async ({
  page,
}) => {
  // Three logins and three password changes.
  test.slow();
  await loginAndWaitForHome(page, USERNAME);

  // A wrong current password: the server's message under the field, the dialog stays open.
  const dialog = await changePassword(page, 'Senha#Errada1', NOVA_SENHA);
  await expect(dialog.getByLabel('Senha atual')).toHaveAccessibleDescription(
    'A senha antiga não confere.',
  );
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // The right one (the server answers 204): the success notice, and the dialog closes.
  await changePassword(page, DEMO_PASSWORD, NOVA_SENHA);
  await expectNotice(page, 'Senha alterada com sucesso!');
  await expect(dialog).toBeHidden();

  // The old password no longer opens the portal; the new one does.
  await logout(page, NOME);
  await loginAs(page, USERNAME, DEMO_PASSWORD);
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/vbconnection\/login/);
  await loginAs(page, USERNAME, NOVA_SENHA);
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();

  // Back to the demo password, through the same dialog.
  await changePassword(page, NOVA_SENHA, DEMO_PASSWORD);
  await expectNotice(page, 'Senha alterada com sucesso!');
  await expect(dialog).toBeHidden();
  await logout(page, NOME);
  await loginAndWaitForHome(page, USERNAME);
});
