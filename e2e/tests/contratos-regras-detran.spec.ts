import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAndWaitForHome, novoChassi, openMenuItem, pickOption } from './support';

/*
 * The Detran's own form rules in the contract form (docs/contratos.md, 'A Detran's own form
 * rules'): a bank's user picks a vehicle of Paraná, whose Detran requires the plate and the
 * RENAVAM (REGRAS_CONTRATO_DETRAN) and charges 85,90 for a registration (the demo prices of
 * features/servicos/seed.ts), and sees both before sending.
 */

/** axe on one part of the page: no serious or critical violation. */
async function expectAxeClean(page: Page, where: string, scope: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .include(scope)
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${where}`).toEqual([]);
}

/** The label of the field whose name starts with `nome`, asterisk included when required. */
const labelOf = (scope: Locator, nome: string) =>
  scope.locator('label').filter({ hasText: new RegExp(`^${nome}`) });

test("the Detran of the vehicle's UF marks the fields it requires and shows its fee", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAndWaitForHome(page, 'operador');
  await openMenuItem(page, 'vbAuto', 'Registrar');
  await page.getByRole('link', { name: /Registrar contrato/ }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/contrato\/inserir$/);

  const veiculos = page.getByRole('region', { name: 'Veículos', exact: true });
  const veiculo = veiculos.getByRole('group', { name: 'Veículo 1' });
  const placa = veiculo.getByRole('textbox', { name: /^Placa/ });
  const renavam = veiculo.getByRole('textbox', { name: /^RENAVAM/ });
  // Optional while no Detran asks for them (a 0 km vehicle has neither yet).
  await expect(labelOf(veiculo, 'Placa')).toHaveText(/^Placa$/);
  await expect(labelOf(veiculo, 'RENAVAM')).toHaveText(/^RENAVAM$/);

  const chassi = novoChassi();
  await veiculo.getByRole('textbox', { name: /^Chassi/ }).pressSequentially(chassi);
  await pickOption(veiculo, /^Marca\/Modelo/, 'VW - GOL 1.0 (100001)', 'gol');
  await pickOption(veiculo, /^UF de licenciamento/, 'PR - Paraná', 'PR');
  await expect(veiculos.getByText('Este contrato vai ao Detran-PR.')).toBeVisible();
  await expect(
    veiculos.getByText('Taxa do Detran em vigor hoje (Registro de contrato): R$ 85,90'),
  ).toBeVisible();
  await expect(
    veiculos.getByText('O Detran-PR exige também: RENAVAM do veículo e Placa do veículo.'),
  ).toBeVisible();
  await expect(labelOf(veiculo, 'Placa')).toHaveText(/^Placa\s*\*$/);
  await expect(labelOf(veiculo, 'RENAVAM')).toHaveText(/^RENAVAM\s*\*$/);
  await veiculo.getByLabel(/^Ano de fabricação/).fill('2025');
  await veiculo.getByLabel(/^Ano modelo/).fill('2026');
  await veiculo.getByLabel(/^Número do gravame/).pressSequentially('12345678');

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByRole('alert', { name: 'Corrija os campos abaixo antes de enviar' }),
  ).toBeVisible();
  await expect(placa).toHaveAccessibleDescription('Campo obrigatório');
  await expect(renavam).toHaveAccessibleDescription('Campo obrigatório');
  await expectAxeClean(
    page,
    'the vehicles of a refused form',
    'section[aria-labelledby="secao-veiculos"]',
  );

  // Typed in, they are no longer wrong.
  await placa.pressSequentially('abc1d23');
  await pickOption(veiculo, /^UF da placa/, 'PR', 'PR');
  await renavam.pressSequentially('00639884962');
  await expect(placa).not.toHaveAccessibleDescription('Campo obrigatório');
  await expect(renavam).not.toHaveAccessibleDescription('Campo obrigatório');
});
