import { PERFIS, type PerfilCodigo, type PerfilMenuName } from '../usuarios/perfis';
import { hasPermission } from '../usuarios/permissoes';

/** What the menu rules read of the current user (a subset of CurrentUser). */
export interface MenuUser {
  perfil: { perfil: PerfilCodigo };
  roles: readonly string[];
  cliente: { vbDetransAtivo: boolean; vbPagueAtivo: boolean; serasaHubAtivo: boolean } | null;
}

export interface MenuContext {
  /** Items spec §2.4 names as hidden in production disappear when true. */
  isProduction: boolean;
}

function menuName(user: MenuUser): PerfilMenuName {
  return PERFIS[user.perfil.perfil].menuName;
}

function isOneOf(user: MenuUser, names: readonly PerfilMenuName[]): boolean {
  return names.includes(menuName(user));
}

const REGISTRAR_CONSULTAR: readonly PerfilMenuName[] = [
  'Administrador',
  'AtendimentoN1',
  'AtendimentoN2',
  'Master',
  'Operador',
  'Consultoria',
  'RelacoesInstitucionais',
  'OperadorImagem',
];

/** Registrar and Consultar menus (§6). */
export function canSeeRegistrar(user: MenuUser): boolean {
  return canRegisterContrato(user) || canRegisterImagem(user);
}

export function canSeeConsultar(user: MenuUser): boolean {
  return isOneOf(user, REGISTRAR_CONSULTAR);
}

/** Contract registration also admits FinanceiroBanco (§6). */
export function canRegisterContrato(user: MenuUser): boolean {
  return isOneOf(user, [...REGISTRAR_CONSULTAR, 'FinanceiroBanco']);
}

/** Image registration: the Registrar profiles, OperadorImagem included (§6). */
export function canRegisterImagem(user: MenuUser): boolean {
  return isOneOf(user, REGISTRAR_CONSULTAR);
}

const RELATORIOS: readonly PerfilMenuName[] = [
  ...REGISTRAR_CONSULTAR,
  'FinanceiroBanco',
  'Administrativo',
];

export function canSeeRelatorios(user: MenuUser): boolean {
  return isOneOf(user, RELATORIOS);
}

/** Billing reports: the report profiles except OperadorImagem. */
export function canSeeBillingReports(user: MenuUser): boolean {
  return canSeeRelatorios(user) && menuName(user) !== 'OperadorImagem';
}

/** Access and user reports include Administrativo but not Operador. */
export function canSeeAccessReports(user: MenuUser): boolean {
  return canSeeRelatorios(user) && menuName(user) !== 'Operador';
}

export function canSeeNfseReport(user: MenuUser): boolean {
  return menuName(user) === 'Administrador';
}

export function canSeeMonitoramentoReport(user: MenuUser): boolean {
  return menuName(user) === 'Administrador' || hasPermission(user.roles, 'RELATORIO_MONITORAMENTO');
}

/** Sub-header Faturamento button. */
export function canSeeFaturamentoButton(user: MenuUser): boolean {
  return isOneOf(user, [
    'Administrador',
    'Master',
    'AtendimentoN1',
    'AtendimentoN2',
    'FinanceiroBanco',
    'Operador',
  ]);
}

export function canManageUsers(user: MenuUser): boolean {
  return isOneOf(user, [
    'Administrador',
    'Master',
    'AtendimentoN1',
    'AtendimentoN2',
    'Administrativo',
  ]);
}

/** The full Administrativo menu (Arquivos, Cadastros, B3, ...). */
export function canSeeAdministrativo(user: MenuUser): boolean {
  return isOneOf(user, ['Administrador', 'AtendimentoN1', 'AtendimentoN2']);
}

/** The CPF/CNPJ validator entry: the Administrativo menu's profiles, hidden in production (§2.4). */
export function canSeeValidadorCpfCnpj(user: MenuUser, ctx: MenuContext): boolean {
  return !ctx.isProduction && canSeeAdministrativo(user);
}

/** Master outside production gets an Administrativo menu with Despachante and Terceiro Garantidor. */
export function canSeeMasterAdministrativo(user: MenuUser, ctx: MenuContext): boolean {
  return !ctx.isProduction && menuName(user) === 'Master';
}

/** Diretoria users get the reduced layout routed to totais (§2.5). */
export function usesReducedLayout(user: MenuUser): boolean {
  return menuName(user) === 'Diretoria';
}

export type Funcionalidade = 'vbDETRANS' | 'vbPAGUE' | 'vbHUB';

/** Funcionalidades: a client's users see each one only when the client's flag is on. */
export function funcionalidadesOf(user: MenuUser): Funcionalidade[] {
  const cliente = user.cliente;
  if (!cliente) return ['vbDETRANS', 'vbPAGUE', 'vbHUB'];
  const all: [Funcionalidade, boolean][] = [
    ['vbDETRANS', cliente.vbDetransAtivo],
    ['vbPAGUE', cliente.vbPagueAtivo],
    ['vbHUB', cliente.serasaHubAtivo],
  ];
  return all.filter(([, isActive]) => isActive).map(([name]) => name);
}

/** The edit-user action opens the editor with the edit permission, else the read-only view. */
export function userDetailPath(user: MenuUser, id: string): string {
  return hasPermission(user.roles, 'ADMINISTRACAO_USUARIOS_EDITAR')
    ? `/vbconnection/vbauto/usuario/editar/${id}`
    : `/vbconnection/vbauto/usuario/visualizar/${id}`;
}
