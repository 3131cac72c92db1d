import { expect, test } from '@playwright/test';
import { MENSAGENS } from '@portal/shared/common/messages';
import { loginAndWaitForHome, openMenuItem } from './support';

test('the side menu collapses to 60 px and expands to 256 px', async ({ page }) => {
  await loginAndWaitForHome(page, 'administrador');
  const menu = page.getByTestId('side-menu');
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(60);
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(256);
});

test("a window narrowed to a phone's width leaves the page in view, and widened again shows the whole menu", async ({
  page,
}) => {
  // A tablet turned from landscape to portrait does the same.
  await loginAndWaitForHome(page, 'administrador');
  const menu = page.getByTestId('side-menu');
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(256);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu).toHaveAttribute('data-collapsed', 'true');
  await expect(menu).not.toBeInViewport();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seja bem-vindo(a)!' }),
  ).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(256);
});

test('the administrator sees every menu group', async ({ page }) => {
  await loginAndWaitForHome(page, 'administrador');
  const menu = page.getByTestId('side-menu');
  for (const group of ['Página Inicial', 'vbAuto', 'Administrativo', 'Funcionalidades']) {
    await expect(menu.getByText(group, { exact: true })).toBeVisible();
  }
});

test('an operator of a client sees only its groups and the functions its client has', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'operador');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('vbAuto', { exact: true })).toBeVisible();
  await expect(menu.getByText('Administrativo', { exact: true })).toHaveCount(0);
  const vbDetrans = menu.getByRole('link', { name: 'vbDETRANS', exact: true });
  if (!(await vbDetrans.isVisible()))
    await menu.getByText('Funcionalidades', { exact: true }).click();
  await expect(vbDetrans).toBeVisible();
  await expect(menu.getByText('vbHUB', { exact: true })).toBeVisible();
  await expect(menu.getByText('vbPAGUE', { exact: true })).toHaveCount(0);
});

test('a menu entry not built yet says so plainly, with AUTO on vbAuto pages', async ({ page }) => {
  await loginAndWaitForHome(page, 'administrador');
  // Consultar, Registrar and Relatórios are built; the Administrativo menu's Tasks is not yet.
  await openMenuItem(page, 'Administrativo', 'Tasks');
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/task$/);
  await expect(page.getByText(MENSAGENS.funcionalidadeIndisponivel)).toBeVisible();
  await expect(page.getByText('AUTO', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);
});

test('the director gets the reduced layout on totais', async ({ page }) => {
  await page.goto('/vbconnection/login');
  await page.getByLabel('Usuário').fill('diretoria');
  await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/totais$/);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
});
