import { hasPermission, type Permissao } from '../usuarios/permissoes';
import { PARAMETRIZACAO_TILES, isTileVisible } from './parametrizacao-tiles';
import {
  CADASTROS_URL,
  DESPACHANTE_URL,
  GERENCIAR_USUARIO_URL,
  PEDIDO_URL_PATTERN,
  PARAMETRIZACAO_URL,
  RELATORIOS_URL,
  TERCEIRO_GARANTIDOR_URL,
  TOTAIS_URL,
  VALIDADOR_CPF_CNPJ_URL,
} from './urls';
import {
  canManageUsers,
  canRegisterContrato,
  canRegisterImagem,
  canSeeAccessReports,
  canSeeAdministrativo,
  canSeeBillingReports,
  canSeeConsultar,
  canSeeFaturamentoButton,
  canSeeMasterAdministrativo,
  canSeeMonitoramentoReport,
  canSeeNfseReport,
  canSeeRegistrar,
  canSeeRelatorios,
  canSeeValidadorCpfCnpj,
  funcionalidadesOf,
  usesReducedLayout,
  type Funcionalidade,
  type MenuContext,
  type MenuUser,
} from './rules';

/** Who may open one page: the same §6 rule that shows the menu entry leading to it. */
export type PageRule = (user: MenuUser, ctx: MenuContext) => boolean;

const VBAUTO = '/vbconnection/vbauto';

/** A link shown inside a page (the Cadastros page's buttons), with the permission it needs. */
export interface PageLink {
  title: string;
  url: string;
  permission: Permissao;
}

/** The Cadastros page's links to the pages kept next to clients and suppliers. */
export const CADASTROS_LINKS: readonly PageLink[] = [
  { title: 'Serviços', url: `${VBAUTO}/servico`, permission: 'SERVICO_CLIENTE_CONSULTAR' },
  {
    title: 'Serviços Detran',
    url: `${VBAUTO}/servico-detran`,
    permission: 'SERVICO_CLIENTE_CONSULTAR',
  },
  {
    title: 'Terceiro Garantidor',
    url: TERCEIRO_GARANTIDOR_URL,
    permission: 'TERCEIRO_GARANTIDOR_CONSULTAR',
  },
];

const all =
  (...rules: PageRule[]): PageRule =>
  (user, ctx) =>
    rules.every((rule) => rule(user, ctx));
const any =
  (...rules: PageRule[]): PageRule =>
  (user, ctx) =>
    rules.some((rule) => rule(user, ctx));
const permission =
  (code: Permissao): PageRule =>
  (user) =>
    hasPermission(user.roles, code);
const notInProduction: PageRule = (_user, ctx) => !ctx.isProduction;
const funcionalidade =
  (name: Funcionalidade): PageRule =>
  (user) =>
    funcionalidadesOf(user).includes(name);

/** A link of the Cadastros page: the page's own rule plus the link's permission. */
const viaCadastros = (url: string): PageRule => {
  const link = CADASTROS_LINKS.find((l) => l.url === url);
  if (!link) throw new Error(`Sem link em Cadastros para ${url}`);
  return all(canSeeAdministrativo, permission(link.permission));
};

/** A Parametrização tile: the Parametrização page's rule plus the tile's own. */
const viaParametrizacao = (url: string): PageRule => {
  const tile = PARAMETRIZACAO_TILES.find((t) => t.url === url);
  if (!tile) throw new Error(`Sem quadro de Parametrização para ${url}`);
  return (user, ctx) => canSeeAdministrativo(user) && isTileVisible(tile, user.roles, ctx);
};

/**
 * Which §6 rule guards which page (route pattern as the web route table writes it). The side
 * menu shows an entry only when its page's rule lets the user open it, and the web app's
 * route guard refuses the page by URL with the same rule: the two cannot drift. A page left
 * out of this table is open to every logged-in user (home, help, suggestion...).
 */
export const PAGE_RULES: Readonly<Record<string, PageRule>> = {
  // Registration and consultation (§6: Registrar and Consultar).
  [`${VBAUTO}/registrar`]: canSeeRegistrar,
  [`${VBAUTO}/consultar`]: canSeeConsultar,
  [`${VBAUTO}/contrato/inserir`]: canRegisterContrato,
  [`${VBAUTO}/arquivo/upload`]: canRegisterContrato,
  [`${VBAUTO}/imagem/criar`]: canRegisterImagem,
  [`${VBAUTO}/imagem/lote`]: canRegisterImagem,
  [`${VBAUTO}/contrato/consultar`]: canSeeConsultar,
  [`${VBAUTO}/imagem`]: canSeeConsultar,
  [`${VBAUTO}/arquivo/consultar`]: canSeeConsultar,
  // The lookup asks the SNG under GRAVAME_CONSULTAR (OperadorImagem consults, but not liens).
  [`${VBAUTO}/gravame/consulta`]: all(canSeeConsultar, permission('GRAVAME_CONSULTAR')),
  // An order: who consults contracts, and who registers them (the result modal leads to it).
  [PEDIDO_URL_PATTERN]: any(canSeeConsultar, canRegisterContrato),

  // Reports (§6: Relatórios and its exceptions; §2.4: five hidden in production).
  [RELATORIOS_URL]: canSeeRelatorios,
  [`${VBAUTO}/relatorio/faturamento`]: canSeeBillingReports,
  [`${VBAUTO}/relatorio/pagamento`]: canSeeBillingReports,
  [`${VBAUTO}/relatorio/financeiro`]: canSeeBillingReports,
  [`${VBAUTO}/relatorio/taxa-rj`]: canSeeBillingReports,
  [`${VBAUTO}/relatorio/taxa-ba`]: canSeeBillingReports,
  [`${VBAUTO}/relatorio/nfse`]: canSeeNfseReport,
  [`${VBAUTO}/relatorio/monitoramento`]: canSeeMonitoramentoReport,
  [`${VBAUTO}/relatorio/acesso`]: all(
    canSeeAccessReports,
    permission('RELATORIO_ACESSO'),
    notInProduction,
  ),
  [`${VBAUTO}/relatorio/usuarios`]: all(canSeeAccessReports, permission('RELATORIO_USUARIOS')),
  [`${VBAUTO}/relatorio/sessao-ativa`]: all(
    canSeeRelatorios,
    permission('RELATORIO_SESSAO_ATIVA'),
    notInProduction,
  ),
  [`${VBAUTO}/relatorio/marca-modelo`]: all(canSeeRelatorios, notInProduction),
  [`${VBAUTO}/relatorio/erro-validacao`]: all(canSeeRelatorios, notInProduction),
  [`${VBAUTO}/relatorio/segundo-plano`]: all(
    canSeeRelatorios,
    permission('RELATORIO_SEGUNDO_PLANO'),
    notInProduction,
  ),
  [`${VBAUTO}/relatorio/imagem-contrato`]: canSeeRelatorios,
  [`${VBAUTO}/relatorio/movimentacao`]: canSeeRelatorios,
  [`${VBAUTO}/relatorio/contratos-atuais`]: canSeeRelatorios,
  [`${VBAUTO}/relatorio/emails-enviados`]: all(
    canSeeRelatorios,
    permission('RELATORIO_EMAILS_ENVIADOS'),
  ),
  // 'Produtividade' of the Administrativo menu; also a report.
  [`${VBAUTO}/relatorio/produtividade`]: any(canSeeAdministrativo, canSeeRelatorios),
  [`${VBAUTO}/faturamento`]: canSeeFaturamentoButton,

  // User management (§6: Gerenciar usuário).
  [GERENCIAR_USUARIO_URL]: canManageUsers,
  [`${VBAUTO}/administrativo/usuario`]: canManageUsers,
  [`${VBAUTO}/administrativo/usuario/criar`]: canManageUsers,
  [`${VBAUTO}/usuario/editar/:id`]: canManageUsers,
  [`${VBAUTO}/usuario/visualizar/:id`]: canManageUsers,

  // The Administrativo menu (§6: Administrador, AtendimentoN1, AtendimentoN2).
  [CADASTROS_URL]: canSeeAdministrativo,
  [PARAMETRIZACAO_URL]: canSeeAdministrativo,
  [`${VBAUTO}/administracao/arquivo`]: canSeeAdministrativo,
  [`${VBAUTO}/administracao/contrato`]: canSeeAdministrativo,
  [`${VBAUTO}/administracao/imagem`]: all(canSeeAdministrativo, notInProduction),
  [`${VBAUTO}/administracao/gerar-taxas`]: canSeeAdministrativo,
  [`${VBAUTO}/administracao/log`]: canSeeAdministrativo,
  [`${VBAUTO}/administrativo/mensagem`]: all(canSeeAdministrativo, permission('MENSAGEM_EDITAR')),
  [`${VBAUTO}/conciliacao-faturamento`]: canSeeAdministrativo,
  [`${VBAUTO}/logtask`]: canSeeAdministrativo,
  [`${VBAUTO}/b3`]: canSeeAdministrativo,
  [`${VBAUTO}/task`]: canSeeAdministrativo,
  [`${VBAUTO}/financeiro`]: canSeeAdministrativo,
  [`${VBAUTO}/log`]: canSeeAdministrativo,
  ['/vbconnection/vbpague/credenciamento-nota-debito']: any(
    canSeeAdministrativo,
    funcionalidade('vbPAGUE'),
  ),
  [VALIDADOR_CPF_CNPJ_URL]: canSeeValidadorCpfCnpj,
  [`${VBAUTO}/servico`]: viaCadastros(`${VBAUTO}/servico`),
  [`${VBAUTO}/servico-detran`]: viaCadastros(`${VBAUTO}/servico-detran`),
  // The Master's own Administrativo menu (outside production), or the Cadastros link.
  [TERCEIRO_GARANTIDOR_URL]: any(canSeeMasterAdministrativo, viaCadastros(TERCEIRO_GARANTIDOR_URL)),

  // Parametrização tiles (§2.4); the Master also reaches Despachante from its own menu.
  [`${VBAUTO}/cidade`]: viaParametrizacao(`${VBAUTO}/cidade`),
  [`${VBAUTO}/detran`]: viaParametrizacao(`${VBAUTO}/detran`),
  [`${VBAUTO}/grupo-economico`]: viaParametrizacao(`${VBAUTO}/grupo-economico`),
  [DESPACHANTE_URL]: any(canSeeMasterAdministrativo, viaParametrizacao(DESPACHANTE_URL)),
  [`${VBAUTO}/marca-modelo`]: viaParametrizacao(`${VBAUTO}/marca-modelo`),
  [`${VBAUTO}/veiculos`]: viaParametrizacao(`${VBAUTO}/veiculos`),

  // Funcionalidades (§6: a client's users only with the client's flag).
  ['/vbconnection/vbdetrans']: funcionalidade('vbDETRANS'),
  ['/vbconnection/vbdetrans/consultoria']: funcionalidade('vbDETRANS'),
  ['/vbconnection/vbpague']: funcionalidade('vbPAGUE'),
  ['/vbconnection/vbpague/upload-arquivo-credenciamento']: funcionalidade('vbPAGUE'),
  ['/vbconnection/vbpague/upload-arquivo-credenciamento/:id']: funcionalidade('vbPAGUE'),
  ['/vbconnection/vbhub']: funcionalidade('vbHUB'),
  ['/vbconnection/vbhub/registro/acompanhamento']: funcionalidade('vbHUB'),
  ['/vbconnection/vbhub/registro/vinculo']: funcionalidade('vbHUB'),
  ['/vbconnection/vbhub/hub']: funcionalidade('vbHUB'),
  ['/vbconnection/vbhub/hub/criar']: funcionalidade('vbHUB'),
  ['/vbconnection/vbhub/hub/imagem']: funcionalidade('vbHUB'),

  // Spec §2.1: the totals module of the Diretoria; others need the TOTAIS permission.
  [TOTAIS_URL]: any(usesReducedLayout, permission('TOTAIS')),
};

/** The guard of one page (its route pattern), or none when every logged-in user may open it. */
export function pageRuleFor(routePath: string): PageRule | undefined {
  return PAGE_RULES[routePath];
}

/** Whether the user may open the page with this route pattern (or plain URL without params). */
export function canOpenPage(user: MenuUser, ctx: MenuContext, routePath: string): boolean {
  const rule = pageRuleFor(routePath);
  return rule ? rule(user, ctx) : true;
}

/** The report pages the Relatórios hub lists (each shown only to who may open it). */
export const RELATORIO_URLS: readonly string[] = Object.keys(PAGE_RULES).filter((url) =>
  url.startsWith(`${RELATORIOS_URL}/`),
);

/**
 * The pages a page leads to besides the side menu: the Parametrização tiles, the Cadastros
 * links and the Relatórios hub's reports, each filtered by the rule of the page it opens.
 */
export function linksOnPage(user: MenuUser, ctx: MenuContext, url: string): string[] {
  const targets =
    url === PARAMETRIZACAO_URL
      ? PARAMETRIZACAO_TILES.map((tile) => tile.url)
      : url === CADASTROS_URL
        ? CADASTROS_LINKS.map((link) => link.url)
        : url === RELATORIOS_URL
          ? RELATORIO_URLS
          : [];
  return targets.filter((target) => canOpenPage(user, ctx, target));
}
