/**
 * Drizzle puts a failed query's parameters in the error message ("params: ..."), and those
 * can be usernames, session ids or password hashes. Logs keep the query text, the
 * PostgreSQL code and the stack, never the parameters.
 */
export function serializeError(error: Error & { code?: unknown; statusCode?: unknown }) {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  return {
    type: error.name,
    message: withoutTokens(withoutParams(error.message)),
    stack: withoutTokens(withoutParams(error.stack ?? '')),
    code: error.code,
    statusCode: error.statusCode,
    ...(cause && {
      cause: { code: cause.code, message: withoutParams(String(cause.message ?? '')) },
    }),
  };
}

// Drizzle ends its message with the parameters, which may span lines (a text with a line
// break): everything from "params:" to the end, or to the stack's first frame, goes.
export function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [omitidos]');
}

/**
 * What the console says when the start fails: the error, its causes (an unreachable database
 * hides behind a failed query) and the stack, with a query's parameters left out, as in the logs.
 */
export function describeStartupFailure(error: unknown): string {
  const lines: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    lines.push(withoutParams(current instanceof Error ? current.message : String(current)));
    current = current instanceof Error ? current.cause : undefined;
  }
  const stack = error instanceof Error && error.stack ? `\n${withoutParams(error.stack)}` : '';
  return lines.join('\n  causa: ') + stack;
}

/** A URL as the logs keep it: the value of a `token` parameter (a download link's) left out. */
export function withoutTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[omitido]');
}

/** Fastify's request summary in the logs, with `withoutTokens` applied to the URL. */
export function serializeRequest(request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
