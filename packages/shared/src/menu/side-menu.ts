import { canOpenPage, linksOnPage } from './page-access';
import {
  canSeeAdministrativo,
  canSeeMasterAdministrativo,
  funcionalidadesOf,
  type MenuContext,
  type MenuUser,
} from './rules';
import {
  CADASTROS_URL,
  DESPACHANTE_URL,
  GERENCIAR_USUARIO_URL,
  HOME_URL,
  PARAMETRIZACAO_URL,
  RELATORIOS_URL,
  TERCEIRO_GARANTIDOR_URL,
  VALIDADOR_CPF_CNPJ_URL,
} from './urls';

/** Icon names are resolved by the web app; the rules stay free of UI code. */
export type MenuIcon =
  'home' | 'car' | 'register' | 'search' | 'report' | 'admin' | 'users' | 'features' | 'item';

/** What a menu item does instead of navigating: the web app opens the matching dialog. */
export type MenuAction = 'validador-cpf-cnpj';

export interface MenuItem {
  title: string;
  /** Where the item leads; for an item with an `action`, the page holding the same tool. */
  url: string;
  icon: MenuIcon;
  action?: MenuAction;
}

export interface MenuGroup {
  title: string;
  icon: MenuIcon;
  items: MenuItem[];
}

export type SideMenuEntry = MenuItem | MenuGroup;

const item = (title: string, url: string, icon: MenuIcon = 'item'): MenuItem => ({
  title,
  url,
  icon,
});

const VBAUTO_ITEMS: readonly MenuItem[] = [
  item('Registrar', '/vbconnection/vbauto/registrar', 'register'),
  item('Consultar', '/vbconnection/vbauto/consultar', 'search'),
  item('Relatórios', RELATORIOS_URL, 'report'),
];

/** The full Administrativo menu of §6, in its order. */
const ADMINISTRATIVO_ITEMS: readonly MenuItem[] = [
  item('Arquivos', '/vbconnection/vbauto/administracao/arquivo'),
  item('Cadastros', CADASTROS_URL),
  item('B3', '/vbconnection/vbauto/b3'),
  item('Nota Débito Credenciamento', '/vbconnection/vbpague/credenciamento-nota-debito'),
  item('Produtividade', '/vbconnection/vbauto/relatorio/produtividade'),
  item('Contratos e aditivos', '/vbconnection/vbauto/administracao/contrato'),
  item('Financeiro', '/vbconnection/vbauto/financeiro'),
  item('Imagens', '/vbconnection/vbauto/administracao/imagem'),
  item('Tasks', '/vbconnection/vbauto/task'),
  item('Logs', '/vbconnection/vbauto/log'),
  item('Parametrização', PARAMETRIZACAO_URL),
  { ...item('Validador CPF/CNPJ', VALIDADOR_CPF_CNPJ_URL), action: 'validador-cpf-cnpj' },
];

/** The Master's own Administrativo menu (outside production). */
const MASTER_ITEMS: readonly MenuItem[] = [
  item('Despachante', DESPACHANTE_URL),
  item('Terceiro Garantidor', TERCEIRO_GARANTIDOR_URL),
];

const FUNCIONALIDADE_URLS = {
  vbDETRANS: '/vbconnection/vbdetrans',
  vbPAGUE: '/vbconnection/vbpague',
  vbHUB: '/vbconnection/vbhub',
} as const;

/**
 * The side menu of spec §2.5 for one user: 'Página Inicial', then the groups vbAuto,
 * Administrativo and Funcionalidades, each with only what the user may see (§6). Every item
 * is kept only when the page rule of page-access.ts lets the user open its page (the rule the
 * web app's route guard applies too). A group with nothing visible is left out.
 */
export function buildSideMenu(user: MenuUser, ctx: MenuContext): SideMenuEntry[] {
  const canOpen = (entry: MenuItem) => canOpenPage(user, ctx, entry.url);

  const vbAuto = VBAUTO_ITEMS.filter(canOpen);

  const administrativo = [
    item('Gerenciar Usuários', GERENCIAR_USUARIO_URL, 'users'),
    ...(canSeeAdministrativo(user)
      ? ADMINISTRATIVO_ITEMS
      : canSeeMasterAdministrativo(user, ctx)
        ? MASTER_ITEMS
        : []),
  ].filter(canOpen);

  const funcionalidades = funcionalidadesOf(user)
    .map((name) => item(name, FUNCIONALIDADE_URLS[name], 'features'))
    .filter(canOpen);

  const groups: MenuGroup[] = [
    { title: 'vbAuto', icon: 'car', items: vbAuto },
    { title: 'Administrativo', icon: 'admin', items: administrativo },
    { title: 'Funcionalidades', icon: 'features', items: funcionalidades },
  ];
  return [
    item('Página Inicial', HOME_URL, 'home'),
    ...groups.filter((group) => group.items.length > 0),
  ];
}

/**
 * Every page a user reaches by clicking: the side menu, then the links inside the pages it
 * opens (Parametrização tiles, Cadastros links, the Relatórios hub). For consistency tests.
 */
export function navigablePages(user: MenuUser, ctx: MenuContext): Set<string> {
  const seen = new Set<string>();
  const queue = buildSideMenu(user, ctx).flatMap((entry) =>
    'items' in entry ? entry.items.map((i) => i.url) : [entry.url],
  );
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...linksOnPage(user, ctx, url));
  }
  return seen;
}
