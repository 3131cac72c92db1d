import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { SHELL_ROUTES, findRoute, type RouteMeta } from '../route-table';

/** The current page's title and flags, from the route table (page-title bar, 'AUTO', 'Voltar'). */
export function useRouteMeta(): RouteMeta | undefined {
  const { pathname } = useLocation();
  return useMemo(() => findRoute(SHELL_ROUTES, pathname), [pathname]);
}
