import type { ResponsePromise } from 'ky';
import type { z } from 'zod';
import type { Mensagem } from '@portal/shared/common/errors';
import { createHttpClient, parseAnswer, readJson } from './http-client';
import { LOGIN_PATH } from './paths';
import { showNotice } from './notices';
import { pendingRequests } from './pending-requests';
import { reportActivity } from './session-activity';
import { clearSession, getToken } from './session-storage';

type UnauthorizedHandler = (mensagens: readonly Mensagem[]) => void;

// Until the router registers its own handler (it navigates without reloading), a full page
// load to the login page is the safe fallback.
const fallbackHandler: UnauthorizedHandler = () => window.location.assign(LOGIN_PATH);
let unauthorizedHandler: UnauthorizedHandler = fallbackHandler;

/** The app shell registers how to reach the login page after a 401; returns the undo. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = fallbackHandler;
  };
}

/** The one HTTP client of the web app: same-origin /api, token from the stored session. */
export const http = createHttpClient({
  // Absolute, so it also works where Request does not resolve relative URLs (tests).
  prefixUrl: `${window.location.origin}/api`,
  session: { getToken, clear: clearSession },
  onUnauthorized: (mensagens) => unauthorizedHandler(mensagens),
  notify: showNotice,
  pending: pendingRequests,
  onWork: reportActivity,
});

/** `await parseJson(http.get('auth/usuario'), currentUserSchema)`. */
export function parseJson<T extends z.ZodType>(
  response: ResponsePromise,
  schema: T,
): Promise<z.output<T>> {
  return readJson(response, schema, showNotice);
}

/** `parseJson` for an answer read earlier and checked only when it is used. */
export function parseData<T extends z.ZodType>(data: unknown, schema: T): z.output<T> {
  return parseAnswer(data, schema, showNotice);
}
