import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  newUserWithPassword,
  openMenuItem,
  pickOption,
  searchList,
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

/** Publishes a message to a profile through 'Nova mensagem', as the first flow does. */
async function publicar(page: Page, titulo: string, perfil: string, texto: string) {
  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await dialog.getByLabel(/^Título/).fill(titulo);
  await pickOption(dialog, /^Destinatários/, 'Um perfil');
  await pickOption(dialog, /^Perfil/, perfil, perfil.slice(0, 5));
  await dialog.getByLabel(/^Texto/).fill(texto);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Mensagem publicada com sucesso!');
  await expect(dialog).toBeHidden();
}

async function abrirMensagens(page: Page) {
  await loginAndWaitForHome(page, 'administrador');
  await page.goto(`${A}/administrativo/mensagem`);
  await expect(page.getByRole('heading', { name: 'Mensagens Administrativas' })).toBeVisible();
}

test('an administrator edits a message from its row, and the list and the message show the change', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const antes = `Aviso ${suffix}`;
  const depois = `Comunicado ${suffix}`;
  await abrirMensagens(page);
  // A profile no flow logs in with: nobody's bell depends on it.
  await publicar(page, antes, 'Comercial', 'Texto antes da revisão.');
  await searchList(page, { Título: suffix });
  const rows = page.getByRole('table', { name: 'Mensagens administrativas' }).getByRole('row');
  await expect(rows.filter({ hasText: antes })).toHaveCount(1);

  await rows
    .filter({ hasText: antes })
    .getByRole('button', { name: `Editar ${antes}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Editar mensagem' });
  const titulo = dialog.getByLabel(/^Título/);
  await expect(titulo).toHaveValue(antes);
  // The title typed over, as a person selecting it all would.
  await titulo.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(depois);
  await dialog.getByLabel(/^Texto/).fill('Texto revisado: o portal volta às 23h30.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Mensagem alterada com sucesso!');
  await expect(dialog).toBeHidden();

  // The list, refreshed with the same filter: the new title in the same row, the old one gone.
  const row = rows.filter({ hasText: depois });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Perfil Comercial');
  await expect(rows.filter({ hasText: antes })).toHaveCount(0);
  await expect(page.getByText(/Total de Registros/)).toContainText('Total de Registros: 1');

  // The message itself, opened again after a reload, carries the new text.
  await page.reload();
  await searchList(page, { Título: suffix });
  await row.getByRole('button', { name: `Visualizar ${depois}` }).click();
  const visualizar = page.getByRole('dialog', { name: 'Mensagem', exact: true });
  await expect(visualizar.getByLabel(/^Título/)).toHaveValue(depois);
  await expect(visualizar.getByLabel(/^Texto/)).toHaveValue(
    'Texto revisado: o portal volta às 23h30.',
  );
});

test('an administrator deletes a message after its confirmation, and the row leaves the list', async ({
  page,
}) => {
  const titulo = `Remover ${uniqueSuffix()}`;
  await abrirMensagens(page);
  await publicar(page, titulo, 'Comercial', 'Uma mensagem publicada por engano.');
  await searchList(page, { Título: titulo });
  const row = page
    .getByRole('table', { name: 'Mensagens administrativas' })
    .getByRole('row')
    .filter({ hasText: titulo });
  await expect(row).toHaveCount(1);

  await deleteRow(page, row, titulo, {
    title: 'Excluir mensagem',
    question: `Deseja excluir a mensagem "${titulo}"? Ela deixa de aparecer para todos.`,
    notice: 'Mensagem excluída com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();

  // The server forgot it too: a reload and the same search find nothing.
  await page.reload();
  await searchList(page, { Título: titulo });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a user marks every notification read at once, and the bell shows no unread count', async ({
  page,
  browser,
  request,
}) => {
  // A new user of a profile only this flow addresses: its unread messages are this flow's.
  const usuario = await newUserWithPassword(request, { perfil: 'CONSULTORIA', prefixo: 'sino' });
  const suffix = uniqueSuffix();
  const titulos = [`Primeira ${suffix}`, `Segunda ${suffix}`];
  await abrirMensagens(page);
  for (const titulo of titulos) {
    await publicar(page, titulo, 'Consultoria', `O texto da mensagem ${titulo}.`);
  }

  const leitor = await newPage(browser);
  await loginAndWaitForHome(leitor.page, usuario.username, usuario.password);
  const bell = leitor.page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações: 2 não lidas');
  // The red count on the bell (the indicator around it).
  await expect(bell.locator('..')).toHaveText('2');
  await bell.click();
  const popover = leitor.page.getByRole('dialog', { name: 'Notificações' });
  for (const titulo of titulos) {
    await expect(popover.getByRole('listitem').filter({ hasText: titulo })).toContainText('Nova');
  }

  await popover.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell).toHaveAccessibleName('Notificações');
  await expect(bell.locator('..')).toHaveText('');
  await expect(popover.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
  for (const titulo of titulos) {
    const item = popover.getByRole('listitem').filter({ hasText: titulo });
    await expect(item).toContainText(`O texto da mensagem ${titulo}.`);
    await expect(item).not.toContainText('Nova');
    await expect(item.getByRole('button')).toHaveCount(0);
  }

  // The reading is the server's: a reload shows the bell without a count.
  await leitor.page.reload();
  await expect(leitor.page.getByRole('button', { name: /^Notificações/ })).toHaveAccessibleName(
    'Notificações',
  );
  await leitor.context.close();
});
