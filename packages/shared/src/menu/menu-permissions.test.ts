import { describe, expect, it } from 'vitest';
import { PERFIL_CODIGOS, PERFIS, VINCULO_POR_PERFIL, type PerfilCodigo } from '../usuarios/perfis';
import {
  PERFIS_SOMENTE_API,
  PERMISSAO_CODIGOS,
  PERMISSOES_PADRAO_POR_PERFIL,
  PERMISSOES_SEM_MENU_INTENCIONAIS,
  meetsAccess,
  type Permissao,
  type RouteAccess,
} from '../usuarios/permissoes';
import { RELATORIO_URLS } from './page-access';
import type { MenuContext, MenuUser } from './rules';
import { navigablePages } from './side-menu';
import {
  CADASTROS_URL,
  GERENCIAR_USUARIO_URL,
  TERCEIRO_GARANTIDOR_URL,
  VALIDADOR_CPF_CNPJ_URL,
} from './urls';

const A = '/vbconnection/vbauto';

/**
 * The pages already built, with what their list call needs (the `config.access` of the server
 * route each page lists with: POST clientes/consultar, GET servicos, ...).
 */
const LIST_CALL_ACCESS: Record<string, RouteAccess> = {
  [CADASTROS_URL]: 'ADMINISTRACAO_CLIENTES_CONSULTAR',
  [`${A}/servico`]: 'SERVICO_CLIENTE_CONSULTAR',
  [`${A}/servico-detran`]: 'SERVICO_CLIENTE_CONSULTAR',
  [TERCEIRO_GARANTIDOR_URL]: 'TERCEIRO_GARANTIDOR_CONSULTAR',
  [`${A}/cidade`]: 'AUTENTICADO',
  [`${A}/detran`]: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  [`${A}/grupo-economico`]: 'ADMINISTRACAO_CLIENTES_CONSULTAR',
  [`${A}/despachante`]: 'DESPACHANTE_CONSULTAR',
  [`${A}/marca-modelo`]: 'AUTENTICADO',
  [`${A}/veiculos`]: 'VEICULO_CONSULTAR',
  [VALIDADOR_CPF_CNPJ_URL]: 'AUTENTICADO',
  [`${A}/gravame/consulta`]: 'GRAVAME_CONSULTAR',
  [`${A}/administrativo/mensagem`]: 'MENSAGEM_EDITAR',
  [`${A}/relatorio/emails-enviados`]: 'RELATORIO_EMAILS_ENVIADOS',
  [`${A}/relatorio/acesso`]: 'RELATORIO_ACESSO',
  [`${A}/relatorio/usuarios`]: 'RELATORIO_USUARIOS',
  [`${A}/relatorio/sessao-ativa`]: 'RELATORIO_SESSAO_ATIVA',
};

const relatorio = (name: string) => [`${A}/relatorio/${name}`];

/**
 * The pages that use each permission that changes data, administers, or opens a report. A
 * profile may hold one of these only if its own menu leads to one of the pages.
 */
const PAGES_USING: Partial<Record<Permissao, readonly string[]>> = {
  ADMINISTRACAO_USUARIOS_EDITAR: [GERENCIAR_USUARIO_URL],
  ADMINISTRACAO_CLIENTES_EDITAR: [CADASTROS_URL],
  ADMINISTRACAO_FORNECEDORES_EDITAR: [CADASTROS_URL, `${A}/detran`],
  ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR: [CADASTROS_URL],
  ADMINISTRACAO_PARAMETRIZACAO: [`${A}/cidade`, `${A}/grupo-economico`, `${A}/marca-modelo`],
  ADMINISTRACAO_TAXAS: [`${A}/financeiro`, `${A}/administracao/gerar-taxas`],
  ADMINISTRACAO_LOGS: [`${A}/log`, `${A}/logtask`, `${A}/administracao/log`],
  SERVICO_CLIENTE_EDITAR: [`${A}/servico`, `${A}/servico-detran`],
  DESPACHANTE_EDITAR: [`${A}/despachante`],
  TERCEIRO_GARANTIDOR_EDITAR: [TERCEIRO_GARANTIDOR_URL],
  VEICULO_EDITAR: [`${A}/veiculos`],
  RELATORIO_FATURAMENTO: relatorio('faturamento'),
  RELATORIO_FINANCEIRO: relatorio('financeiro'),
  RELATORIO_TAXA_RJ: relatorio('taxa-rj'),
  RELATORIO_TAXA_BA: relatorio('taxa-ba'),
  RELATORIO_EMAILS_ENVIADOS: relatorio('emails-enviados'),
  RELATORIO_MONITORAMENTO: relatorio('monitoramento'),
  RELATORIO_NFSE: relatorio('nfse'),
  RELATORIO_IMAGEM_CONTRATO: relatorio('imagem-contrato'),
  RELATORIO_ACESSO: relatorio('acesso'),
  RELATORIO_USUARIOS: relatorio('usuarios'),
  RELATORIO_SESSAO_ATIVA: relatorio('sessao-ativa'),
  RELATORIO_MOVIMENTACAO: relatorio('movimentacao'),
  RELATORIO_CONTRATOS_ATUAIS: relatorio('contratos-atuais'),
  RELATORIO_MARCA_MODELO: relatorio('marca-modelo'),
  RELATORIO_ERRO_VALIDACAO: relatorio('erro-validacao'),
  RELATORIO_SEGUNDO_PLANO: relatorio('segundo-plano'),
  RELATORIO_PAGAMENTO: relatorio('pagamento'),
  RELATORIO_PRODUTIVIDADE: relatorio('produtividade'),
  EXPORTAR_RELATORIOS: RELATORIO_URLS,
  JUSTIFICATIVA_EXPORTAR_RELATORIOS: RELATORIO_URLS,
};

const CONTEXTS: MenuContext[] = [{ isProduction: false }, { isProduction: true }];

/** A demo user of the profile with its default permissions (a client with every flag on). */
function defaultUser(perfil: PerfilCodigo): MenuUser {
  return {
    perfil: { perfil },
    roles: PERMISSOES_PADRAO_POR_PERFIL[perfil],
    cliente:
      VINCULO_POR_PERFIL[perfil] === 'CLIENTE'
        ? { vbDetransAtivo: true, vbPagueAtivo: true, serasaHubAtivo: true }
        : null,
  };
}

const ACTIVE = PERFIL_CODIGOS.filter((perfil) => PERFIS[perfil].ativo);

describe('menus and default permissions agree (every profile of §6)', () => {
  it('backs every built page a menu shows with the permission its list call needs', () => {
    const gaps: string[] = [];
    for (const perfil of ACTIVE) {
      const user = defaultUser(perfil);
      for (const ctx of CONTEXTS) {
        for (const url of navigablePages(user, ctx)) {
          const access = LIST_CALL_ACCESS[url];
          if (!access || meetsAccess(new Set(user.roles), access)) continue;
          gaps.push(`${perfil} vê ${url} sem ${String(access)}`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('gives no edit, administration or report permission whose page no menu of the profile leads to', () => {
    const orphans: string[] = [];
    for (const perfil of ACTIVE) {
      if ((PERFIS_SOMENTE_API as readonly string[]).includes(perfil)) continue;
      const user = defaultUser(perfil);
      const reachable = new Set(CONTEXTS.flatMap((ctx) => [...navigablePages(user, ctx)]));
      const allowed: readonly string[] = PERMISSOES_SEM_MENU_INTENCIONAIS[perfil]?.permissoes ?? [];
      for (const permissao of user.roles as Permissao[]) {
        const pages = PAGES_USING[permissao];
        if (!pages || allowed.includes(permissao)) continue;
        if (!pages.some((page) => reachable.has(page))) orphans.push(`${perfil}: ${permissao}`);
      }
    }
    expect(orphans).toEqual([]);
  });

  it('knows the pages of every edit, administration and report permission', () => {
    const checked = PERMISSAO_CODIGOS.filter(
      (p) =>
        p.startsWith('RELATORIO_') ||
        (p.startsWith('ADMINISTRACAO_') && !p.endsWith('_CONSULTAR')) ||
        ['SERVICO_CLIENTE_EDITAR', 'DESPACHANTE_EDITAR', 'TERCEIRO_GARANTIDOR_EDITAR'].includes(
          p,
        ) ||
        p === 'VEICULO_EDITAR',
    );
    expect(checked.filter((p) => !PAGES_USING[p])).toEqual([]);
  });

  it('fixes the cases the audit found', () => {
    const comercial = defaultUser('COMERCIAL').roles;
    expect(comercial).not.toContain('ADMINISTRACAO_CLIENTES_EDITAR');
    expect(defaultUser('FATURAMENTO').roles.filter((p) => p.startsWith('RELATORIO_'))).toEqual([]);
    expect(defaultUser('SUPORTE_TI').roles).not.toContain('RELATORIO_MONITORAMENTO');
    // The Master's own Administrativo menu is backed by the consult permissions.
    expect(defaultUser('MASTER').roles).toEqual(
      expect.arrayContaining(['DESPACHANTE_CONSULTAR', 'TERCEIRO_GARANTIDOR_CONSULTAR']),
    );
  });

  it('documents only exceptions that are real (held, and not reachable by a menu)', () => {
    for (const [perfil, excecao] of Object.entries(PERMISSOES_SEM_MENU_INTENCIONAIS)) {
      const user = defaultUser(perfil as PerfilCodigo);
      for (const permissao of excecao.permissoes) expect(user.roles).toContain(permissao);
    }
  });
});
