import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { gravameConsultaUrl, pedidoUrl } from '@portal/shared/menu/urls';
import {
  DEMO_PASSWORD,
  loginAs,
  logout,
  openMenuItem,
  registrar,
  registrarContrato,
} from './support';
import { totpCode } from './totp';

/**
 * Every page of the web route table, logged in as a demo profile that may open it (public pages
 * anonymously), and every dialog those pages open, checked with axe: any serious or critical
 * violation fails, and so does any Content Security Policy violation the browser reports.
 */

interface RouteEntry {
  path: string;
  title: string;
}

// Read from the route table itself, so a new route is checked without editing this spec. The
// table's lazy pages are never loaded here; the path is a variable so that tsc does not follow
// it into the web app's JSX (this project has no JSX settings).
const ROUTE_TABLE: string = '../../apps/web/src/app/route-table.ts';
const { SHELL_ROUTES, PUBLIC_ROUTES } = (await import(ROUTE_TABLE)) as {
  SHELL_ROUTES: readonly RouteEntry[];
  PUBLIC_ROUTES: readonly RouteEntry[];
};

/**
 * The demo profiles a page is tried with, in this order (README: Demo logins); the first one
 * the shell lets in checks the page. The administrator opens nearly everything, so most pages
 * cost one visit.
 */
const PROFILES = [
  'administrador',
  'registradora',
  'master',
  'diretoria',
  'suporte_ti',
  'faturamento',
  'comercial',
  'operador',
  'financeiro_banco',
  'detran',
  'web_service',
] as const;

const ACCESS_DENIED = 'Acesso não permitido';

/** What the browser said about the CSP since the page was opened or last checked. */
interface CspLog {
  messages: string[];
}

/** One logged-in page per profile and worker, reused by every test the worker runs. */
interface Sessions {
  pageFor(username: string): Promise<Page>;
}

const test = base.extend<{ anonymous: Page }, { sessions: Sessions }>({
  sessions: [
    async ({ browser }, use) => {
      const contexts: BrowserContext[] = [];
      const pages = new Map<string, Promise<Page>>();
      const open = async (username: string) => {
        const context = await browser.newContext(browserOptions());
        contexts.push(context);
        const page = await watchedPage(context);
        // Whichever page the profile lands on (the Diretoria's is the totals page).
        await loginAs(page, username);
        await expect(page).not.toHaveURL(/\/login/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        return page;
      };
      await use({
        pageFor(username) {
          let page = pages.get(username);
          if (!page) {
            page = open(username);
            pages.set(username, page);
          }
          return page;
        },
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
  anonymous: async ({ browser }, use) => {
    const context = await browser.newContext(browserOptions());
    await use(await watchedPage(context));
    await context.close();
  },
});

/** The project's `use` options a context made by hand does not inherit. */
function browserOptions() {
  const { baseURL, locale, timezoneId, reducedMotion } = test.info().project.use;
  return { baseURL, locale, timezoneId, reducedMotion };
}

const cspLogs = new WeakMap<Page, CspLog>();

/** A page whose CSP violations are recorded: the DOM event, and the console's report of them. */
async function watchedPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const log = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      log.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  const page = await context.newPage();
  const log: CspLog = { messages: [] };
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) log.messages.push(message.text());
  });
  cspLogs.set(page, log);
  return page;
}

/** Fails on any CSP violation seen since the last call, then forgets them. */
async function expectNoCspViolation(page: Page, where: string) {
  const log = cspLogs.get(page)!;
  const events = await page.evaluate(() => {
    const holder = window as unknown as { __cspViolations?: string[] };
    const seen = holder.__cspViolations ?? [];
    holder.__cspViolations = [];
    return seen;
  });
  const all = [...events, ...log.messages.splice(0)];
  expect(all, `CSP violations on ${where}`).toEqual([]);
}

/**
 * Runs axe on the page, or only on its open dialog (the page behind was checked on its own),
 * and fails on serious or critical violations.
 */
async function expectAccessible(page: Page, where: string, scope: 'page' | 'dialog' = 'page') {
  // Only violations are read: axe then collects no detail on what passed (faster). Legacy
  // mode runs axe in the page in one go; the default opens a blank page per check to merge
  // the results of cross-origin frames, which the portal has none of (same rules, same nodes).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (scope === 'dialog') builder = builder.include('[role="dialog"]');
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect(blocking, `axe on ${where}`).toEqual([]);
}

/** A path of the table made concrete: a parameter gets an id (a placeholder page ignores it). */
function urlOf(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '1');
}

/** Waits until the page shows what it loaded: no loader, no 'Carregando...' row. */
async function waitForContent(page: Page) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

/** Opens a page in the shell; false when the shell refuses it to this profile. */
async function openShellPage(page: Page, route: RouteEntry): Promise<boolean> {
  // Inside the app, as its links do (a full load per page would double the walk's time).
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, urlOf(route.path));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(new RegExp(`^(${escape(route.title)}|${ACCESS_DENIED})$`));
  await waitForContent(page);
  return (await heading.textContent()) !== ACCESS_DENIED;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens a dialog with `opener`, checks it, then closes it with Escape (which never confirms). */
async function checkDialog(
  page: Page,
  opener: Locator | (() => Promise<void>),
  where: string,
  { refuseSave = false } = {},
) {
  let name = 'dialog';
  if (typeof opener === 'function') {
    await opener();
  } else {
    name = (await opener.getAttribute('aria-label')) ?? (await opener.innerText());
    await opener.click();
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await waitForContent(page);
  const here = `${where}, dialog '${name}'`;
  await expectAccessible(page, here, 'dialog');
  // The shell's header stays the one banner: a dialog's own header is not another.
  await expect(page.getByRole('banner'), here).toHaveCount((await hasShell(page)) ? 1 : 0);
  // A new record's empty form, refused: its errors must be as readable as the rest. (Never
  // an existing record's: saving it as it is would change the demo data.)
  const salvar = dialog.getByRole('button', { name: 'Salvar' });
  if (refuseSave && (await salvar.isVisible())) {
    await salvar.click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, `${here} after a refused save`, 'dialog');
  }
  // After a refused save the focus is on the first invalid field; a searchable select opens
  // its list on focus, and a person's first Escape closes that list, the next one the dialog.
  if ((await dialog.locator('[data-expanded]').count()) > 0) await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function hasShell(page: Page): Promise<boolean> {
  return (await page.getByTestId('user-menu').count()) > 0;
}

/**
 * The dialogs a page opens: its 'Novo ...' buttons and the first row's actions, on each of its
 * tabs.
 */
async function checkPageDialogs(page: Page, where: string) {
  const main = page.getByRole('main');
  const tabs = await main.getByRole('tab').all();
  for (const tab of tabs.length > 0 ? tabs : [null]) {
    let here = where;
    if (tab) {
      here = `${where}, tab '${await tab.innerText()}'`;
      await tab.click();
      await waitForContent(page);
      await expectAccessible(page, here);
    }
    for (const novo of await main.getByRole('button', { name: /^Nov[oa] / }).all()) {
      await checkDialog(page, novo, here, { refuseSave: true });
    }
    const firstRow = main
      .getByRole('row')
      .filter({ has: page.getByRole('button') })
      .first();
    if ((await firstRow.count()) === 0) continue;
    for (const action of ['Visualizar', 'Editar', 'Excluir']) {
      const button = firstRow.getByRole('button', { name: new RegExp(`^${action} `) });
      if ((await button.count()) > 0) await checkDialog(page, button.first(), here);
    }
  }
}

test.describe.configure({ mode: 'parallel' });

for (const route of SHELL_ROUTES) {
  test(`the page ${route.path} is accessible`, async ({ sessions }) => {
    // A page with tabs checks a dozen dialogs.
    test.setTimeout(90_000);
    for (const username of PROFILES) {
      const page = await sessions.pageFor(username);
      if (!(await openShellPage(page, route))) continue;
      const where = `${route.path} as ${username}`;
      await expectAccessible(page, where);
      await checkPageDialogs(page, where);
      await expectNoCspViolation(page, where);
      return;
    }
    throw new Error(`No demo profile may open ${route.path}: add one to PROFILES.`);
  });
}

for (const route of PUBLIC_ROUTES) {
  test(`the public page ${route.path} is accessible`, async ({ anonymous: page }) => {
    await page.goto(urlOf(route.path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForContent(page);
    await expectAccessible(page, route.path);
    // A form refused as it is.
    const submit = page.getByRole('main').locator('button[type=submit]');
    if ((await submit.count()) > 0 && (await submit.first().isEnabled())) {
      await submit.first().click();
      await expectAccessible(page, `${route.path} after a refused submit`);
    }
    await expectNoCspViolation(page, route.path);
  });
}

// States the route walk cannot reach: they need a registered order and its verification code.
test('the order page with its certificates and the verification page with each answer are accessible', async ({
  sessions,
  anonymous: page,
}) => {
  const operador = await sessions.pageFor('operador');
  const { protocolo } = await registrarContrato(operador, '1234');
  await operador.goto(pedidoUrl(protocolo));
  const secao = operador.getByRole('region', { name: 'Certidões' });
  // The page follows the order until the simulator registers it.
  await expect(secao).toBeVisible({ timeout: 15_000 });
  await expectAccessible(operador, 'the order page with its certificates');
  const codigo = (await secao.getByText(/^\d{14}(-[0-9A-Z]{4}){4}$/).textContent())!;

  await page.goto(`/certidao/verificar?codigo=${codigo}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Certidão autêntica' })).toBeVisible();
  await expectAccessible(page, '/certidao/verificar, an authentic certificate');
  await page
    .getByRole('textbox', { name: /Código de verificação/ })
    .fill(`${protocolo}-AAAA-AAAA-AAAA-AAAA`);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Código não confere' })).toBeVisible();
  await expectAccessible(page, '/certidao/verificar, a code that does not match');
  await expectNoCspViolation(page, '/certidao/verificar');
});

// The public chassis status with an answer: the timeline, and the not-found hint (a chassis no
// order carries; e2e/tests/publico-status.spec.ts checks the other states with axe too).
test('the public chassis status with its timeline is accessible', async ({ anonymous: page }) => {
  await page.goto('/vbexpress');
  await page.getByRole('textbox', { name: /Chassi/ }).fill('9BWZZZ377VT999996');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(
    page.getByRole('heading', { name: 'Status do Contrato de Financiamento' }),
  ).toBeFocused();
  await expectAccessible(page, 'vbexpress with a timeline');
  await expectNoCspViolation(page, 'vbexpress with a timeline');
});

// The landing page and the login page are outside the route table (their own guards).
test('the landing page is accessible', async ({ anonymous: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForContent(page);
  await expectAccessible(page, 'landing');
  await expectNoCspViolation(page, 'landing');
});

test('the login page is accessible, empty and refused', async ({ anonymous: page }) => {
  await page.goto('/vbconnection/login');
  await expect(page.getByRole('heading', { name: 'Acesse o portal' })).toBeVisible();
  await expectAccessible(page, 'login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await expectAccessible(page, 'login after a refused submit');
  await expectNoCspViolation(page, 'login');
});

test("the shell's own dialogs are accessible", async ({ sessions }) => {
  const page = await sessions.pageFor('administrador');
  await page.goto('/vbconnection/vbauto/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seja bem-vindo(a)!');
  const userMenu = page.getByTestId('user-menu');

  await userMenu.click();
  await checkDialog(page, page.getByRole('menuitem', { name: 'Alterar Senha' }), 'shell', {
    refuseSave: true,
  });

  await userMenu.click();
  await checkDialog(page, page.getByRole('menuitem', { name: 'Preferências' }), 'shell');

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const sair = page.getByRole('dialog');
  await expect(sair).toBeVisible();
  await expectAccessible(page, "shell, the 'Sair' confirmation");
  await sair.getByRole('button', { name: 'Não' }).click();
  await expect(sair).toBeHidden();

  await checkDialog(
    page,
    () => openMenuItem(page, 'Administrativo', 'Validador CPF/CNPJ'),
    "shell, 'Validador CPF/CNPJ'",
  );
  await expectNoCspViolation(page, 'shell dialogs');
});

// A demo user no other spec logs in as; the test turns two-step login off again at the end.
test('the two-step login screens are accessible: enrolment, recovery codes, second step, new codes, removal', async ({
  anonymous: page,
}) => {
  test.slow();
  const nome = 'Relações Institucionais Demonstração';
  const openDialog = async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Verificação em duas etapas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificação em duas etapas' });
    await expect(dialog).toBeVisible();
    await waitForContent(page);
    return dialog;
  };
  await loginAs(page, 'relacoes_institucionais');
  await expect(page.getByRole('button', { name: nome })).toBeVisible();

  let dialog = await openDialog();
  await expectAccessible(page, 'two-step dialog, off', 'dialog');
  await dialog.getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog.getByTestId('segredo-totp')).toBeVisible();
  await expectAccessible(page, 'two-step dialog, QR code and key', 'dialog');
  const segredo = await dialog.getByTestId('segredo-totp').innerText();
  const ativacao = totpCode(segredo);
  await dialog.getByLabel(/Digite o código de 6 dígitos/).fill(ativacao.codigo);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByTestId('codigos-recuperacao')).toBeVisible();
  await expectAccessible(page, 'two-step dialog, recovery codes', 'dialog');
  await dialog.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(dialog).toBeHidden();

  await logout(page, nome);
  await loginAs(page, 'relacoes_institucionais');
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expectAccessible(page, 'login, second step');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'login, second step refused');
  await page.getByLabel('Código do aplicativo').fill(totpCode(segredo, ativacao.passo).codigo);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('button', { name: nome })).toBeVisible();

  dialog = await openDialog();
  await expectAccessible(page, 'two-step dialog, on', 'dialog');
  await dialog.getByRole('button', { name: 'Gerar novos códigos de recuperação' }).click();
  await dialog.getByRole('button', { name: 'Gerar códigos' }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'two-step dialog, new recovery codes refused', 'dialog');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await dialog.getByLabel('Senha atual').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Desativar' }).click();
  await expect(dialog).toBeHidden();
  await expectNoCspViolation(page, 'two-step screens');
});

test("the top bar's notifications popover is accessible", async ({ sessions }) => {
  const page = await sessions.pageFor('operador');
  await page.goto('/vbconnection/vbauto/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seja bem-vindo(a)!');
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notificações' })).toBeVisible();
  await expectAccessible(page, "shell, the notifications' popover");
  await page.keyboard.press('Escape');
  await expectNoCspViolation(page, 'notifications');
});

test("the order search's refused filter and export dialog are accessible", async ({ sessions }) => {
  const page = await sessions.pageFor('operador');
  await page.goto(urlOf('/vbconnection/vbauto/contrato/consultar'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultar Contratos');
  await waitForContent(page);
  await page.getByRole('textbox', { name: 'Protocolo' }).fill('123');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Protocolo inválido: 14 dígitos')).toBeVisible();
  await expectAccessible(page, 'contrato/consultar after a refused search');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Exportar' }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'contrato/consultar, export dialog refused', 'dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoCspViolation(page, 'contrato/consultar');
});

// States the route walk does not reach: a contract mirror with its data (a registered order and
// a refused one with the Detran's reasons), and the lien lookup's answers.
test('the contract mirror and the lien lookup answers are accessible', async ({ sessions }) => {
  test.setTimeout(90_000);
  const page = await sessions.pageFor('operador');
  for (const [final, situacao] of [
    ['5678', 'Registrado'],
    ['0002', 'Não registrado'],
  ] as const) {
    const protocolo = await registrar(page, final);
    await page.goto(pedidoUrl(protocolo));
    await expect(
      page.getByText('Situação:').locator('..').getByText(situacao, { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Veículo 1' })).toBeVisible();
    await waitForContent(page);
    await expectAccessible(page, `the contract mirror, ${situacao}`);
    await expectNoCspViolation(page, `the contract mirror, ${situacao}`);
  }
  for (const chassi of ['9BWZZZ377VT004251', '9BWZZZ377VT000001', '9BWZZZ377VT000007']) {
    await page.goto(gravameConsultaUrl(chassi));
    await expect(page.getByRole('region', { name: `Gravame do chassi ${chassi}` })).toBeVisible();
    await expectAccessible(page, `the lien lookup of ${chassi}`);
  }
  await expectNoCspViolation(page, 'the lien lookup');
});

// The route walk opens usuario/editar/:id with no real id: the user's page with its form, a
// refused save, the create page refused and a row action's confirmation are checked here.
test("a user's edit page, refused, and the users list's confirmation are accessible", async ({
  sessions,
}) => {
  const page = await sessions.pageFor('administrador');
  await page.goto(urlOf('/vbconnection/vbauto/administrativo/usuario'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usuários');
  await waitForContent(page);
  const row = page.getByRole('row').filter({ hasText: 'Comercial Demonstração' });
  await checkDialog(
    page,
    row.getByRole('button', { name: /^Bloquear / }),
    'administrativo/usuario',
  );
  await row.getByRole('link', { name: /^Editar / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar Usuário');
  await waitForContent(page);
  await expectAccessible(page, 'usuario/editar');
  await page.getByRole('textbox', { name: 'Nome' }).fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'usuario/editar after a refused save');
  await expectNoCspViolation(page, 'usuario/editar');

  // The create page, sent blank, and with a taken username told as it is typed.
  await page.goto(urlOf('/vbconnection/vbauto/administrativo/usuario/criar'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastrar Usuário');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Usuário/ }).fill('operador');
  await expect(page.getByText('Este nome de usuário já está em uso')).toBeVisible();
  await expectAccessible(page, 'administrativo/usuario/criar after a refused submit');
});
