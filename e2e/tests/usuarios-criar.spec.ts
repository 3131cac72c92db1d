import { expect, test } from '@playwright/test';
import {
  emailsTo,
  expectNotice,
  linkSentTo,
  loginAndWaitForHome,
  loginAs,
  pickOption,
  searchList,
  uniqueSuffix,
} from './support';

const NOVA_SENHA = 'Cavalo-Azul-Bateria!';

test('an administrator creates a user who then logs in through the e-mailed link', async ({
  page,
  browser,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const username = `novo.${suffix}`;
  const nome = `Pessoa Nova ${suffix}`;
  const email = `${username}@exemplo.test`;

  await loginAndWaitForHome(page, 'administrador');
  await page.goto('/vbconnection/vbauto/gerenciar-usuario');
  await page.getByRole('link', { name: /Cadastrar usuário/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastrar Usuário');

  const form = page.getByRole('form', { name: 'Cadastrar usuário' });
  const usuario = form.getByRole('textbox', { name: /^Usuário/ });
  // A taken username is told as it is typed, ignoring case.
  await usuario.fill('OPERADOR');
  await expect(form.getByText('Este nome de usuário já está em uso')).toBeVisible();
  await usuario.fill(username);
  await expect(form.getByText('Disponível', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await pickOption(form, /^Perfil/, 'Operador');
  await pickOption(form, /^Cliente/, 'Banco Demonstração');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expectNotice(
    page,
    `Usuário cadastrado com sucesso! O link de primeiro acesso foi enviado para ${email}.`,
  );
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/administrativo\/usuario$/);

  await searchList(page, { Nome: username });
  const row = page.getByRole('row').filter({ hasText: nome });
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('Banco Demonstração');
  const first = await linkSentTo(email, 0);

  // The administrator sends the link again: the first one stops working.
  await row.getByRole('button', { name: `Reenviar link ${nome}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reenviar link de primeiro acesso' });
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expectNotice(page, 'Link de primeiro acesso enviado!');
  await expect.poll(() => emailsTo(email).length, { timeout: 15_000 }).toBe(2);
  const links = emailsTo(email)
    .map((eml) => /https?:\/\/[^/\s]+(\/vbconnection\/redefinir-senha#token=[\w-]+)/.exec(eml)?.[1])
    .filter((link): link is string => link !== undefined);
  const second = links.find((link) => link !== first)!;
  expect(second).toBeDefined();
  expect(emailsTo(email).some((eml) => eml.includes('enviou um novo link'))).toBe(true);

  // The new user, on a browser of its own.
  const context = await browser.newContext();
  const pessoa = await context.newPage();
  await pessoa.goto(first);
  await expect(pessoa.getByText(/Este link já foi usado/)).toBeVisible();
  await pessoa.goto('about:blank');
  await pessoa.goto(second);
  await expect(
    pessoa.getByRole('heading', { level: 1, name: 'Primeiro acesso: crie a sua senha' }),
  ).toBeVisible();
  await pessoa.getByLabel('Nova senha').fill(NOVA_SENHA);
  await pessoa.getByLabel('Confirmação da senha').fill(NOVA_SENHA);
  await pessoa.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(pessoa.getByText('Senha cadastrada com sucesso!')).toBeVisible();

  await loginAs(pessoa, username, NOVA_SENHA);
  await expect(pessoa).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  await expect(pessoa.getByText('Seja bem-vindo(a)!')).toBeVisible();
  await context.close();

  // Logged in once, the user has no first access left: the list no longer offers the link.
  await page.reload();
  await searchList(page, { Nome: username });
  await expect(row.getByRole('button', { name: `Bloquear ${nome}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reenviar link ${nome}` })).toHaveCount(0);
});
