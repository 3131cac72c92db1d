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
