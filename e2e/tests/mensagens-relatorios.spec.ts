import { expect, test, type Browser } from '@playwright/test';
import {
  expectNotice,
  loginAndWaitForHome,
  openMenuItem,
  pickOption,
  uniqueSuffix,
} from './support';

const A = '/vbconnection/vbauto';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('an administrator publishes a message to a profile; an operator sees it in the bell and marks it read', async ({
  page,
  browser,
}) => {
  const titulo = `Manutenção ${uniqueSuffix()}`;
  await loginAndWaitForHome(page, 'administrador');
  await page.goto(`${A}/administrativo/mensagem`);
  await expect(page.getByRole('heading', { name: 'Mensagens Administrativas' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await dialog.getByLabel(/^Título/).fill(titulo);
  await pickOption(dialog, /^Destinatários/, 'Um perfil');
  await pickOption(dialog, /^Perfil/, 'Operador', 'Oper');
  await dialog.getByLabel(/^Texto/).fill('O portal ficará indisponível no sábado, das 22h às 23h.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Mensagem publicada com sucesso!');
  const row = page.getByRole('row').filter({ hasText: titulo });
  await expect(row).toContainText('Perfil Operador');
  await expect(row).toContainText('Em vigor');
  await expect(row).toContainText('0 usuários');

  // Another person, logged in elsewhere, finds it in the top bar.
  const operador = await newPage(browser);
  await loginAndWaitForHome(operador.page, 'operador');
  const bell = operador.page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const popover = operador.page.getByRole('dialog', { name: 'Notificações' });
  const item = popover.getByRole('listitem').filter({ hasText: titulo });
  await expect(item).toContainText('O portal ficará indisponível no sábado');
  await expect(item).toContainText('Nova');
  await item.getByRole('button', { name: `Marcar "${titulo}" como lida` }).click();
  await expect(item).not.toContainText('Nova');
  await expect(item.getByRole('button')).toHaveCount(0);

  // The administrator's list counts the reading (opened again).
  await page.reload();
  await expect(row).toContainText('1 usuário');
  await operador.context.close();
});

test('an administrator ends a user’s session, and the user is sent to the login page', async ({
  page,
  browser,
}) => {
  // A profile no other flow logs in with, so its newest session is this test's.
  const usuario = await newPage(browser);
  await loginAndWaitForHome(usuario.page, 'ws_send');

  await loginAndWaitForHome(page, 'administrador');
  await page.goto(`${A}/relatorio`);
  await page.getByRole('link', { name: /Sessões Ativas/ }).click();
  await expect(page.getByRole('heading', { name: 'Sessões Ativas' })).toBeVisible();
  const filtros = page.getByRole('form', { name: 'Filtros' });
  await filtros.getByRole('textbox', { name: 'Usuário (login ou nome)' }).fill('ws_send');
  await filtros.getByRole('button', { name: 'Pesquisar' }).click();
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'ws_send' });
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  // Newest first: the session opened above.
  await rows
    .first()
    .getByRole('button', { name: 'Encerrar a sessão de WS Send Demonstração' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
  await expectNotice(page, 'Sessão encerrada com sucesso!');
  await expect(rows).toHaveCount(before - 1);

  // The user's next request answers 401: back to the login page.
  await usuario.page.reload();
  await expect(usuario.page).toHaveURL(/\/vbconnection\/login/);
  await usuario.context.close();
});

test('the access report lists the logins of the day and exports them with a justification', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'administrador');
  await page.goto(`${A}/relatorio/acesso`);
  await expect(page.getByRole('heading', { name: 'Acessos dos Usuários' })).toBeVisible();
  const filtros = page.getByRole('form', { name: 'Filtros' });
  await filtros.getByRole('textbox', { name: 'Usuário (login ou nome)' }).fill('administrador');
  await pickOption(filtros, 'Evento', 'Login');
  await filtros.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('administrador');

  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Auditoria dos acessos');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^acessos-\d{8}\.csv$/);
});

test('the Relatórios page offers an operator only the reports it may open, and says what is not built', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'operador');
  await openMenuItem(page, 'vbAuto', 'Relatórios');
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/relatorio$/);
  await expect(page.getByText('AUTO', { exact: true })).toBeVisible();
  // §6: the access and user reports are not the Operador's.
  await expect(page.getByText('Acessos dos Usuários')).toHaveCount(0);
  await expect(page.getByText('Sessões Ativas')).toHaveCount(0);
  await expect(page.getByText('Movimentação')).toBeVisible();
  await expect(page.getByText('Ainda não disponível').first()).toBeVisible();
});
