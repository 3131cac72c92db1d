import { vi } from 'vitest';
import { APP_VERSION } from '../src/lib/env';

export type FakeHandler = (request: Request) => Response | Promise<Response>;

/** JSON answer, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * What every logged-in page asks in the background (the top bar's notifications, what the
 * installation is: its version, no chat, no monitoring): answered and left out of `calls`,
 * unless the test fakes the call itself.
 */
const BACKGROUND: Record<string, FakeHandler> = {
  'GET /api/mensagens/notificacoes': () => jsonResponse({ qtdNotificacoes: 0, mensagens: [] }),
  'GET /api/publica/version': () =>
    jsonResponse({
      frontVersion: APP_VERSION,
      backVersion: APP_VERSION,
      renovacaoAutomatica: false,
      chat: null,
      monitoramento: null,
    }),
};

/**
 * Answers the app's same-origin /api calls from a table keyed by 'METHOD /api/path', by
 * replacing the global fetch the HTTP client calls (ky's own `fetch` option stays real).
 * Unknown calls answer 404 and are recorded, so a test sees what it forgot.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const sent = new Request(input, init);
    // Read the body as a real fetch would: ky waits for its copy of the body stream to finish.
    const body = ['GET', 'HEAD'].includes(sent.method) ? undefined : await sent.text();
    const request = new Request(sent.url, { method: sent.method, headers: sent.headers, body });
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const background = routes[key] ? undefined : BACKGROUND[key];
    if (background) return background(request);
    calls.push(request);
    const handler = routes[key];
    return handler
      ? handler(request)
      : jsonResponse([{ mensagem: `Sem simulação para ${key}` }], 404);
  });
  return { calls };
}
