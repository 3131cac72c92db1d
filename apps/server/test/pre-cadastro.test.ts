import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { PRE_CADASTRO_MENSAGENS } from '@portal/shared/pre-cadastro/constantes';
import { isValidCnpj } from '@portal/shared/common/documentos';
import { createFormTokens } from '../src/features/pre-cadastro/form-token';
import { EMAIL_QUEUE } from '../src/lib/email/email-outbox';
import { bearer, createTestApp, login, mensagens, TEST_AUTH_SECRET } from './helper';
import { parseMessage, startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

const RATE_LIMIT_PER_HOUR = 5;
const MIN_FILL_SECONDS = 2;
const COMERCIAL = 'comercial@registradora.test';

beforeAll(async () => {
  smtp = await startTestSmtp();
  const { port } = smtp;
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    EMAIL_FROM: 'Portal da Registradora <nao-responda@registradora.test>',
    EMAIL_COMERCIAL: COMERCIAL,
    PRE_CADASTRO_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT_PER_HOUR),
    PRE_CADASTRO_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS),
  });
  await ctx.app.ready();
});

afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

/** A token the portal issued 30 s ago: a form a person took 30 s to fill in. */
function tokenFilledByAPerson(): string {
  return createFormTokens({
    secret: TEST_AUTH_SECRET,
    minFillSeconds: 0,
    now: () => Date.now() - 30_000,
  }).issue();
}

let addressCounter = 0;
/** A new caller address, so that the per-address limit stays out of unrelated tests. */
const newAddress = () =>
  `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const prospect = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Maria Souza',
  telefone: '(11) 9 8765-4321',
  email: 'Maria.Souza@FinanceiraBeta.com.br',
  razaoSocial: 'Financeira Beta S.A.',
  cnpj: '12.abc.345/01de-35',
  estados: ['SP', 'AC', 'RJ'],
  tokenFormulario: tokenFilledByAPerson(),
  site: '',
  ...overrides,
});

const enviar = (payload: object, remoteAddress = newAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/publica/preCadastro/enviar',
    remoteAddress,
    payload,
  });

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ total: number }>(
    `select count(*)::int as total from ${table} where ${where}`,
    params,
  );
  return rows[0]?.total ?? 0;
}

/** Users, companies and e-mail jobs: what a submission may leave behind. */
const footprint = async () => ({
  usuarios: await count('usuarios'),
  clientes: await count('clientes'),
  emails: await count('pgboss.job', 'name = $1', [EMAIL_QUEUE]),
});

describe('GET /api/publica/preCadastro/formulario', () => {
  it('gives anyone a form token, without login', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/publica/preCadastro/formulario',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tokenFormulario).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
  });

  it('gives each form a token of its own', async () => {
    const open = () =>
      ctx.app.inject({ method: 'GET', url: '/api/publica/preCadastro/formulario' });
    const [a, b] = await Promise.all([open(), open()]);
    expect(a.json().tokenFormulario).not.toBe(b.json().tokenFormulario);
  });
});

describe('POST /api/publica/preCadastro/enviar', () => {
  it('stores the company and the pre-registered user, and e-mails the commercial team', async () => {
    const response = await enviar(prospect());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ mensagem: 'Pré-cadastro realizado com sucesso!' });

    const { rows: empresas } = await ctx.database.pool.query(
      `select id, razao_social, nome_fantasia, ufs_atuacao, email, telefone, ativo,
              vb_detrans_ativo, vb_pague_ativo, serasa_hub_ativo, cep
         from clientes where cnpj = '12ABC34501DE35'`,
    );
    expect(empresas).toEqual([
      {
        id: expect.any(String),
        razao_social: 'Financeira Beta S.A.',
        nome_fantasia: 'Financeira Beta S.A.',
        ufs_atuacao: ['AC', 'RJ', 'SP'],
        email: 'Maria.Souza@FinanceiraBeta.com.br',
        telefone: '11987654321',
        ativo: false,
        vb_detrans_ativo: false,
        vb_pague_ativo: false,
        serasa_hub_ativo: false,
        cep: null,
      },
    ]);
    const { rows: usuarios } = await ctx.database.pool.query(
      `select username, nome, email, telefone, status, perfil, cliente_id, fornecedor_id, senha_hash
         from usuarios where cliente_id = $1`,
      [empresas[0].id],
    );
    expect(usuarios).toEqual([
      {
        username: 'maria.souza@financeirabeta.com.br',
        nome: 'Maria Souza',
        email: 'Maria.Souza@FinanceiraBeta.com.br',
        telefone: '11987654321',
        status: 'PRE_CADASTRADO',
        perfil: 'PRE_CADASTRO',
        cliente_id: empresas[0].id,
        fornecedor_id: null,
        senha_hash: expect.stringMatching(/^\$argon2id\$/),
      },
    ]);

    // Not a login: the person waits for the registradora's approval.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      remoteAddress: newAddress(),
      payload: {
        username: 'maria.souza@financeirabeta.com.br',
        password: 'Qualquer@123',
        guid: 'x',
      },
    });
    expect(login.statusCode).toBe(401);
    expect(mensagens(login)).toEqual([MENSAGENS.credenciaisInvalidas]);

    await smtp.waitForMessages(1);
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email!.to).toEqual([COMERCIAL]);
    expect(email!.from).toBe('nao-responda@registradora.test');
    const { headers, text } = parseMessage(email!.raw);
    expect(headers.get('subject')).toBe('Novo pré-cadastro: Financeira Beta S.A.');
    // nodemailer writes the domain in lower case (domains are case-insensitive).
    expect(headers.get('reply-to')).toBe('Maria.Souza@financeirabeta.com.br');
    expect(headers.get('message-id')).toMatch(/^<[0-9a-f-]{36}@registradora\.test>$/);
    for (const line of [
      'Nome: Maria Souza',
      'Telefone: (11) 9 8765-4321',
      'E-mail: Maria.Souza@FinanceiraBeta.com.br',
      'Razão social: Financeira Beta S.A.',
      'CNPJ: 12.ABC.345/01DE-35',
      'Estados de atuação: AC (Acre), RJ (Rio de Janeiro), SP (São Paulo)',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('accepts a landline, a numeric CNPJ and no state at all', async () => {
    const response = await enviar(
      prospect({
        telefone: '(21) 3456-7890',
        cnpj: '27.865.757/0001-02',
        email: 'joao@credito-gama.com.br',
        estados: [],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.database.pool.query(
      `select c.telefone, c.ufs_atuacao, u.username from clientes c
         join usuarios u on u.cliente_id = c.id where c.cnpj = '27865757000102'`,
    );
    expect(rows).toEqual([
      { telefone: '2134567890', ufs_atuacao: [], username: 'joao@credito-gama.com.br' },
    ]);
  });

  it('refuses each invalid field with its message, storing nothing', async () => {
    const before = await footprint();
    const cases: [Record<string, unknown>, string][] = [
      [{ nome: ' ' }, 'nome: Campo obrigatório'],
      [{ telefone: '(11) 9876-543' }, 'telefone: Telefone Inválido'],
      [{ telefone: '' }, 'telefone: Campo obrigatório'],
      [{ email: 'maria@' }, 'email: Email inválido'],
      [{ razaoSocial: '' }, 'razaoSocial: Campo obrigatório'],
      [{ cnpj: '12.ABC.345/01DE-36' }, 'cnpj: CNPJ Inválido'],
      [{ estados: ['SP', 'GO'] }, 'estados.1: Valor inválido'],
      [{ perfil: 'ADMINISTRADOR' }, 'Corpo da requisição: Campo não permitido: perfil'],
      [{ tokenFormulario: undefined }, 'tokenFormulario: Campo obrigatório'],
    ];
    for (const [overrides, message] of cases) {
      const response = await enviar(prospect(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(mensagens(response), message).toEqual([message]);
    }
    const all = await enviar({});
    expect(all.statusCode).toBe(400);
    expect(mensagens(all)).toEqual([
      'nome: Campo obrigatório',
      'telefone: Campo obrigatório',
      'email: Campo obrigatório',
      'razaoSocial: Campo obrigatório',
      'cnpj: Campo obrigatório',
      'tokenFormulario: Campo obrigatório',
    ]);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a token the portal did not issue, or one from a page left open for a day', async () => {
    const before = await footprint();
    const old = createFormTokens({
      secret: TEST_AUTH_SECRET,
      minFillSeconds: 0,
      now: () => Date.now() - 25 * 3_600_000,
    }).issue();
    const foreign = createFormTokens({
      secret: 'outro-segredo-com-mais-de-32-caracteres!!',
      minFillSeconds: 0,
      now: () => Date.now() - 30_000,
    }).issue();
    for (const tokenFormulario of [
      old,
      foreign,
      'abc',
      `${Date.now() - 30_000}.${'A'.repeat(43)}`,
    ]) {
      const response = await enviar(prospect({ tokenFormulario, email: 'x@y.com.br' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { mensagem: PRE_CADASTRO_MENSAGENS.formularioExpirado, campo: 'tokenFormulario' },
      ]);
    }
    expect(await footprint()).toEqual(before);
  });

  it('answers 409 for a CNPJ or an e-mail already registered, with one message for both', async () => {
    await enviar(prospect({ cnpj: '04.252.011/0001-10', email: 'ana@delta.com.br' }));
    const before = await footprint();
    const { rows } = await ctx.database.pool.query<{ cnpj: string }>(
      "select cnpj from clientes where nome_fantasia = 'Banco Demonstração'",
    );
    const { rows: users } = await ctx.database.pool.query<{ email: string }>(
      "select email from usuarios where username = 'operador'",
    );
    const cases = [
      // A client of the registradora, and a company that pre-registered before.
      { cnpj: rows[0]!.cnpj, email: 'novo1@empresa.com.br' },
      { cnpj: '04252011000110', email: 'novo2@empresa.com.br' },
      // A user's e-mail (any case), and a username equal to the e-mail.
      { cnpj: '60.746.948/0001-12', email: users[0]!.email.toUpperCase() },
      { cnpj: '60.746.948/0001-12', email: 'ANA@delta.com.br' },
    ];
    for (const overrides of cases) {
      const response = await enviar(prospect(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(response.json()).toEqual([{ mensagem: PRE_CADASTRO_MENSAGENS.duplicado }]);
    }
    // Nothing half-saved: no company without its user, no e-mail for a refused prospect.
    expect(await footprint()).toEqual(before);
  });

  it('stores one of two simultaneous submissions of the same company', async () => {
    const before = await footprint();
    const responses = await Promise.all([
      enviar(prospect({ cnpj: '33.000.167/0001-01', email: 'a@epsilon.com.br' })),
      enviar(prospect({ cnpj: '33.000.167/0001-01', email: 'b@epsilon.com.br' })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const after = await footprint();
    expect(after).toEqual({
      usuarios: before.usuarios + 1,
      clientes: before.clientes + 1,
      emails: before.emails + 1,
    });
  });

  it('answers a filled-in invisible field like a success, and stores nothing', async () => {
    const before = await footprint();
    const response = await enviar(
      prospect({ site: 'https://spam.example', cnpj: '07.526.557/0001-00', email: 'bot@x.com' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ mensagem: 'Pré-cadastro realizado com sucesso!' });
    expect(await footprint()).toEqual(before);
  });

  it('drops a form sent back sooner than a person can fill it in, and keeps one that took longer', async () => {
    const open = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/publica/preCadastro/formulario' })).json<{
        tokenFormulario: string;
      }>().tokenFormulario;
    const data = { cnpj: '00.000.000/0001-91', email: 'lento@zeta.com.br' };

    const before = await footprint();
    const hasty = await enviar(prospect({ ...data, tokenFormulario: await open() }));
    expect(hasty.statusCode).toBe(201);
    expect(hasty.json()).toEqual({ mensagem: 'Pré-cadastro realizado com sucesso!' });
    expect(await footprint()).toEqual(before);

    const tokenFormulario = await open();
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_SECONDS * 1_000 + 100));
    const patient = await enviar(prospect({ ...data, tokenFormulario }));
    expect(patient.statusCode).toBe(201);
    expect(await count('clientes', "cnpj = '00000000000191'")).toBe(1);
  });

  it('limits submissions per address and hour', async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMIT_PER_HOUR; i++) {
      const response = await enviar({}, address);
      expect(response.statusCode).toBe(400);
    }
    const limited = await enviar(prospect(), address);
    expect(limited.statusCode).toBe(429);
    // The window is an hour: the person is told how long, not 'a few moments'.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3_500);
    expect(mensagens(limited)).toEqual([
      'Muitas tentativas de pré-cadastro deste endereço. Tente novamente em 60 minutos.',
    ]);
    // Another address is not affected.
    expect((await enviar({}, newAddress())).statusCode).toBe(400);
  });

  it('sends one e-mail per stored prospect', async () => {
    const prospects = await count('usuarios', "status = 'PRE_CADASTRADO'");
    expect(prospects).toBe(5);
    await smtp.waitForMessages(prospects);
    expect(smtp.received).toHaveLength(prospects);
    // A job is marked completed after its message is handed to the server: wait for the mark.
    await expect
      .poll(() => count('pgboss.job', "name = $1 and state = 'completed'", [EMAIL_QUEUE]), {
        timeout: 10_000,
      })
      .toBe(prospects);
  });
});

describe('a company pre-registered by someone else', () => {
  it('is removed by the registradora with its prospect, and the real company registered', async () => {
    const cnpj = '80000000000120';
    const squat = await enviar(prospect({ cnpj, email: 'intruso@exemplo.com.br' }));
    expect(squat.statusCode).toBe(201);
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      'select id from clientes where cnpj = $1 and deleted_at is null',
      [cnpj],
    );
    const admin = bearer(await login(ctx.app, 'administrador'));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/clientes/${rows[0]!.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await count('usuarios', "email = 'intruso@exemplo.com.br' and status = 'REMOVIDO'"),
    ).toBe(1);
    const real = await ctx.app.inject({
      method: 'POST',
      url: '/api/clientes',
      headers: admin,
      payload: {
        razaoSocial: 'Financeira Real S.A.',
        nomeFantasia: 'Financeira Real',
        cnpj,
        endereco: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          numero: '1000',
          bairro: 'Bela Vista',
          codigoMunicipioIbge: '3550308',
          uf: 'SP',
        },
        email: 'contato@real.com.br',
        telefone: '(11) 3333-4444',
      },
    });
    expect(real.statusCode).toBe(201);
  });
});

/** A valid CNPJ (numeric or alphanumeric) opening with these 12 characters. */
function cnpjOf(base: string): string {
  for (let dv = 0; dv < 100; dv++) {
    const cnpj = base + String(dv).padStart(2, '0');
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error(`no check digits for ${base}`);
}

describe('a form token stores one pre-registration', () => {
  const tokensUsados = () => count('pre_cadastro_tokens_usados');

  it('answers a reused token like a success, storing and sending nothing more', async () => {
    const tokenFormulario = tokenFilledByAPerson();
    const before = await footprint();
    const first = await enviar(
      prospect({ tokenFormulario, cnpj: cnpjOf('5100000000'.padEnd(12, '1')), email: 'a@r1.com' }),
    );
    expect(first.statusCode).toBe(201);
    const stored = await footprint();
    expect(stored).toEqual({
      usuarios: before.usuarios + 1,
      clientes: before.clientes + 1,
      emails: before.emails + 1,
    });
    const usados = await tokensUsados();

    // The same form again, and a script's variations on it: the same answer, nothing stored.
    for (const overrides of [
      {},
      { cnpj: cnpjOf('510000000002'), email: 'b@r1.com' },
      { cnpj: cnpjOf('510000000003'), email: 'c@r1.com', razaoSocial: 'Outra S.A.' },
    ]) {
      const again = await enviar(
        prospect({
          tokenFormulario,
          cnpj: cnpjOf('510000000011'),
          email: 'a@r1.com',
          ...overrides,
        }),
      );
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ mensagem: 'Pré-cadastro realizado com sucesso!' });
    }
    expect(await footprint()).toEqual(stored);
    expect(await tokensUsados()).toBe(usados);
  });

  it('stores one of two simultaneous submissions with the same token', async () => {
    const tokenFormulario = tokenFilledByAPerson();
    const before = await footprint();
    const responses = await Promise.all(
      ['1', '2', '3'].map((n) =>
        enviar(
          prospect({ tokenFormulario, cnpj: cnpjOf(`52000000000${n}`), email: `${n}@r2.com` }),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await footprint()).toEqual({
      usuarios: before.usuarios + 1,
      clientes: before.clientes + 1,
      emails: before.emails + 1,
    });
  });

  it('keeps the token of a refused submission, so the person can correct it and send again', async () => {
    const tokenFormulario = tokenFilledByAPerson();
    const { rows } = await ctx.database.pool.query<{ cnpj: string }>(
      "select cnpj from clientes where nome_fantasia = 'Banco Demonstração'",
    );
    const taken = await enviar(
      prospect({ tokenFormulario, cnpj: rows[0]!.cnpj, email: 'd@r3.com' }),
    );
    expect(taken.statusCode).toBe(409);
    const corrected = await enviar(
      prospect({ tokenFormulario, cnpj: cnpjOf('530000000001'), email: 'd@r3.com' }),
    );
    expect(corrected.statusCode).toBe(201);
    expect(await count('usuarios', "email = 'd@r3.com'")).toBe(1);
  });

  it('records the token until it expires, and purges expired ones when it stores another', async () => {
    const issuedAt = Date.now() - 30_000;
    const tokenFormulario = createFormTokens({
      secret: TEST_AUTH_SECRET,
      minFillSeconds: 0,
      now: () => issuedAt,
    }).issue();
    const nonce = tokenFormulario.split('.')[1];
    await ctx.database.pool.query(
      `insert into pre_cadastro_tokens_usados (nonce, usado_em, expira_em) values
         ('expirado-1', now() - interval '2 days', now() - interval '1 day'),
         ('expirado-2', now() - interval '25 hours', now() - interval '1 hour'),
         ('quase-expirado', now() - interval '1 day', now() + interval '1 minute')`,
    );
    const response = await enviar(
      prospect({ tokenFormulario, cnpj: cnpjOf('540000000001'), email: 'e@r4.com' }),
    );
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.database.pool.query<{ nonce: string; expira_em: Date }>(
      `select nonce, expira_em from pre_cadastro_tokens_usados
        where nonce in ($1, 'expirado-1', 'expirado-2', 'quase-expirado') order by nonce`,
      [nonce],
    );
    expect(Object.fromEntries(rows.map((row) => [row.nonce, row.expira_em]))).toEqual({
      // Kept until the token would be refused anyway (issued at + 24 h).
      [nonce!]: new Date(issuedAt + 24 * 3_600_000),
      'quase-expirado': expect.any(Date),
    });
  });
});

describe('the per-address limit', () => {
  const ipv6 = (n: number) => `2001:db8:${n.toString(16)}:1`;

  it('counts a whole IPv6 /64 as one address', async () => {
    const prefix = ipv6(1);
    for (let i = 0; i < RATE_LIMIT_PER_HOUR; i++) {
      // Another address of the same network each time.
      const response = await enviar({}, `${prefix}:${i + 1}:0:0:${(i * 7919).toString(16)}`);
      expect(response.statusCode).toBe(400);
    }
    const limited = await enviar({}, `${prefix}:ffff:ffff:ffff:ffff`);
    expect(limited.statusCode).toBe(429);
    // The next /64 is another network.
    expect((await enviar({}, `${ipv6(2)}::1`)).statusCode).toBe(400);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMIT_PER_HOUR; i++) {
      const response = await enviar({}, i % 2 ? address : `::ffff:${address}`);
      expect(response.statusCode).toBe(400);
    }
    expect((await enviar({}, `::ffff:${address}`)).statusCode).toBe(429);
    expect((await enviar({}, address)).statusCode).toBe(429);
  });
});

describe('single-line text fields', () => {
  it('refuses a line break or an invisible control character, naming the field', async () => {
    const before = await footprint();
    const cases: [Record<string, unknown>, string][] = [
      [{ razaoSocial: 'X\r\nBcc: a@b.c' }, 'razaoSocial: Caracteres não permitidos'],
      [{ nome: 'Maria\u202Eazuos' }, 'nome: Caracteres não permitidos'],
      [{ nome: '\u200B\u200B' }, 'nome: Campo obrigatório'],
    ];
    for (const [overrides, message] of cases) {
      const response = await enviar(
        prospect({ cnpj: cnpjOf('550000000001'), email: 'f@r5.com', ...overrides }),
      );
      expect(response.statusCode, message).toBe(400);
      expect(mensagens(response), message).toEqual([message]);
    }
    expect(await footprint()).toEqual(before);
  });
});

describe('the aliases POST /api/publica/usuarios/ and POST /api/publica/clientes', () => {
  const ALIASES = ['/api/publica/usuarios/', '/api/publica/clientes'] as const;
  const PATHS = ['/api/publica/preCadastro/enviar', ...ALIASES] as const;
  const post = (url: string, payload: object, remoteAddress = newAddress()) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress, payload });

  it('store a pre-registration like enviar: the company, its contact and the e-mail', async () => {
    for (const [i, url] of ALIASES.entries()) {
      const before = await footprint();
      const cnpj = cnpjOf(`6600000000${i}1`);
      const response = await post(url, prospect({ cnpj, email: `alias${i}@omega.com.br` }));
      expect(response.statusCode, url).toBe(201);
      expect(response.json()).toEqual({ mensagem: 'Pré-cadastro realizado com sucesso!' });
      expect(await footprint()).toEqual({
        usuarios: before.usuarios + 1,
        clientes: before.clientes + 1,
        emails: before.emails + 1,
      });
      const { rows } = await ctx.database.pool.query(
        `select u.status, u.perfil, c.ativo from usuarios u join clientes c on c.id = u.cliente_id
          where c.cnpj = $1`,
        [cnpj],
      );
      expect(rows).toEqual([{ status: 'PRE_CADASTRADO', perfil: 'PRE_CADASTRO', ativo: false }]);
    }
  });

  it('keep the protections: the one-message duplicate, the bot checks, the form token', async () => {
    for (const url of ALIASES) {
      const before = await footprint();
      // The company stored through the first alias, sent again with a new token.
      const duplicate = await post(
        url,
        prospect({ cnpj: cnpjOf('660000000001'), email: 'outro@omega.com.br' }),
      );
      expect(duplicate.statusCode, url).toBe(409);
      expect(duplicate.json()).toEqual([{ mensagem: PRE_CADASTRO_MENSAGENS.duplicado }]);

      const bot = await post(url, prospect({ site: 'x', cnpj: cnpjOf('660000000091') }));
      expect(bot.statusCode).toBe(201);
      expect(bot.json()).toEqual({ mensagem: 'Pré-cadastro realizado com sucesso!' });

      const forged = await post(
        url,
        prospect({ cnpj: cnpjOf('660000000092'), tokenFormulario: '1.2.3' }),
      );
      expect(forged.statusCode).toBe(400);
      expect(mensagens(forged)).toEqual([PRE_CADASTRO_MENSAGENS.formularioExpirado]);
      expect(await footprint()).toEqual(before);
    }
  });

  it('share one hourly limit per address with enviar: rotating paths gives no more', async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMIT_PER_HOUR; i++) {
      const response = await post(PATHS[i % PATHS.length]!, {}, address);
      expect(response.statusCode).toBe(400);
    }
    for (const url of PATHS) {
      const limited = await post(url, prospect(), address);
      expect(limited.statusCode, url).toBe(429);
      expect(mensagens(limited)).toEqual([
        'Muitas tentativas de pré-cadastro deste endereço. Tente novamente em 60 minutos.',
      ]);
    }
    // Each path alone would have allowed RATE_LIMIT_PER_HOUR: another address still may send.
    expect((await post(ALIASES[1], {}, newAddress())).statusCode).toBe(400);
  });

  it("are one token's one pre-registration across the paths", async () => {
    const tokenFormulario = tokenFilledByAPerson();
    const data = { cnpj: cnpjOf('660000000201'), email: 'token@omega.com.br', tokenFormulario };
    expect((await post(ALIASES[0], prospect(data))).statusCode).toBe(201);
    const before = await footprint();
    const replay = await post(
      ALIASES[1],
      prospect({ ...data, cnpj: cnpjOf('660000000202'), email: 'outro-token@omega.com.br' }),
    );
    expect(replay.statusCode).toBe(201);
    expect(await footprint()).toEqual(before);
  });
});

describe('GET /api/publica/usuarios/clientes', () => {
  const clientesDo = (token: string | undefined, remoteAddress = newAddress()) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/publica/usuarios/clientes',
      remoteAddress,
      headers: token === undefined ? {} : { 'x-token-formulario': token },
    });

  it('refuses a caller without a form token the portal issued, or with an expired one', async () => {
    const expired = createFormTokens({
      secret: TEST_AUTH_SECRET,
      minFillSeconds: 0,
      now: () => Date.now() - 25 * 3_600_000,
    }).issue();
    const otherSecret = createFormTokens({ secret: 'x'.repeat(40), minFillSeconds: 0 }).issue();
    for (const token of [undefined, '', 'abc', expired, otherSecret]) {
      const response = await clientesDo(token);
      expect(response.statusCode, String(token)).toBe(400);
      expect(mensagens(response)).toEqual([PRE_CADASTRO_MENSAGENS.formularioExpirado]);
    }
  });

  it('answers only the company the form itself stored, after it stored it', async () => {
    const tokenFormulario = tokenFilledByAPerson();
    const cnpj = cnpjOf('670000000001');
    // Before the form is sent: nothing, although the registradora has clients.
    expect(await count('clientes')).toBeGreaterThan(1);
    const before = await clientesDo(tokenFormulario);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual([]);

    await enviar(
      prospect({
        cnpj,
        email: 'lista@kappa.com.br',
        razaoSocial: 'Kappa Leasing',
        tokenFormulario,
      }),
    );
    const after = await clientesDo(tokenFormulario);
    expect(after.statusCode).toBe(200);
    // What the sender typed, nothing more: no id, no status, no contact, no other company.
    expect(after.json()).toEqual([{ razaoSocial: 'Kappa Leasing', cnpj }]);

    // Another form's token sees nothing of it.
    expect((await clientesDo(tokenFilledByAPerson())).json()).toEqual([]);
  });

  it('answers nothing for a form whose submission was refused, dropped or later removed', async () => {
    const { rows } = await ctx.database.pool.query<{ cnpj: string }>(
      "select cnpj from clientes where nome_fantasia = 'Banco Demonstração'",
    );
    // A client's CNPJ: the 409 tells nothing, and the token keeps nothing either.
    const refused = tokenFilledByAPerson();
    const duplicate = await enviar(
      prospect({ cnpj: rows[0]!.cnpj, email: 'dup@kappa.com.br', tokenFormulario: refused }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect((await clientesDo(refused)).json()).toEqual([]);

    const dropped = tokenFilledByAPerson();
    await enviar(prospect({ cnpj: cnpjOf('670000000101'), site: 'x', tokenFormulario: dropped }));
    expect((await clientesDo(dropped)).json()).toEqual([]);

    const removed = tokenFilledByAPerson();
    const cnpj = cnpjOf('670000000201');
    await enviar(prospect({ cnpj, email: 'removida@kappa.com.br', tokenFormulario: removed }));
    expect((await clientesDo(removed)).json()).toHaveLength(1);
    await ctx.database.pool.query('update clientes set deleted_at = now() where cnpj = $1', [cnpj]);
    expect((await clientesDo(removed)).json()).toEqual([]);
  });

  it('is limited to 60 lookups per minute and address', async () => {
    const address = newAddress();
    const token = tokenFilledByAPerson();
    for (let i = 0; i < 60; i++) {
      expect((await clientesDo(token, address)).statusCode).toBe(200);
    }
    expect((await clientesDo(token, address)).statusCode).toBe(429);
    expect((await clientesDo(token, newAddress())).statusCode).toBe(200);
  });
});
