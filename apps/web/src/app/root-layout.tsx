import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { documentTitleFor } from '@portal/shared/common/brand';
import { MENSAGENS } from '@portal/shared/common/messages';
import { setLogoutRedirect } from '../features/auth/logout-redirect';
import { FullScreenLoader, LoaderHold } from '../components/full-screen-loader';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { useSession } from '../hooks/use-session';
import { setUnauthorizedHandler } from '../lib/http';
import { clearSession, isSessionActive } from '../lib/session-storage';

/** Above every page: document title, scroll position, logout on a 401, page loading. */
export function RootLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const isLoggedIn = isSessionActive(session);

  useEffect(() => {
    document.title = documentTitleFor(pathname, isLoggedIn);
  }, [pathname, isLoggedIn]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    // A session that expired while the browser was closed is only clutter: forget it.
    if (session && !isSessionActive(session)) clearSession();
  }, [session]);

  // Spec §8: a 401 outside the auth calls logs the user out. The HTTP client clears the
  // session right after this; the logged-in guard then goes to the login page, and the
  // next login comes back here.
  useEffect(
    () =>
      setUnauthorizedHandler((mensagens) =>
        setLogoutRedirect({
          returnUrl: pathname + search,
          msg: mensagens[0]?.mensagem ?? MENSAGENS.sessaoExpirada,
        }),
      ),
    [pathname, search],
  );

  return (
    <PageErrorBoundary resetKey={pathname}>
      {/* Spec §1: 'Carregando...' while any API request runs: the app's one overlay. */}
      <FullScreenLoader />
      {/* A page's code loading for the first time counts as work for the same overlay. */}
      <Suspense fallback={<LoaderHold />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
