import { expect, test } from '@playwright/test';
import { loginAndWaitForHome, openMenuItem } from './support';

test('an administrator looks up a city, creates an economic group and prices a Detran service', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'administrador');

  // Parametrização: the tiles of spec §2.4 (the demo build is not production: all six).
  await openMenuItem(page, 'Administrativo', 'Parametrização');
  await expect(page.getByRole('heading', { name: 'Parametrização' })).toBeVisible();
  for (const tile of ['Cidades', 'Detrans', 'Grupos Econômicos', 'Despachantes', 'Veículos']) {
    // A tile is named by its title, then its description.
    await expect(page.getByRole('link', { name: new RegExp(`^${tile} `) })).toBeVisible();
  }

  // Cidades: UF and a name typed without caring for case or accents.
  await page.getByRole('link', { name: /^Cidades / }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/cidade$/);
  await page.getByRole('combobox', { name: 'UF' }).click();
  await page.getByRole('option', { name: 'SP - São Paulo' }).click();
  await page.getByRole('textbox', { name: 'Município' }).fill('são paulo');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const saoPaulo = page.getByRole('row').filter({ hasText: '3550308' });
  await expect(saoPaulo).toContainText('São Paulo');
  await expect(saoPaulo).toContainText('SP');

  // Grupos Econômicos: create one and find it in the list.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('link', { name: /^Grupos Econômicos / }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/grupo-economico$/);
  const nome = `Grupo Paulista ${Date.now()}`;
  await page.getByRole('button', { name: 'Novo grupo econômico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo grupo econômico' });
  await dialog.getByLabel('Nome').fill(nome);
  await dialog.getByLabel('Descrição').fill('Conglomerado criado no teste de ponta a ponta');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo econômico cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('form', { name: 'Filtros' }).getByLabel('Nome').fill('paulista');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const grupo = page.getByRole('row').filter({ hasText: nome });
  await expect(grupo).toContainText('Ativo');
  // No client belongs to it yet.
  await expect(grupo.getByRole('cell').nth(2)).toHaveText('0');

  // Serviços Detran: what Detran-SP charges for the accreditation (code 14), typed as money.
  await page.goto('/vbconnection/vbauto/servico-detran');
  await expect(page.getByRole('heading', { name: 'Serviços Detran' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo preço' }).click();
  const preco = page.getByRole('dialog', { name: 'Novo preço' });
  await preco.getByRole('combobox', { name: 'Detran / destino' }).click();
  await page.getByRole('option', { name: 'Detran-SP (SP)' }).click();
  await preco.getByRole('combobox', { name: 'Serviço' }).click();
  await page.getByRole('option', { name: '14 - Credenciamento Detran' }).click();
  const valor = preco.getByLabel('Valor');
  await valor.pressSequentially('123456');
  await expect(valor).toHaveValue('R$ 1.234,56');
  // A start date of its own: a Detran has one price per service and start date.
  const inicio = new Date(Date.UTC(2030, 0, 1) + (Date.now() % 3650) * 86_400_000);
  const [ano, mes, dia] = inicio.toISOString().slice(0, 10).split('-');
  await preco.getByLabel('Início da vigência').fill(`${ano}-${mes}-${dia}`);
  await preco.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preço cadastrado com sucesso!')).toBeVisible();
  // The demo Detrans' prices fill the first page: find the new one as a person would.
  await page.getByRole('combobox', { name: 'UF' }).click();
  await page.getByRole('option', { name: 'SP - São Paulo' }).click();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const linha = page.getByRole('row').filter({ hasText: `Desde ${dia}/${mes}/${ano}` });
  await expect(linha).toContainText('Detran-SP');
  await expect(linha).toContainText('14 - Credenciamento Detran');
  await expect(linha).toContainText('R$ 1.234,56');
});
