import { vi } from 'vitest';
import { APP_VERSION } from '../src/lib/env';
import { pendingRequests } from '../src/lib/pending-requests';

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

/** One API call as the full-screen loader saw it (recordLoaderAtCalls). */
export interface LoaderAtCall {
  path: string;
  /** The loader's count as the call went out (its own included, unless in the background). */
  count: number;
  /** Sent as a background call: it does not hold the loader. */
  isBackground: boolean;
}

/**
 * Records each API call from now on, over whatever fakeApi answers: its path, the loader's
 * count as it went out, and whether it was a background call.
 */
export function recordLoaderAtCalls(): LoaderAtCall[] {
  const calls: LoaderAtCall[] = [];
  const api = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      // Not through new Request(): that would read a body the answer still needs.
      path: new URL(input instanceof Request ? input.url : String(input)).pathname,
      count: pendingRequests.getCount(),
      isBackground: Boolean((init as { isBackground?: boolean } | undefined)?.isBackground),
    });
    return api(input, init);
  });
  return calls;
}
