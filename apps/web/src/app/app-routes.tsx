import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HOME_URL } from '@portal/shared/menu/urls';
import { LOGIN_PATH } from '../lib/paths';
import { LandingGuard, LoginPageGuard, RequireLogin } from './guards';
import { RootLayout } from './root-layout';
import { PUBLIC_ROUTES, SHELL_ROUTES, type PortalRoute } from './route-table';

const LandingPage = lazy(() => import('../features/institucional/landing-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const NotFoundPage = lazy(() => import('../components/not-found-page'));
// The logged-in area brings its own providers (server-state cache, dialogs) with it.
const LoggedInArea = lazy(() => import('./logged-in-area'));

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
