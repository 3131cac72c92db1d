import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatCnpj } from '@portal/shared/common/documentos';
import { newCnpj, uniqueSuffix } from './support';

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
  await page
    .getByLabel('E-mail')
    .pressSequentially(`joana.${uniqueSuffix().toLowerCase()}@credito-horizonte.com.br`);

  const telefone = page.getByLabel('Telefone');
  await telefone.pressSequentially('2134567890', { delay: 20 });
  await expect(telefone).toHaveValue('(21) 3456-7890');
  await telefone.pressSequentially('1');
  await expect(telefone).toHaveValue('(21) 3 4567-8901');

  // A new alphanumeric CNPJ each run (a CNPJ already registered is refused), typed in lower case.
  const numero = newCnpj({ alfanumerico: true });
  const cnpjFormatado = formatCnpj(numero);
  const cnpj = page.getByLabel('CNPJ');
  await cnpj.pressSequentially(numero.toLowerCase(), { delay: 20 });
  await expect(cnpj).toHaveValue(cnpjFormatado);

  await page.getByLabel('Razão social').pressSequentially('Crédito Horizonte S.A.');
  await page.getByLabel('Selecionar todos').check();
  await expect(page.getByLabel('TO - Tocantins')).toBeChecked();
  await page.getByLabel('TO - Tocantins').uncheck();
  await expect(page.getByLabel('Selecionar todos')).not.toBeChecked();

  await expect(enviar).toBeEnabled();
  // The dialog is on screen for 1 s only (spec §2.2), and expect's polls come up to 1 s apart:
  // the page itself watches for it, at every frame, from before the click.
  const dialogShown = page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[role="dialog"]')).some(
        (dialog) =>
          dialog.textContent?.includes('Pré-cadastro realizado com sucesso!') &&
          dialog.textContent.includes('Em breve entraremos em contato.') &&
          dialog.getBoundingClientRect().height > 0,
      ),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
  await enviar.click();
  await dialogShown;
  await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
  await expect(page.getByRole('link', { name: 'Quero ser cliente' })).toBeVisible();

  // The commercial team's message, queued with the prospect and sent by the job worker.
  await expect.poll(() => emailsMentioning(cnpjFormatado).length, { timeout: 15_000 }).toBe(1);
  const [eml] = emailsMentioning(cnpjFormatado);
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
