import { connect as connectSocket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { registerAuthorization } from '../src/plugins/authorization';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ BODY_LIMIT_BYTES: '2048', LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
  // Routes that exist only in this test, to reach the error handler and the permission check.
  ctx.app.get('/api/teste/falha', { config: { access: 'PUBLICA' } }, () => {
    throw new Error('detalhe interno: senha do banco 123');
  });
  ctx.app.get(
    '/api/teste/usuarios',
    { config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' } },
    () => ({
      ok: true,
    }),
  );
});
afterAll(() => ctx.close());

// Each call from its own address, so that only the rate-limit test meets the limit.
let lastAddress = 0;
const postLogin = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    remoteAddress: `10.1.0.${++lastAddress}`,
    method: 'POST',
    url: '/api/auth/tokens',
    headers: { 'content-type': contentType },
    payload,
  });

describe('bad input answers 4xx with a mensagem list, never 500', () => {
  it('malformed JSON -> 400', async () => {
    const response = await postLogin('{"username": ');
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)).toEqual([MENSAGENS.corpoInvalido]);
  });

  it('a wrong content type -> 415', async () => {
    const response = await postLogin('username=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(mensagens(response)).toEqual([MENSAGENS.tipoConteudoNaoSuportado]);
    expect((await postLogin('texto', 'text/plain')).statusCode).toBe(415);
  });

  it('a body over the size limit -> 413', async () => {
    const response = await postLogin(
      JSON.stringify({ username: 'a'.repeat(5000), password: 'x', guid: 'g' }),
    );
    expect(response.statusCode).toBe(413);
    expect(mensagens(response)).toEqual([MENSAGENS.corpoGrandeDemais]);
  });

  it('an unknown field -> 400 naming it', async () => {
    const response = await postLogin(
      JSON.stringify({ username: 'a', password: 'b', guid: 'c', admin: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)).toEqual(['Corpo da requisição: Campo não permitido: admin']);
  });

  it('missing fields and wrong types -> 400, one item per field', async () => {
    const response = await postLogin(JSON.stringify({ username: 7 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'username: Formato inválido', campo: 'username' },
      { mensagem: 'password: Campo obrigatório', campo: 'password' },
      { mensagem: 'guid: Campo obrigatório', campo: 'guid' },
    ]);
  });

  it('an empty JSON body and a JSON array -> 400', async () => {
    expect((await postLogin('')).statusCode).toBe(400);
    const array = await postLogin('[]');
    expect(array.statusCode).toBe(400);
    expect(mensagens(array)).toEqual(['Corpo da requisição: Formato inválido']);
  });

  it('a malformed URL and a NUL character -> 400 with a mensagem list', async () => {
    const badUrl = await ctx.app.inject({ url: '/api/health%ZZ' });
    expect(badUrl.statusCode).toBe(400);
    expect(mensagens(badUrl)).toEqual([MENSAGENS.requisicaoInvalida]);
    const nul = await postLogin(JSON.stringify({ username: 'a\u0000b', password: 'x', guid: 'g' }));
    expect(nul.statusCode).toBe(400);
    expect(mensagens(nul)).toEqual([MENSAGENS.caractereInvalido]);
  });

  it('an unknown API path -> 404 with a mensagem list', async () => {
    const response = await ctx.app.inject({ url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(mensagens(response)).toEqual([MENSAGENS.rotaNaoEncontrada]);
  });

  it('rate-limits login requests per address -> 429 in Portuguese', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/tokens',
        remoteAddress: '10.9.9.9',
        payload: { username: 'x', password: 'y', guid: 'z' },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(mensagens(await attempt())).toEqual([MENSAGENS.muitasRequisicoes]);
  });
});

describe('errors and permissions', () => {
  it('hides the internals of a 5xx', async () => {
    const response = await ctx.app.inject({ url: '/api/teste/falha' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual([{ mensagem: MENSAGENS.erroInterno }]);
    expect(response.body).not.toContain('senha do banco');
  });

  it('enforces the permission a route declares', async () => {
    expect((await ctx.app.inject({ url: '/api/teste/usuarios' })).statusCode).toBe(401);
    const operador = await ctx.app.inject({
      url: '/api/teste/usuarios',
      headers: bearer(await login(ctx.app, 'operador')),
    });
    expect(operador.statusCode).toBe(403);
    expect(mensagens(operador)).toEqual([MENSAGENS.acessoNegado]);
    const admin = await ctx.app.inject({
      url: '/api/teste/usuarios',
      headers: bearer(await login(ctx.app, 'administrador')),
    });
    expect(admin.statusCode).toBe(200);
  });

  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    registerAuthorization(app, async () => null);
    const register = async () => {
      app.get('/api/teste/sem-permissao', () => ({}));
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/não declara config.access/);
  });
});

describe('the platform', () => {
  it('checks the database in /api/health', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Over plain HTTP (an intranet) upgrading requests would leave a blank page.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{10,}$/);
  });

  it('keeps a well-formed x-request-id and replaces any other', async () => {
    const kept = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-123.a' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-123.a');
    const replaced = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(65) },
    });
    expect(replaced.headers['x-request-id']).not.toBe('x'.repeat(65));
  });

  it('describes the API in an OpenAPI document with its UI at /api/docs', async () => {
    const spec = await ctx.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/tokens', '/api/auth/usuario', '/api/health']),
    );
    const ui = await ctx.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers the versions, and whether sessions renew by themselves (off by default)', async () => {
    const response = await ctx.app.inject({ url: '/api/publica/version' });
    expect(response.json()).toEqual({
      frontVersion: '0.1.0',
      backVersion: '0.1.0',
      renovacaoAutomatica: false,
      chat: null,
      monitoramento: null,
    });
    const score = await createTestApp({ SESSAO_RENOVACAO_AUTOMATICA: '1' });
    try {
      const answer = await score.app.inject({ url: '/api/publica/version' });
      expect(answer.json()).toMatchObject({ renovacaoAutomatica: true });
    } finally {
      await score.close();
    }
  });
});

/** Writes raw bytes to the listening app and reads its answer until the socket closes. */
function rawExchange(port: number, request: string, endAfterWrite = false) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connectSocket(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk: string) => (received += chunk));
    // The server closes the connection after the answer (a reset may follow it: not an error).
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(request, () => {
      if (endAfterWrite) socket.end();
    });
  });
}

describe('malformed HTTP on a real socket answers the §8 body', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as { port: number }).port;
  });

  const json = '\r\nContent-Type: application/json';
  it.each([
    ['a malformed header line', `GET /api/health HTTP/1.1\r\nHost: x\r\nsem dois pontos\r\n\r\n`],
    [
      'bad chunked encoding',
      `POST /api/auth/tokens HTTP/1.1\r\nHost: x${json}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    ['a request line that is not HTTP', 'OLA MUNDO\r\n\r\n'],
  ])('%s -> 400', async (_name, request) => {
    const answer = await rawExchange(port, request);
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(answer.body)).toEqual([{ mensagem: MENSAGENS.requisicaoInvalida }]);
  });

  it('a body shorter than its Content-Length -> 400', async () => {
    const answer = await rawExchange(
      port,
      `POST /api/auth/tokens HTTP/1.1\r\nHost: x${json}\r\nContent-Length: 100\r\n\r\n{"username"`,
      true,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual([{ mensagem: MENSAGENS.requisicaoInvalida }]);
  });

  it('headers over the size limit -> 431', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual([{ mensagem: MENSAGENS.cabecalhosGrandesDemais }]);
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
