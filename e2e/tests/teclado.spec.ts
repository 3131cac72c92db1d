import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, uniqueSuffix } from './support';

/**
 * A person who uses no mouse: Tab, typing and Enter only. `tabTo` presses Tab until `target`
 * holds the focus, as such a person would, and fails if it never does.
 */
async function tabTo(page: Page, target: Locator, maxTabs = 40) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a person logs in and creates an economic group by keyboard alone', async ({ page }) => {
  await page.goto('/vbconnection/login');

  // Login: the page opens in 'Usuário'; Shift+Tab reaches the skip link before it.
  const usuario = page.getByLabel('Usuário');
  await expect(usuario).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused();
  await tabTo(page, usuario);
  await page.keyboard.type('administrador');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  // The show-password button is the next stop, named in Portuguese.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar senha' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Ocultar senha' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  // The welcome page, with focus on its title (not left on <body>).
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  const welcome = page.getByRole('heading', { level: 1, name: 'Seja bem-vindo(a)!' });
  await expect(welcome).toBeFocused();

  // The register, opened by URL as a bookmark would: focus on its title again.
  await page.goto('/vbconnection/vbauto/grupo-economico');
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos Econômicos' })).toBeFocused();

  // 'Novo', the fields, 'Salvar': a refused save first puts focus on the field to fix.
  const nome = `Grupo Teclado ${uniqueSuffix()}`;
  await tabTo(page, page.getByRole('button', { name: 'Novo grupo econômico' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Novo grupo econômico' });
  await expect(dialog).toBeVisible();
  const nomeField = dialog.getByRole('textbox', { name: 'Nome' });
  await tabTo(page, dialog.getByRole('button', { name: 'Salvar' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await expect(nomeField).toBeFocused();
  await page.keyboard.type(nome);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Descrição' })).toBeFocused();
  await page.keyboard.type('Criado sem mouse');
  await tabTo(page, dialog.getByRole('button', { name: 'Salvar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Grupo econômico cadastrado com sucesso!' }),
  ).toBeVisible();

  // Found in the list by its name, typed in the filter and sent with Enter.
  const filtros = page.getByRole('form', { name: 'Filtros' });
  await tabTo(page, filtros.getByRole('textbox', { name: 'Nome' }));
  await page.keyboard.type(nome);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: nome })).toContainText('Ativo');
});
