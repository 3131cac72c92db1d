import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pedidoUrl } from '@portal/shared/menu/urls';
import { confirmarAcao, expectNotice, loginAndWaitForHome, registrar } from './support';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
}

const badge = (page: Page, status: string) =>
  page.getByText('Situação:').locator('..').getByText(status, { exact: true });

test('a person opens a contract mirror, reads every section and runs an allowed action', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'operador');
  const protocolo = await registrar(page, '5678');
  await page.goto(pedidoUrl(protocolo));
  await expect(badge(page, 'Registrado')).toBeVisible({ timeout: 15_000 });

  // The contract as it was sent (CONTRATO_EXEMPLO), section by section, masked and formatted.
  const credor = page.getByRole('region', { name: 'Credor' });
  await expect(credor.getByText('11.222.333/0001-81')).toBeVisible();
  await expect(
    credor.getByText(/Avenida Paulista, 1000, 10º andar - Bela Vista - São Paulo\/SP/),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Devedor' }).getByText('529.982.247-25'),
  ).toBeVisible();
  const veiculo = page.getByRole('region', { name: 'Veículo 1' });
  await expect(veiculo.getByText(/5678$/)).toBeVisible();
  await expect(veiculo.getByText('ABC1D23 (SP)')).toBeVisible();
  // The brand/model by its name in Parametrização > Marca / Modelo, its code beside it.
  await expect(veiculo.getByText('VW/GOL 1.0 (código RENAVAM 100001)')).toBeVisible();
  const contrato = page.getByRole('region', { name: 'Contrato' });
  await expect(contrato.getByText('R$ 60.000,00')).toBeVisible();
  await expect(contrato.getByText('03: Alienação fiduciária')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Dados complementares' }).getByText('R$ 450,00'),
  ).toBeVisible();
  await expect(page.getByText('Nenhum documento enviado para este pedido.')).toBeVisible();
  const historico = page.getByRole('list', { name: 'Histórico' });
  await expect(historico.getByRole('listitem').last()).toContainText('Registrado pelo Detran');
  await expectAccessible(page);

  // From a vehicle to its lien in the SNG, and back.
  await veiculo.getByRole('link', { name: 'Consultar no SNG' }).click();
  await expect(page.getByText('Ativo para este participante').first()).toBeVisible();
  await page.goBack();
  await expect(badge(page, 'Registrado')).toBeVisible();

  // An allowed action: release at the Detran, confirmed, then followed to the Detran's answer.
  await confirmarAcao(page, 'Dar baixa no Detran', 'Financiamento quitado');
  await expectNotice(page, 'Baixa enviada ao Detran.');
  await expect(badge(page, 'Baixado')).toBeVisible({ timeout: 15_000 });
  await expect(
    historico.getByRole('listitem').filter({ hasText: 'Dar baixa no Detran' }),
  ).toContainText('Operador Demonstração');
  // Released: no action is offered to release or cancel it again.
  await expect(page.getByRole('button', { name: 'Dar baixa no Detran', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancelar no Detran', exact: true })).toBeHidden();
  await expectAccessible(page);
});

test('a refused contract shows its reasons in the mirror and offers to correct it', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'operador');
  const protocolo = await registrar(page, '0003');
  await page.goto(pedidoUrl(protocolo));
  await expect(badge(page, 'Não registrado')).toBeVisible({ timeout: 15_000 });
  const historico = page.getByRole('list', { name: 'Histórico' });
  await expect(historico.getByText(/^203: Veículo com restrição judicial/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Corrigir dados' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dar baixa', exact: true })).toBeHidden();
  await expectAccessible(page);
});
