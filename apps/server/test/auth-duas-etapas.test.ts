import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DUAS_ETAPAS_MENSAGENS } from '@portal/shared/auth/duas-etapas';
import { MENSAGENS } from '@portal/shared/common/messages';
import { loadConfig } from '../src/config';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { createSecretBox } from '../src/lib/secret-box';
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
 * Two-step login (issue 12): enrolment of an authenticator app, login with its single-use
 * codes (one step of drift), recovery codes, the e-mailed code through a real SMTP server,
 * the trusted-device token, and wrong codes counted like wrong passwords.
 */

const PER_ADDRESS = 5;

let smtp: TestSmtp;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    EMAIL_FROM: 'Portal da Registradora <nao-responda@registradora.test>',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_MAX_FAILURES: String(PER_ADDRESS),
  });
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

let addressSeq = 0;
/** A fresh address per flow keeps the per-address limits out of unrelated checks. */
const newAddress = () => `10.77.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

const passwordLogin = (
  username: string,
  options: { guid?: string; deviceToken?: string; address?: string; password?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    remoteAddress: options.address ?? newAddress(),
    payload: {
      username,
      password: options.password ?? DEMO_PASSWORD,
      guid: options.guid ?? 'navegador-1',
      ...(options.deviceToken ? { deviceToken: options.deviceToken } : {}),
    },
  });

const secondStep = (
  desafio: string,
  codigo: string,
  options: { address?: string; confiarDispositivo?: boolean } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/tokens/duas-etapas',
    remoteAddress: options.address ?? newAddress(),
    payload: { desafio, codigo, confiarDispositivo: options.confiarDispositivo ?? false },
  });

/** The challenge of a login that must pass the second step. */
async function challengeOf(
  username: string,
  options: Parameters<typeof passwordLogin>[1] = {},
): Promise<string> {
  const response = await passwordLogin(username, options);
  expect(response.statusCode).toBe(200);
  const body = response.json<{
    autenticaEmDuasEtapas: boolean;
    token: string | null;
    desafio: string;
  }>();
  expect(body.autenticaEmDuasEtapas).toBe(true);
  expect(body.token).toBeNull();
  expect(body.desafio).toMatch(/^[0-9a-f-]{36}$/);
  return body.desafio;
}

const totpOf = (segredo: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(segredo) });

/** Waits out the last 2 s of a 30 s step, so a code computed now is checked in its step. */
async function awayFromStepBoundary() {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 28) await new Promise((resolve) => setTimeout(resolve, (30.2 - intoStep) * 1000));
}

/** A code of the step `offset` steps from now. */
const codeAt = (segredo: string, offset: number) =>
  totpOf(segredo).generate({ timestamp: Date.now() + offset * 30_000 });

/** Enrols `username` and answers its secret and recovery codes. */
async function enrol(username: string) {
  const token = await login(ctx.app, username);
  const inicio = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/usuario/duas-etapas/inicio',
    headers: bearer(token),
  });
  expect(inicio.statusCode).toBe(200);
  const { segredo } = inicio.json<{ segredo: string }>();
  await awayFromStepBoundary();
  const confirmacao = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/usuario/duas-etapas/confirmacao',
    headers: bearer(token),
    payload: { codigo: codeAt(segredo, 0) },
  });
  expect(confirmacao.statusCode).toBe(200);
  return { token, segredo, ...confirmacao.json<{ codigosRecuperacao: string[] }>() };
}

async function newUser(username: string) {
  await createUserWithPermissions(ctx, username, 'OPERADOR', { clienteId: DEMO_CLIENTE_ID }, []);
}

async function events(username: string) {
  const { rows } = await ctx.database.pool.query<{ tipo: string }>(
    'select tipo from eventos_acesso where username = $1 order by id',
    [username],
  );
  return rows.map((row) => row.tipo);
}

describe('enrolment', () => {
  it('shows a QR code and the secret, turns on with a current code and answers 10 recovery codes once', async () => {
    await newUser('dois.passos');
    const token = await login(ctx.app, 'dois.passos');
    const situacao = () =>
      ctx.app.inject({ url: '/api/auth/usuario/duas-etapas', headers: bearer(token) });
    expect((await situacao()).json()).toEqual({ ativa: false, codigosRecuperacaoRestantes: 0 });

    const inicio = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/usuario/duas-etapas/inicio',
      headers: bearer(token),
    });
    expect(inicio.statusCode).toBe(200);
    const { segredo, uri, qrCode } = inicio.json<{
      segredo: string;
      uri: string;
      qrCode: string;
    }>();
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*dois\.passos\?.*secret=/);
    expect(uri).toContain(`secret=${segredo}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // Encrypted at rest: the database holds neither the secret nor anything that decodes to it.
    const { rows } = await ctx.database.pool.query<{ segredo_cifrado: string }>(
      `select segredo_cifrado from usuarios_totp t join usuarios u on u.id = t.usuario_id
       where u.username = 'dois.passos'`,
    );
    expect(rows[0]!.segredo_cifrado).not.toContain(segredo);
    expect(rows[0]!.segredo_cifrado).toMatch(/^v1\./);
    // Still pending: the login does not ask for it.
    expect((await passwordLogin('dois.passos')).json()).toMatchObject({
      autenticaEmDuasEtapas: false,
    });

    const confirm = (codigo: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/usuario/duas-etapas/confirmacao',
        headers: bearer(token),
        payload: { codigo },
      });
    const wrong = await confirm(codeAt(segredo, 5));
    expect(wrong.statusCode).toBe(400);
    expect(mensagens(wrong)).toEqual([DUAS_ETAPAS_MENSAGENS.codigoInvalido]);
    expect((await confirm('12a')).statusCode).toBe(400);

    await awayFromStepBoundary();
    const right = await confirm(codeAt(segredo, 0));
    expect(right.statusCode).toBe(200);
    const { codigosRecuperacao } = right.json<{ codigosRecuperacao: string[] }>();
    expect(codigosRecuperacao).toHaveLength(10);
    expect(new Set(codigosRecuperacao).size).toBe(10);
    for (const code of codigosRecuperacao) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Stored hashed only.
    const stored = await ctx.database.pool.query<{ codigo_hash: string }>(
      'select codigo_hash from codigos_recuperacao',
    );
    for (const code of codigosRecuperacao) {
      expect(stored.rows.map((row) => row.codigo_hash).join()).not.toContain(code);
    }

    // Never shown again: the status tells only that it is on.
    const after = await situacao();
    expect(after.json()).toEqual({ ativa: true, codigosRecuperacaoRestantes: 10 });
    expect(after.body).not.toContain(segredo);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/usuario/duas-etapas/inicio',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    expect((await confirm(codeAt(segredo, 0))).statusCode).toBe(409);
    expect(await events('dois.passos')).toContain('DUAS_ETAPAS_ATIVADA');
  });

  it('asks for a login to call the enrolment', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/usuario/duas-etapas/inicio',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('login with the authenticator', () => {
  it('asks for the second step, opens the session with a code, and never takes a code twice', async () => {
    await newUser('totp.login');
    const { segredo } = await enrol('totp.login');

    const desafio = await challengeOf('totp.login');
    // The enrolment spent the current step: the next one (one step of drift) logs in.
    const code = codeAt(segredo, 1);
    const response = await secondStep(desafio, code);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; autenticaEmDuasEtapas: boolean }>();
    expect(body.autenticaEmDuasEtapas).toBe(false);
    const user = await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(body.token) });
    expect(user.json()).toMatchObject({ username: 'totp.login' });
    expect(await events('totp.login')).toContain('LOGIN');

    // The same code again, on a new login: refused (single-use), and so is an older step's.
    const reused = await secondStep(await challengeOf('totp.login'), code);
    expect(reused.statusCode).toBe(401);
    expect(mensagens(reused)).toEqual([DUAS_ETAPAS_MENSAGENS.codigoInvalido]);
    expect((await secondStep(await challengeOf('totp.login'), codeAt(segredo, 0))).statusCode).toBe(
      401,
    );
    // A challenge serves one login: completed, it answers no more.
    expect((await secondStep(desafio, codeAt(segredo, 1))).statusCode).toBe(401);
  });

  it('accepts one step of clock drift either way, not two', async () => {
    await newUser('totp.relogio');
    const { segredo } = await enrol('totp.relogio');
    const forget = () =>
      ctx.database.pool.query(
        `update usuarios_totp set ultimo_passo = null
         where usuario_id = (select id from usuarios where username = 'totp.relogio')`,
      );

    await forget();
    await awayFromStepBoundary();
    expect(
      (await secondStep(await challengeOf('totp.relogio'), codeAt(segredo, -1))).statusCode,
    ).toBe(200);
    await forget();
    await awayFromStepBoundary();
    expect(
      (await secondStep(await challengeOf('totp.relogio'), codeAt(segredo, -2))).statusCode,
    ).toBe(401);
    await awayFromStepBoundary();
    expect(
      (await secondStep(await challengeOf('totp.relogio'), codeAt(segredo, 2))).statusCode,
    ).toBe(401);
  });

  it('a wrong code does not tell an unknown challenge from an expired one, and bad input is 400', async () => {
    const unknown = await secondStep('00000000-0000-4000-8000-000000000000', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(mensagens(unknown)).toEqual([DUAS_ETAPAS_MENSAGENS.desafioExpirado]);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokens/duas-etapas',
      payload: { desafio: 'nao-e-uuid', codigo: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('recovery codes', () => {
  it('logs in once with each code, whatever its case and hyphen', async () => {
    await newUser('recupera');
    const { codigosRecuperacao, token } = await enrol('recupera');
    const [first, second] = codigosRecuperacao as [string, string];

    expect((await secondStep(await challengeOf('recupera'), first)).statusCode).toBe(200);
    const again = await secondStep(await challengeOf('recupera'), first);
    expect(again.statusCode).toBe(401);
    const typed = second.toLowerCase().replace('-', ' ');
    expect((await secondStep(await challengeOf('recupera'), typed)).statusCode).toBe(200);

    const situacao = await ctx.app.inject({
      url: '/api/auth/usuario/duas-etapas',
      headers: bearer(token),
    });
    expect(situacao.json()).toEqual({ ativa: true, codigosRecuperacaoRestantes: 8 });
  });
});

describe('regenerating the recovery codes', () => {
  const regenerate = (token: string, codigo: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/usuario/duas-etapas/codigos-recuperacao',
      headers: bearer(token),
      remoteAddress: newAddress(),
      payload: { codigo },
    });

  const storedHashes = async (username: string) => {
    const { rows } = await ctx.database.pool.query<{ codigo_hash: string }>(
      `select codigo_hash from codigos_recuperacao c join usuarios u on u.id = c.usuario_id
       where u.username = $1 order by codigo_hash`,
      [username],
    );
    return rows.map((row) => row.codigo_hash);
  };

  it('takes a current code, answers 10 new codes once, and the old ones stop working', async () => {
    await newUser('novos.codigos');
    const { token, segredo, codigosRecuperacao: antigos } = await enrol('novos.codigos');
    const [usado, ...naoUsados] = antigos as [string, ...string[]];
    expect((await secondStep(await challengeOf('novos.codigos'), usado)).statusCode).toBe(200);
    const before = await storedHashes('novos.codigos');

    // A wrong code (or none) changes nothing.
    const wrong = await regenerate(token, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(mensagens(wrong)).toEqual([DUAS_ETAPAS_MENSAGENS.codigoInvalido]);
    expect((await regenerate(token, '')).statusCode).toBe(400);
    expect(await storedHashes('novos.codigos')).toEqual(before);

    // The enrolment spent the current step: the next one is current enough.
    const code = codeAt(segredo, 1);
    const right = await regenerate(token, code);
    expect(right.statusCode).toBe(200);
    const { codigosRecuperacao: novos } = right.json<{ codigosRecuperacao: string[] }>();
    expect(novos).toHaveLength(10);
    expect(new Set(novos).size).toBe(10);
    for (const novo of novos) expect(antigos).not.toContain(novo);
    expect(await events('novos.codigos')).toContain('CODIGOS_RECUPERACAO_GERADOS');
    // The code was spent: it does not regenerate them again.
    expect((await regenerate(token, code)).statusCode).toBe(400);

    // An old code (unused until now) is refused at the login; a new one is taken.
    const old = await secondStep(await challengeOf('novos.codigos'), naoUsados[0]!);
    expect(old.statusCode).toBe(401);
    expect(mensagens(old)).toEqual([DUAS_ETAPAS_MENSAGENS.codigoInvalido]);
    expect((await secondStep(await challengeOf('novos.codigos'), novos[0]!)).statusCode).toBe(200);
    const situacao = await ctx.app.inject({
      url: '/api/auth/usuario/duas-etapas',
      headers: bearer(token),
    });
    expect(situacao.json()).toEqual({ ativa: true, codigosRecuperacaoRestantes: 9 });
  });

  it('answers 409 to a user without two-step login', async () => {
    await newUser('sem.codigos');
    const token = await login(ctx.app, 'sem.codigos');
    const response = await regenerate(token, '123456');
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)).toEqual([DUAS_ETAPAS_MENSAGENS.naoAtiva]);
    expect(await storedHashes('sem.codigos')).toEqual([]);
  });
});

describe('an administrator turns it off (the user lost the phone)', () => {
  const turnOff = (headers: Record<string, string>, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/usuarios/duas-etapas/${id}`, headers });

  async function idOf(username: string): Promise<string> {
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      'select id from usuarios where username = $1',
      [username],
    );
    return rows[0]!.id;
  }

  /** What the user's two-step login leaves in the database. */
  async function twoStepRows(id: string) {
    const { rows } = await ctx.database.pool.query<{
      totp: number;
      codes: number;
      devices: number;
    }>(
      `select (select count(*)::int from usuarios_totp where usuario_id = $1) as totp,
              (select count(*)::int from codigos_recuperacao where usuario_id = $1) as codes,
              (select count(*)::int from dispositivos_confiaveis where usuario_id = $1) as devices`,
      [id],
    );
    return rows[0]!;
  }

  it('deletes the key, the codes and the trusted devices, logs it and e-mails the user', async () => {
    await newUser('perdeu.celular');
    const id = await idOf('perdeu.celular');
    const { codigosRecuperacao } = await enrol('perdeu.celular');
    const trusted = await secondStep(await challengeOf('perdeu.celular'), codigosRecuperacao[0]!, {
      confiarDispositivo: true,
    });
    expect(trusted.statusCode).toBe(200);
    expect(await twoStepRows(id)).toEqual({ totp: 1, codes: 10, devices: 1 });

    const admin = bearer(await login(ctx.app, 'administrador'));
    const detail = () => ctx.app.inject({ url: `/api/usuarios/${id}`, headers: admin });
    expect((await detail()).json()).toMatchObject({ duasEtapasAtiva: true });

    const before = smtp.received.length;
    expect((await turnOff(admin, id)).statusCode).toBe(204);
    expect(await twoStepRows(id)).toEqual({ totp: 0, codes: 0, devices: 0 });
    expect((await detail()).json()).toMatchObject({ duasEtapasAtiva: false });
    const { rows } = await ctx.database.pool.query<{ por: string }>(
      `select por_usuario_id as por from eventos_acesso
       where usuario_id = $1 and tipo = 'DUAS_ETAPAS_DESATIVADA_ADMIN'`,
      [id],
    );
    expect(rows).toEqual([{ por: await idOf('administrador') }]);

    await smtp.waitForMessages(before + 1);
    const message = smtp.received
      .slice(before)
      .find((m) => m.to.includes('perdeu.celular@teste.com.br'))!;
    const { headers, text } = parseMessage(message.raw);
    expect(headers.get('subject')).toBe('Verificação em duas etapas desativada');
    expect(text).toContain('desativou a verificação em duas etapas da sua conta');
    expect(text).toMatch(/em \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(horário de Brasília\)/);
    expect(text).toContain('Se não foi você quem pediu, entre em contato com a VB Registradora');

    // The password alone logs in now.
    expect((await passwordLogin('perdeu.celular')).json()).toMatchObject({
      autenticaEmDuasEtapas: false,
    });
    // Nothing left to turn off.
    const again = await turnOff(admin, id);
    expect(again.statusCode).toBe(409);
    expect(mensagens(again)).toEqual([MENSAGENS.duasEtapasNaoAtivaNoUsuario]);
  });

  it('refuses a user holding permissions the administrator lacks, and leaves it as it was', async () => {
    // Every permission: the default ADMINISTRADOR profile does not hold TOTAIS.
    await createUserWithPermissions(ctx, 'acima.do.admin', 'PERSONALIZADO', {}, null);
    const id = await idOf('acima.do.admin');
    await enrol('acima.do.admin');
    const admin = bearer(await login(ctx.app, 'administrador'));
    const refused = await turnOff(admin, id);
    expect(refused.statusCode).toBe(403);
    expect(mensagens(refused)[0]).toMatch(
      /^Você não pode alterar um usuário que tem permissões que você não tem: .*TOTAIS/,
    );
    expect(await twoStepRows(id)).toEqual({ totp: 1, codes: 10, devices: 0 });
    expect(await events('acima.do.admin')).not.toContain('DUAS_ETAPAS_DESATIVADA_ADMIN');
    expect((await passwordLogin('acima.do.admin')).json()).toMatchObject({
      autenticaEmDuasEtapas: true,
    });
  });

  it('refuses the caller itself, another organization’s user (404) and a caller without the permission', async () => {
    const admin = bearer(await login(ctx.app, 'administrador'));
    const self = await turnOff(admin, await idOf('administrador'));
    expect(self.statusCode).toBe(409);
    expect(mensagens(self)).toEqual([MENSAGENS.duasEtapasPropriaPeloMenu]);

    await createUserWithPermissions(
      ctx,
      'outro.banco',
      'OPERADOR',
      { clienteId: DEMO_CLIENTE_2_ID },
      [],
    );
    const outro = await idOf('outro.banco');
    await enrol('outro.banco');
    const master = bearer(await login(ctx.app, 'master'));
    expect((await turnOff(master, outro)).statusCode).toBe(404);
    const operador = bearer(await login(ctx.app, 'operador'));
    expect((await turnOff(operador, outro)).statusCode).toBe(403);
    expect((await turnOff(admin, 'nao-e-uuid')).statusCode).toBe(400);
    expect(await twoStepRows(outro)).toEqual({ totp: 1, codes: 10, devices: 0 });
  });
});

describe('code by e-mail', () => {
  it('sends a 6-digit code to the user through SMTP, good for one login', async () => {
    await newUser('por.email');
    await enrol('por.email');
    const desafio = await challengeOf('por.email');
    const before = smtp.received.length;

    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokens/duas-etapas/email',
      payload: { desafio },
    });
    expect(sent.statusCode).toBe(204);
    await smtp.waitForMessages(before + 1);
    const message = smtp.received[before]!;
    expect(message.to).toEqual(['por.email@teste.com.br']);
    const { headers, text } = parseMessage(message.raw);
    expect(headers.get('subject')).toBe('Código de acesso ao portal');
    const codigo = /código para entrar no portal é (\d{6})/.exec(text)?.[1];
    expect(codigo).toMatch(/^\d{6}$/);
    // Not in the subject (locked screens show it) and not stored in clear.
    expect(headers.get('subject')).not.toContain(codigo!);
    const { rows } = await ctx.database.pool.query<{ codigo_email_hash: string }>(
      'select codigo_email_hash from desafios_login where id = $1',
      [desafio],
    );
    expect(rows[0]!.codigo_email_hash).not.toContain(codigo!);

    const response = await secondStep(desafio, codigo!);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: string }>().token).toBeTruthy();
    expect((await secondStep(desafio, codigo!)).statusCode).toBe(401);
  });

  it('sends at most 3 codes per challenge, each replacing the previous one', async () => {
    await newUser('email.limite');
    await enrol('email.limite');
    const desafio = await challengeOf('email.limite');
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/tokens/duas-etapas/email',
        payload: { desafio },
      });
    const before = smtp.received.length;
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(204);
    const fourth = await send();
    expect(fourth.statusCode).toBe(429);
    expect(mensagens(fourth)).toEqual([DUAS_ETAPAS_MENSAGENS.envioDeCodigosEsgotado]);
    await smtp.waitForMessages(before + 3);
    const codes = smtp.received
      .slice(before)
      .filter((message) => message.to.includes('email.limite@teste.com.br'))
      .map((message) => /é (\d{6})/.exec(parseMessage(message.raw).text)?.[1]);
    expect(codes).toHaveLength(3);
    // Only the code of the last request is good (the stored hash names it).
    const { rows } = await ctx.database.pool.query<{ codigo_email_hash: string }>(
      'select codigo_email_hash from desafios_login where id = $1',
      [desafio],
    );
    const hashOf = (code: string | undefined) =>
      createHash('sha256').update(`${desafio}:${code}`).digest('hex');
    const current = codes.find((code) => hashOf(code) === rows[0]!.codigo_email_hash);
    expect(current).toBeDefined();
    for (const old of codes.filter((code) => code !== current)) {
      expect((await secondStep(desafio, old!)).statusCode).toBe(401);
    }
    expect((await secondStep(desafio, current!)).statusCode).toBe(200);
  });
});

describe('trusted device', () => {
  it('skips the second step on that device only, for 30 days, until the password changes', async () => {
    await newUser('confiavel');
    const { segredo } = await enrol('confiavel');
    const response = await secondStep(
      await challengeOf('confiavel', { guid: 'meu-notebook' }),
      codeAt(segredo, 1),
      { confiarDispositivo: true },
    );
    expect(response.statusCode).toBe(200);
    const { deviceToken, token } = response.json<{ deviceToken: string; token: string }>();
    expect(deviceToken).toMatch(/^[\w-]{43}$/);
    const { rows } = await ctx.database.pool.query<{ token_hash: string; dias: number }>(
      `select token_hash, round(extract(epoch from expira_em - now()) / 86400)::int as dias
       from dispositivos_confiaveis`,
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(deviceToken);
    expect(rows.find(() => true)?.dias).toBe(30);

    const trusted = await passwordLogin('confiavel', { guid: 'meu-notebook', deviceToken });
    expect(trusted.json()).toMatchObject({ autenticaEmDuasEtapas: false });
    expect(trusted.json<{ token: string }>().token).toBeTruthy();
    // Another device with the same token, or a made-up token: the step again.
    await challengeOf('confiavel', { guid: 'outro-computador', deviceToken });
    await challengeOf('confiavel', { guid: 'meu-notebook', deviceToken: 'x'.repeat(43) });
    // Still the password first: a device token is no password.
    const wrongPassword = await passwordLogin('confiavel', {
      guid: 'meu-notebook',
      deviceToken,
      password: 'errada',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/usuario/password',
      headers: bearer(token),
      payload: {
        password: DEMO_PASSWORD,
        newPassword: 'Outra#Senha2026',
        confirmNewPassword: 'Outra#Senha2026',
      },
    });
    expect(change.statusCode).toBe(204);
    await challengeOf('confiavel', {
      guid: 'meu-notebook',
      deviceToken,
      password: 'Outra#Senha2026',
    });
  });
});

describe('wrong codes count like wrong passwords', () => {
  it('records each one and refuses the address after the limit, even the right code', async () => {
    await newUser('adivinha');
    const { segredo } = await enrol('adivinha');
    const address = newAddress();
    const desafio = await challengeOf('adivinha', { address });
    const statuses: number[] = [];
    // The login itself was the first attempt from this address.
    for (let i = 0; i < PER_ADDRESS - 1; i++) {
      statuses.push((await secondStep(desafio, '000000', { address })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    const refused = await secondStep(desafio, codeAt(segredo, 1), { address });
    expect(refused.statusCode).toBe(429);
    expect(mensagens(refused)).toEqual([MENSAGENS.muitasTentativas]);
    const tipos = await events('adivinha');
    expect(tipos.filter((tipo) => tipo === 'FALHA_DUAS_ETAPAS')).toHaveLength(4);
    expect(tipos).toContain('RECUSADO_TENTATIVAS');
  });

  it('counts toward the account from unknown devices at any address, password included', async () => {
    await newUser('adivinha.contas');
    await enrol('adivinha.contas');
    // The default limit: 10 failures of the account from devices it never logged in from.
    for (let i = 1; i <= 10; i++) {
      const address = `10.79.0.${i}`;
      const desafio = await challengeOf('adivinha.contas', { address, guid: `robo-${i}` });
      expect((await secondStep(desafio, '000000', { address })).statusCode).toBe(401);
    }
    // The right password from an eleventh address and unknown device: refused outright.
    const refused = await passwordLogin('adivinha.contas', {
      address: '10.79.0.11',
      guid: 'robo-11',
    });
    expect(refused.statusCode).toBe(429);
    expect(mensagens(refused)).toEqual([MENSAGENS.muitasTentativas]);
  });

  it('ends a challenge after 5 wrong codes', async () => {
    await newUser('desafio.esgota');
    const { segredo } = await enrol('desafio.esgota');
    const desafio = await challengeOf('desafio.esgota');
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(desafio, '000000')).statusCode).toBe(401);
    }
    const after = await secondStep(desafio, codeAt(segredo, 1));
    expect(after.statusCode).toBe(401);
    expect(mensagens(after)).toEqual([DUAS_ETAPAS_MENSAGENS.desafioExpirado]);
  });
});

describe('turning it off', () => {
  it('needs the password or a current code', async () => {
    await newUser('desliga');
    const { token, segredo } = await enrol('desliga');
    const off = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/usuario/duas-etapas/desativacao',
        headers: bearer(token),
        payload,
      });
    expect((await off({})).statusCode).toBe(400);
    const wrong = await off({ password: 'errada' });
    expect(wrong.statusCode).toBe(400);
    expect(mensagens(wrong)).toEqual([DUAS_ETAPAS_MENSAGENS.senhaOuCodigoInvalido]);
    expect((await off({ codigo: '000000' })).statusCode).toBe(400);
    expect((await off({ codigo: codeAt(segredo, 1) })).statusCode).toBe(204);
    expect((await off({ password: DEMO_PASSWORD })).statusCode).toBe(409);
    expect((await passwordLogin('desliga')).json()).toMatchObject({ autenticaEmDuasEtapas: false });
    expect(await events('desliga')).toContain('DUAS_ETAPAS_DESATIVADA');

    // On again, then off with the password.
    const again = await enrol('desliga');
    const offWithPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/usuario/duas-etapas/desativacao',
      headers: bearer(again.token),
      payload: { password: DEMO_PASSWORD },
    });
    expect(offWithPassword.statusCode).toBe(204);
  });
});

describe('turning it off, by guessing', () => {
  it('counts wrong passwords and codes like logins from the address', async () => {
    await newUser('desliga.limite');
    const { token } = await enrol('desliga.limite');
    const off = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/usuario/duas-etapas/desativacao',
        headers: bearer(token),
        remoteAddress: '10.78.0.1',
        payload,
      });
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await off(i % 2 ? { codigo: '000000' } : { password: 'errada' })).statusCode).toBe(
        400,
      );
    }
    const refused = await off({ password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(mensagens(refused)).toEqual([MENSAGENS.muitasTentativas]);
  });
});

describe('the encryption key', () => {
  it('is required in production on PostgreSQL, and must not be the signing key', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@db/portal',
      DEMO_PASSWORD: 'Outra#Senha9',
    };
    expect(() => loadConfig(production)).toThrow(/TOTP_ENCRYPTION_KEY/);
    const key = 'uma-chave-de-cifra-com-mais-de-32-caracteres';
    expect(loadConfig({ ...production, TOTP_ENCRYPTION_KEY: key }).TOTP_ENCRYPTION_KEY).toBe(key);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'curta' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: key, AUTH_SECRET: key })).toThrow(
      /diferente de AUTH_SECRET/,
    );
  });

  it('seals with a fresh IV and refuses an altered value or another key', () => {
    const box = createSecretBox('uma-chave-de-cifra-com-mais-de-32-caracteres', 'teste');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() =>
      createSecretBox('outra-chave-de-cifra-com-mais-de-32-caracteres', 'teste').open(sealed),
    ).toThrow();
    expect(() =>
      createSecretBox('uma-chave-de-cifra-com-mais-de-32-caracteres', 'outro').open(sealed),
    ).toThrow();
  });
});
