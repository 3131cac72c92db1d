import { expect, test } from '@playwright/test';
import { loginAndWaitForHome, openMenuItem, pickOption } from './support';

const NOME = 'Despacho Campineiro Ltda.';

// Serial: the Master's view checks the dispatcher the administrator created.
test.describe.serial('dispatchers (Parametrização > Despachantes)', () => {
  test('an administrator creates a dispatcher for Banco Demonstração and finds it in the list', async ({
    page,
  }) => {
    await loginAndWaitForHome(page, 'administrador');
    await page.goto('/vbconnection/vbauto/despachante');
    await expect(page.getByRole('heading', { name: 'Despachantes' })).toBeVisible();

    await page.getByRole('button', { name: 'Novo despachante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo despachante' });
    await pickOption(page.getByRole('dialog'), 'Cliente', 'Banco Demonstração', 'Demonstra');
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(NOME);
    const documento = dialog.getByRole('textbox', { name: 'CPF/CNPJ' });
    await documento.pressSequentially('12abc34501de35');
    await expect(documento).toHaveValue('12.ABC.345/01DE-35');
    await pickOption(page.getByRole('dialog'), 'UF', 'SP - São Paulo', 'SP');
    await pickOption(page.getByRole('dialog'), 'Município', 'Campinas', 'Campinas');
    const telefone = dialog.getByRole('textbox', { name: 'Telefone' });
    await telefone.pressSequentially('19988887777');
    await expect(telefone).toHaveValue('(19) 9 8888-7777');
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Despachante cadastrado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const filtros = page.getByRole('form', { name: 'Filtros' });
    await filtros.getByRole('textbox', { name: 'Nome' }).fill('campineiro');
    await filtros.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.getByRole('row', { name: new RegExp(NOME) });
    await expect(row).toContainText('12.ABC.345/01DE-35');
    await expect(row).toContainText('Banco Demonstração');
    await expect(row).toContainText('Campinas/SP');
    await expect(page.getByText('Total de Registros: 1')).toBeVisible();
  });

  test("a Master sees only its own client's dispatchers", async ({ page }) => {
    await loginAndWaitForHome(page, 'master');
    await openMenuItem(page, 'Administrativo', 'Despachante');
    await expect(page).toHaveURL(/\/vbconnection\/vbauto\/despachante$/);
    await expect(page.getByRole('row', { name: new RegExp(NOME) })).toBeVisible();
    await expect(page.getByRole('row', { name: /Despachante Paulista/ })).toBeVisible();
    // Banco Exemplo's dispatcher never reaches the demo client's Master.
    await expect(page.getByText('Carla Despachante')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
    await expect(page.getByText('Total de Registros: 2')).toBeVisible();
  });
});
