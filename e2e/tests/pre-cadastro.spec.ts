import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// Without SMTP_URL (as in this run) the portal writes each e-mail into DATA_DIR/emails; the
// folder is the one playwright.config.ts gives the server.
const EMAILS_DIR = resolve(import.meta.dirname, '../../tmp/e2e-data/emails');

function emailsMentioning(text: string): string[] {
  let files: string[];
  try {
    files = readdirSync(EMAILS_DIR);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(EMAILS_DIR, file), 'utf8'))
    .filter((eml) => eml.includes(text));
}

test('a person pre-registers through the masks and is sent back to the landing page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Quero ser cliente' }).click();
  await expect(page).toHaveURL(/\/institucional\/pre-cadastro$/);
  await expect(page.getByRole('heading', { name: 'Pré-cadastro' })).toBeVisible();

  const enviar = page.getByRole('button', { name: 'Enviar pré-cadastro' });
  await expect(enviar).toBeDisabled();

  await page.getByLabel('Nome').pressSequentially('Joana Prado', { delay: 20 });
  await page.getByLabel('E-mail').pressSequentially('joana@credito-horizonte.com.br');

  const telefone = page.getByLabel('Telefone');
  await telefone.pressSequentially('2134567890', { delay: 20 });
  await expect(telefone).toHaveValue('(21) 3456-7890');
  await telefone.pressSequentially('1');
  await expect(telefone).toHaveValue('(21) 3 4567-8901');

  const cnpj = page.getByLabel('CNPJ');
  await cnpj.pressSequentially('9bx7k2m4000194', { delay: 20 });
  await expect(cnpj).toHaveValue('9B.X7K.2M4/0001-94');

  await page.getByLabel('Razão social').pressSequentially('Crédito Horizonte S.A.');
  await page.getByLabel('Selecionar todos').check();
  await expect(page.getByLabel('TO - Tocantins')).toBeChecked();
  await page.getByLabel('TO - Tocantins').uncheck();
  await expect(page.getByLabel('Selecionar todos')).not.toBeChecked();

  await expect(enviar).toBeEnabled();
  await enviar.click();

  const dialog = page.getByRole('dialog', { name: 'Pré-cadastro realizado com sucesso!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Em breve entraremos em contato.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
  await expect(page.getByRole('link', { name: 'Quero ser cliente' })).toBeVisible();

  // The commercial team's message, queued with the prospect and sent by the job worker.
  await expect
    .poll(() => emailsMentioning('9B.X7K.2M4/0001-94').length, { timeout: 15_000 })
    .toBe(1);
  const [eml] = emailsMentioning('9B.X7K.2M4/0001-94');
  expect(eml).toContain('To: comercial@registradora.local');
  expect(eml).toContain('Nome: Joana Prado');
  expect(eml).toContain('Telefone: (21) 3 4567-8901');
});

test('the pre-registration also answers at /vbconnection/pre-cadastro, linked from the login page', async ({
  page,
}) => {
  await page.goto('/vbconnection/login');
  await page.getByRole('link', { name: 'Quero ser cliente' }).click();
  await expect(page).toHaveURL(/\/vbconnection\/pre-cadastro$/);
  await expect(page.getByRole('heading', { name: 'Pré-cadastro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar pré-cadastro' })).toBeDisabled();
});
