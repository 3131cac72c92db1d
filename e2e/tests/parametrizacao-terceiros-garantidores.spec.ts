import { expect, test } from '@playwright/test';
import { formatCpf } from '@portal/shared/common/documentos';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  pickOption,
  randomCpf,
  searchList,
  uniqueSuffix,
} from './support';

test('an administrator creates, edits and deletes a third-party guarantor of Banco Exemplo', async ({
  page,
}) => {
  const nome = `Garantidora Londrinense ${uniqueSuffix()}`;
  const novoNome = `${nome} Participações`;
  const cpf = randomCpf();

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/terceiro-garantidor');
  await expect(page.getByRole('heading', { name: 'Terceiro Garantidor' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo terceiro garantidor' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo terceiro garantidor' });
  await pickOption(novo, 'Cliente', 'Banco Exemplo', 'Exemplo');
  await novo.getByRole('textbox', { name: 'Nome / Razão social' }).fill(nome);
  const documento = novo.getByRole('textbox', { name: 'CPF/CNPJ' });
  await documento.pressSequentially(cpf);
  await expect(documento).toHaveValue(formatCpf(cpf));
  const telefone = novo.getByRole('textbox', { name: 'Telefone' });
  await telefone.pressSequentially('43988776655');
  await expect(telefone).toHaveValue('(43) 9 8877-6655');
  await novo.getByRole('textbox', { name: 'E-mail' }).fill('contato@garantidora.test');
  // An incomplete CEP is refused under the field; the rest of the address stays as typed.
  const cep = novo.getByRole('textbox', { name: 'CEP' });
  await cep.pressSequentially('8601');
  await novo.getByRole('textbox', { name: 'Logradouro' }).fill('Avenida Higienópolis');
  await novo.getByRole('textbox', { name: 'Número' }).fill('1200');
  await novo.getByRole('textbox', { name: 'Bairro' }).fill('Centro');
  await pickOption(novo, 'UF', 'PR - Paraná', 'PR');
  await pickOption(novo, 'Município', 'Londrina', 'Londrina');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(novo.getByText('CEP Inválido')).toBeVisible();
  await expect(cep).toHaveValue('8601');
  await expect(novo.getByRole('textbox', { name: 'Logradouro' })).toHaveValue(
    'Avenida Higienópolis',
  );
  await expect(documento).toHaveValue(formatCpf(cpf));

  await cep.fill('');
  await cep.pressSequentially('86010000');
  await expect(cep).toHaveValue('86010-000');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Terceiro garantidor cadastrado com sucesso!');
  await expect(novo).toBeHidden();
  await searchList(page, { Nome: nome });
  const row = page.getByRole('row', { name: new RegExp(nome) });
  await expect(row).toContainText(formatCpf(cpf));
  await expect(row).toContainText('Banco Exemplo');
  await expect(row).toContainText('Londrina/PR');
  await expect(row).toContainText('(43) 9 8877-6655');
  await expect(row).toContainText('contato@garantidora.test');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit: a new name and e-mail.
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar terceiro garantidor' });
  await expect(editar.getByRole('textbox', { name: 'Nome / Razão social' })).toHaveValue(nome);
  await editar.getByRole('textbox', { name: 'Nome / Razão social' }).fill(novoNome);
  await editar.getByRole('textbox', { name: 'E-mail' }).fill('financeiro@garantidora.test');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Terceiro garantidor alterado com sucesso!');
  await expect(editar).toBeHidden();
  const editado = page.getByRole('row', { name: new RegExp(novoNome) });
  await expect(editado).toContainText('financeiro@garantidora.test');

  await deleteRow(page, editado, novoNome, {
    title: 'Excluir terceiro garantidor',
    question: `Deseja realmente excluir o terceiro garantidor ${novoNome}?`,
    notice: 'Terceiro garantidor excluído com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});
