import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { PageRule } from '@portal/shared/menu/page-access';
import { TOTAIS_PATH } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazy-page';
import { withLoggedInStyles } from '../styles/logged-in-styles';

/** Every page component receives its route's title (placeholders show it). */
export interface PageProps {
  title: string;
}

export type Page = LazyPage<PageProps>;

/**
 * One route of spec §2 as data. A later issue replaces `page` with its real (lazy) page; the
 * path, the title and the flags stay where the shell and the tests read them.
 */
export interface PortalRoute {
  path: string;
  /** The page-title bar's text (spec §2.5: the route's titlePage). */
  title: string;
  /** The header shows 'AUTO' on vbAuto pages (spec §2.5). */
  isVbAuto: boolean;
  /** The home page: no 'Voltar' button (spec §2.5: paginaInicial). */
  paginaInicial?: boolean;
  /** Loaded on first visit, so the login page does not carry every screen's code. */
  page: Page;
}

/** What the shell reads of the matched route (React Router `handle`). */
export interface RouteMeta extends Pick<
  PortalRoute,
  'path' | 'title' | 'isVbAuto' | 'paginaInicial'
> {
  /**
   * Who may open the page: the §6 rule of the menu entry that leads to it, from the shared
   * table the side menu reads too (packages/shared/src/menu/page-access.ts), looked up by the
   * route's path; none: every logged-in user. Attached in the shell (routeMetaOf), so the
   * login page's bundle does not carry the rules.
   */
  access?: PageRule;
}

/**
 * A page behind the login, rendered once Mantine's styles for the logged-in pages are in too
 * (logged-in-styles.ts). The welcome page needs none of them: it does not wait for them.
 */
function loggedInPage(load: () => Promise<{ default: ComponentType<PageProps> }>): Page {
  const page = lazyPage(withLoggedInStyles(load));
  LOGGED_IN_STYLED_PAGES.add(page);
  return page;
}

/** The pages built with `loggedInPage` (route-table.test holds every shell page but home to it). */
export const LOGGED_IN_STYLED_PAGES = new WeakSet<Page>();

// One lazy component per placeholder kind: every route still to be built shares one chunk.
const notAvailable: Page = loggedInPage(() => import('../components/not-available-page'));
const welcome: Page = lazyPage(() => import('../features/inicio/welcome-page'));
const preCadastro: Page = lazyPage(() => import('../features/pre-cadastro/pre-cadastro-page'));
const validadorCpfCnpj: Page = loggedInPage(
  () => import('../features/validadores/validador-cpf-cnpj-page'),
);
const despachantes: Page = loggedInPage(() => import('../features/despachantes/despachantes-page'));
const marcasModelos: Page = loggedInPage(
  () => import('../features/marcas-modelos/marcas-modelos-page'),
);
const veiculos: Page = loggedInPage(() => import('../features/veiculos/veiculos-page'));
const terceirosGarantidores: Page = loggedInPage(
  () => import('../features/terceiros-garantidores/terceiros-garantidores-page'),
);
const cadastros: Page = loggedInPage(() => import('./cadastros-page'));
const usuarioPage: Page = loggedInPage(() => import('../features/usuarios/usuario-page'));
const registrar: Page = loggedInPage(() => import('../features/contratos/registrar-page'));
const contratoInserir: Page = loggedInPage(
  () => import('../features/contratos/contrato-form-page'),
);
const mensagens: Page = loggedInPage(() => import('../features/mensagens/mensagens-page'));
const emailsEnviados: Page = loggedInPage(() => import('../features/emails/emails-enviados-page'));
const relatorioAcesso: Page = loggedInPage(() => import('../features/relatorios/acesso-page'));
const relatorioUsuarios: Page = loggedInPage(() => import('../features/relatorios/usuarios-page'));
const relatorios: Page = loggedInPage(() => import('../features/relatorios/relatorios-page'));
const sessoesAtivas: Page = loggedInPage(
  () => import('../features/relatorios/sessoes-ativas-page'),
);

/** A page under /vbconnection/vbauto/ (spec §2.4's default prefix). */
function vbauto(path: string, title: string, page = notAvailable): PortalRoute {
  return { path: `/vbconnection/vbauto/${path}`, title, isVbAuto: true, page };
}

/** A page under /vbconnection/ outside vbAuto (hub, registry module, payments, AI module). */
function vbconnection(path: string, title: string, page = notAvailable): PortalRoute {
  return { path: `/vbconnection/${path}`, title, isVbAuto: false, page };
}

/** The logged-in pages, rendered inside the shell (spec §2.4). */
export const SHELL_ROUTES: readonly PortalRoute[] = [
  {
    ...vbauto('home', 'Seja bem-vindo(a)!', welcome),
    paginaInicial: true,
  },
  // The product's root: where the login page's guard sends a returnUrl under /vbconnection/.
  {
    path: '/vbconnection',
    title: 'Seja bem-vindo(a)!',
    isVbAuto: false,
    paginaInicial: true,
    page: welcome,
  },

  // Billing, fees and logs.
  vbauto('conciliacao-faturamento', 'Conciliação de Faturamento'),
  vbauto('relatorio/financeiro', 'Relatório Financeiro'),
  vbauto('relatorio/taxa-rj', 'Relatório de Taxas RJ'),
  vbauto('relatorio/taxa-ba', 'Relatório de Taxas BA'),
  vbauto('relatorio/emails-enviados', 'E-mails Enviados', emailsEnviados),
  // Every user's own background exports (spec §2.8, export result), from the user menu.
  vbauto(
    'exportacoes',
    'Minhas Exportações',
    loggedInPage(() => import('../features/exportacoes/exportacoes-page')),
  ),
  vbauto('administracao/log', 'Log do Robô'),
  vbauto('logtask', 'Log de Tasks'),

  // Registration and consultation.
  vbauto(
    'contrato/consultar',
    'Consultar Contratos',
    loggedInPage(() => import('../features/pedidos-consulta/consulta-pedidos-page')),
  ),
  vbauto('imagem', 'Consultar Imagens'),
  vbauto('arquivo/consultar', 'Consultar Remessas'),
  vbauto(
    'gravame/consulta',
    'Consultar Gravame',
    loggedInPage(() => import('../features/gravames/gravame-consulta-page')),
  ),
  vbauto('imagem/lote', 'Imagens em Lote'),
  vbauto('imagem/criar', 'Registrar Imagem'),
  vbauto('arquivo/upload', 'Envio de Contratos em Lote'),
  vbauto('contrato/inserir', 'Registrar Contrato', contratoInserir),
  vbauto(
    'contrato/pedido/:protocolo',
    'Pedido',
    loggedInPage(() => import('../features/pedidos/pedido-page')),
  ),

  // Reports.
  vbauto('relatorio/faturamento', 'Relatório de Faturamento'),
  vbauto('relatorio/nfse', 'Relatório de NFS-e'),
  vbauto('relatorio/monitoramento', 'Monitoramento de Disponibilidade'),
  vbauto('relatorio/imagem-contrato', 'Relatório de Imagens de Contratos'),
  vbauto('relatorio/acesso', 'Acessos dos Usuários', relatorioAcesso),
  vbauto('relatorio/usuarios', 'Relatório de Usuários', relatorioUsuarios),
  vbauto('relatorio/sessao-ativa', 'Sessões Ativas', sessoesAtivas),
  vbauto('relatorio/movimentacao', 'Relatório de Movimentação'),
  vbauto('relatorio/contratos-atuais', 'Contratos Atuais'),
  vbauto('relatorio/marca-modelo', 'Ranking Marca/Modelo'),
  vbauto('relatorio/erro-validacao', 'Erros de Validação'),
  vbauto(
    'relatorio/segundo-plano',
    'Relatórios em Segundo Plano',
    loggedInPage(() => import('../features/relatorios/segundo-plano-page')),
  ),
  vbauto('relatorio/pagamento', 'Notas Fiscais e Notas de Débito'),
  vbauto('relatorio/produtividade', 'Relatório de Produtividade'),

  // Administration.
  vbauto('administrativo/usuario/criar', 'Cadastrar Usuário', usuarioPage),
  vbauto(
    'administrativo/usuario',
    'Usuários',
    loggedInPage(() => import('../features/usuarios/usuarios-page')),
  ),
  vbauto('administrativo/mensagem', 'Mensagens Administrativas', mensagens),
  vbauto(
    'gerenciar-usuario',
    'Administrativo',
    loggedInPage(() => import('../features/usuarios/gerenciar-usuario-page')),
  ),
  vbauto('usuario/editar/:id', 'Editar Usuário', usuarioPage),
  vbauto('usuario/visualizar/:id', 'Visualizar Usuário', usuarioPage),
  vbauto('cliente', 'Cadastros', cadastros),
  vbauto(
    'servico',
    'Serviços',
    loggedInPage(() => import('../features/servicos/servicos-page')),
  ),
  vbauto(
    'servico-detran',
    'Serviços Detran',
    loggedInPage(() => import('../features/servicos/servicos-detran-page')),
  ),
  vbauto('administracao/gerar-taxas', 'Gerar Taxas'),
  vbauto('administracao/contrato', 'Contratos e Aditivos'),
  vbauto('administracao/arquivo', 'Arquivos'),
  vbauto('administracao/imagem', 'Imagens'),
  vbauto('terceiro-garantidor', 'Terceiro Garantidor', terceirosGarantidores),
  vbauto('b3', 'B3'),
  vbauto('task', 'Tasks'),
  vbauto('sugestao', 'Sugestão de Melhoria'),
  vbauto('central-informacao', 'Central de Informação'),
  vbauto('faq', 'Perguntas Frequentes'),
  vbauto('vb-play', 'vbPlay'),
  vbauto('financeiro', 'Financeiro'),
  vbauto('log', 'Logs'),
  vbauto(
    'parametrizacao',
    'Parametrização',
    loggedInPage(() => import('../features/parametrizacao/parametrizacao-page')),
  ),
  // The Administrativo menu opens it as a dialog; the page answers its URL (spec §5).
  vbauto('validador-cpf-cnpj', 'Validador CPF/CNPJ', validadorCpfCnpj),
  vbauto('registrar', 'Registrar', registrar),
  vbauto(
    'consultar',
    'Consultar',
    loggedInPage(() => import('../features/pedidos-consulta/consultar-page')),
  ),
  vbauto('relatorio', 'Relatórios', relatorios),
  vbauto('faturamento', 'Gestão de Faturamento'),

  // Parametrização tiles.
  vbauto(
    'cidade',
    'Cidades',
    loggedInPage(() => import('../features/cidades/cidades-page')),
  ),
  vbauto(
    'detran',
    'Detrans',
    loggedInPage(() => import('../features/fornecedores-detran/detrans-page')),
  ),
  vbauto(
    'grupo-economico',
    'Grupos Econômicos',
    loggedInPage(() => import('../features/grupos-economicos/grupos-economicos-page')),
  ),
  vbauto('despachante', 'Despachantes', despachantes),
  vbauto('marca-modelo', 'Marca / Modelo', marcasModelos),
  vbauto('veiculos', 'Veículos', veiculos),

  // Hub area.
  vbconnection('vbhub', 'vbHUB'),
  vbconnection('vbhub/registro/acompanhamento', 'Acompanhamento de Registros'),
  vbconnection('vbhub/registro/vinculo', 'Vínculo com Registradora'),
  vbconnection('vbhub/hub', 'Acompanhamento de Arquivos'),
  vbconnection('vbhub/hub/criar', 'Envio de Registros em Lote'),
  vbconnection('vbhub/hub/imagem', 'Imagens do Hub'),

  // Registry module.
  vbconnection('vbdetrans', 'vbDETRANS'),
  vbconnection('vbdetrans/consultoria', 'Consultoria Detrans'),

  // Payment area.
  vbconnection('vbpague', 'vbPAGUE'),
  vbconnection('vbpague/credenciamento-nota-debito', 'Débito Credenciamento'),
  vbconnection('vbpague/upload-arquivo-credenciamento', 'Upload de Arquivo'),
  vbconnection('vbpague/upload-arquivo-credenciamento/:id', 'Upload de Arquivo'),

  // AI module cards.
  vbconnection('funcionalidade/gerenciamento-taxa', 'Gerenciamento de Taxas'),
  vbconnection('funcionalidade/mapa', 'Credenciamento Detrans'),

  // The Diretoria's totals module (reduced layout, spec §2.5).
  { path: TOTAIS_PATH, title: 'Totais', isVbAuto: false, page: notAvailable },
];

/** Public pages outside the shell and without login (spec §2.1). */
export const PUBLIC_ROUTES: readonly PortalRoute[] = [
  {
    path: '/certidao/verificar',
    title: 'Verificar certidão',
    isVbAuto: false,
    page: lazyPage(() => import('../features/certidoes/verificar-certidao-page')),
  },
  {
    path: '/vbconnection/pre-cadastro',
    title: 'Pré-cadastro',
    isVbAuto: false,
    page: preCadastro,
  },
  {
    path: '/institucional/pre-cadastro',
    title: 'Pré-cadastro',
    isVbAuto: false,
    page: preCadastro,
  },
  {
    path: '/quem-somos',
    title: 'Quem Somos',
    isVbAuto: false,
    page: lazyPage(() => import('../features/institucional/quem-somos-page')),
  },
  // Password recovery (issue 12): the request, and the page its e-mailed link opens (also a new
  // user's first access).
  {
    path: '/vbconnection/esqueci-senha',
    title: 'Esqueci minha senha',
    isVbAuto: false,
    page: lazyPage(() => import('../features/auth/esqueci-senha-page')),
  },
  {
    path: '/vbconnection/redefinir-senha',
    title: 'Cadastrar nova senha',
    isVbAuto: false,
    page: lazyPage(() => import('../features/auth/redefinir-senha-page')),
  },
  {
    path: '/vbexpress',
    title: 'Status de Registro',
    isVbAuto: false,
    page: lazyPage(() => import('../features/status-publico/status-publico-page')),
  },
];

/** The route of the table a path belongs to (for the title bar, 'AUTO' and 'Voltar'). */
export function findRoute(
  routes: readonly PortalRoute[],
  pathname: string,
): PortalRoute | undefined {
  return routes.find((route) => matchPath(route.path, pathname) !== null);
}
