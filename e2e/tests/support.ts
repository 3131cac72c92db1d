import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** Logs in through the login page, as a person would, and waits for the welcome page. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/vbconnection/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function loginAndWaitForHome(page: Page, username: string) {
  await loginAs(page, username);
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();
}

/** Opens a side-menu group only when the item is hidden, as a person would, and clicks it. */
export async function openMenuItem(page: Page, group: string, item: string) {
  const menu = page.getByTestId('side-menu');
  // A page entry is a link; an entry that opens a dialog is a button.
  const entry = menu
    .getByRole('link', { name: item, exact: true })
    .or(menu.getByRole('button', { name: item, exact: true }));
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await entry.click();
}
