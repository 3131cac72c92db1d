import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { buildSideMenu, type SideMenuEntry } from '@portal/shared/menu/side-menu';
import { userDetailPath } from '@portal/shared/menu/rules';
import { PAGE_RULES } from '@portal/shared/menu/page-access';
import { isLoggedInPagePath, TOTAIS_URL } from '@portal/shared/menu/urls';
import { LOGIN_PATH, TOTAIS_PATH } from '../lib/paths';
import { routeMetaOf } from './shell/use-route-meta';
import { PERFIL_CODIGOS } from '@portal/shared/usuarios/perfis';
import { ADMIN } from '../../test/fixtures';
import { LOGGED_IN_STYLED_PAGES, PUBLIC_ROUTES, SHELL_ROUTES, findRoute } from './route-table';

function urlsOf(entries: SideMenuEntry[]): string[] {
  return entries.flatMap((entry) => ('items' in entry ? entry.items.map((i) => i.url) : entry.url));
}

const CLIENTES = [
  null,
  { id: 'c', nomeFantasia: 'C', vbDetransAtivo: true, vbPagueAtivo: true, serasaHubAtivo: true },
];

describe('route table', () => {
  it('has a page for every URL the side menu can produce, for every profile and mode', () => {
    const missing: string[] = [];
    for (const perfil of PERFIL_CODIGOS) {
      for (const cliente of CLIENTES) {
        for (const isProduction of [false, true]) {
          const user: CurrentUser = { ...ADMIN, perfil: { perfil, descricao: perfil }, cliente };
          for (const url of urlsOf(buildSideMenu(user, { isProduction }))) {
            if (!findRoute(SHELL_ROUTES, url)) missing.push(url);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the §2.4 routes with their titles', () => {
    const titleOf = (path: string) => findRoute(SHELL_ROUTES, path)?.title;
    expect(titleOf('/vbconnection/vbauto/home')).toBe('Seja bem-vindo(a)!');
    expect(titleOf('/vbconnection/vbauto/gerenciar-usuario')).toBe('Administrativo');
    expect(titleOf('/vbconnection/vbpague/credenciamento-nota-debito')).toBe(
      'Débito Credenciamento',
    );
    expect(titleOf('/vbconnection/vbdetrans/consultoria')).toBe('Consultoria Detrans');
    expect(titleOf('/vbconnection/funcionalidade/gerenciamento-taxa')).toBe(
      'Gerenciamento de Taxas',
    );
    expect(titleOf('/vbconnection/funcionalidade/mapa')).toBe('Credenciamento Detrans');
    expect(titleOf(userDetailPath(ADMIN, '42'))).toBe('Visualizar Usuário');
    expect(titleOf('/vbconnection/vbauto/usuario/editar/42')).toBe('Editar Usuário');
    expect(titleOf('/vbconnection/vbpague/upload-arquivo-credenciamento/7')).toBe(
      'Upload de Arquivo',
    );
    for (const path of [
      '/vbconnection/pre-cadastro',
      '/institucional/pre-cadastro',
      '/quem-somos',
      '/vbexpress',
    ]) {
      expect(findRoute(PUBLIC_ROUTES, path), path).toBeDefined();
    }
  });

  it("marks exactly the pages under /vbconnection/vbauto/ as vbAuto ('AUTO' in the header)", () => {
    for (const route of SHELL_ROUTES) {
      expect(route.isVbAuto, route.path).toBe(route.path.startsWith('/vbconnection/vbauto/'));
    }
  });

  it("waits for the logged-in pages' styles on every page but home (loggedInPage)", () => {
    const unstyled = SHELL_ROUTES.filter(
      (route) => !route.paginaInicial && !LOGGED_IN_STYLED_PAGES.has(route.page),
    ).map((route) => route.path);
    expect(unstyled).toEqual([]);
  });

  it('has no path twice; home is the welcome page (and its /vbconnection alias)', () => {
    const paths = [...SHELL_ROUTES, ...PUBLIC_ROUTES].map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(SHELL_ROUTES.filter((r) => r.paginaInicial).map((r) => r.path)).toEqual([
      '/vbconnection/vbauto/home',
      '/vbconnection',
    ]);
  });

  it("tells the server which paths are the logged-in area's (the page that preloads the shell)", () => {
    const sample = (path: string) => path.replace(/:\w+/g, '20260000000123');
    expect(SHELL_ROUTES.map((r) => sample(r.path)).filter((p) => !isLoggedInPagePath(p))).toEqual(
      [],
    );
    const publicPaths = [...PUBLIC_ROUTES.map((r) => r.path), '/', '/home', LOGIN_PATH];
    expect(publicPaths.filter((path) => isLoggedInPagePath(path))).toEqual([]);
  });

  it('guards each route with the rule the shared page table gives its path', () => {
    const paths = SHELL_ROUTES.map((route) => route.path);
    // No rule for a page that does not exist (a typo would leave the real page open).
    expect(Object.keys(PAGE_RULES).filter((path) => !paths.includes(path))).toEqual([]);
    for (const route of SHELL_ROUTES) {
      expect(routeMetaOf(route).access, route.path).toBe(PAGE_RULES[route.path]);
    }
    expect(TOTAIS_PATH).toBe(TOTAIS_URL);
    const totais = findRoute(SHELL_ROUTES, TOTAIS_PATH);
    expect(totais && routeMetaOf(totais).access).toBeDefined();
  });
});
