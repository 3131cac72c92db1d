import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { pageRuleFor } from '@portal/shared/menu/page-access';
import { SHELL_ROUTES, findRoute, type PortalRoute, type RouteMeta } from '../route-table';

/** A route as the shell reads it: its flags, and the access rule the shared table gives it. */
export function routeMetaOf(route: PortalRoute): RouteMeta {
  const { path, title, isVbAuto, paginaInicial } = route;
  return { path, title, isVbAuto, paginaInicial, access: pageRuleFor(path) };
}

/**
 * The current page's title and flags, from the route table (page-title bar, 'AUTO', 'Voltar'),
 * and who may open it (the route guard of the shell).
 */
export function useRouteMeta(): RouteMeta | undefined {
  const { pathname } = useLocation();
  return useMemo(() => {
    const route = findRoute(SHELL_ROUTES, pathname);
    return route && routeMetaOf(route);
  }, [pathname]);
}
