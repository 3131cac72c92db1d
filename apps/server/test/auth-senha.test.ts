import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECUPERACAO_SOLICITADA } from '@portal/shared/auth/password';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID, demoUsuarioId } from '../src/db/demo-ids';
import { LINK_MENSAGENS } from '../src/lib/password-links';
import {
  bearer,
  createTestApp,
  createUserWithPermissions,
  DEMO_PASSWORD,
  login,
  mensagens,
} from './helper';
import { parseMessage, startTestSmtp, type TestSmtp } from './smtp';

/*
 * Password policy on the server (§5 plus: not the current one, not a common one), recovery by
 * an e-mailed single-use link that expires (through a real SMTP server), and the temporary
 * password an administrator gives (issue 12).
 */

const PORTAL_URL = 'https://portal.registradora.test';
const MAX_LINKS = 3;

let smtp: TestSmtp;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PORTAL_URL,
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    RECUPERAR_SENHA_RATE_LIMIT_PER_HOUR: '12',
    RECUPERAR_SENHA_MAX_LINKS_POR_HORA: String(MAX_LINKS),
  });
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

let address = 0;
/** A fresh address per request group keeps the per-address limits out of the way. */
const nextAddress = () => `10.60.${Math.floor(++address / 250)}.${address % 250}`;

const changePassword = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/usuario/password',
    headers: bearer(token),
    payload,
  });

const recover = (x: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/auth/${encodeURIComponent(x)}/recuperarSenha`,
    remoteAddress,
  });

const reset = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/senha/redefinir',
    payload,
    remoteAddress: nextAddress(),
  });

const linkInfo = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/senha/link',
    payload: { token },
    remoteAddress: nextAddress(),
  });

const isLive = async (token: string) =>
  (await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) })).statusCode === 200;

async function eventos(username: string) {
  const { rows } = await ctx.database.pool.query<{ tipo: string; por_usuario_id: string | null }>(
    'select tipo, por_usuario_id from eventos_acesso where username = $1 order by id',
    [username],
  );
  return rows;
}

/** The recovery e-mails `email` received so far, decoded. */
function mailsTo(email: string) {
  return smtp.received
    .filter((received) => received.to.includes(email))
    .map((received) => parseMessage(received.raw));
}

/** Waits for the `n`-th e-mail to `email` and answers the token of the link it carries. */
async function linkOfMail(email: string, n: number): Promise<string> {
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
  return match![1]!;
}

describe('the password policy on PUT /api/auth/usuario/password', () => {
  it('refuses a common password, the current one, and a weak one, naming the field', async () => {
    const token = await login(ctx.app, 'registradora');
    for (const common of ['Senha@123', 'Mudar@123', 'Brasil@123', 'Password1!']) {
      const response = await changePassword(token, {
        password: DEMO_PASSWORD,
        newPassword: common,
        confirmNewPassword: common,
      });
      expect(response.statusCode, common).toBe(400);
      expect(response.json()).toEqual([{ mensagem: MENSAGENS.senhaComum, campo: 'newPassword' }]);
    }
    const same = await changePassword(token, {
      password: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    });
    expect(same.json()).toEqual([
      { mensagem: 'A nova senha deve ser diferente da atual.', campo: 'newPassword' },
    ]);
    const weak = await changePassword(token, {
      password: DEMO_PASSWORD,
      newPassword: 'semmaiuscula1',
      confirmNewPassword: 'semmaiuscula1',
    });
    expect(weak.statusCode).toBe(400);
    expect(mensagens(weak)).toEqual([
      'newPassword: Ao menos 1 letra maiúscula',
      'newPassword: Ao menos 1 caractere especial (espaço ou pontuação)',
      'newPassword: Combinação de ao menos 3 entre minúsculas, maiúsculas, números e especiais',
    ]);
    // Nothing changed.
    expect(await login(ctx.app, 'registradora')).toBeTruthy();
  });

  it('keeps the other sessions when asked, and records the change', async () => {
    const other = await login(ctx.app, 'comercial');
    const token = await login(ctx.app, 'comercial');
    const response = await changePassword(token, {
      password: DEMO_PASSWORD,
      newPassword: 'Cavalo-Azul-Bateria!',
      confirmNewPassword: 'Cavalo-Azul-Bateria!',
      encerrarOutrasSessoes: false,
    });
    expect(response.statusCode).toBe(204);
    expect(await isLive(other)).toBe(true);
    expect(await isLive(token)).toBe(true);
    expect((await eventos('comercial')).map((e) => e.tipo)).toContain('SENHA_ALTERADA');
  });
});

describe('password recovery (GET /api/auth/{x}/recuperarSenha)', () => {
  it('e-mails a single-use link that sets the password and ends every session', async () => {
    const username = 'recupera.um';
    const email = `${username}@teste.com.br`;
    await createUserWithPermissions(ctx, username, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    const session = await login(ctx.app, username);

    const asked = await recover(username);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ mensagem: RECUPERACAO_SOLICITADA });
    const token = await linkOfMail(email, 1);
    const [mail] = mailsTo(email);
    expect(mail!.headers.get('subject')).toBe('Cadastre uma nova senha: VB Registradora');
    expect(mail!.text).toContain(`usuário ${username}`);
    expect(mail!.text).toContain('30 minutos');

    const info = await linkInfo(token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ finalidade: 'RECUPERACAO' });
    expect(Date.parse(info.json().expiraEm) - Date.now()).toBeGreaterThan(29 * 60_000);

    // A refused password (common, or the current one) leaves the link open.
    const common = await reset({
      token,
      newPassword: 'Senha@2026',
      confirmNewPassword: 'Senha@2026',
    });
    expect(common.statusCode).toBe(400);
    expect(mensagens(common)).toEqual([MENSAGENS.senhaComum]);
    const current = await reset({
      token,
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    });
    expect(mensagens(current)).toEqual([MENSAGENS.novaSenhaIgualAtual]);

    const done = await reset({
      token,
      newPassword: 'Cavalo-Azul-Bateria!',
      confirmNewPassword: 'Cavalo-Azul-Bateria!',
    });
    expect(done.statusCode).toBe(204);
    expect(await isLive(session)).toBe(false);
    expect(await login(ctx.app, username, 'Cavalo-Azul-Bateria!')).toBeTruthy();
    await expect(login(ctx.app, username, DEMO_PASSWORD)).rejects.toThrow(/401/);
    expect((await eventos(username)).map((e) => e.tipo)).toContain('SENHA_REDEFINIDA');

    // Used once: refused the second time, on both calls.
    const again = await reset({
      token,
      newPassword: 'Outra-Senha-Longa#1',
      confirmNewPassword: 'Outra-Senha-Longa#1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([{ mensagem: LINK_MENSAGENS.usado, campo: 'token' }]);
    expect(mensagens(await linkInfo(token))).toEqual([LINK_MENSAGENS.usado]);
  });

  it('finds the user by e-mail too, and a newer link voids the older one', async () => {
    const username = 'recupera.dois';
    const email = `${username}@teste.com.br`;
    await createUserWithPermissions(ctx, username, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    expect((await recover(email.toUpperCase())).statusCode).toBe(200);
    const first = await linkOfMail(email, 1);
    expect((await recover(username)).statusCode).toBe(200);
    const second = await linkOfMail(email, 2);
    expect(mensagens(await linkInfo(first))).toEqual([LINK_MENSAGENS.usado]);
    expect((await linkInfo(second)).statusCode).toBe(200);
  });

  it('answers an unknown, a blocked and an out-of-limit user the same, sending nothing', async () => {
    const username = 'recupera.tres';
    const email = `${username}@teste.com.br`;
    await createUserWithPermissions(ctx, username, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    for (let i = 0; i < MAX_LINKS + 2; i++) {
      const response = await recover(username);
      expect(response.json()).toEqual({ mensagem: RECUPERACAO_SOLICITADA });
    }
    await linkOfMail(email, MAX_LINKS);

    await createUserWithPermissions(
      ctx,
      'recupera.bloqueado',
      'OPERADOR',
      { clienteId: DEMO_CLIENTE_ID },
      [],
    );
    await ctx.database.pool.query(`update usuarios set status = 'BLOQUEADO' where username = $1`, [
      'recupera.bloqueado',
    ]);
    const before = smtp.received.length;
    const unknown = await recover('ninguem.com.este.nome');
    const blocked = await recover('recupera.bloqueado');
    const unknownEmail = await recover('ninguem@lugar-nenhum.test');
    for (const response of [unknown, blocked, unknownEmail]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify({ mensagem: RECUPERACAO_SOLICITADA }));
    }
    // Give a queued message the time to arrive, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.length).toBe(before);
    expect(mailsTo(email)).toHaveLength(MAX_LINKS);
  });

  it('limits the requests per address', async () => {
    const from = '10.61.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 13; i++) answers.push((await recover(`ninguem${i}`, from)).statusCode);
    expect(answers.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(answers[12]).toBe(429);
  });

  it('refuses an expired link and an unknown one, with a clear message', async () => {
    const username = 'recupera.quatro';
    const email = `${username}@teste.com.br`;
    await createUserWithPermissions(ctx, username, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    await recover(username);
    const token = await linkOfMail(email, 1);
    await ctx.database.pool.query(
      `update links_senha set expira_em = now() - interval '1 minute'
       where usuario_id = (select id from usuarios where username = $1)`,
      [username],
    );
    const expired = await reset({
      token,
      newPassword: 'Cavalo-Azul-Bateria!',
      confirmNewPassword: 'Cavalo-Azul-Bateria!',
    });
    expect(expired.statusCode).toBe(400);
    expect(mensagens(expired)).toEqual([LINK_MENSAGENS.expirado]);
    expect(mensagens(await linkInfo('x'.repeat(43)))).toEqual([LINK_MENSAGENS.invalido]);
    expect((await linkInfo('curto')).statusCode).toBe(400);
    // Only the token's hash is stored.
    const { rows } = await ctx.database.pool.query<{ token_hash: string }>(
      'select token_hash from links_senha',
    );
    expect(
      rows.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)),
    ).toBe(true);
  });
});

describe('PUT /api/usuarios/password (a temporary password from an administrator)', () => {
  const setPassword = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/usuarios/password',
      headers: bearer(token),
      payload,
    });

  it('sets an already expired password and ends the user’s sessions', async () => {
    const admin = await login(ctx.app, 'administrador');
    const session = await login(ctx.app, 'operador');
    const id = demoUsuarioId('OPERADOR');
    const response = await setPassword(admin, {
      id,
      newPassword: 'Temporaria#Forte42',
      confirmNewPassword: 'Temporaria#Forte42',
    });
    expect(response.statusCode).toBe(204);
    expect(await isLive(session)).toBe(false);
    const logged = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      payload: { username: 'operador', password: 'Temporaria#Forte42', guid: 'g' },
      remoteAddress: nextAddress(),
    });
    expect(logged.json()).toMatchObject({ passwordExpirado: true });
    // The user chooses its own, and then is in.
    const token = logged.json().token as string;
    expect(
      (
        await changePassword(token, {
          password: 'Temporaria#Forte42',
          newPassword: 'Cavalo-Azul-Bateria!',
          confirmNewPassword: 'Cavalo-Azul-Bateria!',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/tokens/prolongate',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    const registro = (await eventos('operador')).find((e) => e.tipo === 'SENHA_REDEFINIDA');
    expect(registro?.por_usuario_id).toBe(demoUsuarioId('ADMINISTRADOR'));
  });

  it('applies the same rules, and refuses the caller itself', async () => {
    const admin = await login(ctx.app, 'administrador');
    const id = demoUsuarioId('DESPACHANTE');
    const common = await setPassword(admin, {
      id,
      newPassword: 'Mudar@123',
      confirmNewPassword: 'Mudar@123',
    });
    expect(common.json()).toEqual([{ mensagem: MENSAGENS.senhaComum, campo: 'newPassword' }]);
    const current = await setPassword(admin, {
      id,
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    });
    expect(mensagens(current)).toEqual([MENSAGENS.novaSenhaIgualAtual]);
    const weak = await setPassword(admin, {
      id,
      newPassword: 'fraca',
      confirmNewPassword: 'fraca',
    });
    expect(weak.statusCode).toBe(400);
    const self = await setPassword(admin, {
      id: demoUsuarioId('ADMINISTRADOR'),
      newPassword: 'Cavalo-Azul-Bateria!',
      confirmNewPassword: 'Cavalo-Azul-Bateria!',
    });
    expect(self.statusCode).toBe(409);
    expect(mensagens(self)).toEqual([MENSAGENS.senhaPropriaPeloMenu]);
    expect(await login(ctx.app, 'despachante')).toBeTruthy();
  });

  it('refuses a user with more permissions, a user out of scope, and callers without the permission', async () => {
    await createUserWithPermissions(
      ctx,
      'admin.limitado',
      'PERSONALIZADO',
      { clienteId: DEMO_CLIENTE_ID },
      ['ADMINISTRACAO_USUARIOS_EDITAR'],
    );
    const limitado = await login(ctx.app, 'admin.limitado');
    const payload = (id: string) => ({
      id,
      newPassword: 'Cavalo-Azul-Bateria!',
      confirmNewPassword: 'Cavalo-Azul-Bateria!',
    });
    const stronger = await setPassword(limitado, payload(demoUsuarioId('MASTER')));
    expect(stronger.statusCode).toBe(403);
    expect(mensagens(stronger)).toEqual([MENSAGENS.senhaDeQuemPodeMais]);

    await createUserWithPermissions(
      ctx,
      'outro.banco',
      'OPERADOR',
      { clienteId: DEMO_CLIENTE_2_ID },
      [],
    );
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      `select id from usuarios where username = 'outro.banco'`,
    );
    expect((await setPassword(limitado, payload(rows[0]!.id))).statusCode).toBe(404);

    const operador = await login(ctx.app, 'financeiro_banco');
    expect((await setPassword(operador, payload(demoUsuarioId('MASTER')))).statusCode).toBe(403);
  });
});
