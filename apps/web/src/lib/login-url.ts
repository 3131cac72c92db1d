import { MENSAGENS } from '@portal/shared/common/messages';
import { LOGIN_PATH } from './paths';

/**
 * Accepts only a path of this app as a place to return to: an absolute URL or a
 * protocol-relative '//host' in `returnUrl` would turn the login page into an open redirect.
 * The value is resolved the way the browser will resolve it (which drops tabs and line
 * breaks, so '/\t/host' means '//host'), and only a same-origin result is kept.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  const origin = globalThis.location?.origin;
  if (!value || !origin || origin === 'null') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname + url.search + url.hash;
  // '/.//host' resolves to the path '//host', which a navigation would read as another host.
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Why the login page was opened (spec §2.1 `msg`). The URL carries a code, never the text:
 * anyone can craft a link, and the page shows only the notices the portal itself knows.
 */
const LOGIN_NOTICES = {
  'sessao-expirada': MENSAGENS.sessaoExpirada,
  'nao-autenticado': MENSAGENS.naoAutenticado,
} as const;

export type LoginNoticeCode = keyof typeof LOGIN_NOTICES;

function isLoginNoticeCode(value: string): value is LoginNoticeCode {
  return Object.hasOwn(LOGIN_NOTICES, value);
}

/** The text for a `msg` code of the login URL; null for anything the portal did not write. */
export function loginNoticeText(code: string | null | undefined): string | null {
  return code && isLoginNoticeCode(code) ? LOGIN_NOTICES[code] : null;
}

/**
 * The code for the reason a session ended, given as a code or as its text (a server message,
 * one of MENSAGENS). Any other reason (a 401's unknown text) reads as an expired session.
 */
export function loginNoticeCodeFor(reason: string | null | undefined): LoginNoticeCode | null {
  if (!reason) return null;
  if (isLoginNoticeCode(reason)) return reason;
  const known = Object.entries(LOGIN_NOTICES).find(([, text]) => text === reason)?.[0];
  return known && isLoginNoticeCode(known) ? known : 'sessao-expirada';
}

/** Spec §2.1: logout goes to the login page with an optional returnUrl and msg. */
export function loginUrl(
  params: { returnUrl?: string | null; msg?: LoginNoticeCode | null } = {},
): string {
  const search = new URLSearchParams();
  const returnUrl = safeReturnUrl(params.returnUrl);
  if (returnUrl && !returnUrl.startsWith(LOGIN_PATH)) search.set('returnUrl', returnUrl);
  if (params.msg) search.set('msg', params.msg);
  const query = search.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
