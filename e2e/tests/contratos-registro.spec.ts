import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pedidoUrl } from '@portal/shared/menu/urls';
import {
  deleteRow,
  expectNotice,
  loginAndWaitForHome,
  novoChassi,
  openMenuItem,
  pickOption,
  randomCpf,
  uniqueSuffix,
} from './support';

/*
 * A bank's user registers a contract by screen (spec §2.5 Registrar, §2.8 the form and the
 * result modal), as a person would: the side menu, the card, the sections typed and clicked.
 */

/** A 'YYYY-MM-DD' date `days` from today in Brasília (the server's calendar). */
function dia(days: number): string {
  const hoje = new Date(Date.now() - 3 * 3600_000);
  hoje.setUTCDate(hoje.getUTCDate() + days);
  return hoje.toISOString().slice(0, 10);
}

/**
 * axe on what the route walk of acessibilidade.spec.ts does not reach (the refused form, the
 * result modal): no serious or critical violation.
 */
async function expectAxeClean(page: Page, where: string, scope?: string) {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${where}`).toEqual([]);
}

async function abrirFormulario(page: Page) {
  await loginAndWaitForHome(page, 'operador');
  await openMenuItem(page, 'vbAuto', 'Registrar');
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/registrar$/);
  await page.getByRole('link', { name: /Registrar contrato/ }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/contrato\/inserir$/);
  await expect(page.getByRole('heading', { name: 'Registrar Contrato' })).toBeVisible();
}

const secao = (page: Page, nome: string) => page.getByRole('region', { name: nome, exact: true });

async function preencherVeiculo(veiculo: Locator, numeroChassi: string, gravame: string) {
  // Typed in lower case: the mask upper-cases it.
  await veiculo
    .getByRole('textbox', { name: /^Chassi/ })
    .pressSequentially(numeroChassi.toLowerCase());
  await expect(veiculo.getByRole('textbox', { name: /^Chassi/ })).toHaveValue(numeroChassi);
  await pickOption(veiculo, /^Marca\/Modelo/, 'VW - GOL 1.0 (100001)', 'gol');
  await pickOption(veiculo, /^UF de licenciamento/, 'SP - São Paulo', 'SP');
  await veiculo.getByLabel(/^Ano de fabricação/).fill('2025');
  await veiculo.getByLabel(/^Ano modelo/).fill('2026');
  await veiculo.getByLabel(/^Número do gravame/).pressSequentially(gravame);
}

test('a bank user registers a contract with two vehicles and copies its protocol', async ({
  page,
  context,
}) => {
  // Some sixty fields typed and picked: longer than the suite's 30 s on a busy machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const numero = `E2E-${uniqueSuffix()}`.slice(0, 20);
  const cpf = randomCpf();
  await abrirFormulario(page);

  // The agent of the user's client fills the creditor.
  const agente = secao(page, 'Agente financeiro');
  await pickOption(agente, /^Agente financeiro/, 'Demonstração Financeira - 60.000.000/0001-13');
  const credor = secao(page, 'Credor');
  await expect(credor.getByLabel(/^Razão social/)).toHaveValue(/^Demonstração Financeira S\.A\./);
  await expect(credor.getByLabel(/^CNPJ/)).toHaveValue('60.000.000/0001-13');

  const devedor = secao(page, 'Devedor');
  await devedor.getByLabel(/^Nome/).fill('Maria da Silva');
  await devedor.getByLabel(/^CPF\/CNPJ/).pressSequentially(cpf);
  await expect(devedor.getByLabel(/^CPF\/CNPJ/)).toHaveValue(
    cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
  );
  await devedor.getByLabel(/^Telefone/).pressSequentially('11987654321');
  await devedor.getByLabel(/^CEP/).pressSequentially('04094050');
  // The keyboard carries on from the CEP, as a person tabbing through the address.
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rua Pedro de Toledo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('120');
  await devedor.getByLabel(/^Bairro/).fill('Vila Clementino');
  await pickOption(devedor, /^UF/, 'SP - São Paulo', 'SP');
  await pickOption(devedor, /^Município/, 'São Paulo', 'São Paulo');

  const veiculos = secao(page, 'Veículos');
  const primeiro = novoChassi();
  const segundo = novoChassi();
  await preencherVeiculo(veiculos.getByRole('group', { name: 'Veículo 1' }), primeiro, '12345678');
  await expect(veiculos.getByText('Este contrato vai ao Detran-SP.')).toBeVisible();
  await veiculos.getByRole('button', { name: 'Adicionar veículo' }).click();
  await preencherVeiculo(veiculos.getByRole('group', { name: 'Veículo 2' }), segundo, '87654321');

  const contrato = secao(page, 'Contrato');
  await contrato.getByLabel(/^Número do contrato/).fill(numero);
  await contrato.getByLabel(/^Data do contrato/).fill(dia(-5));
  await pickOption(contrato, /^Tipo de restrição/, '03 - Alienação fiduciária');
  await contrato.getByLabel(/^Quantidade de parcelas/).fill('48');
  await contrato.getByLabel(/^Valor da parcela/).pressSequentially('185000');
  await expect(contrato.getByLabel(/^Valor da parcela/)).toHaveValue('R$ 1.850,00');
  await contrato.getByLabel(/^Total financiado/).pressSequentially('6000000');
  await pickOption(contrato, /^Taxa de registro/, 'R$ 85,90');
  await contrato.getByLabel(/^Primeiro vencimento/).fill(dia(25));
  await contrato.getByLabel(/^Último vencimento/).fill(dia(25 + 47 * 30));
  await contrato.getByLabel(/^Juros ao mês/).pressSequentially('1,99');
  await contrato.getByLabel(/^Juros ao ano/).pressSequentially('26,677');
  await contrato.getByLabel(/^IOF/).pressSequentially('152045');
  await contrato.getByLabel(/^Data de liberação do crédito/).fill(dia(-5));
  await pickOption(contrato, /^UF de liberação/, 'SP - São Paulo', 'SP');
  await pickOption(contrato, /^Município de liberação/, 'São Paulo', 'São Paulo');

  await page.getByRole('button', { name: 'Enviar' }).click();
  const modal = page.getByRole('dialog', { name: 'Contrato enviado' });
  await expect(modal).toBeVisible();
  await expectAxeClean(page, 'the result modal', '[role="dialog"]');
  const protocolo = (await modal.getByRole('button', { name: /^\d{14}/ }).textContent())!.trim();
  expect(protocolo).toMatch(/^\d{14}$/);
  await modal.getByRole('button', { name: protocolo }).click();
  await expect(page.getByText('Protocolo copiado para área de transferência')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(protocolo);

  await modal.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/registrar$/);

  // The order, followed on its page until the simulator answers, carries both vehicles.
  await page.goto(pedidoUrl(protocolo));
  await expect(page.getByRole('heading', { name: `Protocolo ${protocolo}` })).toBeVisible();
  await expect(
    page.getByText('Situação:').locator('..').getByText('Registrado', { exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`${primeiro}, ${segundo}`)).toBeVisible();
});

test('a refused submit shows what is wrong per section and focuses the first field', async ({
  page,
}) => {
  await abrirFormulario(page);
  await secao(page, 'Devedor')
    .getByLabel(/^CPF\/CNPJ/)
    .pressSequentially('11111111111');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const resumo = page.getByRole('alert', { name: 'Corrija os campos abaixo antes de enviar' });
  await expect(resumo).toBeVisible();
  await expect(resumo.getByText(/^Agente financeiro: 1 campo a corrigir/)).toBeVisible();
  await expect(resumo.getByText(/^Devedor: \d+ campos a corrigir/)).toBeVisible();
  await expect(resumo.getByText(/^Veículos:/)).toBeVisible();
  await expect(resumo.getByText(/^Contrato:/)).toBeVisible();
  await expect(resumo.getByText('CPF/CNPJ: CPF/CNPJ Inválido')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Agente financeiro/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expectAxeClean(page, 'the refused form');
  // The link of a section leads to it.
  await resumo.getByRole('link', { name: /^Veículos:/ }).click();
  await expect(page).toHaveURL(/#secao-veiculos$/);
});

test('a draft is saved incomplete and resumed from Registrar', async ({ page }) => {
  const numero = `RASC-${uniqueSuffix()}`.slice(0, 20);
  await abrirFormulario(page);
  await secao(page, 'Contrato')
    .getByLabel(/^Número do contrato/)
    .fill(numero);
  await secao(page, 'Devedor').getByLabel(/^Nome/).fill('João Rascunho');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Rascunho salvo. Você pode retomá-lo em Registrar.')).toBeVisible();

  await openMenuItem(page, 'vbAuto', 'Registrar');
  const rascunhos = page.getByRole('table', { name: 'Rascunhos' });
  const linha = rascunhos.getByRole('row', { name: new RegExp(numero) });
  await expect(linha).toContainText('João Rascunho');
  await linha.getByRole('link', { name: `Retomar ${numero}` }).click();
  await expect(page.getByText('Rascunho retomado')).toBeVisible();
  await expect(secao(page, 'Contrato').getByLabel(/^Número do contrato/)).toHaveValue(numero);
  await expect(secao(page, 'Devedor').getByLabel(/^Nome/)).toHaveValue('João Rascunho');
});

test.describe('drafts listed in Registrar', () => {
  /** A new draft of the form with a unique contract number and a debtor; answers the number. */
  async function salvarRascunhoNovo(page: Page, devedor: string): Promise<string> {
    const numero = `RASC-${uniqueSuffix()}`.slice(0, 20);
    await abrirFormulario(page);
    await secao(page, 'Contrato')
      .getByLabel(/^Número do contrato/)
      .fill(numero);
    await secao(page, 'Devedor').getByLabel(/^Nome/).fill(devedor);
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectNotice(page, 'Rascunho salvo. Você pode retomá-lo em Registrar.');
    return numero;
  }

  /** The draft's row in Registrar's list (colleagues of the client share the list). */
  async function linhaDoRascunho(page: Page, numero: string) {
    await openMenuItem(page, 'vbAuto', 'Registrar');
    await expect(page).toHaveURL(/\/vbconnection\/vbauto\/registrar$/);
    return page.getByRole('table', { name: 'Rascunhos' }).getByRole('row', {
      name: new RegExp(numero),
    });
  }

  test('a draft is deleted from Registrar after its confirmation, and its row leaves the list', async ({
    page,
  }) => {
    const numero = await salvarRascunhoNovo(page, 'Carla Descartada');
    const linha = await linhaDoRascunho(page, numero);
    await expect(linha).toContainText('Carla Descartada');

    await deleteRow(page, linha, numero, {
      title: 'Excluir',
      question: 'Excluir este rascunho? O que foi preenchido nele se perde.',
      notice: 'Rascunho excluído.',
    });

    // The server forgot it: a reload of Registrar does not list it.
    await page.reload();
    await expect(page.getByRole('link', { name: /Registrar contrato/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Rascunhos' }).or(page.getByText('Nenhum rascunho salvo.')),
    ).toBeVisible();
    await expect(linha).toHaveCount(0);
  });

  test('a resumed draft saved again keeps the change, in the list and when resumed once more', async ({
    page,
  }) => {
    // The form opened three times and Registrar twice: near the suite's 30 s on a busy machine.
    test.setTimeout(60_000);
    const numero = await salvarRascunhoNovo(page, 'Pedro Primeiro');
    const linha = await linhaDoRascunho(page, numero);
    await linha.getByRole('link', { name: `Retomar ${numero}` }).click();
    await expect(page.getByText('Rascunho retomado', { exact: true })).toBeVisible();
    const nome = secao(page, 'Devedor').getByLabel(/^Nome/);
    await expect(nome).toHaveValue('Pedro Primeiro');

    // The debtor's name typed over, and a field filled that the first save left empty.
    await nome.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Paula Segunda');
    await secao(page, 'Contrato')
      .getByLabel(/^Quantidade de parcelas/)
      .fill('36');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectNotice(page, 'Rascunho salvo. Você pode retomá-lo em Registrar.');

    // The same draft, saved over: one row, with the new debtor (the list as the server has it
    // now, not the one shown before it answers).
    await linhaDoRascunho(page, numero);
    await expect(linha.filter({ hasText: 'Paula Segunda' })).toHaveCount(1);
    await expect(linha).toHaveCount(1);
    await expect(linha).not.toContainText('Pedro Primeiro');

    await linha.getByRole('link', { name: `Retomar ${numero}` }).click();
    await expect(page.getByText('Rascunho retomado', { exact: true })).toBeVisible();
    await expect(secao(page, 'Contrato').getByLabel(/^Número do contrato/)).toHaveValue(numero);
    await expect(secao(page, 'Devedor').getByLabel(/^Nome/)).toHaveValue('Paula Segunda');
    await expect(secao(page, 'Contrato').getByLabel(/^Quantidade de parcelas/)).toHaveValue('36');
  });
});
