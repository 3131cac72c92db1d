import { expect, test } from '@playwright/test';
import { loginAndWaitForHome, loginAs } from './support';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Voltar' stays whole next to a long title that wraps", async ({ page }) => {
    await loginAndWaitForHome(page, 'atendimento_n2');
    await page.goto('/vbconnection/vbauto/relatorio/imagem-contrato');
    const title = page.getByRole('heading', { name: 'Relatório de Imagens de Contratos' });
    await expect(title).toBeVisible();
    const voltar = page.getByRole('button', { name: 'Voltar' });
    await expect(voltar).toHaveText('Voltar');
    // The label is not clipped (no ellipsis, no overflow) and the button is inside the screen.
    const label = voltar.locator('.mantine-Button-label');
    const { scrollWidth, clientWidth } = await label.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const box = await voltar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(70);
    // The title wraps to more than one line instead of pushing the button out.
    expect((await title.boundingBox())!.height).toBeGreaterThan(40);
  });

  test('the version label shows in the header, and the user menu opens with name and profile', async ({
    page,
  }) => {
    await loginAndWaitForHome(page, 'atendimento_n2');
    await expect(page.getByTestId('version-label')).toBeVisible();
    await expect(page.getByTestId('version-label')).toHaveText(/^v\d+\.\d+\.\d+/);
    await page.getByTestId('user-menu').click();
    const identity = page.getByTestId('user-menu-identity');
    await expect(identity).toBeVisible();
    await expect(identity).toContainText('Atendimento N2 Demonstração');
    await expect(identity).toContainText('Atendimento N2');
    await expect(page.getByRole('menuitem', { name: 'Ajuda (FAQ)' })).toBeVisible();
  });

  test("the Diretoria's reduced layout shows the version label", async ({ page }) => {
    await loginAs(page, 'diretoria');
    await expect(page).toHaveURL(/\/totais$/);
    await expect(page.getByTestId('version-label')).toBeVisible();
  });
});

test('a page hidden from the Master opens by URL as a refusal; the administrator sees it', async ({
  browser,
}) => {
  const master = await browser.newPage();
  await loginAndWaitForHome(master, 'master');
  await master.goto('/vbconnection/vbauto/parametrizacao');
  await expect(master.getByRole('heading', { name: 'Acesso não permitido' })).toBeVisible();
  await expect(master.getByText('Seu perfil não tem acesso a esta página.')).toBeVisible();
  await expect(master.getByRole('link', { name: 'Cidades' })).toHaveCount(0);
  await master.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(master).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  await master.close();

  const admin = await browser.newPage();
  await loginAndWaitForHome(admin, 'administrador');
  await admin.goto('/vbconnection/vbauto/parametrizacao');
  await expect(admin.getByRole('heading', { name: 'Parametrização' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Cidades' })).toBeVisible();
  await expect(admin.getByText('Acesso não permitido')).toHaveCount(0);
  await admin.close();
});

test('at 1366 px the top bar shows the whole name of the user', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAndWaitForHome(page, 'atendimento_n2');
  const name = page.getByTestId('user-menu').getByText('Atendimento N2 Demonstração');
  const { scrollWidth, clientWidth } = await name.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
