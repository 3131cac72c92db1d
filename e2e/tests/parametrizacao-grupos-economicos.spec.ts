import { expect, test } from '@playwright/test';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  searchList,
  setSwitch,
  uniqueSuffix,
} from './support';

test('an administrator creates, edits, deactivates and deletes an economic group', async ({
  page,
}) => {
  const nome = `Grupo Ribeirão ${uniqueSuffix()}`;
  const novoNome = `${nome} Holding`;

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/grupo-economico');
  await expect(page.getByRole('heading', { name: 'Grupos Econômicos' })).toBeVisible();

  // Create: a name already taken is refused under the field, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Novo grupo econômico' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo grupo econômico' });
  await novo.getByRole('textbox', { name: 'Nome' }).fill('Grupo Demonstração');
  await novo.getByRole('textbox', { name: 'Descrição' }).fill('Usinas e concessionárias');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(novo.getByText('Já existe um grupo econômico com este nome.')).toBeVisible();
  await expect(novo.getByRole('textbox', { name: 'Nome' })).toHaveValue('Grupo Demonstração');
  await expect(novo.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
    'Usinas e concessionárias',
  );

  await novo.getByRole('textbox', { name: 'Nome' }).fill(nome);
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Grupo econômico cadastrado com sucesso!');
  await expect(novo).toBeHidden();
  await searchList(page, { Nome: nome });
  const row = page.getByRole('row', { name: new RegExp(nome) });
  await expect(row).toContainText('Usinas e concessionárias');
  await expect(row).toContainText('Ativo');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit: a new name and the Ativo switch off; the list shows both at once.
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar grupo econômico' });
  await expect(editar.getByRole('textbox', { name: 'Nome' })).toHaveValue(nome);
  await editar.getByRole('textbox', { name: 'Nome' }).fill(novoNome);
  await setSwitch(editar, 'Ativo', false);
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Grupo econômico alterado com sucesso!');
  await expect(editar).toBeHidden();
  const editado = page.getByRole('row', { name: new RegExp(novoNome) });
  await expect(editado).toContainText('Inativo');

  // Delete: 'Não' keeps it, 'Sim' removes it from the list as it is shown.
  await deleteRow(page, editado, novoNome, {
    title: 'Excluir grupo econômico',
    question: `Deseja realmente excluir o grupo econômico ${novoNome}?`,
    notice: 'Grupo econômico excluído com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});
