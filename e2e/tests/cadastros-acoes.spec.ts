import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatCnpj } from '@portal/shared/common/documentos';
import { expectNotice, loginAndWaitForHome, newCnpj, uniqueSuffix, pickOption } from './support';

// Every write action of Administrativo > Cadastros, checked by what the person sees next: the
// notice, and the list as it now is (no reload). Each flow creates its own rows, with names
// no other spec looks for, and deletes only those.

type Aba = 'Clientes' | 'Fornecedores' | 'Agentes Financeiros';

/**
 * Opens a tab and waits for its own filters: a tab change is a navigation that React renders
 * a moment later, and until then the filters on the page are the previous tab's.
 */
async function showTab(page: Page, aba: Aba) {
  await page.getByRole('tab', { name: aba }).click();
  const panel = page.getByRole('tabpanel', { name: aba });
  await expect(panel.getByRole('form', { name: 'Filtros' })).toBeVisible();
}

async function openCadastros(page: Page, aba: Aba) {
  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/cliente');
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();
  await showTab(page, aba);
}

/** Searches the open tab's list by name, as typed in the 'Nome' filter. */
async function searchByName(page: Page, nome: string) {
  const filtros = page.getByRole('form', { name: 'Filtros' });
  await filtros.getByRole('textbox', { name: 'Nome' }).fill(nome);
  await filtros.getByRole('button', { name: 'Pesquisar' }).click();
}

/** Answers the Sim/Não confirmation titled `title`, checking what it asks. */
async function confirm(page: Page, title: string, question: string, answer: 'Sim' | 'Não') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toBeHidden();
}

interface NovoCliente {
  nomeFantasia: string;
  cnpj: string;
}

/** Registers a client through the 'Novo cliente' dialog of the Clientes tab. */
async function createCliente(page: Page, cliente: NovoCliente, withVbDetrans = false) {
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
  await dialog.getByLabel(/^Razão social/).fill(`${cliente.nomeFantasia} S.A.`);
  await dialog.getByLabel(/^Nome fantasia/).fill(cliente.nomeFantasia);
  await dialog.getByLabel(/^CNPJ/).pressSequentially(cliente.cnpj);
  await dialog.getByLabel(/^E-mail/).fill('contato@banco-e2e.test');
  await dialog.getByLabel(/^Telefone/).pressSequentially('1133334444');
  await dialog.getByLabel(/^CEP/).pressSequentially('01310100');
  await dialog.getByLabel(/^Logradouro/).fill('Avenida Paulista');
  await dialog.getByLabel(/^Número/).fill('1500');
  await dialog.getByLabel(/^Bairro/).fill('Bela Vista');
  await pickOption(dialog, /^UF/, 'SP - São Paulo', 'SP');
  await pickOption(dialog, /^Município/, 'São Paulo', 'São Paulo');
  if (withVbDetrans) {
    await dialog.getByRole('switch', { name: /vbDETRANS/ }).check();
  }
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Cliente cadastrado com sucesso!');
  await expect(dialog).toBeHidden();
}

test('an administrator creates, edits, deactivates and deletes a client', async ({ page }) => {
  test.slow();
  const suffix = uniqueSuffix();
  const cliente = { nomeFantasia: `Banco Ipê ${suffix}`, cnpj: newCnpj() };
  await openCadastros(page, 'Clientes');
  const clientes = page.getByRole('table', { name: 'Clientes' });

  await createCliente(page, cliente, true);
  await searchByName(page, cliente.nomeFantasia);
  const row = clientes.getByRole('row', { name: new RegExp(cliente.nomeFantasia) });
  await expect(row).toContainText(`${cliente.nomeFantasia} S.A.`);
  await expect(row).toContainText(formatCnpj(cliente.cnpj));
  await expect(row).toContainText('SP');
  await expect(row).toContainText('vbDETRANS');
  await expect(row).not.toContainText('vbPAGUE');
  await expect(row).toContainText('Ativo');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit: a new trade name and vbPAGUE on; the row shows both at once.
  const renomeado = `Banco Ipê Amarelo ${suffix}`;
  await row.getByRole('button', { name: `Editar ${cliente.nomeFantasia}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar cliente' });
  await expect(editar.getByLabel(/^CNPJ/)).toHaveValue(formatCnpj(cliente.cnpj));
  await editar.getByLabel(/^Nome fantasia/).fill(renomeado);
  await editar.getByRole('switch', { name: /vbPAGUE/ }).check();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Cliente alterado com sucesso!');
  await expect(editar).toBeHidden();
  const renamedRow = clientes.getByRole('row', { name: new RegExp(renomeado) });
  await expect(renamedRow).toContainText('vbPAGUE');
  await expect(renamedRow).toContainText('vbDETRANS');
  await expect(
    clientes.getByRole('row', { name: new RegExp(`^${cliente.nomeFantasia}`) }),
  ).toHaveCount(0);

  // Deactivate: the badge turns 'Inativo'.
  await renamedRow.getByRole('button', { name: `Editar ${renomeado}` }).click();
  await editar.getByRole('switch', { name: 'Ativo' }).uncheck();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Cliente alterado com sucesso!');
  await expect(editar).toBeHidden();
  await expect(renamedRow).toContainText('Inativo');

  // 'Não' keeps it; 'Sim' deletes it, and the list no longer has it.
  await renamedRow.getByRole('button', { name: `Excluir ${renomeado}` }).click();
  await confirm(page, 'Excluir cliente', `Deseja realmente excluir o cliente ${renomeado}?`, 'Não');
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: `Excluir ${renomeado}` }).click();
  await confirm(page, 'Excluir cliente', `Deseja realmente excluir o cliente ${renomeado}?`, 'Sim');
  await expectNotice(page, 'Cliente excluído com sucesso!');
  await expect(renamedRow).toHaveCount(0);
  await expect(clientes).toContainText('Nenhum registro encontrado');
});

test('an administrator creates, edits, deactivates, exports and deletes a supplier', async ({
  page,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const nome = `Despachos Aroeira ${suffix}`;
  const cnpj = newCnpj();
  await openCadastros(page, 'Fornecedores');
  const fornecedores = page.getByRole('table', { name: 'Fornecedores' });

  await page.getByRole('button', { name: 'Novo fornecedor' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo fornecedor' });
  // The 27 Detrans are the system's: a new supplier is another destination.
  await expect(novo.getByRole('combobox', { name: 'Tipo' })).toHaveValue('Outro destino');
  await expect(novo.getByRole('combobox', { name: 'Tipo' })).toBeDisabled();
  await novo.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await novo.getByLabel('Razão social').fill(`${nome} Ltda.`);
  await novo.getByLabel('CNPJ').pressSequentially(cnpj);
  await pickOption(novo, 'UF', 'PR - Paraná', 'PR');
  await novo.getByLabel('E-mail').fill('contato@aroeira.test');
  await novo.getByLabel('Telefone').pressSequentially('41999998888');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Fornecedor cadastrado com sucesso!');
  await expect(novo).toBeHidden();

  await searchByName(page, nome);
  const row = fornecedores.getByRole('row', { name: new RegExp(nome) });
  await expect(row).toContainText('Outro destino');
  await expect(row).toContainText('PR');
  await expect(row).toContainText(formatCnpj(cnpj));
  await expect(row).toContainText('contato@aroeira.test');
  await expect(row).toContainText('(41) 9 9999-8888');
  await expect(row).toContainText('Ativo');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit the e-mail and deactivate it in one save.
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar fornecedor' });
  await editar.getByLabel('E-mail').fill('financeiro@aroeira.test');
  await editar.getByRole('switch', { name: 'Ativo' }).uncheck();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Fornecedor alterado com sucesso!');
  await expect(editar).toBeHidden();
  await expect(row).toContainText('financeiro@aroeira.test');
  await expect(row).toContainText('Inativo');

  // The CSV of the search: a justification, then the file with the supplier as it now is.
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const exportar = page.getByRole('dialog', { name: 'Exportar fornecedores' });
  await exportar.getByRole('button', { name: 'Exportar' }).click();
  await expect(exportar.getByText('Campo obrigatório')).toBeVisible();
  await exportar
    .getByLabel(/^Justificativa/)
    .fill('Conferência do cadastro no teste de ponta a ponta');
  const downloading = page.waitForEvent('download');
  await exportar.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloading;
  const arquivo = download.suggestedFilename();
  expect(arquivo).toMatch(/\.csv$/);
  await expectNotice(page, `Arquivo ${arquivo} gerado com sucesso!`);
  await expect(exportar).toBeHidden();
  const csv = await readFile(await download.path(), 'utf8');
  const linhas = csv.trim().split(/\r?\n/);
  expect(linhas).toHaveLength(2);
  expect(linhas[1]).toContain(nome);
  expect(linhas[1]).toContain('financeiro@aroeira.test');

  // Delete: gone from the list at once.
  await row.getByRole('button', { name: `Excluir ${nome}` }).click();
  await confirm(
    page,
    'Excluir fornecedor',
    `Deseja realmente excluir o fornecedor ${nome}?`,
    'Sim',
  );
  await expectNotice(page, 'Fornecedor excluído com sucesso!');
  await expect(row).toHaveCount(0);
  await expect(fornecedores).toContainText('Nenhum registro encontrado');
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
});

test('an administrator creates a financial agent, moves it between clients, deactivates and deletes it', async ({
  page,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const primeiro = { nomeFantasia: `Banco Jatobá ${suffix}`, cnpj: newCnpj() };
  const segundo = { nomeFantasia: `Banco Cedro ${suffix}`, cnpj: newCnpj() };
  const nome = `Financeira Jacarandá ${suffix}`;
  const cnpj = newCnpj();

  // Two clients of this flow's own to associate the agent with.
  await openCadastros(page, 'Clientes');
  await createCliente(page, primeiro);
  await createCliente(page, segundo);

  await showTab(page, 'Agentes Financeiros');
  await page.getByRole('button', { name: 'Novo agente financeiro' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo agente financeiro' });
  await novo.getByLabel(/^Razão social/).fill(`${nome} S.A. Crédito e Financiamento`);
  await novo.getByLabel(/^Nome/).fill(nome);
  await novo.getByLabel(/^CNPJ/).pressSequentially(cnpj);
  await novo.getByLabel(/^Telefone/).pressSequentially('4832321000');
  await novo.getByLabel(/^CEP/).pressSequentially('88010000');
  await novo.getByLabel(/^Logradouro/).fill('Rua Felipe Schmidt');
  await novo.getByLabel(/^Número/).fill('200');
  await novo.getByLabel(/^Bairro/).fill('Centro');
  await pickOption(novo, /^UF/, 'SC - Santa Catarina', 'SC');
  await pickOption(novo, /^Município/, 'Florianópolis', 'Florian');
  await pickOption(novo, /^Clientes/, primeiro.nomeFantasia, primeiro.nomeFantasia);
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Agente financeiro cadastrado com sucesso!');
  await expect(novo).toBeHidden();

  const filtros = page.getByRole('form', { name: 'Filtros' });
  const agentes = page.getByRole('table', { name: 'Agentes financeiros' });
  await pickOption(filtros, /^Cliente/, primeiro.nomeFantasia, primeiro.nomeFantasia);
  const row = agentes.getByRole('row', { name: new RegExp(nome) });
  await expect(row).toContainText(formatCnpj(cnpj));
  await expect(row).toContainText('SC');
  await expect(row).toContainText('Ativo');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit the name; associate the second client and let go of the first, each at once.
  const renomeado = `Financeira Jacarandá Roxo ${suffix}`;
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar agente financeiro' });
  const associados = editar.getByRole('table', { name: 'Clientes' });
  await expect(associados).toContainText(primeiro.nomeFantasia);
  await pickOption(editar, 'Associar a um cliente', segundo.nomeFantasia, segundo.nomeFantasia);
  await editar.getByRole('button', { name: 'Associar', exact: true }).click();
  await expectNotice(page, `Agente financeiro associado ao cliente ${segundo.nomeFantasia}.`);
  await expect(associados).toContainText(segundo.nomeFantasia);
  await editar.getByRole('button', { name: `Desassociar ${primeiro.nomeFantasia}` }).click();
  await confirm(
    page,
    'Desassociar cliente',
    `Deseja realmente desassociar o agente financeiro ${nome} do cliente ${primeiro.nomeFantasia}?`,
    'Sim',
  );
  await expectNotice(page, `Agente financeiro desassociado do cliente ${primeiro.nomeFantasia}.`);
  await expect(associados.getByRole('row')).toHaveCount(1);
  await expect(associados).toContainText(segundo.nomeFantasia);
  await editar.getByLabel(/^Nome/).fill(renomeado);
  await editar.getByRole('switch', { name: 'Ativo' }).uncheck();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Agente financeiro alterado com sucesso!');
  await expect(editar).toBeHidden();

  // The first client's list no longer has it; the second's has it, renamed and inactive.
  await expect(agentes).toContainText('Nenhum registro encontrado');
  await pickOption(filtros, /^Cliente/, segundo.nomeFantasia, segundo.nomeFantasia);
  const renamedRow = agentes.getByRole('row', { name: new RegExp(renomeado) });
  await expect(renamedRow).toContainText('Inativo');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // An agent still working for a client is refused, with the reason, and stays.
  const pergunta = `Deseja realmente excluir o agente financeiro ${renomeado}?`;
  await renamedRow.getByRole('button', { name: `Excluir ${renomeado}` }).click();
  await confirm(page, 'Excluir agente financeiro', pergunta, 'Sim');
  await expectNotice(
    page,
    'O agente financeiro não pode ser excluído: ele está associado a 1 cliente. Desassocie-o antes.',
  );
  await expect(renamedRow).toBeVisible();

  // Let go of the last client: the second client's list no longer has it.
  await renamedRow.getByRole('button', { name: `Editar ${renomeado}` }).click();
  await editar.getByRole('button', { name: `Desassociar ${segundo.nomeFantasia}` }).click();
  await confirm(
    page,
    'Desassociar cliente',
    `Deseja realmente desassociar o agente financeiro ${renomeado} do cliente ${segundo.nomeFantasia}?`,
    'Sim',
  );
  await expectNotice(page, `Agente financeiro desassociado do cliente ${segundo.nomeFantasia}.`);
  await expect(editar.getByText('Nenhum cliente associado.')).toBeVisible();
  await editar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editar).toBeHidden();
  await expect(renamedRow).toHaveCount(0);

  // Found by its name among all agents, it is deleted now.
  await filtros.getByRole('button', { name: 'Limpar' }).click();
  await searchByName(page, renomeado);
  await expect(renamedRow).toContainText('Inativo');
  await renamedRow.getByRole('button', { name: `Excluir ${renomeado}` }).click();
  await confirm(page, 'Excluir agente financeiro', pergunta, 'Sim');
  await expectNotice(page, 'Agente financeiro excluído com sucesso!');
  await expect(renamedRow).toHaveCount(0);
  await expect(agentes).toContainText('Nenhum registro encontrado');

  // The clients of this flow go too.
  await showTab(page, 'Clientes');
  const clientes = page.getByRole('table', { name: 'Clientes' });
  await searchByName(page, suffix);
  await expect(page.getByText('Total de Registros: 2')).toBeVisible();
  for (const { nomeFantasia } of [primeiro, segundo]) {
    await clientes.getByRole('button', { name: `Excluir ${nomeFantasia}` }).click();
    await confirm(
      page,
      'Excluir cliente',
      `Deseja realmente excluir o cliente ${nomeFantasia}?`,
      'Sim',
    );
    await expectNotice(page, 'Cliente excluído com sucesso!');
    await expect(clientes.getByRole('row', { name: new RegExp(nomeFantasia) })).toHaveCount(0);
  }
  await expect(clientes).toContainText('Nenhum registro encontrado');
});
