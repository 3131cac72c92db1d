/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPError } from 'ky';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MENSAGENS } from '@portal/shared/common/messages';
import { ADMIN, logIn } from '../../test/fixtures';
import {
  AcceptedResponseError,
  createHttpClient,
  errorMessagesOf,
  readJson,
  wasReported,
  type HttpClientDeps,
} from './http-client';
import type { Notice } from './notices';
import { createPendingRequests } from './pending-requests';
import { clearSession, getSession, getToken } from './session-storage';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets the test decide when the slow body of '/api/gotejando' (or '/api/cortado') ends. */
const slowBody = {
  headersSent: deferred(),
  finish: deferred(),
  reset() {
    this.headersSent = deferred();
    this.finish = deferred();
  },
};

/** A real API stand-in: each path answers the way the portal's server can. */
function startApi(): Promise<Server> {
  const server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    switch (request.url) {
      case '/api/eco':
        return json(200, { authorization: request.headers.authorization ?? null });
      case '/api/mensagens':
        return json(400, [
          { mensagem: 'O chassi é obrigatório.', campo: 'chassi' },
          { mensagem: 'O RENAVAM é inválido.', campo: 'renavam' },
        ]);
      case '/api/objeto':
        return json(409, { mensagem: 'Contrato já registrado.' });
      case '/api/aceito':
        return json(202, {});
      case '/api/protegido':
        return json(401, [{ mensagem: MENSAGENS.sessaoExpirada }]);
      case '/api/auth/tokens':
        return json(401, [{ mensagem: MENSAGENS.credenciaisInvalidas }]);
      case '/api/interno':
        return json(500, [{ mensagem: MENSAGENS.erroInterno }]);
      case '/api/download': {
        // A failed download: the same JSON list, sent as bytes.
        response.writeHead(400, { 'content-type': 'application/octet-stream' });
        return response.end(Buffer.from(JSON.stringify([{ mensagem: 'Arquivo não encontrado.' }])));
      }
      case '/api/texto':
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end('Arquivo corrompido');
      case '/api/lento':
        return; // Never answers: the client's timeout has to end the call.
      case '/api/proxy':
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html><body>Bad gateway</body></html>');
      case '/api/gotejando':
      case '/api/cortado': {
        // The headers and half of the answer now, the rest when the test says so.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"parte":');
        response.flushHeaders();
        slowBody.headersSent.resolve();
        void slowBody.finish.promise.then(() =>
          request.url === '/api/cortado' ? response.destroy() : response.end('"final"}'),
        );
        return;
      }
      default:
        return json(404, [{ mensagem: MENSAGENS.rotaNaoEncontrada }]);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = await startApi();
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

function setup(overrides: Partial<HttpClientDeps> = {}) {
  const notices: Notice[] = [];
  const onUnauthorized = vi.fn();
  const client = createHttpClient({
    prefixUrl: `${baseUrl}/api`,
    session: { getToken, clear: clearSession },
    onUnauthorized,
    notify: (notice) => notices.push(notice),
    pending: createPendingRequests(),
    ...overrides,
  });
  return { client, notices, onUnauthorized };
}

describe('HTTP client', () => {
  beforeEach(() => {
    // The test setup blocks the global fetch; these tests talk to the real server above.
    vi.unstubAllGlobals();
  });

  it('sends the stored token, except on public calls', async () => {
    logIn(ADMIN);
    const { client } = setup();
    await expect(client.get('eco').json()).resolves.toEqual({
      authorization: `Bearer token-${ADMIN.id}`,
    });
    await expect(client.get('eco', { isPublic: true }).json()).resolves.toEqual({
      authorization: null,
    });
  });

  it("joins the body's messages into one 'Atenção' warning, once, and still rejects", async () => {
    const { client, notices } = setup();
    const failure = await client.post('mensagens', { json: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HTTPError);
    expect(notices).toEqual([
      {
        kind: 'warning',
        title: 'Atenção',
        message: 'O chassi é obrigatório.\nO RENAVAM é inválido.',
      },
    ]);
    expect(errorMessagesOf(failure)).toEqual([
      { mensagem: 'O chassi é obrigatório.', campo: 'chassi' },
      { mensagem: 'O RENAVAM é inválido.', campo: 'renavam' },
    ]);
  });

  it('wraps a single message object in a list', async () => {
    const { client, notices } = setup();
    await expect(client.get('objeto')).rejects.toThrow(HTTPError);
    expect(notices).toEqual([
      { kind: 'warning', title: 'Atenção', message: 'Contrato já registrado.' },
    ]);
  });

  it('shows a 5xx message list the same way', async () => {
    const { client, notices } = setup();
    await expect(client.get('interno')).rejects.toThrow(HTTPError);
    expect(notices).toEqual([
      { kind: 'warning', title: 'Atenção', message: MENSAGENS.erroInterno },
    ]);
  });

  it("answers HTTP 202 with the 'Ops...' connection notice, once, and rejects", async () => {
    const { client, notices } = setup();
    const notify = (notice: Notice) => notices.push(notice);
    // The answer of a 202 never reaches the schema check (which would say 'Ops...' again).
    const failure = await readJson(client.post('aceito'), z.object({ id: z.string() }), notify)
      .then(() => 'resolved')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AcceptedResponseError);
    expect(wasReported(failure)).toBe(true);
    expect(notices).toEqual([{ kind: 'error', title: 'Ops...', message: MENSAGENS.falhaConexao }]);
  });

  it('reports an answer that does not match the schema once, as an unexpected error', async () => {
    const { client, notices } = setup();
    const notify = (notice: Notice) => notices.push(notice);
    const failure = await readJson(client.get('eco'), z.object({ id: z.string() }), notify).catch(
      (error: unknown) => error,
    );
    expect(wasReported(failure)).toBe(true);
    expect(notices).toEqual([{ kind: 'error', title: 'Ops...', message: MENSAGENS.erroInterno }]);
  });

  it("says a call's own connection message when it has one (spec §8, the login)", async () => {
    const closed = await startApi();
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client, notices } = setup({ prefixUrl: `http://127.0.0.1:${port}/api` });
    const connectionMessage = MENSAGENS.falhaConexaoLogin;
    const failure = await client
      .post('auth/tokens', { connectionMessage })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(wasReported(failure)).toBe(true);

    const live = setup();
    await expect(live.client.post('aceito', { connectionMessage })).rejects.toThrow(
      AcceptedResponseError,
    );
    await expect(live.client.get('proxy', { connectionMessage })).rejects.toThrow(HTTPError);
    const expected = { kind: 'error', title: 'Ops...', message: MENSAGENS.falhaConexaoLogin };
    expect([...notices, ...live.notices]).toEqual([expected, expected, expected]);
  });

  it("answers a network failure with the 'Ops...' connection notice", async () => {
    const closed = await startApi();
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client, notices } = setup({ prefixUrl: `http://127.0.0.1:${port}/api` });
    await expect(client.get('eco')).rejects.toThrow(TypeError);
    expect(notices).toEqual([{ kind: 'error', title: 'Ops...', message: MENSAGENS.falhaConexao }]);
  });

  it("gives up after the timeout with the 'Ops...' connection notice", async () => {
    const { client, notices } = setup();
    await expect(client.get('lento', { timeoutMs: 100 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(notices).toEqual([{ kind: 'error', title: 'Ops...', message: MENSAGENS.falhaConexao }]);
  });

  it('says nothing when the caller cancels', async () => {
    const { client, notices } = setup();
    const controller = new AbortController();
    const call = client.get('lento', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });

  it('decodes an error body that came as bytes', async () => {
    const { client, notices } = setup();
    await expect(client.get('download').blob()).rejects.toThrow(HTTPError);
    expect(notices).toEqual([
      { kind: 'warning', title: 'Atenção', message: 'Arquivo não encontrado.' },
    ]);
  });

  it("shows a body that is not JSON as it came, as an error titled 'Atenção'", async () => {
    const { client, notices } = setup();
    await expect(client.get('texto')).rejects.toThrow(HTTPError);
    expect(notices).toEqual([{ kind: 'error', title: 'Atenção', message: 'Arquivo corrompido' }]);
  });

  it("treats a proxy's HTML error page as a connection failure", async () => {
    const { client, notices } = setup();
    await expect(client.get('proxy')).rejects.toThrow(HTTPError);
    expect(notices).toEqual([{ kind: 'error', title: 'Ops...', message: MENSAGENS.falhaConexao }]);
  });

  it('logs out on a 401 from an API path outside /api/auth', async () => {
    logIn(ADMIN);
    const { client, notices, onUnauthorized } = setup();
    await expect(client.get('protegido')).rejects.toThrow(HTTPError);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith([{ mensagem: MENSAGENS.sessaoExpirada }]);
    // The login page explains it; no second notice on the way out.
    expect(notices).toEqual([]);
  });

  it('ends the session once when several calls fail with 401 together, without any notice', async () => {
    logIn(ADMIN);
    const { client, notices, onUnauthorized } = setup();
    const results = await Promise.allSettled([
      client.get('protegido'),
      client.get('protegido'),
      client.get('protegido'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('says nothing about a 401 outside /api/auth when there is no session', async () => {
    const { client, notices, onUnauthorized } = setup();
    await expect(client.get('protegido')).rejects.toThrow(HTTPError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('does not log out on a 401 from /api/auth/*: it is a warning like any other', async () => {
    logIn(ADMIN);
    const { client, notices, onUnauthorized } = setup();
    await expect(
      client.post('auth/tokens', { json: { username: 'x', password: 'y', guid: 'z' } }),
    ).rejects.toThrow(HTTPError);
    expect(getSession()?.token).toBe(`token-${ADMIN.id}`);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notices).toEqual([
      { kind: 'warning', title: 'Atenção', message: MENSAGENS.credenciaisInvalidas },
    ]);
  });

  it('suppresses the global notice with ignoreError, and the caller still gets the error', async () => {
    const { client, notices } = setup();
    const failure = await client
      .post('mensagens', { ignoreError: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HTTPError);
    expect(errorMessagesOf(failure)).toHaveLength(2);
    expect(wasReported(failure)).toBe(false);
    await expect(client.post('aceito', { ignoreError: true })).rejects.toThrow(
      AcceptedResponseError,
    );
    expect(notices).toEqual([]);
  });

  it('marks the failures it told the user about, and only those', async () => {
    const { client } = setup();
    const shown = await client.get('objeto').catch((error: unknown) => error);
    expect(wasReported(shown)).toBe(true);
    const controller = new AbortController();
    const call = client
      .get('lento', { signal: controller.signal })
      .catch((error: unknown) => error);
    setTimeout(() => controller.abort(), 50);
    expect(wasReported(await call)).toBe(false);
    expect(wasReported(new Error('outra coisa'))).toBe(false);
  });

  describe('loader count', () => {
    beforeEach(() => slowBody.reset());

    it('counts a call until its body has been read, not until its headers arrive', async () => {
      const pending = createPendingRequests();
      const { client } = setup({ pending });
      const body = client.get('gotejando').json();
      await slowBody.headersSent.promise;
      // Long enough for the headers to reach the client and the response to resolve.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(pending.getCount()).toBe(1);
      slowBody.finish.resolve();
      await expect(body).resolves.toEqual({ parte: 'final' });
      expect(pending.getCount()).toBe(0);
    });

    it('never counts a background call (the poll of the bell), so the loader does not flash', async () => {
      const pending = createPendingRequests();
      const { client } = setup({ pending });
      const body = client.get('gotejando', { isBackground: true }).json();
      await slowBody.headersSent.promise;
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(pending.getCount()).toBe(0);
      slowBody.finish.resolve();
      await expect(body).resolves.toEqual({ parte: 'final' });
      expect(pending.getCount()).toBe(0);
    });

    it('stops counting when the body fails half way', async () => {
      const pending = createPendingRequests();
      const { client } = setup({ pending });
      const body = client.get('cortado').json();
      await slowBody.headersSent.promise;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pending.getCount()).toBe(1);
      slowBody.finish.resolve();
      await expect(body).rejects.toThrow();
      expect(pending.getCount()).toBe(0);
    });

    it('stops counting when the timeout ends a body that never finishes', async () => {
      const pending = createPendingRequests();
      const { client } = setup({ pending });
      await expect(client.get('gotejando', { timeoutMs: 300 }).json()).rejects.toThrow();
      expect(pending.getCount()).toBe(0);
      slowBody.finish.resolve();
    });

    it('hands over a 204 whose body is an empty stream, as Chromium gives it, and stops counting', async () => {
      // Chromium answers a 204 with a non-null empty body; a Response cannot be rebuilt around
      // it with that status. Node never does this, so the browser's answer is made here.
      const chromiumLike204 = async () => {
        const response = new Response(new ReadableStream({ start: (c) => c.close() }), {
          status: 200,
        });
        Object.defineProperty(response, 'status', { value: 204 });
        Object.defineProperty(response, 'ok', { value: true });
        return response;
      };
      const pending = createPendingRequests();
      const { client, notices } = setup({ pending, fetch: chromiumLike204 });
      const response = await client.delete('grupos/1');
      expect(response.status).toBe(204);
      expect(notices).toEqual([]);
      expect(pending.getCount()).toBe(0);
    });

    it('stops counting a body nobody reads, and never goes below zero', async () => {
      const pending = createPendingRequests();
      const { client } = setup({ pending });
      const response = await client.get('eco');
      expect(response.status).toBe(200);
      await vi.waitFor(() => expect(pending.getCount()).toBe(0));
      // Read after all: the count does not move again.
      await expect(response.json()).resolves.toEqual({ authorization: null });
      await client.get('objeto').catch(() => undefined);
      await client.post('aceito').catch(() => undefined);
      await vi.waitFor(() => expect(pending.getCount()).toBe(0));
    });
  });

  it('rejects a path with a leading slash (paths are relative to /api)', () => {
    const { client } = setup();
    expect(() => client.get('/api/eco')).toThrow(/must not begin with a slash/);
  });
});
