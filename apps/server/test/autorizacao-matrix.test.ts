import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import {
  ACESSO_AGENTES_FINANCEIROS,
  ACESSO_COMBO_CLIENTES,
  ACESSO_COMBO_GRUPOS_ECONOMICOS,
} from '@portal/shared/usuarios/acessos';
import { PERFIL_CODIGOS, PERFIS } from '@portal/shared/usuarios/perfis';
import {
  meetsAccess,
  PERMISSOES_PADRAO_POR_PERFIL,
  type RouteAccess,
} from '@portal/shared/usuarios/permissoes';
import { bearer, createTestApp, login } from './helper';

/*
 * The authorization matrix: every /api route the app registers, called anonymously and by the
 * demo user of every active profile. What each route requires is written below, reviewed: a
 * new route fails the suite until it is added here, and so does a route whose declared
 * permission changes. Each answer must agree with the profile -> permission table of
 * packages/shared: the authorization's 401 anonymously on every route but the public ones, and
 * its 403 exactly when the profile holds none of the route's permissions. (What a caller may
 * see of the rows is the tenancy matrix's: tenancy-matrix.test.ts.)
 */

/** What every route requires (docs/PERMISSOES.md explains the choices). */
const EXPECTED: Record<string, RouteAccess> = {
  'DELETE /api/agentesFinanceiros/:id': 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'DELETE /api/agentesFinanceiros/:id/clientes/:clienteId':
    'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'DELETE /api/clientes/:id': 'ADMINISTRACAO_CLIENTES_EDITAR',
  'DELETE /api/contratos/rascunhos/:id': 'CONTRATO_REGISTRAR',
  'DELETE /api/despachantes/:id': 'DESPACHANTE_EDITAR',
  'DELETE /api/fornecedores/:id': 'ADMINISTRACAO_FORNECEDORES_EDITAR',
  'DELETE /api/grupos-economicos/:id': 'ADMINISTRACAO_PARAMETRIZACAO',
  'DELETE /api/marcas-modelos/:id': 'ADMINISTRACAO_PARAMETRIZACAO',
  'DELETE /api/mensagens/:id': 'MENSAGEM_EDITAR',
  'DELETE /api/relatorios/sessoes-ativas/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'DELETE /api/servicos-detran/:id': 'SERVICO_CLIENTE_EDITAR',
  'DELETE /api/servicos/:codigo': 'SERVICO_CLIENTE_EDITAR',
  'DELETE /api/terceiros-garantidores/:id': 'TERCEIRO_GARANTIDOR_EDITAR',
  'DELETE /api/usuarios/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'DELETE /api/usuarios/duas-etapas/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'DELETE /api/usuarios/desbloquear/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'DELETE /api/veiculos/:id': 'VEICULO_EDITAR',
  'GET /api/agentesFinanceiros': ACESSO_AGENTES_FINANCEIROS,
  'GET /api/agentesFinanceiros/agenteID/:id': ACESSO_AGENTES_FINANCEIROS,
  'GET /api/agentesFinanceiros/clientes/:id': ACESSO_AGENTES_FINANCEIROS,
  'GET /api/agentesFinanceiros/cnpj/:cnpj': ACESSO_AGENTES_FINANCEIROS,
  'GET /api/auth/:x/recuperarSenha': 'PUBLICA',
  'GET /api/auth/tokens/revoke': 'AUTENTICADO',
  'GET /api/auth/usuario': 'AUTENTICADO',
  'GET /api/auth/usuario/duas-etapas': 'AUTENTICADO',
  'GET /api/cidades': 'AUTENTICADO',
  'GET /api/cidades/:codigoIbge': 'AUTENTICADO',
  'GET /api/clientes/:id': 'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'GET /api/clientes/todos': ACESSO_COMBO_CLIENTES,
  'GET /api/clientes/todos-combo': ACESSO_COMBO_CLIENTES,
  'GET /api/contratos/chassi/:chassi/tipoServico/:tipoServico': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/fila-broker-xml/:protocolo': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/pedido-foi-pao/:protocolo': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/podeGerarCertidao/:protocolo': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/protocolo/:protocolo': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/protocolo/:protocolo/contrato': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/protocolo/:protocolo/documentos': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/protocolo/:protocolo/historico': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/protocolo/:protocolo/tipoServico/:tipoServico': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/protocolo/:protocolo/ultimo': 'CONTRATO_CONSULTAR',
  'GET /api/contratos/rascunhos': 'CONTRATO_REGISTRAR',
  'GET /api/contratos/rascunhos/:id': 'CONTRATO_REGISTRAR',
  'GET /api/despachantes/:id': 'DESPACHANTE_CONSULTAR',
  'GET /api/despachantes/todos-combo': 'DESPACHANTE_CONSULTAR',
  'GET /api/exportacoes': 'AUTENTICADO',
  'GET /api/exportacoes/:protocolo': 'AUTENTICADO',
  'GET /api/exportacoes/:protocolo/arquivo': 'AUTENTICADO',
  'POST /api/exportacoes/:protocolo/link': 'AUTENTICADO',
  'GET /api/publica/exportacoes/arquivo': 'PUBLICA',
  'GET /api/form/agenteFinanceiro/detran/:id': ['CONTRATO_REGISTRAR', 'CONTRATO_EDITAR'],
  'GET /api/form/contrato/detran/:id': 'CONTRATO_REGISTRAR',
  'GET /api/form/detran/:id': 'CONTRATO_REGISTRAR',
  'GET /api/fornecedores/:id': 'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  'GET /api/fornecedores/administradores': 'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  'GET /api/fornecedores/administradoresPagadorTaxaDetranRJ': 'RELATORIO_TAXA_RJ',
  'GET /api/fornecedores/csv': 'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  'GET /api/fornecedores/destinos': 'AUTENTICADO',
  'GET /api/fornecedores/destinos-combo': 'AUTENTICADO',
  'GET /api/fornecedores/destinos/tipoServico/:t': 'AUTENTICADO',
  'GET /api/fornecedores/ufs-detrans': 'AUTENTICADO',
  'GET /api/gravames/chassi/:chassi': 'GRAVAME_CONSULTAR',
  'GET /api/grupos-economicos/:id': 'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'GET /api/grupos-economicos/todos-combo': ACESSO_COMBO_GRUPOS_ECONOMICOS,
  'GET /api/health': 'PUBLICA',
  'GET /api/marcas-modelos/:id': 'AUTENTICADO',
  'GET /api/marcas-modelos/todos-combo': 'AUTENTICADO',
  'GET /api/mensagens/:id': 'MENSAGEM_EDITAR',
  'GET /api/mensagens/notificacoes': 'AUTENTICADO',
  'GET /api/publica/contratos/certidao_inteiro_teor_contrato/:protocolo/pdf': 'PUBLICA',
  'GET /api/publica/contratos/certidao_simplificada_contrato/:protocolo/pdf': 'PUBLICA',
  'GET /api/publica/contratos/protocolo/:protocolo/pdf': 'PUBLICA',
  'GET /api/publica/preCadastro/formulario': 'PUBLICA',
  'GET /api/publica/statusRegistro/:chassi': 'PUBLICA',
  'GET /api/publica/usuarios/clientes': 'PUBLICA',
  'GET /api/publica/usuarios/perfil': 'PUBLICA',
  'GET /api/publica/usuarios/username/:username': 'PUBLICA',
  'GET /api/publica/version': 'PUBLICA',
  'GET /api/servicos': 'SERVICO_CLIENTE_CONSULTAR',
  'GET /api/servicos-detran': 'SERVICO_CLIENTE_CONSULTAR',
  'GET /api/servicos-detran/:id': 'SERVICO_CLIENTE_CONSULTAR',
  'GET /api/servicos/:codigo': 'SERVICO_CLIENTE_CONSULTAR',
  'GET /api/taxa-ba-xml/:protocolo': 'CONTRATO_CONSULTAR',
  'GET /api/terceiros-garantidores/:id': 'TERCEIRO_GARANTIDOR_CONSULTAR',
  'GET /api/terceiros-garantidores/todos-combo': 'TERCEIRO_GARANTIDOR_CONSULTAR',
  'GET /api/usuarios/:id': ['ADMINISTRACAO_USUARIOS_CONSULTAR', 'ADMINISTRACAO_USUARIOS_EDITAR'],
  'GET /api/usuarios/todos': ['ADMINISTRACAO_USUARIOS_CONSULTAR', 'ADMINISTRACAO_USUARIOS_EDITAR'],
  'GET /api/usuarios/todos-combo': [
    'ADMINISTRACAO_USUARIOS_CONSULTAR',
    'ADMINISTRACAO_USUARIOS_EDITAR',
  ],
  'GET /api/usuarios/reenviar-link/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'GET /api/usuarios/username/:username': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'GET /api/validadores/cnpj/:numero': 'AUTENTICADO',
  'GET /api/validadores/cpf-cnpj/:numero': 'AUTENTICADO',
  'GET /api/validadores/cpf/:numero': 'AUTENTICADO',
  'GET /api/veiculos/:id': 'VEICULO_CONSULTAR',
  'POST /api/agentesFinanceiros': 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'POST /api/agentesFinanceiros/:id/clientes/:clienteId':
    'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'POST /api/agentesFinanceiros/clientesLista': ACESSO_AGENTES_FINANCEIROS,
  'POST /api/agentesFinanceiros/consultar': 'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR',
  'POST /api/auth/senha/link': 'PUBLICA',
  'POST /api/auth/senha/redefinir': 'PUBLICA',
  'POST /api/auth/tokens': 'PUBLICA',
  'POST /api/auth/tokens/duas-etapas': 'PUBLICA',
  'POST /api/auth/tokens/duas-etapas/email': 'PUBLICA',
  'POST /api/auth/tokens/prolongate': 'AUTENTICADO',
  'POST /api/auth/usuario/duas-etapas/codigos-recuperacao': 'AUTENTICADO',
  'POST /api/auth/usuario/duas-etapas/confirmacao': 'AUTENTICADO',
  'POST /api/auth/usuario/duas-etapas/desativacao': 'AUTENTICADO',
  'POST /api/auth/usuario/duas-etapas/inicio': 'AUTENTICADO',
  'POST /api/clientes': 'ADMINISTRACAO_CLIENTES_EDITAR',
  'POST /api/clientes/consultar': 'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'POST /api/contratos/aditivo/alterar': 'CONTRATO_EDITAR',
  'POST /api/contratos/aditivo/registrar': 'CONTRATO_REGISTRAR',
  'POST /api/contratos/alterar': 'CONTRATO_EDITAR',
  'POST /api/contratos/rascunhos': 'CONTRATO_REGISTRAR',
  'POST /api/contratos/registrar': 'CONTRATO_REGISTRAR',
  'POST /api/contratos/ultimoPorContratoChassi': 'CONTRATO_CONSULTAR',
  'POST /api/despachantes': 'DESPACHANTE_EDITAR',
  'POST /api/despachantes/consultar': 'DESPACHANTE_CONSULTAR',
  'POST /api/emails/:id/reenviar': 'RELATORIO_EMAILS_ENVIADOS',
  'POST /api/emails/consultar': 'RELATORIO_EMAILS_ENVIADOS',
  'POST /api/fornecedores': 'ADMINISTRACAO_FORNECEDORES_EDITAR',
  'POST /api/fornecedores/consultar': 'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  'POST /api/grupos-economicos': 'ADMINISTRACAO_PARAMETRIZACAO',
  'POST /api/grupos-economicos/consultar': 'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'POST /api/marcas-modelos': 'ADMINISTRACAO_PARAMETRIZACAO',
  'POST /api/marcas-modelos/consultar': 'AUTENTICADO',
  'POST /api/mensagens': 'MENSAGEM_EDITAR',
  'POST /api/mensagens/:id/lida': 'AUTENTICADO',
  'POST /api/mensagens/consultar': 'MENSAGEM_EDITAR',
  'POST /api/mensagens/lidas': 'AUTENTICADO',
  'POST /api/pedidos/alterarNumeroContrato': 'CONTRATO_EDITAR',
  'POST /api/pedidos/alterarTaxa': 'CONTRATO_EDITAR',
  'POST /api/pedidos/baixa/:protocolo': 'CONTRATO_CANCELAR',
  'POST /api/pedidos/baixarDetran/:protocolo': 'CONTRATO_CANCELAR',
  'POST /api/pedidos/cancelar/:protocolo': 'CONTRATO_CANCELAR',
  'POST /api/pedidos/cancelarDetran/:protocolo': 'CONTRATO_CANCELAR',
  'POST /api/pedidos/protocolo/:protocolo/statusnovo/:status': 'CONTRATO_EDITAR',
  'POST /api/pedidos/reprocessar/:protocolo': 'CONTRATO_REPROCESSAR',
  'POST /api/publica/certidoes/verificar': 'PUBLICA',
  'POST /api/publica/clientes': 'PUBLICA',
  'POST /api/publica/preCadastro/enviar': 'PUBLICA',
  'POST /api/publica/usuarios': 'PUBLICA',
  'POST /api/registros/editar': 'CONTRATO_EDITAR',
  'POST /api/relatorios/acesso': 'RELATORIO_ACESSO',
  'POST /api/relatorios/segundo-plano': 'RELATORIO_SEGUNDO_PLANO',
  'POST /api/relatorios/sessoes-ativas': 'RELATORIO_SESSAO_ATIVA',
  'POST /api/relatorios/usuarios': 'RELATORIO_USUARIOS',
  'POST /api/servicos': 'SERVICO_CLIENTE_EDITAR',
  'POST /api/servicos-detran': 'SERVICO_CLIENTE_EDITAR',
  'POST /api/terceiros-garantidores': 'TERCEIRO_GARANTIDOR_EDITAR',
  'POST /api/terceiros-garantidores/consultar': 'TERCEIRO_GARANTIDOR_CONSULTAR',
  'POST /api/usuarios': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'POST /api/usuarios/cliente/fornecedor': [
    'ADMINISTRACAO_USUARIOS_CONSULTAR',
    'ADMINISTRACAO_USUARIOS_EDITAR',
  ],
  'POST /api/usuarios/consultar': [
    'ADMINISTRACAO_USUARIOS_CONSULTAR',
    'ADMINISTRACAO_USUARIOS_EDITAR',
  ],
  'POST /api/usuarios/reprovar': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'POST /api/v2/pedidos/consultar': 'CONTRATO_CONSULTAR',
  'POST /api/veiculos': 'VEICULO_EDITAR',
  'POST /api/veiculos/consultar': 'VEICULO_CONSULTAR',
  'PUT /api/agentesFinanceiros/:id': 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'PUT /api/auth/usuario/password': 'AUTENTICADO',
  'PUT /api/clientes/:id': 'ADMINISTRACAO_CLIENTES_EDITAR',
  'PUT /api/contratos/rascunhos/:id': 'CONTRATO_REGISTRAR',
  'PUT /api/despachantes/:id': 'DESPACHANTE_EDITAR',
  'PUT /api/fornecedores/:id': 'ADMINISTRACAO_FORNECEDORES_EDITAR',
  'PUT /api/grupos-economicos/:id': 'ADMINISTRACAO_PARAMETRIZACAO',
  'PUT /api/marcas-modelos/:id': 'ADMINISTRACAO_PARAMETRIZACAO',
  'PUT /api/mensagens/:id': 'MENSAGEM_EDITAR',
  'PUT /api/servicos-detran/:id': 'SERVICO_CLIENTE_EDITAR',
  'PUT /api/servicos/:codigo': 'SERVICO_CLIENTE_EDITAR',
  'PUT /api/terceiros-garantidores/:id': 'TERCEIRO_GARANTIDOR_EDITAR',
  'PUT /api/usuarios/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'PUT /api/usuarios/aprovar/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'PUT /api/usuarios/bloquear/:id': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'PUT /api/usuarios/password': 'ADMINISTRACAO_USUARIOS_EDITAR',
  'PUT /api/usuarios/preferencias': 'AUTENTICADO',
  'PUT /api/veiculos/:id': 'VEICULO_EDITAR',
};

/** Calls that end the caller's session: made last, after every other call of the user. */
const ENDS_SESSION = new Set(['GET /api/auth/tokens/revoke']);

/** Plausible values for the path's parameters: the answer may be 400 or 404, never 401/403. */
function urlOf(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'protocolo') return '20260101000001';
    if (name === 'chassi') return '9BWZZZ377VT004251';
    if (/^(cnpj|numero)$/.test(name)) return '11222333000181';
    if (/^(codigo|codigoIbge|t|tipoServico|status)$/.test(name)) return '1';
    return '00000000-0000-4000-8000-000000000000';
  });
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
});
afterAll(() => ctx.close());

async function call(route: string, headers: Record<string, string> = {}) {
  const [method = 'GET', path = ''] = route.split(' ');
  const answer = await ctx.app.inject({
    method: method as 'GET',
    url: urlOf(path),
    headers,
    ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
  });
  const mensagem = answer.statusCode >= 400 ? (answer.json() as [{ mensagem?: string }?])[0] : null;
  return { status: answer.statusCode, mensagem: mensagem?.mensagem };
}

describe('the authorization matrix', () => {
  it('knows every route the app registers and the permission each one declares', () => {
    expect(Object.fromEntries([...ctx.app.routeAccess].sort())).toEqual(EXPECTED);
  });

  it('answers each profile by the profile -> permission table, and anonymous callers 401', async () => {
    const routes = Object.keys(EXPECTED).sort(
      (a, b) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const access = EXPECTED[route]!;
      const { status, mensagem } = await call(route);
      const refused = status === 401 && mensagem === MENSAGENS.naoAutenticado;
      if (refused !== (access !== 'PUBLICA')) wrong.push(`anônimo ${route} -> ${status}`);
    }
    let calls = 0;
    for (const perfil of PERFIL_CODIGOS.filter((p) => PERFIS[p].ativo)) {
      const roles = new Set<string>(PERMISSOES_PADRAO_POR_PERFIL[perfil]);
      const headers = bearer(await login(ctx.app, perfil.toLowerCase()));
      const me = await ctx.app.inject({ url: '/api/auth/usuario', headers });
      expect(new Set(me.json<{ roles: string[] }>().roles), perfil).toEqual(roles);
      for (const route of routes) {
        const { status, mensagem } = await call(route, headers);
        calls += 1;
        const denied = status === 403 && mensagem === MENSAGENS.acessoNegado;
        const unauthenticated =
          status === 401 &&
          mensagem !== undefined &&
          /sess|autentic/i.test(mensagem) &&
          !ENDS_SESSION.has(route);
        if (denied === meetsAccess(roles, EXPECTED[route]!) || unauthenticated) {
          wrong.push(`${perfil} ${route} -> ${status} ${mensagem ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(2_000);
  }, 180_000);
});
