import type { RouteAccess } from './permissoes';

/*
 * Who may call the lists that several screens share (combos and lookups): any one of the
 * permissions of the screens that use them, so that staff with no permission (comercial,
 * diretoria, faturamento) read no client, agent or group through them. A screen that starts
 * using one of these lists adds its permission here (docs/PERMISSOES.md).
 */

/** The clients' combo: the registers a registradora user files for a client, and contracts. */
export const ACESSO_COMBO_CLIENTES = [
  'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'ADMINISTRACAO_CLIENTES_EDITAR',
  'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR',
  'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'DESPACHANTE_CONSULTAR',
  'DESPACHANTE_EDITAR',
  'TERCEIRO_GARANTIDOR_CONSULTAR',
  'TERCEIRO_GARANTIDOR_EDITAR',
  'VEICULO_CONSULTAR',
  'VEICULO_EDITAR',
  'CONTRATO_REGISTRAR',
  'CONTRATO_CONSULTAR',
  'CONTRATO_EDITAR',
] as const satisfies RouteAccess;

/** The economic groups' combo: the clients' register and the groups' own page. */
export const ACESSO_COMBO_GRUPOS_ECONOMICOS = [
  'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'ADMINISTRACAO_CLIENTES_EDITAR',
  'ADMINISTRACAO_PARAMETRIZACAO',
] as const satisfies RouteAccess;

/** The financial agents' lookups: the agents' register and the contracts (form and search). */
export const ACESSO_AGENTES_FINANCEIROS = [
  'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR',
  'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'CONTRATO_REGISTRAR',
  'CONTRATO_CONSULTAR',
  'CONTRATO_EDITAR',
] as const satisfies RouteAccess;
