import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import {
  getCurrentUserFetchedAt,
  isSessionActive,
  saveCurrentUser,
  sessionUserId,
} from '../../lib/session-storage';
import { afterNextPaint } from '../../lib/after-paint';
import { storedCurrentUser } from '../../lib/stored-user';
import { fetchCurrentUser } from './auth-api';
import { useSession } from '../../hooks/use-session';

export const CURRENT_USER_QUERY_KEY = ['auth', 'usuario'] as const;

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * The logged-in user. The stored copy shows at once. Fetched by the login just now, it is
 * fresh; read from storage after a reload, it is refreshed once (profile and permissions may
 * have changed since) and kept in storage. The cache entry belongs to the session's user, so
 * it can never answer for another one (a login in another tab).
 */
export function useCurrentUser() {
  const session = useSession();
  const isLoggedIn = isSessionActive(session);
  const userId = sessionUserId(session);
  return useQuery<CurrentUser>({
    queryKey: [...CURRENT_USER_QUERY_KEY, userId],
    queryFn: async ({ client, queryKey }) => {
      // Behind the stored copy already on screen, the refresh (and the schema library it
      // loads) waits for that screen to be painted, and runs without the full-screen loader:
      // the person is already using the page, and an overlay rising under a click takes it.
      const isRefresh = client.getQueryData(queryKey) !== undefined;
      if (isRefresh) await afterNextPaint();
      // The shell decides what a failure means (a 401 here ends the session), so no notice.
      const user = await fetchCurrentUser({ ignoreError: true, isBackground: isRefresh });
      // Not written over a session that belongs to someone else by now (saveCurrentUser).
      saveCurrentUser(user);
      return user;
    },
    enabled: isLoggedIn,
    // Checked without the schema library, which loads with the refresh, after the shell.
    initialData: () => storedCurrentUser(session?.storedUser),
    initialDataUpdatedAt: getCurrentUserFetchedAt,
    staleTime: TEN_MINUTES_MS,
  });
}
