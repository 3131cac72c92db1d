import { expect, test } from '@playwright/test';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  novoChassi,
  pickOption,
  searchList,
} from './support';

test('an administrator creates, edits and deletes a vehicle of Banco Exemplo', async ({ page }) => {
  const chassi = novoChassi('');

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/veiculos');
  await expect(page.getByRole('heading', { name: 'Veículos' })).toBeVisible();

  // A chassis too short is refused under the field; what was typed stays in the dialog.
  await page.getByRole('button', { name: 'Novo veículo' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo veículo' });
  await pickOption(novo, 'Cliente', 'Banco Exemplo', 'Exemplo');
  const chassiInput = novo.getByRole('textbox', { name: 'Chassi', exact: true });
  await chassiInput.pressSequentially(chassi.slice(0, 10).toLowerCase());
  await expect(chassiInput).toHaveValue(chassi.slice(0, 10));
  await pickOption(novo, 'Marca/Modelo', 'VW - GOL 1.0 (100001)', 'GOL');
  const placa = novo.getByRole('textbox', { name: 'Placa' });
  await placa.pressSequentially('bra2024');
  await expect(placa).toHaveValue('BRA-2024');
  await pickOption(novo, 'UF da placa', 'SP', 'SP');
  await novo.getByRole('textbox', { name: 'Ano de fabricação' }).fill('2023');
  await novo.getByRole('textbox', { name: 'Ano modelo' }).fill('2024');
  await novo.getByRole('textbox', { name: 'Cor' }).fill('Prata');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    novo.getByText('O chassi deve ter 17 caracteres (até 21 se remarcado)'),
  ).toBeVisible();
  await expect(chassiInput).toHaveValue(chassi.slice(0, 10));
  await expect(placa).toHaveValue('BRA-2024');
  await expect(novo.getByRole('textbox', { name: 'Cor' })).toHaveValue('Prata');

  await chassiInput.fill(chassi);
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Veículo cadastrado com sucesso!');
  await expect(novo).toBeHidden();
  await searchList(page, { Chassi: chassi });
  const row = page.getByRole('row', { name: new RegExp(chassi) });
  await expect(row).toContainText('BRA-2024/SP');
  await expect(row).toContainText('VW - GOL 1.0');
  await expect(row).toContainText('2023/2024');
  await expect(row).toContainText('Banco Exemplo');
  await expect(page.getByText('Total de Registros: 1')).toBeVisible();

  // Edit: the plate in the Mercosul form and another model year.
  await row.getByRole('button', { name: `Editar ${chassi}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar veículo' });
  const novaPlaca = editar.getByRole('textbox', { name: 'Placa' });
  await expect(novaPlaca).toHaveValue('BRA-2024');
  await novaPlaca.fill('');
  await novaPlaca.pressSequentially('bra2e24');
  await expect(novaPlaca).toHaveValue('BRA2E24');
  await editar.getByRole('textbox', { name: 'Ano modelo' }).fill('2023');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expectNotice(page, 'Veículo alterado com sucesso!');
  await expect(editar).toBeHidden();
  await expect(row).toContainText('BRA2E24/SP');
  await expect(row).toContainText('2023/2023');

  await deleteRow(page, row, chassi, {
    title: 'Excluir veículo',
    question: `Deseja realmente excluir o veículo de chassi ${chassi}?`,
    notice: 'Veículo excluído com sucesso!',
  });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});

test('a slow brand/model search leaves the form in use: the field says it is looking, no loader covers the page', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/veiculos');
  await page.getByRole('button', { name: 'Novo veículo' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo veículo' });
  await expect(novo.getByRole('textbox', { name: 'Cor' })).toBeVisible();

  // The catalogue answers the search for 'onix' only when the test lets it.
  let liberar = () => {};
  const liberada = new Promise<void>((resolve) => (liberar = resolve));
  await page.route('**/api/marcas-modelos/todos-combo?busca=onix', async (route) => {
    await liberada;
    await route.continue();
  });
  const marcaModelo = novo.getByRole('combobox', { name: 'Marca/Modelo' });
  await marcaModelo.click();
  await marcaModelo.fill('onix');
  await expect(novo.getByText('Buscando marcas e modelos')).toHaveAttribute('role', 'status');
  await expect(page.getByText('Buscando...')).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  // Nothing covers the rest of the form meanwhile (a trial click fails on a covered field).
  await novo.getByRole('textbox', { name: 'Cor' }).click({ trial: true });

  // The held search's own answer, picked from the list it fills.
  liberar();
  await page.getByRole('option', { name: 'CHEVROLET - ONIX 1.0 (100002)', exact: true }).click();
  await expect(marcaModelo).toHaveValue('CHEVROLET - ONIX 1.0 (100002)');
  await expect(novo.getByText('Buscando marcas e modelos')).toHaveCount(0);
});
