import { expect, test } from '@playwright/test';
import { formatCpf } from '@portal/shared/common/documentos';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  pickOption,
  randomCpf,
  searchList,
  setSwitch,
  uniqueSuffix,
} from './support';

// Banco Exemplo's dispatchers: the Master of Banco Demonstração counts its own in another spec.
test('an administrator creates, edits, deactivates and deletes a dispatcher of Banco Exemplo', async ({
  page,
}) => {
  const nome = `Despachante Sorocabano ${uniqueSuffix()}`;
  const novoNome = `${nome} ME`;
  const cpf = randomCpf();

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/despachante');
  await expect(page.getByRole('heading', { name: 'Despachantes' })).toBeVisible();

  // A CPF with wrong check digits is refused under the field; what was typed stays.
  await page.getByRole('button', { name: 'Novo despachante' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo despachante' });
  await pickOption(novo, 'Cliente', 'Banco Exemplo', 'Exemplo');
  await novo.getByRole('textbox', { name: 'Nome' }).fill(nome);
  const documento = novo.getByRole('textbox', { name: 'CPF/CNPJ' });
  await documento.pressSequentially('12345678900');
  await expect(documento).toHaveValue('123.456.789-00');
  await pickOption(novo, 'UF', 'SP - São Paulo', 'SP');
  await pickOption(novo, 'Município', 'Sorocaba', 'Sorocaba');
  const telefone = novo.getByRole('textbox', { name: 'Telefone' });
  await telefone.pressSequentially('1532321000');
  await expect(telefone).toHaveValue('(15) 3232-1000');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(novo.getByText('CPF/CNPJ Inválido')).toBeVisible();
  await expect(novo.getByRole('textbox', { name: 'Nome' })).toHaveValue(nome);
  await expect(telefone).toHaveValue('(15) 3232-1000');

  await documento.fill('');
  await documento.pressSequentially(cpf);
  await expect(documento).toHaveValue(formatCpf(cpf));
  await expect(novo.getByText('CPF/CNPJ Inválido')).toHaveCount(0);
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Despachante cadastrado com sucesso!');
  await expect(novo).toBeHidden();
  await searchList(page, { Nome: nome });
  const row = page.getByRole('row', { name: new RegExp(nome) });
  await expect(row).toContainText(formatCpf(cpf));
  await expect(row).toContainText('Banco Exemplo');
  await expect(row).toContainText('Sorocaba/SP');
  await expect(row).toContainText('(15) 3232-1000');
  await expect(row).toContainText('Ativo');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit: a new name, a mobile phone and the Ativo switch off.
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar despachante' });
  await expect(editar.getByRole('textbox', { name: 'Nome' })).toHaveValue(nome);
  await editar.getByRole('textbox', { name: 'Nome' }).fill(novoNome);
  const celular = editar.getByRole('textbox', { name: 'Telefone' });
  await celular.fill('');
  await celular.pressSequentially('15999998888');
  await expect(celular).toHaveValue('(15) 9 9999-8888');
  await setSwitch(editar, 'Ativo', false);
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Despachante alterado com sucesso!');
  await expect(editar).toBeHidden();
  const editado = page.getByRole('row', { name: new RegExp(novoNome) });
  await expect(editado).toContainText('(15) 9 9999-8888');
  await expect(editado).toContainText('Inativo');

  await deleteRow(page, editado, novoNome, {
    title: 'Excluir despachante',
    question: `Deseja realmente excluir o despachante ${novoNome}?`,
    notice: 'Despachante excluído com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});
