import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { MENSAGENS } from '@portal/shared/common/messages';
import { openConfirm } from '../../lib/confirm';
import { clearSession, getToken } from '../../lib/session-storage';
import { revokeSession } from './auth-api';
import { setLogoutRedirect } from './logout-redirect';

export interface EndSessionOptions {
  /**
   * Why the session ended, said on the login page: a LoginNoticeCode or the reason's text
   * (a 401's message); the login URL carries only the code (logout-redirect.ts).
   */
  msg?: string;
  /** Come back to the current page after the next login. */
  keepReturnUrl?: boolean;
  /** Tell the server to end the session (skipped when the token is already dead). */
  revoke?: boolean;
}

/**
 * Logout (spec §4): revoke, clear the stored session, go to the login page. Clearing the
 * session is what makes the logged-in guard leave, to the place recorded just before.
 */
export function useLogout() {
  const location = useLocation();
  const currentPath = location.pathname + location.search;

  const endSession = useCallback(
    ({ msg, keepReturnUrl = false, revoke = true }: EndSessionOptions = {}) => {
      const token = getToken();
      setLogoutRedirect({ msg, returnUrl: keepReturnUrl ? currentPath : undefined });
      if (revoke && token) void revokeSession(token);
      clearSession();
    },
    [currentPath],
  );

  const confirmLogout = useCallback(
    () =>
      openConfirm({
        title: 'Sair do sistema',
        message: MENSAGENS.confirmarSaida,
        onConfirm: () => endSession(),
      }),
    [endSession],
  );

  return { endSession, confirmLogout };
}
