import { expect, test } from '@playwright/test';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  searchList,
  setSwitch,
  uniqueSuffix,
} from './support';

test('an administrator creates, edits, deactivates and deletes a service type', async ({
  page,
}) => {
  const nome = `Vistoria Cautelar ${uniqueSuffix()}`;
  const novoNome = `${nome} Móvel`;
  // A code of its own, away from the reference ones and from the Detran prices' flow.
  const codigo = String(1000 + Math.floor(Math.random() * 4500));

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/servico');
  await expect(page.getByRole('heading', { name: 'Serviços' })).toBeVisible();

  // A code already taken is refused under the field; the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Novo serviço' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo serviço' });
  const codigoInput = novo.getByRole('textbox', { name: 'Código' });
  await codigoInput.fill('14');
  await novo.getByRole('textbox', { name: 'Nome' }).fill(nome);
  await novo.getByRole('textbox', { name: 'Descrição' }).fill('Laudo antes da venda');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(novo.getByText('Já existe um serviço com o código 14.')).toBeVisible();
  await expect(codigoInput).toHaveValue('14');
  await expect(novo.getByRole('textbox', { name: 'Nome' })).toHaveValue(nome);
  await expect(novo.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
    'Laudo antes da venda',
  );

  await codigoInput.fill(codigo);
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Serviço cadastrado com sucesso!');
  await expect(novo).toBeHidden();
  await searchList(page, { Nome: nome });
  const row = page.getByRole('row', { name: new RegExp(nome) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(codigo);
  await expect(row).toContainText('Laudo antes da venda');
  await expect(row).toContainText('Cadastrado');
  await expect(row).toContainText('Ativo');

  // Edit: a new name and the Ativo switch off; the code cannot change.
  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar serviço' });
  await expect(editar.getByRole('textbox', { name: 'Código' })).toBeDisabled();
  await editar.getByRole('textbox', { name: 'Nome' }).fill(novoNome);
  await setSwitch(editar, 'Ativo', false);
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Serviço alterado com sucesso!');
  await expect(editar).toBeHidden();
  const editado = page.getByRole('row', { name: new RegExp(novoNome) });
  await expect(editado.getByRole('cell').nth(0)).toHaveText(codigo);
  await expect(editado).toContainText('Inativo');

  await deleteRow(page, editado, novoNome, {
    title: 'Excluir serviço',
    question: `Deseja realmente excluir o serviço ${novoNome}?`,
    notice: 'Serviço excluído com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});
