/**
 * The menu's page URLs, with nothing else: the login and landing pages import HOME_URL from
 * here, so their bundle does not carry the menu rules (the bundler places a shared module,
 * with everything any chunk uses of it, in the chunk that loads first).
 */
const VBAUTO = '/vbconnection/vbauto';

export const HOME_URL = `${VBAUTO}/home`;
/** The CPF/CNPJ validator (spec §5): a dialog opened from the Administrativo menu. */
export const VALIDADOR_CPF_CNPJ_URL = `${VBAUTO}/validador-cpf-cnpj`;
export const CADASTROS_URL = `${VBAUTO}/cliente`;
export const PARAMETRIZACAO_URL = `${VBAUTO}/parametrizacao`;
export const RELATORIOS_URL = `${VBAUTO}/relatorio`;
/** 'Minhas Exportações': the user's background exports (spec §2.8, export result). */
export const EXPORTACOES_URL = `${VBAUTO}/exportacoes`;
export const GERENCIAR_USUARIO_URL = `${VBAUTO}/gerenciar-usuario`;
export const TERCEIRO_GARANTIDOR_URL = `${VBAUTO}/terceiro-garantidor`;
export const DESPACHANTE_URL = `${VBAUTO}/despachante`;
/** The Diretoria's totals module (spec §2.1, §2.5). */
export const TOTAIS_URL = '/totais';

/**
 * The page the web build makes for the logged-in area (web `logged-in-chunks.ts`, `loggedInHtml`)
 * and the server sends to its paths (`isLoggedInPagePath`; server `plugins/delivery.ts`).
 */
export const LOGGED_IN_HTML = 'logged-in.html';

/** The pages under /vbconnection that need no session (spec §2.1); the others are behind it. */
const PUBLIC_VBCONNECTION_PAGES = new Set([
  '/vbconnection/login',
  '/vbconnection/pre-cadastro',
  '/vbconnection/esqueci-senha',
  '/vbconnection/redefinir-senha',
]);

/**
 * Whether a page path (without its query) belongs to the logged-in area: everything under
 * /vbconnection but its public pages, and the totals. The server sends such a page the HTML
 * that fetches the area's code while it is parsed (web `logged-in-chunks.ts`, `loggedInHtml`).
 */
export function isLoggedInPagePath(path: string): boolean {
  // As the router reads it: decoded, letter case ignored ('/vbconnection/Login' is the login).
  let page = path;
  try {
    page = decodeURIComponent(page);
  } catch {
    // Not a valid escape: the router shows no page of ours for it either.
  }
  page = page.toLowerCase();
  page = page.length > 1 ? page.replace(/\/+$/, '') : page;
  if (page === TOTAIS_URL) return true;
  if (page !== '/vbconnection' && !page.startsWith('/vbconnection/')) return false;
  return !PUBLIC_VBCONNECTION_PAGES.has(page);
}

/** One order (pedido) by its protocol: status, Detran's answer, actions, history. */
export const PEDIDO_URL_PATTERN = `${VBAUTO}/contrato/pedido/:protocolo`;
export function pedidoUrl(protocolo: string): string {
  return `${VBAUTO}/contrato/pedido/${protocolo}`;
}
/** The contract form correcting an order's data (registros/editar). */
export function contratoCorrecaoUrl(protocolo: string): string {
  return `${VBAUTO}/contrato/inserir?corrigir=${protocolo}`;
}
/** The contract form registering an addendum to the registered contract of `protocolo`. */
export function aditivoDoPedidoUrl(protocolo: string): string {
  return `${VBAUTO}/contrato/inserir?modo=2&origem=${protocolo}`;
}
/** The lien lookup (spec §2.4 gravame/consulta); with a chassis, its answer opens at once. */
export const GRAVAME_CONSULTA_URL = `${VBAUTO}/gravame/consulta`;
export function gravameConsultaUrl(chassi: string): string {
  return `${GRAVAME_CONSULTA_URL}?chassi=${encodeURIComponent(chassi)}`;
}
