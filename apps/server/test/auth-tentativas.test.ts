import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { createTestApp, createUserWithPermissions, DEMO_PASSWORD, mensagens } from './helper';
import { parseMessage, startTestSmtp, type TestSmtp } from './smtp';

/*
 * Guessing a password is limited per account, whatever the addresses (issue 12): failures from
 * devices that never logged the user in count together, then lock the account for unknown
 * devices until an administrator lifts it, and the user is told by e-mail. Devices the user has
 * logged in from are never held back, so a stranger cannot lock a user out of them.
 */

const PER_ADDRESS = 5;
const PER_ACCOUNT = 10;
// More than one window's worth: a lock takes failures spread over the day.
const LOCK_AFTER = 15;

let smtp: TestSmtp;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    EMAIL_FROM: 'Portal da Registradora <nao-responda@registradora.test>',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_MAX_FAILURES: String(PER_ADDRESS),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
    LOGIN_LOCK_AFTER_FAILURES: String(LOCK_AFTER),
  });
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

const login = (username: string, password: string, guid: string, address: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    payload: { username, password, guid },
    remoteAddress: address,
  });

async function events(username: string) {
  const { rows } = await ctx.database.pool.query<{ tipo: string; ip: string; guid: string | null }>(
    'select tipo, ip, guid from eventos_acesso where username = $1 order by id',
    [username],
  );
  return rows;
}

describe('guessing across addresses', () => {
  it('refuses even the right password from a fifth address after failures from four', async () => {
    const user = 'alvo.contas';
    await createUserWithPermissions(ctx, user, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    // The user's own computer, used once before the attack.
    expect((await login(user, DEMO_PASSWORD, 'computador-do-usuario', '10.9.0.1')).statusCode).toBe(
      200,
    );

    const statuses: number[] = [];
    for (let address = 1; address <= 4; address++) {
      for (let i = 0; i < PER_ADDRESS; i++) {
        statuses.push(
          (await login(user, 'errada', `robo-${address}`, `10.8.0.${address}`)).statusCode,
        );
      }
    }
    // No address passed its own limit; together they passed the account's.
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4 * PER_ADDRESS - PER_ACCOUNT);

    const fifth = await login(user, DEMO_PASSWORD, 'outro-robo', '10.8.0.5');
    expect(fifth.statusCode).toBe(429);
    expect(mensagens(fifth)).toEqual([MENSAGENS.muitasTentativas]);
    // The user's own device is not held back by what strangers do elsewhere.
    expect((await login(user, DEMO_PASSWORD, 'computador-do-usuario', '10.9.0.2')).statusCode).toBe(
      200,
    );

    const tipos = (await events(user)).map((event) => event.tipo);
    expect(tipos.filter((tipo) => tipo === 'FALHA')).toHaveLength(PER_ACCOUNT);
    expect(tipos.filter((tipo) => tipo === 'LOGIN')).toHaveLength(2);
    expect(tipos.filter((tipo) => tipo === 'RECUSADO_TENTATIVAS')).toHaveLength(
      4 * PER_ADDRESS - PER_ACCOUNT + 1,
    );
  });

  it('lets many right logins of one account through at once', async () => {
    const user = 'integracao.paralela';
    await createUserWithPermissions(ctx, user, 'WEB_SERVICE', { clienteId: DEMO_CLIENTE_ID }, []);
    const attempts = Array.from({ length: 2 * PER_ACCOUNT }, (_, i) =>
      login(user, DEMO_PASSWORD, `servidor-${i}`, `10.6.0.${i + 1}`),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});

describe('the lock for unknown devices', () => {
  it('locks after a day’s failures from unknown devices, tells the user, and spares known devices', async () => {
    const user = 'alvo.bloqueio';
    await createUserWithPermissions(ctx, user, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    expect((await login(user, DEMO_PASSWORD, 'notebook-do-usuario', '10.4.0.1')).statusCode).toBe(
      200,
    );

    // Earlier today: a window's worth of failures from unknown devices.
    const earlier = PER_ACCOUNT;
    await ctx.database.pool.query(
      `insert into eventos_acesso (em, tipo, usuario_id, username, ip, guid)
       select now() - interval '2 hours', 'FALHA', id, username, '10.2.0.1', 'robo-antigo-' || n
       from usuarios, generate_series(1, $2::int) n where username = $1`,
      [user, earlier],
    );
    for (let i = 0; i < LOCK_AFTER - earlier; i++) {
      const { rows } = await ctx.database.pool.query<{ locked: boolean }>(
        'select bloqueio_tentativas_em is not null as locked from usuarios where username = $1',
        [user],
      );
      expect(rows[0]?.locked, `antes da falha ${earlier + i + 1}`).toBe(false);
      const response = await login(user, 'errada', `robo-${i}`, `10.3.0.${(i % 3) + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const { rows } = await ctx.database.pool.query<{ locked: boolean }>(
      'select bloqueio_tentativas_em is not null as locked from usuarios where username = $1',
      [user],
    );
    expect(rows[0]?.locked).toBe(true);

    // The right password from a new device: refused, saying why and what to do.
    const novo = await login(user, DEMO_PASSWORD, 'celular-novo', '10.4.0.9');
    expect(novo.statusCode).toBe(401);
    expect(mensagens(novo)).toEqual([MENSAGENS.bloqueadoPorTentativas]);
    // The user's own notebook still logs in.
    expect((await login(user, DEMO_PASSWORD, 'notebook-do-usuario', '10.4.0.2')).statusCode).toBe(
      200,
    );
    // A wrong password from the known device does not count toward the lock either.
    expect((await login(user, 'errada', 'notebook-do-usuario', '10.4.0.2')).statusCode).toBe(401);

    const tipos = (await events(user)).map((event) => event.tipo);
    expect(tipos.filter((tipo) => tipo === 'BLOQUEIO_TENTATIVAS')).toHaveLength(1);
    // The lock names the device and address of the failure that set it.
    const ultimaFalha = LOCK_AFTER - earlier - 1;
    expect((await events(user)).find((event) => event.tipo === 'BLOQUEIO_TENTATIVAS')).toEqual({
      tipo: 'BLOQUEIO_TENTATIVAS',
      ip: `10.3.0.${(ultimaFalha % 3) + 1}`,
      guid: `robo-${ultimaFalha}`,
    });

    await smtp.waitForMessages(1);
    const message = smtp.received.find((received) => received.to.includes(`${user}@teste.com.br`));
    expect(message).toBeDefined();
    const { headers, text } = parseMessage(message!.raw);
    expect(headers.get('subject')).toBe(
      'Seu acesso ao portal foi bloqueado para novos dispositivos',
    );
    expect(text).toContain(`(${user})`);
    expect(text).toContain('peça ao administrador do portal na sua empresa que desbloqueie');
  });
});

describe('the access log', () => {
  it('records a logout with the session’s device and the caller’s address', async () => {
    const user = 'registro.saida';
    await createUserWithPermissions(ctx, user, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    const { token } = (await login(user, DEMO_PASSWORD, 'desktop-sala', '10.1.0.7')).json();
    const logout = await ctx.app.inject({
      url: '/api/auth/tokens/revoke',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '10.1.0.8',
    });
    expect(logout.statusCode).toBe(204);
    expect(await events(user)).toEqual([
      { tipo: 'LOGIN', ip: '10.1.0.7', guid: 'desktop-sala' },
      { tipo: 'LOGOUT', ip: '10.1.0.8', guid: 'desktop-sala' },
    ]);
  });

  it('records the refused login of a blocked or inactive user who gave the right password', async () => {
    for (const [user, status] of [
      ['registro.bloqueado', 'BLOQUEADO'],
      ['registro.inativo', 'INATIVO'],
    ] as const) {
      await createUserWithPermissions(ctx, user, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
      await ctx.database.pool.query('update usuarios set status = $2 where username = $1', [
        user,
        status,
      ]);
      expect((await login(user, DEMO_PASSWORD, 'notebook-casa', '10.1.0.9')).statusCode).toBe(401);
      expect(await events(user)).toEqual([
        { tipo: 'RECUSADO_SITUACAO', ip: '10.1.0.9', guid: 'notebook-casa' },
      ]);
    }
  });

  it('refuses the right password of a disabled profile’s user without counting it as a guess', async () => {
    const user = 'registro.perfil.b3';
    await createUserWithPermissions(ctx, user, 'B3', {}, []);
    // More tries than the account's limit for unknown devices, each from its own address and
    // device: were they counted as guesses, the last would answer 429.
    for (let i = 0; i <= PER_ACCOUNT; i++) {
      const response = await login(user, DEMO_PASSWORD, `estacao-b3-${i}`, `10.1.1.${i + 1}`);
      expect(response.statusCode, `tentativa ${i + 1}`).toBe(401);
      expect(mensagens(response)).toEqual([MENSAGENS.credenciaisInvalidas]);
    }
    const tipos = (await events(user)).map((event) => event.tipo);
    expect(new Set(tipos)).toEqual(new Set(['RECUSADO_SITUACAO']));
  });
});

describe('blocking and unblocking (PUT usuarios/bloquear, DELETE usuarios/desbloquear)', () => {
  const tokenOf = async (username: string, guid = 'estacao-admin') => {
    const response = await login(username, DEMO_PASSWORD, guid, '10.0.9.1');
    expect(response.statusCode, username).toBe(200);
    return { authorization: `Bearer ${response.json().token as string}` };
  };
  const idOf = async (username: string) => {
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      'select id from usuarios where username = $1',
      [username],
    );
    return rows[0]!.id;
  };
  const act = (method: 'PUT' | 'DELETE', path: string, headers: Record<string, string>) =>
    ctx.app.inject({ method, url: `/api/usuarios/${path}`, headers, remoteAddress: '10.0.9.2' });

  it('lets an administrator lift the lock that failed logins set', async () => {
    const user = 'alvo.desbloqueio';
    await createUserWithPermissions(ctx, user, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    await ctx.database.pool.query(
      'update usuarios set bloqueio_tentativas_em = now() where username = $1',
      [user],
    );
    expect((await login(user, DEMO_PASSWORD, 'celular-novo', '10.0.8.1')).statusCode).toBe(401);
    const admin = await tokenOf('administrador');
    expect((await act('DELETE', `desbloquear/${await idOf(user)}`, admin)).statusCode).toBe(204);
    expect((await login(user, DEMO_PASSWORD, 'celular-novo', '10.0.8.1')).statusCode).toBe(200);
    const tipos = (await events(user)).map((event) => event.tipo);
    expect(tipos).toContain('DESBLOQUEIO');
  });

  it('blocks a user at once, sessions included, and unblocks it', async () => {
    const user = 'alvo.bloqueado';
    await createUserWithPermissions(ctx, user, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    const session = await tokenOf(user, 'pc-do-alvo');
    const admin = await tokenOf('administrador');
    const id = await idOf(user);

    expect((await act('PUT', `bloquear/${id}`, admin)).statusCode).toBe(204);
    const me = await ctx.app.inject({ url: '/api/auth/usuario', headers: session });
    expect(me.statusCode).toBe(401);
    const refused = await login(user, DEMO_PASSWORD, 'pc-do-alvo', '10.0.8.2');
    expect(refused.statusCode).toBe(401);
    expect(mensagens(refused)).toEqual([MENSAGENS.usuarioBloqueado]);
    // Again: nothing changes.
    expect((await act('PUT', `bloquear/${id}`, admin)).statusCode).toBe(204);

    expect((await act('DELETE', `desbloquear/${id}`, admin)).statusCode).toBe(204);
    expect((await login(user, DEMO_PASSWORD, 'pc-do-alvo', '10.0.8.2')).statusCode).toBe(200);
    const tipos = (await events(user)).map((event) => event.tipo);
    expect(tipos.filter((tipo) => tipo === 'BLOQUEIO')).toHaveLength(1);
    expect(tipos.filter((tipo) => tipo === 'DESBLOQUEIO')).toHaveLength(1);
  });

  it('keeps each administrator to its own organization’s users, and refuses the rest', async () => {
    const user = 'colega.do.banco';
    await createUserWithPermissions(ctx, user, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
    const id = await idOf(user);
    const master = await tokenOf('master');
    // The Master of the same bank manages its colleague.
    expect((await act('PUT', `bloquear/${id}`, master)).statusCode).toBe(204);
    expect((await act('DELETE', `desbloquear/${id}`, master)).statusCode).toBe(204);
    // Not the registradora's own staff: out of its scope, as absent as a missing id.
    const staff = await act('PUT', `bloquear/${await idOf('administrador')}`, master);
    expect(staff.statusCode).toBe(404);
    expect(mensagens(staff)).toEqual([MENSAGENS.naoEncontrado]);
    // Nobody blocks themself; a user without the permission blocks no one.
    const self = await act('PUT', `bloquear/${await idOf('master')}`, master);
    expect(self.statusCode).toBe(409);
    expect(mensagens(self)).toEqual([MENSAGENS.naoBloqueiaASiMesmo]);
    const operador = await tokenOf('operador');
    expect((await act('PUT', `bloquear/${id}`, operador)).statusCode).toBe(403);
    const status = await ctx.database.pool.query<{ status: string }>(
      'select status from usuarios where id = $1',
      [id],
    );
    expect(status.rows[0]?.status).toBe('ATIVO');
  });

  it('refuses to block, unblock or remove a user holding permissions the administrator lacks', async () => {
    // Every permission: the default ADMINISTRADOR profile does not hold TOTAIS.
    const user = 'pode.mais';
    await createUserWithPermissions(ctx, user, 'PERSONALIZADO', {}, null);
    const id = await idOf(user);
    const session = await tokenOf(user, 'pc-de-quem-pode-mais');
    const admin = await tokenOf('administrador');
    const statusOf = async () =>
      (
        await ctx.database.pool.query<{ status: string }>(
          'select status from usuarios where id = $1',
          [id],
        )
      ).rows[0]!.status;
    const isSessionLive = async () =>
      (await ctx.app.inject({ url: '/api/auth/usuario', headers: session })).statusCode === 200;

    const bloqueio = await act('PUT', `bloquear/${id}`, admin);
    expect(bloqueio.statusCode).toBe(403);
    expect(mensagens(bloqueio)[0]).toMatch(
      /^Você não pode bloquear um usuário que tem permissões que você não tem: .*TOTAIS/,
    );
    const remocao = await act('DELETE', id, admin);
    expect(remocao.statusCode).toBe(403);
    expect(mensagens(remocao)[0]).toMatch(/^Você não pode remover um usuário/);
    expect(await statusOf()).toBe('ATIVO');
    expect(await isSessionLive()).toBe(true);

    // Blocked (and locked by failed logins) by whoever could: this administrator cannot lift it.
    await ctx.database.pool.query(
      `update usuarios set status = 'BLOQUEADO', bloqueio_tentativas_em = now() where id = $1`,
      [id],
    );
    const desbloqueio = await act('DELETE', `desbloquear/${id}`, admin);
    expect(desbloqueio.statusCode).toBe(403);
    expect(mensagens(desbloqueio)[0]).toMatch(/^Você não pode desbloquear um usuário/);
    expect(await statusOf()).toBe('BLOQUEADO');
    const { rows } = await ctx.database.pool.query<{ lock: Date | null }>(
      'select bloqueio_tentativas_em as lock from usuarios where id = $1',
      [id],
    );
    expect(rows[0]!.lock).not.toBeNull();
    const tipos = (await events(user)).map((event) => event.tipo);
    expect(tipos).not.toContain('BLOQUEIO');
    expect(tipos).not.toContain('DESBLOQUEIO');
  });

  it('refuses an administrator lifting its own lock', async () => {
    const master = await tokenOf('master');
    const id = await idOf('master');
    await ctx.database.pool.query(
      'update usuarios set bloqueio_tentativas_em = now() where id = $1',
      [id],
    );
    const self = await act('DELETE', `desbloquear/${id}`, master);
    expect(self.statusCode).toBe(409);
    expect(mensagens(self)).toEqual([MENSAGENS.naoDesbloqueiaASiMesmo]);
    const { rows } = await ctx.database.pool.query<{ lock: Date | null }>(
      'select bloqueio_tentativas_em as lock from usuarios where id = $1',
      [id],
    );
    expect(rows[0]!.lock).not.toBeNull();
    await ctx.database.pool.query(
      'update usuarios set bloqueio_tentativas_em = null where id = $1',
      [id],
    );
  });
});
