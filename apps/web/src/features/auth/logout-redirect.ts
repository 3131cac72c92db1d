import { loginNoticeCodeFor, type LoginNoticeCode } from '../../lib/login-url';

/**
 * Where the logged-in guard sends the user once their session is gone. Logout records it just
 * before clearing the session, so exactly one navigation happens (the guard's), whatever
 * ended the session: 'Sair', the timer reaching 00:00 or a 401.
 */
export interface LogoutRedirect {
  returnUrl?: string;
  /** Why the session ended, as the code the login URL carries (never the text). */
  msg?: LoginNoticeCode;
}

let pending: LogoutRedirect | null = null;

/**
 * `msg` is why the session ended: a code, or the text of the reason (the server's 401
 * message, one of MENSAGENS), which is turned into its code here.
 */
export function setLogoutRedirect({ returnUrl, msg }: { returnUrl?: string; msg?: string }): void {
  const code = loginNoticeCodeFor(msg);
  pending = code ? { returnUrl, msg: code } : { returnUrl };
}

export function getLogoutRedirect(): LogoutRedirect | null {
  return pending;
}

/** Called once the login page is shown or a new session starts. */
export function clearLogoutRedirect(): void {
  pending = null;
}
