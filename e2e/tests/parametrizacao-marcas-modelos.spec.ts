import { expect, test } from '@playwright/test';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  searchList,
  setSwitch,
  uniqueSuffix,
} from './support';

test('an administrator creates, edits, deactivates and deletes a brand/model', async ({ page }) => {
  const modelo = `TORO ${uniqueSuffix()}`;
  const novoModelo = `${modelo} ULTRA`;
  // A code of its own (the demo's are 100001 to 100003): 200000 to 999999.
  const codigo = String(200_000 + Math.floor(Math.random() * 800_000));

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/marca-modelo');
  await expect(page.getByRole('heading', { name: 'Marca / Modelo' })).toBeVisible();

  // A code already in the catalogue is refused under the field; the dialog keeps the rest.
  await page.getByRole('button', { name: 'Nova marca/modelo' }).click();
  const nova = page.getByRole('dialog', { name: 'Nova marca/modelo' });
  const codigoInput = nova.getByRole('textbox', { name: 'Código RENAVAM' });
  await codigoInput.fill('100001');
  await nova.getByRole('textbox', { name: 'Marca' }).fill('FIAT');
  await nova.getByRole('textbox', { name: 'Modelo' }).fill(modelo);
  await nova.getByRole('button', { name: 'Salvar' }).click();
  await expect(nova.getByText('Já existe uma marca/modelo com este código.')).toBeVisible();
  await expect(codigoInput).toHaveValue('100001');
  await expect(nova.getByRole('textbox', { name: 'Modelo' })).toHaveValue(modelo);

  await codigoInput.fill(codigo);
  await nova.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Marca/modelo cadastrada com sucesso!');
  await expect(nova).toBeHidden();
  await searchList(page, { Modelo: modelo });
  const row = page.getByRole('row', { name: new RegExp(modelo) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(codigo);
  await expect(row).toContainText('FIAT');
  await expect(row).toContainText('Ativa');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit: a new model name and the Ativa switch off.
  await row.getByRole('button', { name: `Editar FIAT - ${modelo}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar marca/modelo' });
  await expect(editar.getByRole('textbox', { name: 'Modelo' })).toHaveValue(modelo);
  await editar.getByRole('textbox', { name: 'Modelo' }).fill(novoModelo);
  await setSwitch(editar, 'Ativa', false);
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Marca/modelo alterada com sucesso!');
  await expect(editar).toBeHidden();
  const editada = page.getByRole('row', { name: new RegExp(novoModelo) });
  await expect(editada).toContainText('Inativa');

  const descricao = `FIAT - ${novoModelo}`;
  await deleteRow(page, editada, descricao, {
    title: 'Excluir marca/modelo',
    question: `Deseja realmente excluir a marca/modelo ${descricao}?`,
    notice: 'Marca/modelo excluída com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});
