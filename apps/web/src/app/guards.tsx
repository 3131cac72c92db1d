import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { HOME_URL } from '@portal/shared/menu/urls';
import { getLogoutRedirect } from '../features/auth/logout-redirect';
import { useSession } from '../hooks/use-session';
import { loginUrl, safeReturnUrl } from '../lib/login-url';
import { LANDING_PATH } from '../lib/paths';
import { getSession, isSessionActive } from '../lib/session-storage';

/**
 * Spec §2.1: the logged-in-only guard sends others to '/'. It reacts to the session, so it is
 * also what leaves the shell after a logout; the logout tells it whether to go to the login
 * page (with returnUrl and msg) instead.
 */
export function RequireLogin() {
  const session = useSession();
  if (isSessionActive(session)) return <Outlet />;
  const logout = getLogoutRedirect();
  return <Navigate to={logout ? loginUrl(logout) : LANDING_PATH} replace />;
}

/**
 * Spec §2.1: a logged-in user who opens the login page goes to the first segment of returnUrl
 * ('/vbconnection/vbauto/x?y' -> '/vbconnection'), else to /home. Checked on arrival only,
 * like a route guard: the login that happens on this page navigates by itself.
 */
export function LoginPageGuard() {
  const [searchParams] = useSearchParams();
  const [isLoggedInOnArrival] = useState(() => isSessionActive(getSession()));
  if (!isLoggedInOnArrival) return <Outlet />;
  const firstSegment = safeReturnUrl(searchParams.get('returnUrl'))
    ?.split(/[?#]/)[0]
    ?.split('/')[1];
  return <Navigate to={firstSegment ? `/${firstSegment}` : '/home'} replace />;
}

/** Spec §2.1: the landing page sends a logged-in user to the welcome page. */
export function LandingGuard() {
  const session = useSession();
  return isSessionActive(session) ? <Navigate to={HOME_URL} replace /> : <Outlet />;
}
