import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { pedidoUrl } from '@portal/shared/menu/urls';
import { loginAndWaitForHome, registrarContrato } from './support';

/** The text of a downloaded PDF, its lines joined by spaces (a long title wraps). */
async function textoDoPdf(caminho: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(caminho)));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => v.id),
    `axe on ${where}`,
  ).toEqual([]);
}

test.describe('certificates', () => {
  test('a person downloads the certificate of a registered order, and anyone checks its code', async ({
    page,
    browser,
  }) => {
    await loginAndWaitForHome(page, 'operador');
    const { protocolo, contrato } = await registrarContrato(page, '1234');
    await page.goto(pedidoUrl(protocolo));
    await expect(page.getByRole('heading', { name: `Protocolo ${protocolo}` })).toBeVisible();
    // The certificate is offered once the Detran registered the order (the page follows it).
    const emitir = page.getByRole('link', { name: 'Emitir certidão de inteiro teor' });
    await expect(emitir).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'order page with its certificates');

    const [download] = await Promise.all([page.waitForEvent('download'), emitir.click()]);
    expect(download.suggestedFilename()).toBe(
      `certidao-de-inteiro-teor-do-registro-de-contrato-${protocolo}.pdf`,
    );
    const texto = await textoDoPdf(await download.path());
    const secao = page.getByRole('region', { name: 'Certidões' });
    const codigo = (await secao.getByText(/^\d{14}(-[0-9A-Z]{4}){4}$/).textContent())!;
    expect(codigo).toMatch(new RegExp(`^${protocolo}(-[0-9A-Z]{4}){4}$`));
    // What the person sees on the PDF matches the contract they registered.
    for (const esperado of [
      'CERTIDÃO DE INTEIRO TEOR DO REGISTRO DE CONTRATO',
      `Protocolo: ${protocolo}`,
      'Situação: Registrado',
      `Número do contrato: ${contrato.contrato.numero}`,
      'Credor: Banco Demonstração S.A.',
      'Devedor: Maria da Silva',
      'CPF do devedor: ***.982.247-**',
      `Chassi: ${contrato.veiculos[0]!.chassi}`,
      'Valor total financiado: R$ 60.000,00',
      `Código de verificação: ${codigo}`,
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).not.toContain('529.982.247-25');
    expect(texto).not.toContain('Avenida Paulista');

    const [simplificada] = await Promise.all([
      page.waitForEvent('download'),
      secao.getByRole('link', { name: 'Emitir certidão simplificada' }).click(),
    ]);
    const textoSimplificado = await textoDoPdf(await simplificada.path());
    expect(textoSimplificado).toContain('CERTIDÃO SIMPLIFICADA DO REGISTRO DE CONTRATO');
    expect(textoSimplificado).toContain(`Número do contrato: ${contrato.contrato.numero}`);
    expect(textoSimplificado).not.toContain('R$');

    // Whoever receives the certificate checks it, without logging in.
    const anonimo = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const publica = await anonimo.newPage();
    await publica.goto('/certidao/verificar');
    await expect(publica.getByRole('heading', { name: 'Verificar certidão' })).toBeVisible();
    const campo = publica.getByRole('textbox', { name: /Código de verificação/ });
    await campo.fill(codigo.toLowerCase());
    await publica.getByRole('button', { name: 'Verificar' }).click();
    const resultado = publica.getByRole('alert').filter({ hasText: 'Certidão autêntica' });
    await expect(resultado).toBeVisible();
    await expect(resultado).toContainText('O contrato está registrado no Detran.');
    await expect(resultado).toContainText(contrato.contrato.numero);
    await expect(resultado).toContainText('Maria da Silva, CPF ***.982.247-**');
    await expect(resultado).toContainText(contrato.veiculos[0]!.chassi);
    await expect(resultado).not.toContainText('529.982.247-25');

    // One character changed: the code no longer matches.
    const ultimo = codigo.at(-1) === 'A' ? 'B' : 'A';
    await campo.fill(codigo.slice(0, -1) + ultimo);
    await publica.getByRole('button', { name: 'Verificar' }).click();
    await expect(
      publica.getByRole('alert').filter({ hasText: 'Código não confere' }),
    ).toBeVisible();
    await expect(resultado).toBeHidden();
    await anonimo.close();
  });

  test('a user without GERA_CERTIDAO is not offered certificates', async ({ page, browser }) => {
    await loginAndWaitForHome(page, 'operador');
    const { protocolo } = await registrarContrato(page, '1234');
    await page.goto(pedidoUrl(protocolo));
    await expect(page.getByRole('link', { name: 'Emitir certidão de inteiro teor' })).toBeVisible({
      timeout: 15_000,
    });

    // The bank's finance user reads its orders, but issues no certificate.
    const outro = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const financeiro = await outro.newPage();
    await loginAndWaitForHome(financeiro, 'financeiro_banco');
    await financeiro.goto(pedidoUrl(protocolo));
    await expect(financeiro.getByRole('heading', { name: `Protocolo ${protocolo}` })).toBeVisible();
    await expect(
      financeiro.getByText('Situação:').locator('..').getByText('Registrado', { exact: true }),
    ).toBeVisible();
    await expect(financeiro.getByRole('region', { name: 'Certidões' })).toHaveCount(0);
    await expect(financeiro.getByRole('link', { name: /Emitir certidão/ })).toHaveCount(0);
    await outro.close();
  });
});
