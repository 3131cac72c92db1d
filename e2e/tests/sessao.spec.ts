import { expect, test } from '@playwright/test';
import { expectNotice, loginAndWaitForHome } from './support';

// The browser's clock is the test's (Playwright's clock): the session's 30 minutes pass in a
// moment on the page, while the server's session, in real time, is still open.
test('at 02:00 left the session asks to renew; Sim renews it and the clock starts over', async ({
  page,
}) => {
  await page.clock.install();
  await loginAndWaitForHome(page, 'operador');
  const timer = page.getByTestId('session-timer');
  await expect(timer).toHaveText(/(30:00|29:5\d)$/);

  await page.clock.fastForward('28:00');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Seu tempo de acesso está expirando!');
  await expect(dialog).toContainText('Deseja atualizar o seu login?');
  await expect(timer).toHaveText(/0[01]:\d\d$/);
  await dialog.getByRole('button', { name: 'Sim' }).click();

  await expectNotice(page, 'Login atualizado com sucesso!!!');
  await expect(dialog).toBeHidden();
  await expect(timer).toHaveText(/(30:00|29:5\d)$/);
});

test('the warning closes by itself after 60 s, and at 00:00 the user is sent to the login page', async ({
  page,
}) => {
  await page.clock.install();
  await loginAndWaitForHome(page, 'operador');
  await page.clock.fastForward('28:01');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Seu tempo de acesso está expirando!');
  await page.clock.fastForward('01:01');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);

  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/vbconnection\/login\?.*msg=sessao-expirada/);
  await expect(page.getByText('Sua sessão expirou')).toBeVisible();
});

// A person's click lasts a moment between press and release. The renewal that a minute of
// work brings starts at the press: had it raised the full-screen loader, the release would land
// on it and the click would be lost (it was, once a minute).
test('a click a minute after the last renewal renews the session and still does what it was for', async ({
  page,
}) => {
  await page.clock.install();
  await loginAndWaitForHome(page, 'operador');
  const menu = page.getByTestId('side-menu');
  const group = menu.getByRole('button', { name: 'vbAuto' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');

  await page.clock.fastForward('01:05');
  // The server answers the renewal only once the button is released: had the renewal raised
  // the loader, it would still be over the page then, whatever the machine's speed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/tokens/prolongate', async (route) => {
    await released;
    await route.continue();
  });
  const renewal = page.waitForResponse('**/api/auth/tokens/prolongate');
  await group.hover();
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
  release();

  expect((await renewal).status()).toBe(200);
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Consultar' })).toBeVisible();
  await expect(page.getByTestId('loader')).toBeHidden();
});
