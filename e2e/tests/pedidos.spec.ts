import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hojeEmBrasilia } from '@portal/shared/common/datas';
import { pedidoUrl } from '@portal/shared/menu/urls';
import {
  confirmarAcao,
  expectNotice,
  loginAndWaitForHome,
  novoChassi,
  pickOption,
  registrar,
  uniqueSuffix,
} from './support';

const badge = (page: Page, status: string) =>
  page.getByText('Situação:').locator('..').getByText(status, { exact: true });

test.describe('an order after registration', () => {
  test('is followed until the Detran registers it, then released with its confirmation', async ({
    page,
  }) => {
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '1234');
    await page.goto(pedidoUrl(protocolo));
    await expect(page.getByRole('heading', { name: `Protocolo ${protocolo}` })).toBeVisible();
    // The page follows the order by itself until the simulator answers.
    await expect(badge(page, 'Registrado')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Registrado pelo Detran')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

    // 'Não' changes nothing.
    await page.getByRole('button', { name: 'Dar baixa', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Dar baixa' });
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(page, 'Registrado')).toBeVisible();
    // 'Sim' without saying why: the justification is required, and nothing is sent.
    await page.getByRole('button', { name: 'Dar baixa', exact: true }).click();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Justificativa' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(badge(page, 'Registrado')).toBeVisible();

    await confirmarAcao(page, 'Dar baixa', 'Financiamento quitado; baixa feita no Detran');
    await expectNotice(page, 'Baixa registrada.');
    await expect(badge(page, 'Baixado')).toBeVisible();
    const historico = page.getByRole('list', { name: 'Histórico' });
    await expect(historico.getByRole('listitem').last()).toContainText('Dar baixa');
    await expect(historico.getByRole('listitem').last()).toContainText('Operador Demonstração');
    await expect(historico.getByRole('listitem').last()).toContainText(
      'Financiamento quitado; baixa feita no Detran',
    );
    await expect(page.getByText('Nenhuma ação disponível para você nesta situação.')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Dar baixa', exact: true })).toBeHidden();

    // A reload shows the same: it was stored.
    await page.reload();
    await expect(badge(page, 'Baixado')).toBeVisible();
  });

  test("shows the Detran's reasons of an inconsistent contract and cancels it", async ({
    page,
  }) => {
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '0001');
    await page.goto(pedidoUrl(protocolo));
    await expect(badge(page, 'Não registrado')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('O Detran apontou inconsistência nos dados')).toBeVisible();
    // The current reasons, in the notice above the contract (the timeline keeps them too).
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'O Detran apontou inconsistência nos dados' })
        .getByText(/^101: Gravame não encontrado no SNG/),
    ).toBeVisible();

    await confirmarAcao(page, 'Cancelar', 'Operação não concretizada');
    await expectNotice(page, 'Pedido cancelado.');
    await expect(badge(page, 'Cancelado')).toBeVisible();
    await expect(page.getByText('O Detran apontou inconsistência nos dados')).toBeHidden();
  });

  test('sends a release to the Detran and shows when the Detran confirms it', async ({ page }) => {
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '4321');
    await page.goto(pedidoUrl(protocolo));
    await expect(badge(page, 'Registrado')).toBeVisible({ timeout: 15_000 });

    await confirmarAcao(page, 'Dar baixa no Detran', 'Financiamento quitado pelo devedor');
    await expectNotice(page, 'Baixa enviada ao Detran.');
    await expect(badge(page, 'Baixado')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Baixa confirmada pelo Detran')).toBeVisible();
  });

  test('sends a cancellation to the Detran and shows when the Detran confirms it', async ({
    page,
  }) => {
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '4322');
    await page.goto(pedidoUrl(protocolo));
    await expect(badge(page, 'Registrado')).toBeVisible({ timeout: 15_000 });

    await confirmarAcao(page, 'Cancelar no Detran', 'Operação desfeita a pedido do cliente');
    await expectNotice(page, 'Cancelamento enviado ao Detran.');
    await expect(badge(page, 'Cancelado')).toBeVisible({ timeout: 15_000 });
    const historico = page.getByRole('list', { name: 'Histórico' });
    await expect(
      historico.getByRole('listitem').filter({ hasText: 'Cancelar no Detran' }),
    ).toContainText('Operação desfeita a pedido do cliente');
    await expect(
      page.getByRole('button', { name: 'Cancelar no Detran', exact: true }),
    ).toBeHidden();
    // Stored: a reload shows the same.
    await page.reload();
    await expect(badge(page, 'Cancelado')).toBeVisible();
  });

  test('changes the status by hand with a justification kept in the history', async ({ page }) => {
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '0002');
    await page.goto(pedidoUrl(protocolo));
    await expect(badge(page, 'Não registrado')).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Alterar status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar status' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Escolha a nova situação')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Nova situação' }).click();
    await page.getByRole('option', { name: 'Registrado', exact: true }).click();
    await dialog
      .getByRole('textbox', { name: 'Justificativa' })
      .fill('Registro confirmado por ofício do Detran');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(page, 'Situação do pedido alterada.');
    await expect(badge(page, 'Registrado')).toBeVisible();
    const ultimo = page.getByRole('list', { name: 'Histórico' }).getByRole('listitem').last();
    await expect(ultimo).toContainText('Alterar status');
    await expect(ultimo).toContainText('Registro confirmado por ofício do Detran');
  });

  test('changes the contract number and the fee of a refused order, with justifications', async ({
    page,
  }) => {
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '0002');
    await page.goto(pedidoUrl(protocolo));
    await expect(badge(page, 'Não registrado')).toBeVisible({ timeout: 15_000 });

    const novoNumero = `E2E-${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'Alterar número do contrato' }).click();
    const numero = page.getByRole('dialog', { name: 'Alterar número do contrato' });
    await numero.getByRole('textbox', { name: 'Novo número do contrato' }).fill(novoNumero);
    await numero.getByRole('textbox', { name: 'Justificativa' }).fill('Número digitado errado');
    await numero.getByRole('button', { name: 'Salvar' }).click();
    await expect(numero).toBeHidden();
    await expectNotice(page, 'Número do contrato alterado.');
    // In the order's summary and in the contract mirror's Contrato section.
    const resumo = page.getByRole('region', { name: `Protocolo ${protocolo}` });
    await expect(resumo.getByText(novoNumero, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contrato' }).getByText(novoNumero, { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Alterar taxa' }).click();
    const taxa = page.getByRole('dialog', { name: 'Alterar taxa' });
    await taxa.getByRole('textbox', { name: 'Nova taxa do Detran' }).pressSequentially('9990');
    await taxa.getByRole('textbox', { name: 'Justificativa' }).fill('Tabela do Detran de novembro');
    await taxa.getByRole('button', { name: 'Salvar' }).click();
    await expect(taxa).toBeHidden();
    await expectNotice(page, 'Taxas do pedido alteradas.');
    await expect(page.getByText('R$ 99,90')).toBeVisible();
    const ultimo = page.getByRole('list', { name: 'Histórico' }).getByRole('listitem').last();
    await expect(ultimo).toContainText('Alterar taxa');
    await expect(ultimo).toContainText('Tabela do Detran de novembro');
  });

  test('an inconsistent contract is corrected on the form and sent again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '0001');
    await page.goto(pedidoUrl(protocolo));
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'O Detran apontou inconsistência nos dados' })
        .getByText(/^101: Gravame não encontrado no SNG/),
    ).toBeVisible({
      timeout: 15_000,
    });

    await page.getByRole('link', { name: 'Corrigir dados' }).click();
    await expect(page.getByText(`Correção dos dados do pedido ${protocolo}`)).toBeVisible();
    const chassi = page
      .getByRole('region', { name: 'Veículos', exact: true })
      .getByRole('group', { name: 'Veículo 1' })
      .getByRole('textbox', { name: /^Chassi/ });
    await expect(chassi).toHaveValue(/0001$/);
    const corrigido = novoChassi('5678');
    await chassi.fill('');
    await chassi.pressSequentially(corrigido);
    await page.getByRole('button', { name: 'Salvar correção' }).click();
    await expect(page).toHaveURL(new RegExp(`/contrato/pedido/${protocolo}$`));
    await expectNotice(page, 'Dados do pedido corrigidos.');
    await expect(
      page.getByRole('region', { name: `Protocolo ${protocolo}` }).getByText(corrigido),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Veículo 1' }).getByText(corrigido),
    ).toBeVisible();
    const ultimo = page.getByRole('list', { name: 'Histórico' }).getByRole('listitem').last();
    await expect(ultimo).toContainText('Corrigir dados');

    // Sending it again is support's decision (CONTRATO_REPROCESSAR).
    const suporte = await browser.newPage();
    await loginAndWaitForHome(suporte, 'atendimento_n1');
    await suporte.goto(pedidoUrl(protocolo));
    await confirmarAcao(suporte, 'Reprocessar', 'Dados corrigidos conforme o Detran apontou');
    await expectNotice(suporte, 'Pedido enviado de novo ao Detran.');
    await expect(badge(suporte, 'Registrado')).toBeVisible({ timeout: 15_000 });
    await suporte.close();
  });

  test('an addendum is registered to a registered contract from its order page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginAndWaitForHome(page, 'operador');
    const protocolo = await registrar(page, '2468');
    await page.goto(pedidoUrl(protocolo));
    await expect(badge(page, 'Registrado')).toBeVisible({ timeout: 15_000 });

    await page.getByRole('link', { name: 'Registrar aditivo' }).click();
    await expect(page.getByText(`Novo aditivo ao contrato do pedido ${protocolo}`)).toBeVisible();
    const aditivo = page.getByRole('region', { name: 'Aditivo', exact: true });
    await expect(
      aditivo.getByRole('textbox', { name: /^Protocolo do contrato registrado/ }),
    ).toHaveValue(protocolo);
    await pickOption(aditivo, /^Tipo do aditivo/, 'Substituição de garantia');
    await aditivo
      .getByRole('textbox', { name: /^Número do aditivo/ })
      .fill(`AD-${uniqueSuffix()}`.slice(0, 20));
    // Today on the server's calendar: in UTC it is already tomorrow from 21:00 in Brasília, a
    // date the form rightly refuses as future.
    await aditivo.getByLabel(/^Data do aditivo/).fill(hojeEmBrasilia());
    await page.getByRole('button', { name: 'Enviar' }).click();

    const modal = page.getByRole('dialog', { name: 'Aditivo enviado' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: 'Acompanhar o pedido junto ao Detran' }).click();
    await expect(page.getByText('Registro de aditivo')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Histórico' }).getByText('Aditivo recebido pelo portal'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: `Protocolo ${protocolo}` })).toBeHidden();
    await expect(badge(page, 'Registrado')).toBeVisible({ timeout: 15_000 });
  });
});
