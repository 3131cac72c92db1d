import {
  canManageUsers,
  canSeeAdministrativo,
  canSeeConsultar,
  canSeeMasterAdministrativo,
  canSeeRegistrar,
  canSeeRelatorios,
  canSeeValidadorCpfCnpj,
  funcionalidadesOf,
  type MenuContext,
  type MenuUser,
} from './rules';

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

/** The CPF/CNPJ validator (spec §5): a dialog opened from the Administrativo menu. */
export const VALIDADOR_CPF_CNPJ_URL = '/vbconnection/vbauto/validador-cpf-cnpj';

export interface MenuGroup {
  title: string;
  icon: MenuIcon;
  items: MenuItem[];
}

export type SideMenuEntry = MenuItem | MenuGroup;

export const HOME_URL = '/vbconnection/vbauto/home';

/**
 * The side menu of spec §2.5 for one user: 'Página Inicial', then the groups vbAuto,
 * Administrativo and Funcionalidades, each with only what the user may see (§6). A group
 * with nothing visible is left out.
 */
export function buildSideMenu(user: MenuUser, ctx: MenuContext): SideMenuEntry[] {
  const vbAuto: MenuItem[] = [];
  if (canSeeRegistrar(user)) {
    vbAuto.push({ title: 'Registrar', url: '/vbconnection/vbauto/registrar', icon: 'register' });
  }
  if (canSeeConsultar(user)) {
    vbAuto.push({ title: 'Consultar', url: '/vbconnection/vbauto/consultar', icon: 'search' });
  }
  if (canSeeRelatorios(user)) {
    vbAuto.push({ title: 'Relatórios', url: '/vbconnection/vbauto/relatorio', icon: 'report' });
  }

  const administrativo: MenuItem[] = [];
  if (canManageUsers(user)) {
    administrativo.push({
      title: 'Gerenciar Usuários',
      url: '/vbconnection/vbauto/gerenciar-usuario',
      icon: 'users',
    });
  }
  if (canSeeAdministrativo(user)) {
    const admin = (title: string, path: string): MenuItem => ({
      title,
      url: `/vbconnection/${path}`,
      icon: 'item',
    });
    administrativo.push(
      admin('Arquivos', 'vbauto/administracao/arquivo'),
      admin('Cadastros', 'vbauto/cliente'),
      admin('B3', 'vbauto/b3'),
      admin('Nota Débito Credenciamento', 'vbpague/credenciamento-nota-debito'),
      admin('Produtividade', 'vbauto/relatorio/produtividade'),
      admin('Contratos e aditivos', 'vbauto/administracao/contrato'),
      admin('Financeiro', 'vbauto/financeiro'),
      ...(ctx.isProduction ? [] : [admin('Imagens', 'vbauto/administracao/imagem')]),
      admin('Tasks', 'vbauto/task'),
      admin('Logs', 'vbauto/log'),
      admin('Parametrização', 'vbauto/parametrizacao'),
    );
    if (canSeeValidadorCpfCnpj(user, ctx)) {
      administrativo.push({
        title: 'Validador CPF/CNPJ',
        url: VALIDADOR_CPF_CNPJ_URL,
        icon: 'item',
        action: 'validador-cpf-cnpj',
      });
    }
  } else if (canSeeMasterAdministrativo(user, ctx)) {
    administrativo.push(
      { title: 'Despachante', url: '/vbconnection/vbauto/despachante', icon: 'item' },
      {
        title: 'Terceiro Garantidor',
        url: '/vbconnection/vbauto/terceiro-garantidor',
        icon: 'item',
      },
    );
  }

  const funcionalidadeUrls = {
    vbDETRANS: '/vbconnection/vbdetrans',
    vbPAGUE: '/vbconnection/vbpague',
    vbHUB: '/vbconnection/vbhub',
  } as const;
  const funcionalidades: MenuItem[] = funcionalidadesOf(user).map((name) => ({
    title: name,
    url: funcionalidadeUrls[name],
    icon: 'features',
  }));

  const groups: MenuGroup[] = [
    { title: 'vbAuto', icon: 'car', items: vbAuto },
    { title: 'Administrativo', icon: 'admin', items: administrativo },
    { title: 'Funcionalidades', icon: 'features', items: funcionalidades },
  ];
  return [
    { title: 'Página Inicial', url: HOME_URL, icon: 'home' },
    ...groups.filter((group) => group.items.length > 0),
  ];
}
