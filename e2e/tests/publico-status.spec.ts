import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SESSION_KEYS } from '@portal/shared/auth/session-keys';
import { PROVEDOR } from '@portal/shared/common/brand';
import { MENSAGENS } from '@portal/shared/common/messages';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { loginAndWaitForHome, novoChassi, uniqueSuffix } from './support';

/** The demo client's first financial agent (apps/server/src/db/demo-ids.ts). */
const AGENTE_DEMONSTRACAO = '00000000-0000-4000-8000-000000000301';

const TEXTOS = {
  processo: 'Em processo de registro pelo Detran',
  naoRealizado:
    'Registro não realizado: retorno do Detran acusa inconsistência nos dados. Necessário correção',
  sucesso: 'Registrado com sucesso junto ao Detran',
  inexistente: `Ops! Chassi não encontrado na base da ${PROVEDOR}.`,
};

/** The operator's session: orders go in through the API (the form has its own flows). */
async function operador(page: Page) {
  await loginAndWaitForHome(page, 'operador');
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const headers = { authorization: `Bearer ${token}` };

  return {
    /**
     * Registers a contract whose chassis ends with `final` (the simulator's answer,
     * docs/detran-sim.md) and waits until the Detran's answer is stored as `status`.
     */
    async registrar(final: string, status: string) {
      const contrato = structuredClone(CONTRATO_EXEMPLO);
      contrato.agenteFinanceiroId = AGENTE_DEMONSTRACAO;
      contrato.contrato.numero = `PUB-${uniqueSuffix()}`;
      const chassi = novoChassi(final);
      contrato.veiculos[0]!.chassi = chassi;
      const response = await page.request.post('/api/contratos/registrar', {
        headers,
        data: contrato,
      });
      expect(response.status(), await response.text()).toBe(201);
      const { protocolo } = (await response.json()) as { protocolo: string };
      await this.aguardar(protocolo, status);
      return { chassi, protocolo };
    },
    /** The order as its page shows it, until the dispatch and the Detran moved it. */
    async aguardar(protocolo: string, status: string) {
      await expect
        .poll(
          async () => {
            const pedido = await page.request.get(`/api/contratos/protocolo/${protocolo}`, {
              headers,
            });
            return ((await pedido.json()) as { status: string }).status;
          },
          { timeout: 20_000 },
        )
        .toBe(status);
    },
    async agir(acao: 'baixa' | 'cancelar', protocolo: string) {
      const response = await page.request.post(`/api/pedidos/${acao}/${protocolo}`, {
        headers,
        data: { justificativa: 'Pedido do cliente (teste automatizado)' },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

/** A visitor without login, in a browser of their own. */
async function visitante(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/vbexpress');
  await expect(page.getByRole('heading', { level: 1, name: 'Status de Registro' })).toBeVisible();
  return page;
}

async function consultar(page: Page, chassi: string) {
  await page.getByRole('textbox', { name: /Chassi/ }).fill(chassi);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(
    page.getByRole('heading', { name: 'Status do Contrato de Financiamento' }),
  ).toBeFocused();
  await expect(page.getByText(`Chassi: ${chassi}`)).toBeVisible();
}

/** The timeline's items as the visitor reads them, top (newest) to bottom. */
function linha(page: Page) {
  return page
    .getByRole('list', { name: 'Etapas do registro, da mais recente à mais antiga' })
    .locator(':scope > li');
}

async function semViolacoes(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
}

const DATA = /\d\d\/\d\d\/\d{4} \d\d:\d\d/;

test.describe('the public chassis status (vbexpress)', () => {
  test('shows a registered contract with its protocol, and the same after its release', async ({
    page,
    browser,
  }) => {
    const api = await operador(page);
    const { chassi, protocolo } = await api.registrar('1234', 'REGISTRADO');
    const visitor = await visitante(browser);
    await consultar(visitor, chassi);
    await expect(linha(visitor)).toHaveCount(2);
    await expect(linha(visitor).first()).toContainText(TEXTOS.sucesso);
    await expect(linha(visitor).first()).toContainText(`Protocolo: ${protocolo}`);
    await expect(linha(visitor).first()).toContainText(DATA);
    await expect(linha(visitor).last()).toContainText(TEXTOS.processo);
    // Nothing of the debtor or the contract (LGPD).
    await expect(visitor.getByText(CONTRATO_EXEMPLO.devedor.nome)).toHaveCount(0);
    await semViolacoes(visitor);

    await api.agir('baixa', protocolo);
    await visitor.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(linha(visitor).first()).toContainText(`Protocolo: ${protocolo}`);
    await expect(linha(visitor)).toHaveCount(2);
  });

  test("shows a contract the Detran refused in red, and a cancelled one as 'not found' with the hint", async ({
    page,
    browser,
  }) => {
    const api = await operador(page);
    const { chassi, protocolo } = await api.registrar('0001', 'NAO_REGISTRADO');
    const visitor = await visitante(browser);
    await consultar(visitor, chassi);
    await expect(linha(visitor)).toHaveCount(2);
    await expect(linha(visitor).first()).toContainText(TEXTOS.naoRealizado);
    await expect(linha(visitor).first()).not.toContainText('Protocolo');
    await expect(linha(visitor).last()).toContainText(TEXTOS.processo);
    // Red, as spec §4 says (the colour the dot is drawn with).
    await expect(linha(visitor).first()).toHaveAttribute('style', /--mantine-color-red-/);
    await semViolacoes(visitor);

    await api.agir('cancelar', protocolo);
    await visitor.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(linha(visitor)).toHaveCount(1);
    await expect(linha(visitor).first()).toContainText(TEXTOS.inexistente);
    await expect(visitor.getByText('Confira se o chassi foi digitado corretamente.')).toBeVisible();
  });

  test('answers an unknown chassis, starts over with Nova Consulta, all by keyboard', async ({
    browser,
  }) => {
    const visitor = await visitante(browser);
    // The skip link, then the provider's mark, then the field.
    await visitor.keyboard.press('Tab');
    await visitor.keyboard.press('Tab');
    await visitor.keyboard.press('Tab');
    const campo = visitor.getByRole('textbox', { name: /Chassi/ });
    await expect(campo).toBeFocused();
    // Lower case, as people type: the mask writes it as the registry does.
    await visitor.keyboard.type('9bwzzz377vt999998');
    await expect(campo).toHaveValue('9BWZZZ377VT999998');
    await visitor.keyboard.press('Enter');
    await expect(
      visitor.getByRole('heading', { name: 'Status do Contrato de Financiamento' }),
    ).toBeFocused();
    await expect(linha(visitor).first()).toContainText(TEXTOS.inexistente);
    await expect(
      visitor.getByText('O contrato pode ter sido registrado por outra empresa registradora.'),
    ).toBeVisible();
    await semViolacoes(visitor);

    await campo.focus();
    await visitor.keyboard.press('Tab');
    await visitor.keyboard.press('Tab');
    await expect(visitor.getByRole('button', { name: 'Nova Consulta' })).toBeFocused();
    await visitor.keyboard.press('Enter');
    await expect(campo).toHaveValue('');
    await expect(campo).toBeFocused();
    await expect(
      visitor.getByRole('heading', { name: 'Status do Contrato de Financiamento' }),
    ).toBeHidden();

    // Empty: the lookup does not run (spec §5).
    await visitor.keyboard.press('Enter');
    await expect(visitor.getByText('Campo obrigatório')).toBeVisible();
    await semViolacoes(visitor);
  });
});

test.describe('the public links', () => {
  test('every link of the landing page reaches a real page, none "not available"', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Consultar status pelo chassi' })).toBeVisible();
    const links = page.getByRole('link');
    const destinos = new Set<string>();
    for (const link of await links.all()) {
      const href = await link.getAttribute('href');
      if (href?.startsWith('/')) destinos.add(href);
    }
    expect([...destinos].sort()).toEqual(
      [
        '/',
        '/institucional/pre-cadastro',
        '/quem-somos',
        '/vbconnection/login',
        '/vbexpress',
      ].sort(),
    );
    for (const destino of destinos) {
      await page.goto('/');
      await page.locator(`a[href="${destino}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${destino.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(MENSAGENS.funcionalidadeIndisponivel)).toHaveCount(0);
    }
  });

  test("the footer's policies and whistleblower channel open their section of 'Quem somos'", async ({
    page,
  }) => {
    await page.goto('/vbexpress');
    const rodape = page.getByRole('contentinfo');
    for (const [link, titulo] of [
      ['Política de segurança da informação', 'Segurança da informação'],
      ['Política de privacidade (LGPD)', 'Privacidade e proteção de dados (LGPD)'],
      ['Canal de denúncias', 'Canal de denúncias'],
    ] as const) {
      await page.goto('/vbexpress');
      await rodape.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(/\/quem-somos#/);
      await expect(page.getByRole('heading', { level: 2, name: titulo })).toBeInViewport();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Quem somos' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Nossa história, de 2024 a 2015' })).toBeVisible();
  });
});
