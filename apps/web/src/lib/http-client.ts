import ky, { HTTPError, type KyInstance, type Options, type ResponsePromise } from 'ky';
import type { z } from 'zod';
import type { Mensagem } from '@portal/shared/common/errors';
import { MENSAGENS } from '@portal/shared/common/messages';
import type { Notice } from './notices';
import type { PendingRequests } from './pending-requests';
import { isWorkCall } from './session-activity';

/** Flags a call may carry besides ky's own options (spec §7). */
export interface RequestFlags {
  /** Suppresses the global error notice; the caller deals with the failure itself. */
  ignoreError?: boolean;
  /** A public call: no Authorization header even when a session exists. */
  isPublic?: boolean;
  /**
   * A poll the user did not ask for (the notifications' bell): it does not hold the
   * full-screen loader up, which would otherwise flash every minute.
   */
  isBackground?: boolean;
  /**
   * Milliseconds before the call (the body download included) is given up as a connection
   * failure; false waits forever (large uploads and downloads).
   */
  timeoutMs?: number | false;
  /**
   * The 'Ops...' text for a connection failure (network error, timeout, 202) of this call,
   * when the spec words it for the situation (spec §8: the login's own message).
   */
  connectionMessage?: string;
}

export type RequestOptions = Options & RequestFlags;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The app's HTTP client. Paths are written exactly as spec §7 names them, relative to the API
 * root and without a leading slash (`http.post('auth/tokens', ...)`): ky's prefixUrl rejects
 * a leading slash, and the spec's own spelling is the easiest to check against.
 */
export type HttpClient = Record<
  Method,
  (path: string, options?: RequestOptions) => ResponsePromise
>;

export interface HttpClientDeps {
  /** '/api' in the browser; tests give an absolute URL. */
  prefixUrl: string;
  session: { getToken(): string | null; clear(): void };
  /** Called on a 401 outside /api/auth/*, right before the session is cleared. */
  onUnauthorized: (mensagens: readonly Mensagem[]) => void;
  notify: (notice: Notice) => void;
  pending: PendingRequests;
  /** Called after a search, an upload or a download succeeded (the session timer listens). */
  onWork?: () => void;
  /** Defaults to the global fetch, looked up on every call so tests can replace it. */
  fetch?: typeof fetch;
}

/** Default connection timeout: generous, as the original portal had none. */
export const DEFAULT_TIMEOUT_MS = 60_000;

const MAX_RAW_ERROR_CHARS = 500;

/**
 * Statuses whose answer has no body by definition (Fetch: "null body status"). A Response
 * with one of them cannot be built around a stream: Chromium (unlike Node) hands them over
 * with an empty, non-null body, and rebuilding one throws.
 */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const errorMessages = new WeakMap<HTTPError, Mensagem[]>();
// Failures the user has already been told about (a notice was shown for them).
const reportedErrors = new WeakSet<object>();

/**
 * Whether the client already showed a notice for this failure; a caller that catches other
 * failures too tells the user about those itself.
 */
export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reportedErrors.has(error);
}

/**
 * Spec §8: an HTTP 202 means the action did not go through. The call rejects with this, after
 * the 'Ops...' notice, so nothing reads the (empty) answer as a result.
 */
export class AcceptedResponseError extends Error {
  override name = 'AcceptedResponseError';
  readonly response: Response;

  constructor(response: Response) {
    super('HTTP 202: a ação não foi concluída.');
    this.response = response;
  }
}

/** The `{ mensagem, campo }` items of a failed call's body (spec §8), for callers that map them to fields. */
export function errorMessagesOf(error: unknown): Mensagem[] {
  return error instanceof HTTPError ? (errorMessages.get(error) ?? []) : [];
}

export function isHttpError(error: unknown, status?: number): error is HTTPError {
  return error instanceof HTTPError && (status === undefined || error.response.status === status);
}

function isMensagem(item: unknown): item is Mensagem {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { mensagem?: unknown }).mensagem === 'string'
  );
}

interface DecodedErrorBody {
  mensagens: Mensagem[];
  /** Body text that is not JSON (and not an HTML error page), shown as it came. */
  rawText: string | null;
}

/**
 * Reads an error body whatever its declared type: a download that failed arrives as bytes
 * (blob) holding the same JSON list, so the body is always decoded as text first.
 */
async function decodeErrorBody(response: Response): Promise<DecodedErrorBody> {
  let text: string;
  try {
    text = (await response.clone().text()).trim();
  } catch {
    return { mensagens: [], rawText: null };
  }
  if (!text) return { mensagens: [], rawText: null };
  try {
    const parsed: unknown = JSON.parse(text);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return {
      mensagens: items
        .filter(isMensagem)
        .map(({ mensagem, campo }) => (campo ? { mensagem, campo } : { mensagem })),
      rawText: null,
    };
  } catch {
    // A proxy's HTML error page says nothing useful to a person: treat it as unknown.
    const isHtml = (response.headers.get('content-type') ?? '').includes('html');
    return { mensagens: [], rawText: isHtml ? null : text.slice(0, MAX_RAW_ERROR_CHARS) };
  }
}

function connectionFailure(flags: RequestFlags): Notice {
  return {
    kind: 'error',
    title: MENSAGENS.tituloOps,
    message: flags.connectionMessage ?? MENSAGENS.falhaConexao,
  };
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function flagsOf(options: unknown): RequestFlags {
  return (options ?? {}) as RequestFlags;
}

/**
 * Keeps a request counted until its body has arrived in full, failed or been cancelled: the
 * headers come long before a large answer has. The body is read from the network as it
 * arrives, whoever reads it and whenever (a body nobody reads still ends), and the chunks wait
 * for the reader; an aborted call (timeout, cancel) fails the body, which ends the count too.
 */
function countUntilBodyEnds(response: Response, end: () => void, signal?: AbortSignal): Response {
  const body = response.body;
  if (!body || response.status < 200 || NULL_BODY_STATUSES.has(response.status)) {
    end();
    return response;
  }
  const reader = body.getReader();
  let isCancelled = false;
  const counted = new ReadableStream<Uint8Array>({
    start(controller) {
      void (async () => {
        try {
          for (;;) {
            const chunk = await reader.read();
            if (isCancelled) return;
            if (chunk.done) {
              controller.close();
              return;
            }
            controller.enqueue(chunk.value);
          }
        } catch (error) {
          if (!isCancelled) controller.error(error);
        } finally {
          end();
        }
      })();
    },
    cancel(reason) {
      isCancelled = true;
      end();
      return reader.cancel(reason);
    },
  });
  signal?.addEventListener('abort', end, { once: true });
  const answer = new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(answer, 'url', { value: response.url });
  return answer;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const prefix = deps.prefixUrl.endsWith('/') ? deps.prefixUrl : `${deps.prefixUrl}/`;

  function isAuthCall(url: string): boolean {
    const base = globalThis.location?.href ?? 'http://localhost/';
    const authPath = new URL('auth/', new URL(prefix, base)).pathname;
    return new URL(url, base).pathname.startsWith(authPath);
  }

  /** Shows the notice for a failure and remembers it was shown (wasReported). */
  function report(error: unknown, notice: Notice): void {
    deps.notify(notice);
    if (typeof error === 'object' && error !== null) reportedErrors.add(error);
  }

  /**
   * Every call goes through here, whatever way it ends (response, network error, timeout,
   * abort), so the loader count cannot leak: ky's hooks never see network errors. A call
   * counts until its body has been read (countUntilBodyEnds), not just its headers.
   */
  const countingFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // ky hands its unknown options (our flags) to fetch as the second argument.
    const flags = flagsOf(init);
    const timeoutMs = flags.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const requestSignal = input instanceof Request ? input.signal : init?.signal;
    const signal =
      timeoutMs === false || typeof AbortSignal.any !== 'function'
        ? undefined
        : AbortSignal.any([
            ...(requestSignal ? [requestSignal] : []),
            AbortSignal.timeout(timeoutMs),
          ]);
    const end = flags.isBackground ? () => undefined : deps.pending.start();
    let response: Response;
    try {
      const fetchImpl = deps.fetch ?? globalThis.fetch;
      response = await fetchImpl(input, signal ? { ...init, signal } : init);
    } catch (error) {
      end();
      // The caller cancelled (a query unmounted, a newer search): nothing went wrong.
      if (!isAbortError(error) && !flags.ignoreError) report(error, connectionFailure(flags));
      throw error;
    }
    try {
      return countUntilBodyEnds(response, end, signal ?? requestSignal ?? undefined);
    } catch {
      end();
      return response;
    }
  };

  const instance: KyInstance = ky.create({
    prefixUrl: prefix,
    retry: 0,
    // Timeouts are ours (countingFetch): ky's own would surface as an abort we must ignore.
    timeout: false,
    throwHttpErrors: true,
    fetch: countingFetch,
    hooks: {
      beforeRequest: [
        (request, options) => {
          if (flagsOf(options).isPublic || request.headers.has('Authorization')) return;
          const token = deps.session.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (deps.onWork && !isAuthCall(request.url) && isWorkCall(request, response)) {
            deps.onWork();
          }
        },
        (_request, options, response) => {
          // Spec §8: a 202 means the action did not go through; say so like a network failure,
          // and reject, so the caller neither reads the answer nor reports it a second time.
          if (response.status !== 202) return;
          const error = new AcceptedResponseError(response);
          const flags = flagsOf(options);
          if (!flags.ignoreError) report(error, connectionFailure(flags));
          throw error;
        },
      ],
      beforeError: [
        async (error) => {
          const { mensagens, rawText } = await decodeErrorBody(error.response);
          errorMessages.set(error, mensagens);
          if (error.response.status === 401 && !isAuthCall(error.request.url)) {
            // Several calls may fail together with 401: only the first one ends the session.
            if (deps.session.getToken()) {
              // The handler first records where the user goes; clearing the session is what
              // then takes them there (the logged-in guard reacts to it).
              deps.onUnauthorized(mensagens);
              deps.session.clear();
            }
            // The login page says why; the others (or a 401 without a session) say nothing.
            return error;
          }
          const flags = flagsOf(error.options);
          if (flags.ignoreError) return error;
          if (mensagens.length > 0) {
            report(error, {
              kind: 'warning',
              title: MENSAGENS.tituloAtencao,
              message: mensagens.map((item) => item.mensagem).join('\n'),
            });
          } else if (rawText) {
            report(error, { kind: 'error', title: MENSAGENS.tituloAtencao, message: rawText });
          } else {
            report(error, connectionFailure(flags));
          }
          return error;
        },
      ],
    },
  });

  const call =
    (method: Method) =>
    (path: string, options?: RequestOptions): ResponsePromise =>
      instance(path, { ...options, method });

  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
}

/**
 * Parses a JSON answer with the shared schema. A body that does not match is a server/client
 * mismatch, not the user's fault: it is reported once, like any unexpected failure.
 */
export async function readJson<T extends z.ZodType>(
  response: ResponsePromise,
  schema: T,
  notify?: (notice: Notice) => void,
): Promise<z.output<T>> {
  return parseAnswer(await response.json(), schema, notify);
}

/** `readJson` for an answer already read (`await response.json()`), parsed later. */
export function parseAnswer<T extends z.ZodType>(
  data: unknown,
  schema: T,
  notify?: (notice: Notice) => void,
): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    if (notify) {
      notify({ kind: 'error', title: MENSAGENS.tituloOps, message: MENSAGENS.erroInterno });
      reportedErrors.add(parsed.error);
    }
    throw parsed.error;
  }
  return parsed.data;
}
