import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_KEYS } from '@portal/shared/auth/session-keys';
import { hojeEmBrasilia } from '@portal/shared/common/datas';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { expectNotice, loginAndWaitForHome, novoChassi, uniqueSuffix } from './support';

/** The demo client's first financial agent (apps/server/src/db/demo-ids.ts). */
const AGENTE_DEMONSTRACAO = '00000000-0000-4000-8000-000000000301';

/**
 * Registers a contract through the API as the logged-in person (the form has its own flows),
 * for the debtor `devedor`; the chassis ends in 1234, which the simulator registers.
 */
async function registrar(
  page: Page,
  devedor: string,
): Promise<{ protocolo: string; chassi: string }> {
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const contrato = structuredClone(CONTRATO_EXEMPLO);
  contrato.agenteFinanceiroId = AGENTE_DEMONSTRACAO;
  contrato.contrato.numero = `BUSCA-${uniqueSuffix()}`;
  contrato.devedor.nome = devedor;
  const chassi = novoChassi('1234');
  contrato.veiculos[0]!.chassi = chassi;
  const response = await page.request.post('/api/contratos/registrar', {
    headers: { authorization: `Bearer ${token}` },
    data: contrato,
  });
  expect(response.status(), await response.text()).toBe(201);
  return { protocolo: ((await response.json()) as { protocolo: string }).protocolo, chassi };
}

const tabela = (page: Page) => page.getByRole('table', { name: 'Pedidos encontrados' });
const protocolosNaTabela = (page: Page) =>
  tabela(page)
    .getByRole('link', { name: /^Abrir o pedido / })
    .allInnerTexts();

async function pesquisar(page: Page) {
  await page.getByRole('button', { name: 'Pesquisar' }).click();
}

test.describe('the order search', () => {
  test('finds by chassis and by period, pages, sorts, exports with a justification', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await loginAndWaitForHome(page, 'operador');
    // Six orders of one debtor, so that the period (shared with other flows) and the name
    // find exactly these.
    const devedor = `Devedora Busca ${uniqueSuffix()}`;
    const pedidos = [];
    for (let i = 0; i < 6; i += 1) pedidos.push(await registrar(page, devedor));
    const protocolos = pedidos.map((p) => p.protocolo).sort();

    // Consultar's card leads to the search.
    await page.goto('/vbconnection/vbauto/consultar');
    await expect(page.getByText('Ainda não disponível').first()).toBeVisible();
    await page.getByRole('link', { name: /Consultar contratos/ }).click();
    await expect(page.getByRole('heading', { name: 'Consultar Contratos' })).toBeVisible();

    // By chassis: one order, and its link opens its page.
    await page.getByRole('textbox', { name: 'Chassi' }).fill(pedidos[2]!.chassi);
    await pesquisar(page);
    await expect.poll(() => protocolosNaTabela(page)).toEqual([pedidos[2]!.protocolo]);
    await expect(page.getByText('Total de Registros: 1')).toBeVisible();

    // By period (today, in Brasília) and the debtor's name: six orders over two pages of 5.
    await page.getByRole('button', { name: 'Limpar' }).click();
    const hoje = hojeEmBrasilia();
    await page.getByLabel('Cadastrado de').fill(hoje);
    await page.getByLabel('Cadastrado até').fill(hoje);
    await page.getByRole('textbox', { name: 'Nome do devedor' }).fill(devedor);
    await pesquisar(page);
    await expect(page.getByText('Total de Registros: 6')).toBeVisible();
    // Newest first: the last registered leads.
    await expect
      .poll(() => protocolosNaTabela(page))
      .toEqual([...protocolos].reverse().slice(0, 5));
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect.poll(() => protocolosNaTabela(page)).toEqual([protocolos[0]]);

    // Sorted by protocol, ascending: back on page 1, the oldest first.
    await page.getByRole('button', { name: 'Ordenar por Protocolo' }).click();
    await expect.poll(() => protocolosNaTabela(page)).toEqual(protocolos.slice(0, 5));
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

    // Export: the justification is asked first, then the file holds the six orders.
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar a consulta de contratos' });
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Justificativa/ }).fill('Conferência da carteira');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toMatch(/^pedidos-\d{8}\.csv$/);
    await expectNotice(page, `Arquivo ${arquivo.suggestedFilename()} gerado com sucesso!`);
    await expect(dialog).toBeHidden();
    const texto = await readFile(await arquivo.path(), 'utf8');
    const linhas = texto
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toMatch(/^Protocolo;Data de cadastro;Operação;Situação;UF;Cliente;/);
    expect(linhas.slice(1).map((linha) => linha.split(';')[0])).toEqual(protocolos);
    for (const linha of linhas.slice(1)) expect(linha).toContain(devedor);

    // Opening an order from the list.
    await tabela(page)
      .getByRole('link', { name: `Abrir o pedido ${protocolos[0]}` })
      .click();
    await expect(page.getByRole('heading', { name: `Protocolo ${protocolos[0]}` })).toBeVisible();
  });
});
