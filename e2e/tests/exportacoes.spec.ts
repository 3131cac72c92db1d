import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_KEYS } from '@portal/shared/auth/session-keys';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { expectNotice, loginAndWaitForHome, novoChassi, uniqueSuffix } from './support';

/** The demo client's first financial agent (apps/server/src/db/demo-ids.ts). */
const AGENTE_DEMONSTRACAO = '00000000-0000-4000-8000-000000000301';
/** One more than the e2e server's EXPORTACAO_LINHAS_IMEDIATAS (playwright.config.ts). */
const PEDIDOS = 301;

/** Registers `PEDIDOS` contracts of one debtor through the API, 10 at a time. */
async function registrarCarteira(page: Page, devedor: string): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const sufixo = uniqueSuffix();
  const registrar = async (i: number) => {
    const contrato = structuredClone(CONTRATO_EXEMPLO);
    contrato.agenteFinanceiroId = AGENTE_DEMONSTRACAO;
    contrato.contrato.numero = `EXP-${sufixo}-${i}`;
    contrato.devedor.nome = devedor;
    contrato.veiculos[0]!.chassi = novoChassi('1234');
    const response = await page.request.post('/api/contratos/registrar', {
      headers: { authorization: `Bearer ${token}` },
      data: contrato,
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  for (let inicio = 0; inicio < PEDIDOS; inicio += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, PEDIDOS - inicio) }, (_, k) => registrar(inicio + k)),
    );
  }
}

async function buscarDevedor(page: Page, devedor: string) {
  await page.getByRole('link', { name: /Consultar contratos/ }).click();
  await expect(page.getByRole('heading', { name: 'Consultar Contratos' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome do devedor' }).fill(devedor);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText(`Total de Registros: ${PEDIDOS}`)).toBeVisible();
}

async function exportar(page: Page, botao: string, justificativa: string) {
  await page.getByRole('button', { name: botao }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar a consulta de contratos' });
  await dialog.getByRole('textbox', { name: /Justificativa/ }).fill(justificativa);
  await dialog.getByRole('button', { name: 'Exportar' }).click();
  await expect(dialog).toBeHidden();
}

test('a search too large to download at once is generated in the background and downloaded from Minhas Exportações', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAndWaitForHome(page, 'operador');
  const devedor = `Devedor Exportação ${uniqueSuffix()}`;
  await registrarCarteira(page, devedor);

  // An Excel export of the 301 orders: the protocol instead of a file; OK goes back.
  await page.goto('/vbconnection/vbauto/consultar');
  await buscarDevedor(page, devedor);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await exportar(page, 'Exportar Excel', 'Auditoria trimestral da carteira');
  const resultado = page.getByRole('dialog', { name: 'Exportação em segundo plano' });
  await expect(resultado).toContainText(`A consulta tem ${PEDIDOS} registros`);
  const protocoloXlsx = (await resultado.getByRole('button', { name: /^EXP\d{14}/ }).innerText())
    .trim()
    .slice(0, 17);
  expect(protocoloXlsx).toMatch(/^EXP\d{14}$/);
  await resultado.getByRole('button', { name: 'OK' }).click();
  await expect(resultado).toBeHidden();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/consultar$/);

  // A CSV export: the protocol is copied with a click; the dialog leads to Minhas Exportações.
  await buscarDevedor(page, devedor);
  await exportar(page, 'Exportar CSV', 'Conferência da carteira exportada');
  await expect(resultado).toBeVisible();
  const protocoloCsv = (await resultado.getByRole('button', { name: /^EXP\d{14}/ }).innerText())
    .trim()
    .slice(0, 17);
  await resultado.getByRole('button', { name: /^EXP\d{14}/ }).click();
  await expectNotice(page, 'Protocolo copiado para área de transferência');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(protocoloCsv);
  await resultado.getByRole('button', { name: 'Ir para Minhas Exportações' }).click();
  await expect(page.getByRole('heading', { name: 'Minhas Exportações' })).toBeVisible();
  expect(downloads).toBe(0);

  // Both are listed, newest first; the page follows them until they are ready.
  const tabela = page.getByRole('table', { name: 'Minhas Exportações' });
  const csv = tabela.getByRole('row').filter({ hasText: protocoloCsv });
  const xlsx = tabela.getByRole('row').filter({ hasText: protocoloXlsx });
  await expect(csv).toContainText('Consulta de contratos');
  await expect(xlsx).toContainText('Excel (xlsx)');
  await expect(csv.getByText('Pronta')).toBeVisible({ timeout: 60_000 });
  await expect(xlsx.getByText('Pronta')).toBeVisible({ timeout: 60_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

  const downloading = page.waitForEvent('download');
  await csv.getByRole('button', { name: `Baixar o arquivo da exportação ${protocoloCsv}` }).click();
  const arquivo = await downloading;
  expect(arquivo.suggestedFilename()).toMatch(/^pedidos-\d{8}\.csv$/);
  await expectNotice(
    page,
    `Download do arquivo da exportação ${protocoloCsv} iniciado: acompanhe-o no seu navegador.`,
  );
  const linhas = (await readFile(await arquivo.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(linhas[0]).toMatch(/^Protocolo;Data de cadastro;Operação;Situação;UF;Cliente;/);
  expect(linhas).toHaveLength(PEDIDOS + 1);
  for (const linha of linhas.slice(1)) expect(linha).toContain(devedor);

  // The user menu leads back to the page.
  await page.goto('/vbconnection/vbauto/home');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Minhas Exportações' }).click();
  await expect(page.getByRole('heading', { name: 'Minhas Exportações' })).toBeVisible();

  // The registradora's administrator follows both in Relatórios em Segundo Plano (no file).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAndWaitForHome(admin, 'administrador');
  await admin.goto('/vbconnection/vbauto/relatorio/segundo-plano');
  await expect(admin.getByRole('heading', { name: 'Relatórios em Segundo Plano' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Usuário (login ou nome)' }).fill('operador');
  await admin.getByRole('button', { name: 'Pesquisar' }).click();
  const relatorio = admin.getByRole('table', { name: 'Exportações em segundo plano' });
  await expect(relatorio.getByRole('row').filter({ hasText: protocoloCsv })).toContainText(
    'Conferência da carteira exportada',
  );
  await expect(relatorio.getByRole('row').filter({ hasText: protocoloXlsx })).toContainText(
    'Auditoria trimestral da carteira',
  );
  await expect(relatorio.getByRole('button', { name: /Baixar/ })).toHaveCount(0);
  await adminContext.close();
});
