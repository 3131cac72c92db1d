import { describe, expect, it } from 'vitest';
import { PERFIL_CODIGOS, type PerfilCodigo } from '../usuarios/perfis';
import { PERMISSOES_PADRAO_POR_PERFIL } from '../usuarios/permissoes';
import { PAGE_RULES, canOpenPage, linksOnPage } from './page-access';
import type { MenuContext, MenuUser } from './rules';
import { buildSideMenu, navigablePages } from './side-menu';
import {
  CADASTROS_URL,
  HOME_URL,
  PARAMETRIZACAO_URL,
  TERCEIRO_GARANTIDOR_URL,
  TOTAIS_URL,
  VALIDADOR_CPF_CNPJ_URL,
} from './urls';

const A = '/vbconnection/vbauto';
const DEV: MenuContext = { isProduction: false };
const PROD: MenuContext = { isProduction: true };

function user(perfil: PerfilCodigo, extra: Partial<MenuUser> = {}): MenuUser {
  return {
    perfil: { perfil },
    roles: PERMISSOES_PADRAO_POR_PERFIL[perfil],
    cliente: null,
    ...extra,
  };
}

const flagsOf = [
  null,
  { vbDetransAtivo: true, vbPagueAtivo: false, serasaHubAtivo: false },
  { vbDetransAtivo: false, vbPagueAtivo: true, serasaHubAtivo: true },
];

describe('page access table (which §6 rule guards which page)', () => {
  it('never shows a menu entry (or a link inside a page) that the route guard refuses', () => {
    const refused: string[] = [];
    for (const perfil of PERFIL_CODIGOS) {
      for (const cliente of flagsOf) {
        for (const ctx of [DEV, PROD]) {
          const u = user(perfil, { cliente });
          for (const url of navigablePages(u, ctx)) {
            if (!canOpenPage(u, ctx, url)) refused.push(`${perfil} ${url}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it("refuses the Master the administrator's pages it has no menu for", () => {
    const master = user('MASTER', { cliente: flagsOf[1] ?? null });
    for (const url of [
      PARAMETRIZACAO_URL,
      `${A}/marca-modelo`,
      `${A}/cidade`,
      VALIDADOR_CPF_CNPJ_URL,
      CADASTROS_URL,
      `${A}/servico`,
    ]) {
      expect(canOpenPage(master, DEV, url), url).toBe(false);
    }
    // Its own Administrativo menu, outside production only.
    expect(canOpenPage(master, DEV, `${A}/despachante`)).toBe(true);
    expect(canOpenPage(master, DEV, TERCEIRO_GARANTIDOR_URL)).toBe(true);
    expect(canOpenPage(master, PROD, `${A}/despachante`)).toBe(false);
    expect(canOpenPage(master, PROD, TERCEIRO_GARANTIDOR_URL)).toBe(false);
  });

  it('lets the administrator open them, except what production hides', () => {
    const admin = user('ADMINISTRADOR');
    for (const url of [PARAMETRIZACAO_URL, `${A}/marca-modelo`, VALIDADOR_CPF_CNPJ_URL]) {
      expect(canOpenPage(admin, DEV, url), url).toBe(true);
    }
    for (const url of [
      `${A}/marca-modelo`,
      `${A}/veiculos`,
      `${A}/despachante`,
      VALIDADOR_CPF_CNPJ_URL,
      `${A}/administracao/imagem`,
      `${A}/relatorio/sessao-ativa`,
    ]) {
      expect(canOpenPage(admin, PROD, url), url).toBe(false);
    }
    expect(canOpenPage(admin, PROD, `${A}/cidade`)).toBe(true);
  });

  it('opens /totais to the Diretoria and to a holder of TOTAIS only', () => {
    expect(canOpenPage(user('DIRETORIA', { roles: [] }), DEV, TOTAIS_URL)).toBe(true);
    expect(canOpenPage(user('ADMINISTRADOR'), DEV, TOTAIS_URL)).toBe(false);
    expect(canOpenPage(user('ADMINISTRADOR', { roles: ['TOTAIS'] }), DEV, TOTAIS_URL)).toBe(true);
  });

  it('follows the client flags for the Funcionalidades pages', () => {
    const operador = user('OPERADOR', { cliente: flagsOf[1] ?? null });
    expect(canOpenPage(operador, DEV, '/vbconnection/vbdetrans/consultoria')).toBe(true);
    expect(canOpenPage(operador, DEV, '/vbconnection/vbhub/hub')).toBe(false);
    expect(
      canOpenPage(operador, DEV, '/vbconnection/vbpague/upload-arquivo-credenciamento/:id'),
    ).toBe(false);
  });

  it('leaves pages without a rule open to every logged-in user', () => {
    for (const url of [HOME_URL, `${A}/faq`, `${A}/sugestao`, `${A}/central-informacao`]) {
      expect(PAGE_RULES[url], url).toBeUndefined();
      expect(canOpenPage(user('PRE_CADASTRO'), PROD, url)).toBe(true);
    }
  });

  it('links Cadastros to Terceiro Garantidor for who holds TERCEIRO_GARANTIDOR_CONSULTAR', () => {
    const admin = user('ADMINISTRADOR');
    expect(linksOnPage(admin, DEV, CADASTROS_URL)).toContain(TERCEIRO_GARANTIDOR_URL);
    const semTg = user('ATENDIMENTO_N1', {
      roles: PERMISSOES_PADRAO_POR_PERFIL.ATENDIMENTO_N1.filter(
        (p) => p !== 'TERCEIRO_GARANTIDOR_CONSULTAR',
      ),
    });
    expect(linksOnPage(semTg, DEV, CADASTROS_URL)).not.toContain(TERCEIRO_GARANTIDOR_URL);
    expect(canOpenPage(semTg, DEV, TERCEIRO_GARANTIDOR_URL)).toBe(false);
  });

  it('builds the side menu from the table: an entry disappears with its page rule', () => {
    const admin = user('ADMINISTRADOR');
    const urls = buildSideMenu(admin, PROD).flatMap((e) =>
      'items' in e ? e.items.map((i) => i.url) : [e.url],
    );
    expect(urls).toContain(PARAMETRIZACAO_URL);
    expect(urls).not.toContain(VALIDADOR_CPF_CNPJ_URL);
    expect(urls).not.toContain(`${A}/administracao/imagem`);
  });
});
