/**
 * Drizzle puts a failed query's parameters in the error message ("params: ..."), and those
 * can be usernames, session ids or password hashes. Logs keep the query text, the
 * PostgreSQL code and the stack, never the parameters.
 */
export function serializeError(error: Error & { code?: unknown; statusCode?: unknown }) {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
    code: error.code,
    statusCode: error.statusCode,
    ...(cause && {
      cause: { code: cause.code, message: withoutParams(String(cause.message ?? '')) },
    }),
  };
}

function withoutParams(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [omitidos]');
}
