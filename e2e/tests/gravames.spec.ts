import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GRAVAME_CONSULTA_URL } from '@portal/shared/menu/urls';
import { loginAndWaitForHome } from './support';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
}

async function consultar(page: Page, chassi: string) {
  const campo = page.getByRole('textbox', { name: 'Chassi' });
  await campo.fill(chassi);
  await page.getByRole('button', { name: 'Consultar' }).click();
  return page.getByRole('region', { name: `Gravame do chassi ${chassi.toUpperCase()}` });
}

// The simulator's SNG answers by the chassis's last four characters (docs/detran-sim.md).
test('a person looks up the lien of a chassis of each SNG case', async ({ page }) => {
  await loginAndWaitForHome(page, 'operador');
  await page.goto(GRAVAME_CONSULTA_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar Gravame' })).toBeVisible();

  // Nothing typed: the field says so and nothing is asked.
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await expectAccessible(page);

  const ativo = await consultar(page, '9bwzzz377vt004251');
  await expect(ativo.getByText('Ativo para este participante').first()).toBeVisible();
  await expect(ativo.getByText('03: Alienação fiduciária')).toBeVisible();
  await expect(ativo.getByText('F: Participante financeiro')).toBeVisible();
  await expect(ativo.getByText(/^\d{8}$/)).toBeVisible();
  await expect(page).toHaveURL(/chassi=9BWZZZ377VT004251$/);
  await expectAccessible(page);

  const outro = await consultar(page, '9BWZZZ377VT000002');
  await expect(outro.getByText('Ativo para outro participante').first()).toBeVisible();
  await expect(outro.getByText(/outra instituição financeira/)).toBeVisible();

  const inativo = await consultar(page, '9BWZZZ377VT000007');
  await expect(inativo.getByText('Inativo', { exact: true }).first()).toBeVisible();
  await expect(inativo.getByText('D: Detran')).toBeVisible();
  await expect(inativo.getByText('Baixado em')).toBeVisible();
  await expect(inativo.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toHaveCount(2);
  await expectAccessible(page);

  const ausente = await consultar(page, '9BWZZZ377VT000001');
  await expect(ausente.getByText('Chassi não consta no SNG')).toBeVisible();
  await expect(ausente.getByText('Número do gravame')).toHaveCount(0);
  await expectAccessible(page);

  // Back returns to the previous lookup: the chassis is in the address.
  await page.goBack();
  await expect(
    page.getByRole('region', { name: 'Gravame do chassi 9BWZZZ377VT000007' }),
  ).toBeVisible();
});

// The SNG answers as seen by the bank asking (its CNPJ): the simulator's ...0002 lien is
// Banco Exemplo's, the others Banco Demonstração's (docs/detran-sim.md).
test('a registradora user asks on behalf of the client it chooses', async ({ page }) => {
  await loginAndWaitForHome(page, 'administrador');
  await page.goto(GRAVAME_CONSULTA_URL);

  // No client named: the lien is active, whose the SNG does not say.
  const semCliente = await consultar(page, '9BWZZZ377VT000002');
  await expect(semCliente.getByText('Ativo (participante não identificado)').first()).toBeVisible();
  await expect(semCliente.getByText(/escolha o cliente e consulte de novo/)).toBeVisible();
  await expectAccessible(page);

  const cliente = page.getByRole('combobox', { name: /Em nome do cliente/ });
  await cliente.click();
  await page.getByRole('option', { name: 'Banco Exemplo', exact: true }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(semCliente.getByText('Ativo para este participante').first()).toBeVisible();
  await expect(page).toHaveURL(/chassi=9BWZZZ377VT000002&clienteId=/);

  await cliente.click();
  await page.getByRole('option', { name: 'Banco Demonstração', exact: true }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(semCliente.getByText('Ativo para outro participante').first()).toBeVisible();
  await expectAccessible(page);

  // Back returns to the lookup on behalf of Banco Exemplo, its client shown in the select.
  await page.goBack();
  await expect(semCliente.getByText('Ativo para este participante').first()).toBeVisible();
  await expect(cliente).toHaveValue('Banco Exemplo');
});

test('a profile without GRAVAME_CONSULTAR is not let in', async ({ page }) => {
  await loginAndWaitForHome(page, 'operador_de_imagem');
  await page.goto(GRAVAME_CONSULTA_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso não permitido');
});

test('in the contract form, the SNG fills the lien number of the typed chassis', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'operador');
  await page.goto('/vbconnection/vbauto/contrato/inserir');
  const veiculo = page
    .getByRole('region', { name: 'Veículos', exact: true })
    .getByRole('group', { name: 'Veículo 1' });
  await veiculo.getByRole('textbox', { name: /^Chassi/ }).fill('9BWZZZ377VT004251');
  await veiculo.getByRole('button', { name: 'Buscar no SNG' }).click();
  await expect(veiculo.getByRole('textbox', { name: /^Número do gravame/ })).toHaveValue(/^\d{8}$/);
  await expect(
    veiculo.getByText(/ativo para este participante no SNG: número preenchido/),
  ).toBeVisible();

  // Another participant's lien: said, and the number is left to the person.
  await veiculo.getByRole('textbox', { name: /^Número do gravame/ }).fill('');
  await veiculo.getByRole('textbox', { name: /^Chassi/ }).fill('9BWZZZ377VT000002');
  await veiculo.getByRole('button', { name: 'Buscar no SNG' }).click();
  await expect(veiculo.getByText(/SNG: Ativo para outro participante/)).toBeVisible();
  await expect(veiculo.getByRole('textbox', { name: /^Número do gravame/ })).toHaveValue('');
});

test('in the contract form, a registradora user gets the number only once a client is chosen', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/contrato/inserir');
  const veiculo = page
    .getByRole('region', { name: 'Veículos', exact: true })
    .getByRole('group', { name: 'Veículo 1' });
  const numero = veiculo.getByRole('textbox', { name: /^Número do gravame/ });
  await veiculo.getByRole('textbox', { name: /^Chassi/ }).fill('9BWZZZ377VT000002');
  await veiculo.getByRole('button', { name: 'Buscar no SNG' }).click();
  await expect(veiculo.getByText(/escolha o cliente para saber se é dele/)).toBeVisible();
  await expect(numero).toHaveValue('');

  // Banco Exemplo informed the ...0002 lien: asked on its behalf, the number is filled.
  await page.getByRole('combobox', { name: /^Cliente/ }).click();
  await page.getByRole('option', { name: 'Banco Exemplo', exact: true }).click();
  await veiculo.getByRole('button', { name: 'Buscar no SNG' }).click();
  await expect(numero).toHaveValue(/^\d{8}$/);
  await expect(
    veiculo.getByText(/ativo para este participante no SNG: número preenchido/),
  ).toBeVisible();
});
