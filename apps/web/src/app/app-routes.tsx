import { Navigate, Route, Routes } from 'react-router';
import { HOME_URL } from '@portal/shared/menu/urls';
import { LOGIN_PATH } from '../lib/paths';
import { getSession, isSessionActive } from '../lib/session-storage';
import { LandingGuard, LoginPageGuard, RequireLogin } from './guards';
import { lazyPage, type Preloadable } from './lazy-page';
import { RootLayout } from './root-layout';
import { PUBLIC_ROUTES, SHELL_ROUTES, findRoute, type PortalRoute } from './route-table';

const LandingPage = lazyPage(() => import('../features/institucional/landing-page'));
const LoginPage = lazyPage(() => import('../features/auth/login-page'));
const NotFoundPage = lazyPage(() => import('../components/not-found-page'));
// The logged-in area brings its own providers (server-state cache, dialogs) with it.
const LoggedInArea = lazyPage(() => import('./logged-in-area'));

function pageRoute({ path, title, page: Page }: PortalRoute) {
  return <Route key={path} path={path} element={<Page title={title} />} />;
}

/** The whole route tree of spec §2, with the three guards of §9 (landing, login, logged-in). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<LandingGuard />}>
          <Route index element={<LandingPage />} />
        </Route>
        <Route path="/home" element={<LandingPage />} />
        <Route element={<LoginPageGuard />}>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
        </Route>
        {PUBLIC_ROUTES.map(pageRoute)}
        <Route element={<RequireLogin />}>
          <Route element={<LoggedInArea />}>
            {SHELL_ROUTES.map(pageRoute)}
            <Route path="/vbconnection/vbauto" element={<Navigate to={HOME_URL} replace />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Starts loading the code of what `pathname` shows, as AppRoutes and its guards will decide,
 * before React renders: the page's code then downloads while the app starts instead of after
 * its first render (in the logged-in area, together with the shell instead of after it).
 * A redirect or an unknown path loads on render as usual.
 */
export function preloadPageOf(pathname: string): void {
  for (const page of pagesOf(pathname, isSessionActive(getSession()))) {
    // A failure is the page's to show: its render asks again and the error boundary tells.
    page?.preload().catch(() => undefined);
  }
}

function pagesOf(pathname: string, isLoggedIn: boolean): (Preloadable | undefined)[] {
  if (pathname === '/' && isLoggedIn) {
    return [LoggedInArea, findRoute(SHELL_ROUTES, HOME_URL)?.page];
  }
  if (pathname === '/' || pathname === '/home') return [LandingPage];
  if (pathname === LOGIN_PATH) return isLoggedIn ? [] : [LoginPage];
  const publicRoute = findRoute(PUBLIC_ROUTES, pathname);
  if (publicRoute) return [publicRoute.page];
  const shellRoute = findRoute(SHELL_ROUTES, pathname);
  return shellRoute && isLoggedIn ? [LoggedInArea, shellRoute.page] : [];
}
