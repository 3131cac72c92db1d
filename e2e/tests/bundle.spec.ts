import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { loginAndWaitForHome } from './support';

/**
 * The files of a kind (scripts, style sheets) the browser received from the portal, as they
 * came over the wire: the body bytes after the server's Content-Encoding (Chromium's encoded
 * size).
 */
function trackTransfers(page: Page, kind: 'script' | 'stylesheet' = 'script') {
  const pending: Promise<void>[] = [];
  // A list, not a map by address: a script read again from the cache arrives with 0 bytes.
  const scripts: { url: string; bytes: number; encoding: string | null }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== kind) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? null;
        scripts.push({ url: request.url(), bytes: sizes.responseBodySize, encoding });
      })(),
    );
  });
  return async () => {
    await Promise.all(pending);
    const received = scripts.filter((file) => file.bytes > 0);
    return {
      kB: received.reduce((total, file) => total + file.bytes, 0) / 1024,
      count: received.length,
      // Chromium accepts brotli: a file sent any other way (over 1 kB) was not compressed.
      notBrotli: received.filter((file) => file.encoding !== 'br' && file.bytes > 1024),
    };
  };
}

function report(testInfo: TestInfo, page: string, kB: number, count: number) {
  testInfo.annotations.push({ type: `${page}-js-kB`, description: kB.toFixed(1) });
  console.log(`${page}: ${kB.toFixed(1)} kB of JavaScript on the wire in ${count} files`);
}

test('the login page loads at most 150 kB of JavaScript, the welcome page after it at most 250 kB', async ({
  page,
}, testInfo) => {
  const transferred = trackTransfers(page);
  await page.goto('/vbconnection/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const login = await transferred();
  report(testInfo, 'login', login.kB, login.count);
  expect(login.notBrotli).toEqual([]);
  expect(login.kB).toBeLessThanOrEqual(150);

  await loginAndWaitForHome(page, 'administrador');
  await page.waitForLoadState('networkidle');
  const welcome = await transferred();
  report(testInfo, 'login+welcome', welcome.kB, welcome.count);
  expect(welcome.notBrotli).toEqual([]);
  expect(welcome.kB).toBeLessThanOrEqual(250);
});

// The public pages anyone opens from a link or a search engine, with an empty cache: as light
// as the login page. The chassis status page loads zod only with the first lookup.
for (const [path, heading] of [
  ['/vbexpress', 'Status de Registro'],
  ['/quem-somos', 'Quem somos'],
] as const) {
  test(`${path} loads at most 150 kB of JavaScript`, async ({ page }, testInfo) => {
    const transferred = trackTransfers(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await transferred();
    report(testInfo, path.slice(1), loaded.kB, loaded.count);
    expect(loaded.notBrotli).toEqual([]);
    expect(loaded.kB).toBeLessThanOrEqual(150);
  });
}

// Each register page opened by its address in a browser with an empty cache (logged in): the
// entry, the logged-in area and the page.
const REGISTER_PAGES = [
  ['cliente', 'Cadastros'],
  ['servico', 'Serviços'],
  ['servico-detran', 'Serviços Detran'],
  ['cidade', 'Cidades'],
  ['detran', 'Detrans'],
  ['grupo-economico', 'Grupos Econômicos'],
  ['despachante', 'Despachantes'],
  ['marca-modelo', 'Marca / Modelo'],
  ['veiculos', 'Veículos'],
  ['terceiro-garantidor', 'Terceiro Garantidor'],
  ['registrar', 'Registrar'],
  ['contrato/inserir', 'Registrar Contrato'],
] as const;

test.describe('register pages', () => {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await loginAndWaitForHome(await context.newPage(), 'administrador');
    storageState = await context.storageState();
    await context.close();
  });

  for (const [path, title] of REGISTER_PAGES) {
    test(`${title} loads at most 300 kB of JavaScript`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      const transferred = trackTransfers(page);
      await page.goto(`/vbconnection/vbauto/${path}`);
      // What is measured is the bytes; the contract form's cold load (its lookups included)
      // once passed the default 5 s on a loaded CI machine.
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await page.waitForLoadState('networkidle');
      const loaded = await transferred();
      report(testInfo, path, loaded.kB, loaded.count);
      expect(loaded.notBrotli).toEqual([]);
      expect(loaded.kB).toBeLessThanOrEqual(300);
      await context.close();
    });
  }
});

/** The Mantine classes (m_…) on the page that no loaded style sheet has a rule for. */
function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .join('\n');
    const classes = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => /^m_[0-9a-f]+$/.test(name)),
      ),
    );
    return [...classes].filter((name) => !rules.includes(`.${name}`));
  });
}

// Mantine's styles come in three sheets (apps/web/src/app/mantine-public.css,
// mantine-shell.css and src/styles/mantine-logged-in.css): the public pages load only the
// first, so each component they show must be in it.
test.describe('public pages', () => {
  for (const path of [
    '/',
    '/vbconnection/login',
    '/vbconnection/pre-cadastro',
    '/vbexpress',
    '/quem-somos',
  ]) {
    test(`${path} loads at most 20 kB of CSS, with the styles of every Mantine class it shows`, async ({
      page,
    }, testInfo) => {
      const transferred = trackTransfers(page, 'stylesheet');
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const css = await transferred();
      testInfo.annotations.push({ type: `${path}-css-kB`, description: css.kB.toFixed(1) });
      console.log(`${path}: ${css.kB.toFixed(1)} kB of CSS on the wire in ${css.count} files`);
      expect(css.notBrotli).toEqual([]);
      expect(css.kB).toBeLessThanOrEqual(20);

      expect(await unstyledMantineClasses(page)).toEqual([]);
    });
  }
});

// The welcome page, opened by its address, paints with the public sheet and the shell's
// (mantine-shell.css) only; the other logged-in pages and the shell's dialogs bring the rest
// (src/styles/mantine-logged-in.css) before they show.
test('the welcome page, its user menu, a dialog and a register page show no Mantine class unstyled', async ({
  page,
}) => {
  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/home');
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await unstyledMantineClasses(page)).toEqual([]);

  await page.getByTestId('user-menu').click();
  const alterarSenha = page.getByRole('menuitem', { name: 'Alterar Senha' });
  await expect(alterarSenha).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
  // A dialog the shell opens later brings the rest of the styles before it shows.
  await alterarSenha.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);

  await page.goto('/vbconnection/vbauto/cidade');
  await expect(page.getByRole('heading', { name: 'Cidades', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await unstyledMantineClasses(page)).toEqual([]);
});

// A page of the logged-in area opened by its address (a reload, a bookmark) asks for the
// shell's code as its HTML is parsed, not after the entry has arrived and run, when the browser
// holds a session; a public page, or a visitor without a session (sent to the login page), does
// not download the shell.
test('a logged-in page opened by its address preloads the shell; the login page does not', async ({
  page,
}) => {
  const SHELL = /<link rel="modulepreload" crossorigin href="\/assets\/logged-in-area-[\w-]+\.js">/;
  // The page's own request context: it sends the cookies the browser holds.
  const html = async (path: string) => (await page.request.get(path)).text();
  expect(await html('/vbconnection/vbauto/home')).not.toMatch(SHELL);

  await loginAndWaitForHome(page, 'operador');
  expect(await html('/vbconnection/vbauto/home')).toMatch(SHELL);
  expect(await html('/vbconnection/login')).not.toMatch(SHELL);
  expect(await html('/')).not.toMatch(SHELL);

  // And the page works from it, with the shell's code fetched once (the preload is used).
  const shellRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/logged-in-area-[\w-]+\.js$/.test(request.url()))
      shellRequests.push(request.url());
  });
  await page.goto('/vbconnection/vbauto/home');
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();
  expect(shellRequests).toHaveLength(1);
});
