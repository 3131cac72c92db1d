import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { isValidCnpj, isValidCpf } from '@portal/shared/common/documentos';
import { SESSION_KEYS } from '@portal/shared/auth/session-keys';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import type { PerfilCodigo } from '@portal/shared/usuarios/perfis';

export const DEMO_PASSWORD = 'Demo@2026';

/** Logs in through the login page, as a person would, and waits for the welcome page. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/vbconnection/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function loginAndWaitForHome(page: Page, username: string, password = DEMO_PASSWORD) {
  await loginAs(page, username, password);
  await expect(page).toHaveURL(/\/vbconnection\/vbauto\/home$/);
  await expect(page.getByText('Seja bem-vindo(a)!')).toBeVisible();
}

/** Opens a side-menu group only when the item is hidden, as a person would, and clicks it. */
export async function openMenuItem(page: Page, group: string, item: string) {
  const menu = page.getByTestId('side-menu');
  // A page entry is a link; an entry that opens a dialog is a button.
  const entry = menu
    .getByRole('link', { name: item, exact: true })
    .or(menu.getByRole('button', { name: item, exact: true }));
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await entry.click();
}

/** Logs out through the user menu of the top bar (`nome` names its button), confirming 'Sim'. */
export async function logout(page: Page, nome: string) {
  await page.getByRole('button', { name: nome }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/vbconnection\/login/);
}

/**
 * Checks the notice a person sees after an action, then closes it as a person would: the app
 * shows a notice only once while an identical one is up, so the next action's notice (the same
 * text, say) must not be mistaken for this one.
 */
export async function expectNotice(page: Page, message: string) {
  const notice = page.getByRole('alert').filter({ hasText: message });
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
}

/**
 * A move of an order (its page's 'Dar baixa', 'Cancelar', 'Reprocessar'...): the button, the
 * Sim/Não dialog with the justification the history keeps, Sim, and the dialog gone.
 */
export async function confirmarAcao(page: Page, acao: string, justificativa: string) {
  await page.getByRole('button', { name: acao, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: acao });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Justificativa' }).fill(justificativa);
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expect(dialog).toBeHidden();
}

/** A suffix that keeps the names of a run's rows apart from every other run's and flow's. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

/** Letters and digits a VIN may hold (never I, O or Q). */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/**
 * A chassis no other order of the run has: the demo's prefix '9BW', random VIN characters, and
 * `final`, the last characters, which choose the simulator's answer (docs/detran-sim.md:
 * '1234' registers; '0001'-'0009' are its special answers). The flows share one database and
 * some register hundreds of orders, so a few random digits would collide now and then.
 */
export function novoChassi(final = '1234'): string {
  const meio = Array.from(
    { length: 14 - final.length },
    () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)],
  );
  return `9BW${meio.join('')}${final}`;
}

const DIGITOS = '0123456789';
const ALFANUMERICOS = `${DIGITOS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;

/**
 * A new CNPJ: 12 random characters (digits, or digits and letters for the alphanumeric CNPJ)
 * and the one pair of check digits the validator accepts.
 */
export function newCnpj({ alfanumerico = false } = {}): string {
  const chars = alfanumerico ? ALFANUMERICOS : DIGITOS;
  const base = Array.from(
    { length: 12 },
    () => chars[Math.floor(Math.random() * chars.length)],
  ).join('');
  for (let dv = 0; dv < 100; dv++) {
    const cnpj = base + String(dv).padStart(2, '0');
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error(`no check digits for ${base}`);
}

/** A random CPF with its check digits (11 digits, unmasked). */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  for (let dv = 0; dv < 100; dv++) {
    const cpf = base + String(dv).padStart(2, '0');
    if (isValidCpf(cpf)) return cpf;
  }
  throw new Error(`no check digits for ${base}`);
}

/** Picks an option of a Mantine select in `scope`, typing to narrow it as a person would. */
export async function pickOption(
  scope: Locator,
  label: string | RegExp,
  option: string,
  typed?: string,
) {
  const combobox = scope.getByRole('combobox', { name: label });
  // The field in view before its list opens, as a person looks at a field before opening it:
  // the list then opens inside the window (above the field when there is no room below). A list
  // opened below the fold made the option's click scroll the page, and the list, placed by
  // floating-ui a frame later, was not yet under the click: it hit the form behind and closed the
  // list (seen in a gate on a loaded machine).
  await combobox.scrollIntoViewIfNeeded();
  await combobox.click();
  if (typed !== undefined) await combobox.fill(typed);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** Types into a list page's filters and searches, as a person narrows a list. */
export async function searchList(page: Page, fields: Record<string, string>) {
  const filtros = page.getByRole('form', { name: 'Filtros' });
  for (const [label, value] of Object.entries(fields)) {
    await filtros.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await filtros.getByRole('button', { name: 'Pesquisar' }).click();
}

/**
 * Deletes a row through its trash button: 'Não' first (nothing happens, the row stays),
 * then 'Sim'; the success notice appears and the row leaves the list without a reload.
 */
export async function deleteRow(
  page: Page,
  row: Locator,
  name: string,
  confirm: { title: string; question: string; notice: string },
) {
  const ask = async () => {
    await row.getByRole('button', { name: `Excluir ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: confirm.title });
    await expect(dialog).toContainText(confirm.question);
    return dialog;
  };
  const first = await ask();
  await first.getByRole('button', { name: 'Não' }).click();
  await expect(first).toBeHidden();
  await expect(row).toBeVisible();
  const second = await ask();
  await second.getByRole('button', { name: 'Sim' }).click();
  await expect(second).toBeHidden();
  await expectNotice(page, confirm.notice);
  await expect(row).toHaveCount(0);
}

/**
 * Turns a switch on or off from the keyboard, as a person tabbing through the form would: the
 * input lies hidden under the track, and a forced click on it misses while a dialog opens.
 */
export async function setSwitch(scope: Locator, name: string, on: boolean) {
  const toggle = scope.getByRole('switch', { name, exact: true });
  if ((await toggle.isChecked()) !== on) await toggle.press('Space');
  await expect(toggle).toBeChecked({ checked: on });
}

/** The demo client's first financial agent (apps/server/src/db/demo-ids.ts). */
const AGENTE_DEMONSTRACAO = '00000000-0000-4000-8000-000000000301';

/**
 * Registers the example contract through the API as the logged-in person (the form has its own
 * flows), with a new contract number and a chassis whose last four characters choose the
 * simulator's answer (docs/detran-sim.md: '1234' registers). Returns the protocol, the contract
 * sent and the session's token.
 */
export async function registrarContrato(page: Page, finalDoChassi: string) {
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const contrato = structuredClone(CONTRATO_EXEMPLO);
  contrato.agenteFinanceiroId = AGENTE_DEMONSTRACAO;
  contrato.contrato.numero = `E2E-${uniqueSuffix()}`;
  contrato.veiculos[0]!.chassi = novoChassi(finalDoChassi);
  const response = await page.request.post('/api/contratos/registrar', {
    headers: { authorization: `Bearer ${token}` },
    data: contrato,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { protocolo } = (await response.json()) as { protocolo: string };
  return { protocolo, contrato, token: token! };
}

/** registrarContrato's protocol alone. */
export async function registrar(page: Page, finalDoChassi: string): Promise<string> {
  return (await registrarContrato(page, finalDoChassi)).protocolo;
}

// Without SMTP_URL (as in this run) the portal writes each e-mail into DATA_DIR/emails; the
// folder is the one playwright.config.ts gives the server.
const EMAILS_DIR = resolve(import.meta.dirname, '../../tmp/e2e-data/emails');

/** The text of the .eml files sent to `to`, quoted-printable decoded. */
export function emailsTo(to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(EMAILS_DIR);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(EMAILS_DIR, file), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`))
    .map((eml) =>
      Buffer.from(
        eml
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

/** The path of the password link in the newest e-mail to `to` (waits for it). */
export async function linkSentTo(to: string, before: number): Promise<string> {
  await expect.poll(() => emailsTo(to).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const links = emailsTo(to)
    .map((eml) => /https?:\/\/[^/\s]+(\/vbconnection\/redefinir-senha#token=[\w-]+)/.exec(eml)?.[1])
    .filter((link): link is string => link !== undefined);
  expect(links.length).toBeGreaterThan(before);
  // The files' order is not the sending order: the token the server still accepts is the
  // newest, and a run starts on a fresh folder, so there is one per run and user.
  return links.at(-1)!;
}

/** A user newUserWithPassword created: who it is and the password it logs in with. */
export interface NewUser {
  username: string;
  nome: string;
  email: string;
  password: string;
}

/**
 * A new user of a registradora profile (no client nor supplier), created through the API as
 * `administrador` with a unique username, name and e-mail: the portal queues its first-access
 * e-mail. Its password is not set yet (newUserWithPassword sets it).
 */
export async function newUser(
  request: APIRequestContext,
  { perfil, prefixo = 'e2e' }: { perfil: PerfilCodigo; prefixo?: string },
): Promise<NewUser> {
  const suffix = uniqueSuffix().toLowerCase();
  const username = `${prefixo}.${suffix}`;
  const nome = `Pessoa ${prefixo} ${suffix.toUpperCase()}`;
  const email = `${username}@exemplo.test`;
  const password = `Senha-${suffix.toUpperCase()}-nova!`;

  const login = await request.post('/api/auth/tokens', {
    data: { username: 'administrador', password: DEMO_PASSWORD, guid: `e2e-${suffix}` },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string | null };
  expect(token, 'administrador logs in without a second step').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  try {
    const created = await request.post('/api/usuarios', {
      headers,
      data: {
        username,
        nome,
        email,
        telefone: null,
        cpf: null,
        perfil,
        clienteId: null,
        fornecedorId: null,
        permissoes: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await request.get('/api/auth/tokens/revoke', { headers });
  }
  return { username, nome, email, password };
}

/**
 * A newUser ready to log in: its password set through the first-access link e-mailed to it,
 * as the link's page does. A flow that changes a user's state (its two-step login, say) works
 * on one of these: no other flow, running alongside, ever logs in as it, and a repeated run
 * starts from a user of its own.
 */
export async function newUserWithPassword(
  request: APIRequestContext,
  options: { perfil: PerfilCodigo; prefixo?: string },
): Promise<NewUser> {
  const user = await newUser(request, options);
  // The new user's one e-mail so far: the first-access link, whose page posts its code.
  const link = await linkSentTo(user.email, 0);
  const codigo = link.split('#token=')[1];
  const reset = await request.post('/api/auth/senha/redefinir', {
    data: { token: codigo, newPassword: user.password, confirmNewPassword: user.password },
  });
  expect(reset.status(), await reset.text()).toBe(204);
  return user;
}
