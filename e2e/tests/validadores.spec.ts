import { expect, test } from '@playwright/test';
import { loginAndWaitForHome, openMenuItem } from './support';

test('an administrator checks documents in the CPF/CNPJ validator', async ({ page }) => {
  await loginAndWaitForHome(page, 'administrador');
  await openMenuItem(page, 'Administrativo', 'Validador CPF/CNPJ');
  const dialog = page.getByRole('dialog', { name: 'Validador CPF/CNPJ' });
  const input = dialog.getByLabel('CPF/CNPJ');

  await input.fill('12.abc.345/01de-35');
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog.getByText('CNPJ Válido!')).toBeVisible();

  await input.fill('12.ABC.345/01DE-36');
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog.getByText('CNPJ Inválido!')).toBeVisible();

  await input.fill('529.982.247-25');
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog.getByText('CPF Válido!')).toBeVisible();
});

test('an operator has no validator entry', async ({ page }) => {
  await loginAndWaitForHome(page, 'operador');
  await expect(page.getByTestId('side-menu').getByText('Validador CPF/CNPJ')).toHaveCount(0);
});
