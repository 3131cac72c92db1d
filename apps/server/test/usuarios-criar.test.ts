import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID, demoUsuarioId } from '../src/db/demo-ids';
import { LINK_MENSAGENS } from '../src/lib/password-links';
import { bearer, createTestApp, createUserWithPermissions, login, mensagens } from './helper';
import { parseMessage, startTestSmtp, type TestSmtp } from './smtp';

/*
 * Creating a user (POST usuarios) with the first-access link it receives by e-mail, through a
 * real SMTP server, and the link sent again (GET usuarios/reenviar-link/{id}); issue 12.
 */

const PORTAL_URL = 'https://portal.registradora.test';
const NOVA_SENHA = 'Cavalo-Azul-Bateria!';

let smtp: TestSmtp;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let master: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PORTAL_URL,
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
  await ctx.app.ready();
  admin = bearer(await login(ctx.app, 'administrador'));
  master = bearer(await login(ctx.app, 'master'));
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

let address = 0;
const nextAddress = () => `10.70.${Math.floor(++address / 250)}.${address % 250}`;

const criar = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/usuarios', headers, payload });

const reenviar = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/usuarios/reenviar-link/${id}`, headers });

const reset = (token: string, senha = NOVA_SENHA) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/senha/redefinir',
    payload: { token, newPassword: senha, confirmNewPassword: senha },
    remoteAddress: nextAddress(),
  });

const linkInfo = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/senha/link',
    payload: { token },
    remoteAddress: nextAddress(),
  });

/** A valid body for a client's operator, with overrides. */
function novo(username: string, overrides: Record<string, unknown> = {}) {
  return {
    username,
    nome: 'Maria Nova',
    email: `${username.toLowerCase()}@banco.test`,
    telefone: '11987654321',
    cpf: null,
    perfil: 'OPERADOR',
    clienteId: DEMO_CLIENTE_ID,
    fornecedorId: null,
    permissoes: [],
    ...overrides,
  };
}

function mailsTo(email: string) {
  return smtp.received
    .filter((received) => received.to.includes(email))
    .map((received) => parseMessage(received.raw));
}

/** Waits for the `n`-th e-mail to `email`; answers its text and the token of its link. */
async function mailOf(email: string, n: number) {
  const deadline = Date.now() + 20_000;
  while (mailsTo(email).length < n && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mail = mailsTo(email)[n - 1];
  expect(mail, `e-mail ${n} to ${email}`).toBeDefined();
  const match =
    /https:\/\/portal\.registradora\.test\/vbconnection\/redefinir-senha#token=([\w-]+)/.exec(
      mail!.text,
    );
  expect(match, mail!.text).not.toBeNull();
  return { ...mail!, token: match![1]! };
}

async function countUsuarios(username: string): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ n: number }>(
    'select count(*)::int as n from usuarios where lower(username) = lower($1)',
    [username],
  );
  return rows[0]!.n;
}

describe('POST /api/usuarios', () => {
  it('creates an active user who gets a first-access link that works once and lets it in', async () => {
    const created = await criar(admin, novo('maria.nova'));
    expect(created.statusCode).toBe(201);
    const usuario = created.json();
    expect(usuario).toMatchObject({
      username: 'maria.nova',
      nome: 'Maria Nova',
      status: 'ATIVO',
      perfil: 'OPERADOR',
      cliente: { id: DEMO_CLIENTE_ID },
      aguardandoPrimeiroAcesso: true,
      dataUltimoAcesso: null,
    });
    expect(usuario).not.toHaveProperty('senhaHash');
    const { rows } = await ctx.database.pool.query<{ senha_expira_em: Date | null }>(
      'select senha_expira_em from usuarios where id = $1',
      [usuario.id],
    );
    expect(rows[0]!.senha_expira_em).toBeNull();

    const mail = await mailOf('maria.nova@banco.test', 1);
    expect(mail.headers.get('subject')).toBe(
      'Seu acesso ao portal da VB Registradora: crie a sua senha',
    );
    expect(mail.text).toContain('Administrador Demonstração cadastrou você');
    expect(mail.text).toContain('Seu usuário: maria.nova');
    expect(mail.text).toContain('vale 7 dias');
    const info = await linkInfo(mail.token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ finalidade: 'PRIMEIRO_ACESSO' });
    expect(Date.parse(info.json().expiraEm) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);

    // Nobody knows the password it was born with.
    await expect(login(ctx.app, 'maria.nova')).rejects.toThrow(/401/);
    expect((await reset(mail.token)).statusCode).toBe(204);
    expect((await reset(mail.token, 'Outra-Senha-Longa#1')).json()).toEqual([
      { mensagem: LINK_MENSAGENS.usado, campo: 'token' },
    ]);
    const session = bearer(await login(ctx.app, 'maria.nova', NOVA_SENHA));
    expect(
      (await ctx.app.inject({ url: '/api/auth/usuario', headers: session })).json(),
    ).toMatchObject({ username: 'maria.nova' });

    // With a password of its own, there is no first access left to send.
    const detalhe = await ctx.app.inject({ url: `/api/usuarios/${usuario.id}`, headers: admin });
    expect(detalhe.json().aguardandoPrimeiroAcesso).toBe(false);
    const again = await reenviar(admin, usuario.id);
    expect(again.statusCode).toBe(409);
    expect(mensagens(again)[0]).toMatch(/já cadastrou uma senha/);
  });

  it('refuses a taken username, ignoring case, with a 409 naming the field', async () => {
    const before = smtp.received.length;
    const taken = await criar(admin, novo('OPERADOR'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual([
      { mensagem: 'username: Este nome de usuário já está em uso', campo: 'username' },
    ]);
    const available = await ctx.app.inject({
      url: '/api/usuarios/username/Operador',
      headers: admin,
    });
    expect(available.json()).toEqual({ disponivel: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('refuses each rule of the edit in turn, creating and sending nothing', async () => {
    const before = smtp.received.length;
    const cases: [Record<string, string>, Record<string, unknown>, number, RegExp][] = [
      // Invalid input, one message per field.
      [admin, { email: 'nao-e-email' }, 400, /^email: /],
      [admin, { username: 'a b' }, 400, /^username: /],
      [admin, { permissoes: ['CONTRATO_CONSULTAR'] }, 400, /Personalizado/],
      // The organization follows the profile.
      [admin, { clienteId: null }, 400, /clienteId: O perfil Operador pede um cliente/],
      [admin, { perfil: 'ADMINISTRATIVO' }, 400, /perfil da registradora/],
      // Never more than the editor holds: a profile, or chosen permissions.
      [admin, { perfil: 'DIRETORIA', clienteId: null }, 403, /TOTAIS/],
      [admin, { perfil: 'PERSONALIZADO', permissoes: ['TOTAIS'] }, 403, /TOTAIS/],
      // A client's administrator: only client profiles, only its own client.
      [master, { perfil: 'ADMINISTRATIVO', clienteId: null }, 403, /só dá perfis de cliente/],
      [master, { clienteId: DEMO_CLIENTE_2_ID }, 400, /Cliente não encontrado/],
    ];
    for (const [headers, overrides, status, mensagem] of cases) {
      const response = await criar(headers, novo('recusado.um', overrides));
      const label = JSON.stringify(overrides);
      expect(response.statusCode, label).toBe(status);
      expect(mensagens(response).join(' | '), label).toMatch(mensagem);
    }
    expect(await countUsuarios('recusado.um')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('gives a client’s administrator its own client when none is named', async () => {
    const created = await criar(master, novo('do.master', { clienteId: null }));
    expect(created.statusCode).toBe(201);
    expect(created.json().cliente.id).toBe(DEMO_CLIENTE_ID);
    const mail = await mailOf('do.master@banco.test', 1);
    expect(mail.text).toContain('Master Demonstração cadastrou você');
  });

  it('gives a PERSONALIZADO user the chosen permissions within the editor’s', async () => {
    const created = await criar(
      admin,
      novo('personal.novo', { perfil: 'PERSONALIZADO', permissoes: ['CONTRATO_CONSULTAR'] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().permissoes).toEqual(['CONTRATO_CONSULTAR']);
  });
});

describe('GET /api/usuarios/reenviar-link/{id}', () => {
  it('sends a new link and the older one stops working', async () => {
    const created = await criar(admin, novo('reenvio.um'));
    const { id } = created.json();
    const first = await mailOf('reenvio.um@banco.test', 1);
    const response = await reenviar(admin, id);
    expect(response.statusCode).toBe(204);
    const second = await mailOf('reenvio.um@banco.test', 2);
    expect(second.text).toContain('enviou um novo link');
    expect(mensagens(await linkInfo(first.token))).toEqual([LINK_MENSAGENS.usado]);
    expect((await reset(first.token)).statusCode).toBe(400);
    expect((await reset(second.token)).statusCode).toBe(204);
    expect(await login(ctx.app, 'reenvio.um', NOVA_SENHA)).toBeTruthy();
  });

  it('answers 404 outside the caller’s scope, 409 for who has a password, 403 above it', async () => {
    await createUserWithPermissions(
      ctx,
      'de.outro.banco',
      'OPERADOR',
      { clienteId: DEMO_CLIENTE_2_ID },
      [],
    );
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      "select id from usuarios where username = 'de.outro.banco'",
    );
    const outro = rows[0]!.id;
    expect((await reenviar(master, outro)).statusCode).toBe(404);
    expect((await reenviar(master, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // The registradora sees it: it never logged in nor had a password of its own.
    expect((await reenviar(admin, outro)).statusCode).toBe(204);
    // The master logged in (beforeAll): it has a password.
    expect((await reenviar(admin, demoUsuarioId('MASTER'))).statusCode).toBe(409);
    // Diretoria holds TOTAIS, which the administrator does not.
    const diretoria = await reenviar(admin, demoUsuarioId('DIRETORIA'));
    expect(diretoria.statusCode).toBe(403);
    // A blocked user is not awaiting a first access.
    await ctx.database.pool.query("update usuarios set status = 'BLOQUEADO' where id = $1", [
      outro,
    ]);
    expect((await reenviar(admin, outro)).statusCode).toBe(409);
  });

  it('sends an approved pre-registration its first link, not a pending one', async () => {
    await createUserWithPermissions(
      ctx,
      'pre.contato',
      'PRE_CADASTRO',
      { clienteId: DEMO_CLIENTE_ID },
      [],
    );
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      "update usuarios set status = 'PRE_CADASTRADO' where username = 'pre.contato' returning id",
    );
    const id = rows[0]!.id;
    expect((await reenviar(admin, id)).statusCode).toBe(409);
    const aprovado = await ctx.app.inject({
      method: 'PUT',
      url: `/api/usuarios/aprovar/${id}`,
      headers: admin,
    });
    expect(aprovado.statusCode).toBe(204);
    expect((await reenviar(admin, id)).statusCode).toBe(204);
    const mail = await mailOf('pre.contato@teste.com.br', 1);
    expect((await linkInfo(mail.token)).json()).toMatchObject({ finalidade: 'PRIMEIRO_ACESSO' });
  });
});

describe('in production without PORTAL_URL', () => {
  it('creates nothing and sends nothing: a link from the request’s Host could point anywhere', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: '0' });
    try {
      await prod.app.ready();
      const headers = bearer(await login(prod.app, 'administrador'));
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/usuarios',
        headers,
        payload: novo('sem.portal'),
      });
      expect(response.statusCode).toBe(503);
      expect(mensagens(response)[0]).toMatch(/PORTAL_URL/);
      const { rows } = await prod.database.pool.query<{ n: number }>(
        "select count(*)::int as n from usuarios where username = 'sem.portal'",
      );
      expect(rows[0]!.n).toBe(0);
      const reenvio = await prod.app.inject({
        url: `/api/usuarios/reenviar-link/${demoUsuarioId('OPERADOR')}`,
        headers,
      });
      expect(reenvio.statusCode).toBe(503);
    } finally {
      await prod.close();
    }
  });
});
