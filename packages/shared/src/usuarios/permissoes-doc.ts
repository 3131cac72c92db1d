import {
  ACESSO_AGENTES_FINANCEIROS,
  ACESSO_COMBO_CLIENTES,
  ACESSO_COMBO_GRUPOS_ECONOMICOS,
} from './acessos';
import { PERFIL_CODIGOS, PERFIS } from './perfis';
import {
  PERFIS_SOMENTE_API,
  PERMISSAO_CODIGOS,
  PERMISSOES,
  PERMISSOES_PADRAO_POR_PERFIL,
  PERMISSOES_SEM_MENU_INTENCIONAIS,
} from './permissoes';

/** docs/PERMISSOES.md, generated from the data so the document cannot drift from the code. */
export function renderPermissionsDoc(): string {
  const lines = [
    '# Perfis e permissões',
    '',
    'Gerado de `packages/shared/src/usuarios/permissoes.ts` por',
    '`npx tsx scripts/permissions-doc.ts > docs/PERMISSOES.md`; um teste falha se divergir.',
    '',
    'Cada perfil recebe as permissões padrão abaixo quando é criado no banco. Um administrador',
    'pode alterá-las depois; um reinício não desfaz a alteração. O perfil PERSONALIZADO começa',
    'vazio e recebe permissões usuário a usuário. O perfil B3 está desativado: ninguém entra com ele.',
    'As regras de menu (quem vê Registrar, Relatórios, Administrativo...) seguem a spec §6 e',
    'estão em `packages/shared/src/menu/rules.ts`; a tabela de qual regra protege qual página, em',
    '`packages/shared/src/menu/page-access.ts` (o menu lateral e a guarda de rotas leem a mesma).',
    '',
    'Regra das permissões padrão: um perfil só recebe uma permissão de edição (`*_EDITAR` de',
    'cadastros e de ADMINISTRACAO_*), de administração (ADMINISTRACAO_PARAMETRIZACAO, _TAXAS,',
    '_LOGS) ou de relatório (RELATORIO_*, EXPORTAR_RELATORIOS) se algum menu do próprio perfil',
    'leva à página que a usa; e toda página pronta que o menu mostra é coberta pela permissão que',
    'a sua listagem exige (`packages/shared/src/menu/menu-permissions.test.ts`). Exceções:',
    '',
    `- perfis usados só pela API, sem menu: ${PERFIS_SOMENTE_API.join(', ')};`,
    ...Object.entries(PERMISSOES_SEM_MENU_INTENCIONAIS).map(
      ([perfil, excecao]) => `- ${perfil}: ${excecao.permissoes.join(', ')}: ${excecao.motivo}.`,
    ),
    '',
    '## Chamadas e permissões',
    '',
    'Cada rota da API declara em `config.access` o que exige: `PUBLICA` (sem login), ' +
      '`AUTENTICADO` (qualquer usuário logado), uma permissão, ou uma lista de ' +
      'permissões das quais basta uma (uma chamada ' +
      'que várias telas usam, cada uma aberta com a sua permissão). Cada chamada recebe a ' +
      'permissão mais estreita que as telas que a usam exigem:',
    '',
    '- `form/agenteFinanceiro/detran/{id}` (a seção credor do formulário de contrato): ' +
      'CONTRATO_REGISTRAR ou CONTRATO_EDITAR (registrar, ou corrigir os dados de um pedido);',
    '- `fornecedores/administradoresPagadorTaxaDetranRJ` (os pagadores da guia DUDA, do ' +
      'relatório de taxas RJ): RELATORIO_TAXA_RJ;',
    `- \`clientes/todos\` e \`clientes/todos-combo\`: ${ACESSO_COMBO_CLIENTES.join(', ')};`,
    `- \`grupos-economicos/todos-combo\`: ${ACESSO_COMBO_GRUPOS_ECONOMICOS.join(', ')};`,
    '- `agentesFinanceiros` (lista), `agentesFinanceiros/clientes/{id}`, `/clientesLista`, ' +
      `\`/agenteID/{id}\` e \`/cnpj/{cnpj}\`: ${ACESSO_AGENTES_FINANCEIROS.join(', ')}.`,
    '',
    'Assim, quem não tem permissão alguma (Comercial, Diretoria, Faturamento) não lê ' +
      'clientes, agentes ou grupos pelos combos. Continuam abertos a qualquer usuário logado ' +
      'os dados de referência sem dado de cliente: cidades, marcas/modelos, Detrans e destinos ' +
      '(`cidades`, `marcas-modelos/*`, `fornecedores/destinos*`, `fornecedores/ufs-detrans`). ' +
      'Uma tela nova que use um desses combos acrescenta a sua permissão em ' +
      '`packages/shared/src/usuarios/acessos.ts`.',
    '',
    'Os tokens de sessão têm validade (`exp`) obrigatória: um token assinado com a chave ' +
      'certa, mas sem `exp`, é recusado.',
    '',
    '## Permissões',
    '',
    '| Permissão | Descrição |',
    '|---|---|',
    ...PERMISSAO_CODIGOS.map((codigo) => `| ${codigo} | ${PERMISSOES[codigo]} |`),
    '',
    '## Permissões padrão por perfil',
    '',
    '| Perfil | Nº | Ativo | Permissões |',
    '|---|---|---|---|',
    ...PERFIL_CODIGOS.map((codigo) => {
      const perfil = PERFIS[codigo];
      const list: readonly string[] = PERMISSOES_PADRAO_POR_PERFIL[codigo];
      const text =
        codigo === 'ADMINISTRADOR'
          ? `todas, exceto ${PERMISSAO_CODIGOS.filter((p) => !list.includes(p)).join(', ')}`
          : list.length > 0
            ? list.join(', ')
            : '(nenhuma)';
      return `| ${codigo} (${perfil.label}) | ${perfil.numero} | ${perfil.ativo ? 'sim' : 'não'} | ${text} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
