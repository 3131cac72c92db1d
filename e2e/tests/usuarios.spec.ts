import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNotice, loginAndWaitForHome, newCnpj, uniqueSuffix } from './support';

const LISTA = '/vbconnection/vbauto/administrativo/usuario';

/**
 * A pre-registration sent through the public API, as the pre-registration page sends it: a new
 * client and its contact, a PRE_CADASTRADO user named after the e-mail. The form must stay open
 * a few seconds (the server drops faster submissions as automated).
 */
async function preCadastrar(request: APIRequestContext, nome: string): Promise<string> {
  const form = await request.get('/api/publica/preCadastro/formulario');
  const { tokenFormulario } = (await form.json()) as { tokenFormulario: string };
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const email = `${nome.toLowerCase().replace(/\s+/g, '.')}@exemplo.test`;
  const enviado = await request.post('/api/publica/preCadastro/enviar', {
    data: {
      nome,
      telefone: '11987654321',
      email,
      razaoSocial: `${nome} Financeira S.A.`,
      cnpj: newCnpj(),
      estados: ['SP'],
      tokenFormulario,
    },
  });
  expect(enviado.status()).toBe(201);
  return email;
}

async function buscar(page: Page, texto: string, status?: string) {
  const filtros = page.getByRole('form', { name: 'Filtros' });
  await filtros.getByRole('textbox', { name: 'Nome', exact: true }).fill(texto);
  if (status) {
    await filtros.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
  }
  await filtros.getByRole('button', { name: 'Pesquisar' }).click();
}

async function agir(page: Page, acao: string, nome: string, titulo: string, sucesso: string) {
  const row = page.getByRole('row').filter({ hasText: nome });
  await row.getByRole('button', { name: `${acao} ${nome}` }).click();
  const dialog = page.getByRole('dialog', { name: titulo });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, sucesso);
}

test('an administrator approves a pre-registration, edits the user, blocks, unblocks and removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const nome = `Contato ${uniqueSuffix()}`;
  await preCadastrar(request, nome);

  await loginAndWaitForHome(page, 'administrador');
  await page.goto(LISTA);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usuários');
  await buscar(page, nome);
  const row = page.getByRole('row').filter({ hasText: nome });
  await expect(row).toContainText('Pré-cadastrado');

  await agir(page, 'Aprovar', nome, 'Aprovar pré-cadastro', 'Pré-cadastro aprovado com sucesso!');
  await expect(row).toContainText('Ativo');

  // Edit: the page opens from the row, and the list shows the new name afterwards.
  await row.getByRole('link', { name: `Editar ${nome}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar Usuário');
  const editado = `${nome} Editado`;
  await page.getByRole('textbox', { name: 'Nome' }).fill(editado);
  await page.getByRole('textbox', { name: 'Telefone' }).fill('');
  await page.getByRole('textbox', { name: 'Telefone' }).pressSequentially('1133334444');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Usuário alterado com sucesso!');
  await expect(page).toHaveURL(new RegExp(`${LISTA}$`));
  await buscar(page, editado);
  const editadoRow = page.getByRole('row').filter({ hasText: editado });
  await expect(editadoRow).toBeVisible();

  await agir(page, 'Bloquear', editado, 'Bloquear usuário', 'Usuário bloqueado com sucesso!');
  await expect(editadoRow).toContainText('Bloqueado');
  await agir(
    page,
    'Desbloquear',
    editado,
    'Desbloquear usuário',
    'Usuário desbloqueado com sucesso!',
  );
  await expect(editadoRow).toContainText('Ativo');

  // Remove: 'Não' leaves it; 'Sim' removes it from the list (the row stays, as Removido).
  await editadoRow.getByRole('button', { name: `Remover ${editado}` }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Remover usuário' });
  await expect(confirmacao).toContainText(`Deseja remover o usuário ${editado}?`);
  await confirmacao.getByRole('button', { name: 'Não' }).click();
  await expect(editadoRow).toBeVisible();
  await agir(page, 'Remover', editado, 'Remover usuário', 'Usuário removido com sucesso!');
  await expect(editadoRow).toHaveCount(0);
  await buscar(page, editado, 'Removido');
  await expect(page.getByRole('row').filter({ hasText: editado })).toContainText('Removido');
});

test('an administrator rejects a pre-registration', async ({ page, request }) => {
  test.setTimeout(60_000);
  const nome = `Recusado ${uniqueSuffix()}`;
  await preCadastrar(request, nome);
  await loginAndWaitForHome(page, 'administrador');
  await page.goto(LISTA);
  await buscar(page, nome);
  const row = page.getByRole('row').filter({ hasText: nome });
  await expect(row).toContainText('Pré-cadastrado');
  await agir(page, 'Reprovar', nome, 'Reprovar pré-cadastro', 'Pré-cadastro reprovado.');
  await expect(row).toHaveCount(0);
});

test('a user saves its preferences and the lists page by them', async ({ page }) => {
  await loginAndWaitForHome(page, 'administrativo');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Preferências' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferências' });
  await dialog.getByRole('combobox', { name: 'Registros por página' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await dialog.getByLabel('Período: início').fill('2026-01-01');
  await dialog.getByLabel('Período: fim').fill('2026-01-31');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Preferências salvas com sucesso!');
  await expect(dialog).toBeHidden();

  await page.goto(LISTA);
  await expect(page.getByRole('table', { name: 'Usuários' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('combobox', { name: 'Resultados por página' })).toHaveValue('10');

  // The dialog opens again with what was saved.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Preferências' }).click();
  await expect(dialog.getByLabel('Período: início')).toHaveValue('2026-01-01');
});
