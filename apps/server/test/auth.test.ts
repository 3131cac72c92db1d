import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, loginResponseSchema } from '@portal/shared/auth/schemas';
import { MENSAGENS } from '@portal/shared/common/messages';
import { sessoes, usuarios } from '../src/db/schema';
import { createTokenSigner } from '../src/features/auth/tokens';
import { bearer, createTestApp, DEMO_PASSWORD, login, mensagens, TEST_AUTH_SECRET } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => ctx.close());

const postLogin = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/tokens', payload, remoteAddress });

describe('POST /api/auth/tokens', () => {
  it('logs a demo user in with the documented answer', async () => {
    const response = await postLogin({
      username: 'administrador',
      password: DEMO_PASSWORD,
      guid: 'g1',
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      autenticaEmDuasEtapas: false,
      passwordExpirado: false,
      tempoDeExpiracao: 30,
      frontVersion: '0.1.0',
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts the username in any case', async () => {
    const response = await postLogin({ username: 'Operador', password: DEMO_PASSWORD, guid: 'g' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrong = await postLogin(
      { username: 'operador', password: 'errada', guid: 'g' },
      '10.0.0.1',
    );
    const unknown = await postLogin(
      { username: 'ninguem', password: 'errada', guid: 'g' },
      '10.0.0.1',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(mensagens(wrong)).toEqual([MENSAGENS.credenciaisInvalidas]);
  });

  it('refuses even the right password after repeated failures from one address', async () => {
    const attempt = (password: string) =>
      postLogin({ username: 'atendimento_n1', password, guid: 'g' }, '10.0.0.2');
    for (let i = 0; i < 3; i++) expect((await attempt('errada')).statusCode).toBe(401);
    const blocked = await attempt(DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(mensagens(blocked)).toEqual([MENSAGENS.muitasTentativas]);
    // Another address is not affected.
    const other = await postLogin(
      { username: 'atendimento_n1', password: DEMO_PASSWORD, guid: 'g' },
      '10.0.0.3',
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuses blocked and inactive users, and users of the disabled B3 profile', async () => {
    const { db } = ctx.database;
    await db
      .update(usuarios)
      .set({ status: 'BLOQUEADO' })
      .where(eq(usuarios.username, 'comercial'));
    await db.update(usuarios).set({ status: 'INATIVO' }).where(eq(usuarios.username, 'victoria'));
    await db.update(usuarios).set({ perfil: 'B3' }).where(eq(usuarios.username, 'ws_send'));

    const blocked = await postLogin({ username: 'comercial', password: DEMO_PASSWORD, guid: 'g' });
    expect(blocked.statusCode).toBe(401);
    expect(mensagens(blocked)).toEqual([MENSAGENS.usuarioBloqueado]);
    for (const username of ['victoria', 'ws_send']) {
      const response = await postLogin({ username, password: DEMO_PASSWORD, guid: 'g' });
      expect(response.statusCode).toBe(401);
      expect(mensagens(response)).toEqual([MENSAGENS.credenciaisInvalidas]);
    }
  });

  it('names each missing field in Portuguese', async () => {
    const response = await postLogin({ username: 'administrador' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'password: Campo obrigatório', campo: 'password' },
      { mensagem: 'guid: Campo obrigatório', campo: 'guid' },
    ]);
  });
});

describe('the session', () => {
  it('gives the current user with profile, roles and the client flags', async () => {
    const token = await login(ctx.app, 'operador');
    const response = await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const user = currentUserSchema.parse(response.json());
    expect(user).toMatchObject({
      username: 'operador',
      perfil: { perfil: 'OPERADOR', descricao: 'Operador' },
      cliente: {
        nomeFantasia: 'Banco Demonstração',
        vbDetransAtivo: true,
        vbPagueAtivo: false,
        serasaHubAtivo: true,
      },
      fornecedor: null,
      telefone: '11987654321',
      master: false,
    });
    expect(user.roles).toContain('CONTRATO_REGISTRAR');
    expect(user.roles).not.toContain('ADMINISTRACAO_USUARIOS_EDITAR');
    expect(JSON.stringify(response.json())).not.toMatch(/senha|hash|argon/i);
  });

  it('gives a supplier user its supplier', async () => {
    const token = await login(ctx.app, 'detran');
    const user = (
      await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) })
    ).json();
    expect(user).toMatchObject({ cliente: null, fornecedor: { nome: 'Detran-SP' } });
  });

  it('reports the previous access as the last access', async () => {
    const first = await login(ctx.app, 'suporte_ti');
    const before = (
      await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(first) })
    ).json();
    expect(before.dataUltimoAcesso).toBeNull();
    const second = await login(ctx.app, 'suporte_ti');
    const after = (
      await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(second) })
    ).json();
    expect(Date.parse(after.dataUltimoAcesso)).toBeLessThanOrEqual(Date.now());
  });

  it('answers 401 without a token, with a forged token, and after revoke', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/usuario' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      url: '/api/auth/usuario',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.assinatura'),
    });
    expect(forged.statusCode).toBe(401);

    const token = await login(ctx.app, 'master');
    const revoke = await ctx.app.inject({ url: '/api/auth/tokens/revoke', headers: bearer(token) });
    expect(revoke.statusCode).toBe(204);
    const after = await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(mensagens(after)).toEqual([MENSAGENS.sessaoExpirada]);
  });

  it('ends a session whose row has expired even if the token has not', async () => {
    const token = await login(ctx.app, 'faturamento');
    await ctx.database.db.update(sessoes).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('prolongs a session with a fresh token that works', async () => {
    const token = await login(ctx.app, 'consultoria');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokens/prolongate',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { token: fresh, tempoDeExpiracao } = response.json();
    expect(tempoDeExpiracao).toBe(30);
    const me = await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(fresh) });
    expect(me.statusCode).toBe(200);
  });
});

describe('PUT /api/auth/usuario/password', () => {
  const change = (token: string, payload: Record<string, string>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/usuario/password',
      headers: bearer(token),
      payload,
    });

  it('refuses a wrong old password and a weak new one, changing nothing', async () => {
    const token = await login(ctx.app, 'registradora');
    const wrongOld = await change(token, {
      password: 'errada',
      newPassword: 'Nova@Senha1',
      confirmNewPassword: 'Nova@Senha1',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual([
      { mensagem: 'A senha antiga não confere.', campo: 'password' },
    ]);

    const weak = await change(token, {
      password: DEMO_PASSWORD,
      newPassword: 'fraca',
      confirmNewPassword: 'outra',
    });
    expect(weak.statusCode).toBe(400);
    expect(mensagens(weak)).toContain(
      'confirmNewPassword: A confirmação não confere com a nova senha',
    );
    expect(await login(ctx.app, 'registradora')).toBeTruthy();
  });

  it('changes the password and ends the other sessions', async () => {
    const other = await login(ctx.app, 'administrativo');
    const token = await login(ctx.app, 'administrativo');
    const response = await change(token, {
      password: DEMO_PASSWORD,
      newPassword: 'Nova@Senha1',
      confirmNewPassword: 'Nova@Senha1',
    });
    expect(response.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await login(ctx.app, 'administrativo', 'Nova@Senha1')).toBeTruthy();
  });

  it('flags an expired password and allows only the change until it is done', async () => {
    await ctx.database.db
      .update(usuarios)
      .set({ senhaExpiraEm: new Date(Date.now() - 60_000) })
      .where(eq(usuarios.username, 'despachante'));
    const response = await postLogin({
      username: 'despachante',
      password: DEMO_PASSWORD,
      guid: 'g',
    });
    expect(response.json().passwordExpirado).toBe(true);
    const token = response.json().token as string;
    const prolong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokens/prolongate',
      headers: bearer(token),
    });
    expect(prolong.statusCode).toBe(403);
    const changed = await change(token, {
      password: DEMO_PASSWORD,
      newPassword: 'Outra#Senha9',
      confirmNewPassword: 'Outra#Senha9',
    });
    expect(changed.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokens/prolongate',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('login limits', () => {
  it('lets no more parallel guesses through than the failure limit', async () => {
    const guesses = Array.from({ length: 12 }, () =>
      postLogin({ username: 'master', password: 'errada', guid: 'g' }, '10.7.0.1'),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);
  });

  it('refuses a well-signed token whose session id is not a uuid', async () => {
    const signer = createTokenSigner(TEST_AUTH_SECRET);
    const token = await signer.sign('nao-e-uuid', 'x', new Date(Date.now() + 60_000));
    const response = await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('token claims', () => {
  const key = new TextEncoder().encode(TEST_AUTH_SECRET);
  /** A token signed with the server's own key for the session of a real login. */
  async function signed(claims: { exp?: number; iss?: string }) {
    const { sid, sub } = decodeJwt(await login(ctx.app, 'operador'));
    let jwt = new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(claims.iss ?? 'portal-registradora')
      .setSubject(sub!)
      .setIssuedAt();
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return jwt.sign(key);
  }
  const callWith = (token: string) =>
    ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) });

  it('accepts the token of a live session only while it carries an unexpired exp', async () => {
    const inAMinute = Math.floor(Date.now() / 1000) + 60;
    expect((await callWith(await signed({ exp: inAMinute }))).statusCode).toBe(200);
    expect((await callWith(await signed({}))).statusCode).toBe(401);
    const aMinuteAgo = Math.floor(Date.now() / 1000) - 60;
    expect((await callWith(await signed({ exp: aMinuteAgo }))).statusCode).toBe(401);
    expect((await callWith(await signed({ exp: inAMinute, iss: 'outro' }))).statusCode).toBe(401);
  });

  describe('a tampered token of a live session', () => {
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    let token: string;
    beforeAll(async () => {
      token = await login(ctx.app, 'operador');
      // The genuine token works: each refusal below is the tampering's doing.
      expect((await callWith(token)).statusCode).toBe(200);
    });

    it('is refused when signed with another key', async () => {
      const claims = decodeJwt(token);
      const otherKey = new TextEncoder().encode(`${TEST_AUTH_SECRET}-mas-nao-a-do-servidor`);
      const forged = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(otherKey);
      expect((await callWith(forged)).statusCode).toBe(401);
    });

    it('is refused when its payload changed under the old signature', async () => {
      const [header, , signature] = token.split('.');
      const claims = decodeJwt(token);
      const later = { ...claims, exp: claims.exp! + 3_600 };
      expect((await callWith(`${header}.${base64url(later)}.${signature}`)).statusCode).toBe(401);
      const otherUser = { ...claims, sub: '00000000-0000-4000-8000-000000000000' };
      expect((await callWith(`${header}.${base64url(otherUser)}.${signature}`)).statusCode).toBe(
        401,
      );
    });

    it('is refused unsigned (alg none) or with an algorithm the server does not use', async () => {
      const [, payload] = token.split('.');
      const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      expect((await callWith(none)).statusCode).toBe(401);
      const [, , signature] = token.split('.');
      const hs512 = `${base64url({ alg: 'HS512' })}.${payload}.${signature}`;
      expect((await callWith(hs512)).statusCode).toBe(401);
    });
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('counts failures by the address the proxy saw, whatever the client forges', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/tokens',
          remoteAddress: '10.0.0.254',
          headers: { 'x-forwarded-for': `172.16.0.${i}, 203.0.113.7` },
          payload: { username: 'operador', password: 'errada', guid: 'g' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('concurrency', () => {
  it('serves many logins at once without mixing their queries', async () => {
    const attempts = Array.from({ length: 20 }, (_, i) =>
      postLogin({ username: 'operador', password: DEMO_PASSWORD, guid: `g${i}` }, `10.5.0.${i}`),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  });
});
