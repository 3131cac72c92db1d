import { describe, expect, it } from 'vitest';
import type { PerfilCodigo } from '../usuarios/perfis';
import {
  canManageUsers,
  canRegisterContrato,
  canRegisterImagem,
  canSeeAccessReports,
  canSeeAdministrativo,
  canSeeBillingReports,
  canSeeConsultar,
  canSeeFaturamentoButton,
  canSeeMonitoramentoReport,
  canSeeNfseReport,
  canSeeRegistrar,
  canSeeRelatorios,
  funcionalidadesOf,
  userDetailPath,
  usesReducedLayout,
  type MenuUser,
} from './rules';
import { buildSideMenu, type MenuGroup } from './side-menu';

function user(perfil: PerfilCodigo, extra: Partial<MenuUser> = {}): MenuUser {
  return { perfil: { perfil }, roles: [], cliente: null, ...extra };
}

const flags = (vbDetransAtivo: boolean, vbPagueAtivo: boolean, serasaHubAtivo: boolean) => ({
  vbDetransAtivo,
  vbPagueAtivo,
  serasaHubAtivo,
});

describe('menu visibility (spec §6)', () => {
  it('shows Registrar and Consultar to the eight registration profiles only', () => {
    const allowed: PerfilCodigo[] = [
      'ADMINISTRADOR',
      'ATENDIMENTO_N1',
      'ATENDIMENTO_N2',
      'MASTER',
      'OPERADOR',
      'CONSULTORIA',
      'RELACOES_INSTITUCIONAIS',
      'OPERADOR_DE_IMAGEM',
    ];
    for (const perfil of allowed) expect(canSeeConsultar(user(perfil))).toBe(true);
    for (const perfil of ['ADMINISTRATIVO', 'DETRAN', 'DIRETORIA', 'FATURAMENTO'] as const) {
      expect(canSeeConsultar(user(perfil))).toBe(false);
      expect(canSeeRegistrar(user(perfil))).toBe(false);
    }
  });

  it('lets FinanceiroBanco register contracts but not images, and not consult', () => {
    const fb = user('FINANCEIRO_BANCO');
    expect(canRegisterContrato(fb)).toBe(true);
    expect(canRegisterImagem(fb)).toBe(false);
    expect(canSeeRegistrar(fb)).toBe(true);
    expect(canSeeConsultar(fb)).toBe(false);
    expect(canRegisterImagem(user('OPERADOR_DE_IMAGEM'))).toBe(true);
  });

  it('adds FinanceiroBanco and Administrativo to Relatórios', () => {
    expect(canSeeRelatorios(user('FINANCEIRO_BANCO'))).toBe(true);
    expect(canSeeRelatorios(user('ADMINISTRATIVO'))).toBe(true);
    expect(canSeeRelatorios(user('DETRAN'))).toBe(false);
  });

  it('keeps OperadorImagem out of billing reports and Operador out of access reports', () => {
    expect(canSeeBillingReports(user('OPERADOR_DE_IMAGEM'))).toBe(false);
    expect(canSeeBillingReports(user('OPERADOR'))).toBe(true);
    expect(canSeeAccessReports(user('OPERADOR'))).toBe(false);
    expect(canSeeAccessReports(user('ADMINISTRATIVO'))).toBe(true);
  });

  it('limits NFSE to Administrador and monitoring to Administrador or its permission', () => {
    expect(canSeeNfseReport(user('ADMINISTRADOR'))).toBe(true);
    expect(canSeeNfseReport(user('ATENDIMENTO_N2'))).toBe(false);
    expect(canSeeMonitoramentoReport(user('SUPORTE_TI'))).toBe(false);
    expect(
      canSeeMonitoramentoReport(user('SUPORTE_TI', { roles: ['RELATORIO_MONITORAMENTO'] })),
    ).toBe(true);
  });

  it('shows the Faturamento button and user management to the listed profiles', () => {
    expect(canSeeFaturamentoButton(user('OPERADOR'))).toBe(true);
    expect(canSeeFaturamentoButton(user('ADMINISTRATIVO'))).toBe(false);
    expect(canManageUsers(user('ADMINISTRATIVO'))).toBe(true);
    expect(canManageUsers(user('OPERADOR'))).toBe(false);
  });

  it('gives the Administrativo menu only to Administrador and Atendimento N1/N2', () => {
    expect(canSeeAdministrativo(user('ATENDIMENTO_N1'))).toBe(true);
    expect(canSeeAdministrativo(user('MASTER'))).toBe(false);
    expect(canSeeAdministrativo(user('ADMINISTRATIVO'))).toBe(false);
  });

  it('shows client Funcionalidades by flag and all three to non-client users', () => {
    expect(funcionalidadesOf(user('OPERADOR', { cliente: flags(true, false, true) }))).toEqual([
      'vbDETRANS',
      'vbHUB',
    ]);
    expect(funcionalidadesOf(user('OPERADOR', { cliente: flags(false, false, false) }))).toEqual(
      [],
    );
    expect(funcionalidadesOf(user('ADMINISTRADOR'))).toEqual(['vbDETRANS', 'vbPAGUE', 'vbHUB']);
  });

  it('routes Diretoria to the reduced layout', () => {
    expect(usesReducedLayout(user('DIRETORIA'))).toBe(true);
    expect(usesReducedLayout(user('ADMINISTRADOR'))).toBe(false);
  });

  it('opens the user editor only with the administration-edit permission', () => {
    expect(userDetailPath(user('MASTER', { roles: ['ADMINISTRACAO_USUARIOS_EDITAR'] }), '7')).toBe(
      '/vbconnection/vbauto/usuario/editar/7',
    );
    expect(userDetailPath(user('MASTER'), '7')).toBe('/vbconnection/vbauto/usuario/visualizar/7');
  });
});

describe('buildSideMenu', () => {
  const titles = (entries: ReturnType<typeof buildSideMenu>) => entries.map((e) => e.title);
  const group = (entries: ReturnType<typeof buildSideMenu>, title: string) =>
    entries.find((e): e is MenuGroup => 'items' in e && e.title === title);

  it('gives the administrator every group', () => {
    const menu = buildSideMenu(user('ADMINISTRADOR'), { isProduction: false });
    expect(titles(menu)).toEqual(['Página Inicial', 'vbAuto', 'Administrativo', 'Funcionalidades']);
    expect(group(menu, 'vbAuto')?.items.map((i) => i.title)).toEqual([
      'Registrar',
      'Consultar',
      'Relatórios',
    ]);
  });

  it('hides the Imagens administrative item in production', () => {
    const items = (isProduction: boolean) =>
      group(buildSideMenu(user('ADMINISTRADOR'), { isProduction }), 'Administrativo')?.items.map(
        (i) => i.title,
      );
    expect(items(false)).toContain('Imagens');
    expect(items(true)).not.toContain('Imagens');
  });

  it('offers the CPF/CNPJ validator dialog to the Administrativo profiles, not in production', () => {
    const validador = (perfil: PerfilCodigo, isProduction: boolean) =>
      group(buildSideMenu(user(perfil), { isProduction }), 'Administrativo')?.items.find(
        (i) => i.title === 'Validador CPF/CNPJ',
      );
    expect(validador('ADMINISTRADOR', false)).toEqual({
      title: 'Validador CPF/CNPJ',
      url: '/vbconnection/vbauto/validador-cpf-cnpj',
      icon: 'item',
      action: 'validador-cpf-cnpj',
    });
    expect(validador('ATENDIMENTO_N2', false)).toBeDefined();
    expect(validador('ADMINISTRADOR', true)).toBeUndefined();
    expect(validador('ATENDIMENTO_N1', true)).toBeUndefined();
    expect(validador('MASTER', false)).toBeUndefined();
    expect(validador('ADMINISTRATIVO', false)).toBeUndefined();
  });

  it('gives an operator of a client vbAuto and only the flagged functions', () => {
    const menu = buildSideMenu(user('OPERADOR', { cliente: flags(true, false, true) }), {
      isProduction: false,
    });
    expect(titles(menu)).toEqual(['Página Inicial', 'vbAuto', 'Funcionalidades']);
    expect(group(menu, 'Funcionalidades')?.items.map((i) => i.title)).toEqual([
      'vbDETRANS',
      'vbHUB',
    ]);
  });

  it('gives Master Despachante and Terceiro Garantidor outside production only', () => {
    const admin = (isProduction: boolean) =>
      group(
        buildSideMenu(user('MASTER', { cliente: flags(false, false, false) }), { isProduction }),
        'Administrativo',
      )?.items.map((i) => i.title);
    expect(admin(false)).toEqual(['Gerenciar Usuários', 'Despachante', 'Terceiro Garantidor']);
    expect(admin(true)).toEqual(['Gerenciar Usuários']);
  });

  it('leaves a profile with no menu rights only the home entry and its functions', () => {
    const menu = buildSideMenu(user('DETRAN'), { isProduction: false });
    expect(titles(menu)).toEqual(['Página Inicial', 'Funcionalidades']);
  });
});
