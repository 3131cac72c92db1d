/**
 * Keys of the browser session (spec §3), all under one prefix. Kept apart from the auth
 * schemas so the web app can read the session without loading zod on every page.
 */
export const SESSION_STORAGE_PREFIX = 'vbconnection.';

export const SESSION_KEYS = {
  currentUser: `${SESSION_STORAGE_PREFIX}currentUser`,
  token: `${SESSION_STORAGE_PREFIX}token`,
  expiration: `${SESSION_STORAGE_PREFIX}expiration`,
  sessionTime: `${SESSION_STORAGE_PREFIX}sessionTime`,
  frontVersion: `${SESSION_STORAGE_PREFIX}frontVersion`,
  deviceToken: `${SESSION_STORAGE_PREFIX}deviceToken`,
} as const;

/**
 * A cookie that says only that this browser holds a session, and until when (its token stays
 * in localStorage and is never in a cookie). The server reads it to send a logged-in page the
 * HTML that preloads the shell; a visitor without a session gets the plain page and is sent to
 * the login page without downloading the shell.
 */
export const SESSION_HINT_COOKIE = `${SESSION_STORAGE_PREFIX}sessao`;
