import type { PerfilCodigo } from './perfis';

/**
 * Fine-grained permission strings (spec §6), carried on the current user's `roles` list.
 * The spec names families (RELATORIO_*, EXPORTAR_*, ...); the members below are the ones the
 * product's screens and calls need. Each has a pt-BR description for the administration UI.
 */
export const PERMISSOES = {
  CONTRATO_REGISTRAR: 'Registrar contratos e aditivos',
  CONTRATO_CONSULTAR: 'Consultar contratos e pedidos',
  CONTRATO_EDITAR: 'Alterar contratos e aditivos',
  CONTRATO_CANCELAR: 'Cancelar e dar baixa em contratos',
  CONTRATO_EXPORTAR: 'Exportar a consulta de contratos',
  CONTRATO_REPROCESSAR: 'Reprocessar pedidos',
  IMAGEM_UPLOAD: 'Enviar imagens de contratos',
  IMAGEM_DOWNLOAD: 'Baixar imagens de contratos',
  IMAGEM_DELETE: 'Excluir imagens de contratos',
  GRAVAME_CONSULTAR: 'Consultar gravames',
  ARQUIVOS_CONSULTAR: 'Consultar remessas',
  ARQUIVOS_ENVIAR: 'Enviar arquivos em lote',
  ARQUIVOS_REPROCESSAR: 'Reprocessar remessas',
  RELATORIO_FATURAMENTO: 'Relatório de faturamento',
  RELATORIO_FINANCEIRO: 'Relatório financeiro',
  RELATORIO_TAXA_RJ: 'Relatório de taxas RJ',
  RELATORIO_TAXA_BA: 'Relatório de taxas BA',
  RELATORIO_EMAILS_ENVIADOS: 'Relatório de e-mails enviados',
  RELATORIO_MONITORAMENTO: 'Relatório de monitoramento de disponibilidade',
  RELATORIO_NFSE: 'Relatório de NFS-e',
  RELATORIO_IMAGEM_CONTRATO: 'Relatório de imagens de contratos',
  RELATORIO_ACESSO: 'Relatório de acessos dos usuários',
  RELATORIO_USUARIOS: 'Relatório de usuários',
  RELATORIO_SESSAO_ATIVA: 'Relatório de sessões ativas',
  RELATORIO_MOVIMENTACAO: 'Relatório de movimentação',
  RELATORIO_CONTRATOS_ATUAIS: 'Relatório de contratos atuais',
  RELATORIO_MARCA_MODELO: 'Ranking marca/modelo',
  RELATORIO_ERRO_VALIDACAO: 'Relatório de erros de validação',
  RELATORIO_SEGUNDO_PLANO: 'Relatórios em segundo plano',
  RELATORIO_PAGAMENTO: 'Notas fiscais e notas de débito',
  RELATORIO_PRODUTIVIDADE: 'Relatório de produtividade',
  EXPORTAR_CONTRATOS: 'Exportar contratos',
  EXPORTAR_RELATORIOS: 'Exportar relatórios',
  EXPORTAR_USUARIOS: 'Exportar usuários',
  JUSTIFICATIVA_EXPORTAR_CONTRATOS: 'Exportar contratos com justificativa',
  JUSTIFICATIVA_EXPORTAR_RELATORIOS: 'Exportar relatórios com justificativa',
  JUSTIFICATIVA_EXPORTAR_USUARIOS: 'Exportar usuários com justificativa',
  B3_CONSULTAR: 'Consultar o SNG (B3)',
  B3_ENVIAR: 'Enviar apontamentos ao SNG (B3)',
  ADMINISTRACAO_USUARIOS_CONSULTAR: 'Consultar usuários',
  ADMINISTRACAO_USUARIOS_EDITAR: 'Criar, alterar e bloquear usuários',
  ADMINISTRACAO_CLIENTES_CONSULTAR: 'Consultar clientes',
  ADMINISTRACAO_CLIENTES_EDITAR: 'Cadastrar e alterar clientes',
  ADMINISTRACAO_FORNECEDORES_CONSULTAR: 'Consultar fornecedores',
  ADMINISTRACAO_FORNECEDORES_EDITAR: 'Cadastrar e alterar fornecedores',
  ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR: 'Consultar agentes financeiros',
  ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR: 'Cadastrar e alterar agentes financeiros',
  ADMINISTRACAO_PARAMETRIZACAO: 'Parametrização (cidades, Detrans, grupos econômicos...)',
  ADMINISTRACAO_TAXAS: 'Gerar e alterar taxas',
  ADMINISTRACAO_LOGS: 'Consultar logs e tasks',
  SERVICO_CLIENTE_CONSULTAR: 'Consultar serviços e preços',
  SERVICO_CLIENTE_EDITAR: 'Cadastrar serviços e preços',
  DESPACHANTE_CONSULTAR: 'Consultar despachantes',
  DESPACHANTE_EDITAR: 'Cadastrar despachantes',
  TERCEIRO_GARANTIDOR_CONSULTAR: 'Consultar terceiros garantidores',
  TERCEIRO_GARANTIDOR_EDITAR: 'Cadastrar terceiros garantidores',
  VEICULO_CONSULTAR: 'Consultar veículos',
  VEICULO_EDITAR: 'Cadastrar veículos',
  MENSAGEM_CONSULTAR: 'Ler mensagens administrativas',
  MENSAGEM_EDITAR: 'Publicar mensagens administrativas',
  CONSULTORIA_SOLICITAR: 'Abrir e acompanhar solicitações de consultoria',
  CONSULTORIA_ATENDER: 'Atender solicitações de consultoria',
  CREDENCIAMENTO_CONSULTAR: 'Consultar credenciamentos',
  CREDENCIAMENTO_EDITAR: 'Gerir credenciamentos e boletos',
  CENTRAL_INFORMACOES_EDITAR: 'Publicar na central de informações',
  GERA_CERTIDAO: 'Gerar certidões',
  DEVELOPER: 'Ferramentas de desenvolvimento',
  TOTAIS: 'Módulo de totais',
  FINANCEIRO: 'Financeiro (faturas e notas de débito)',
  LIMITACAO_PERIODO_DATAPICKER: 'Período das consultas limitado',
  BOTOES_EDICAO: 'Botões de edição',
} as const;

export type Permissao = keyof typeof PERMISSOES;

export const PERMISSAO_CODIGOS = Object.keys(PERMISSOES) as [Permissao, ...Permissao[]];

/**
 * What a route needs: a permission, any one of a list of permissions (a call that several
 * screens share, each opened with its own permission), or one of two access levels that are
 * not permissions: `PUBLICA` (no login) and `AUTENTICADO` (any logged-in user).
 */
export type RouteAccess =
  Permissao | readonly [Permissao, ...Permissao[]] | 'PUBLICA' | 'AUTENTICADO';

/** Whether a caller holding `roles` meets a route's access (a logged-in caller). */
export function meetsAccess(roles: ReadonlySet<string>, access: RouteAccess): boolean {
  if (access === 'PUBLICA' || access === 'AUTENTICADO') return true;
  return typeof access === 'string'
    ? roles.has(access)
    : access.some((permissao) => roles.has(permissao));
}

const RELATORIOS_OPERACIONAIS = [
  'RELATORIO_FATURAMENTO',
  'RELATORIO_IMAGEM_CONTRATO',
  'RELATORIO_MOVIMENTACAO',
  'RELATORIO_CONTRATOS_ATUAIS',
  'RELATORIO_PAGAMENTO',
] as const satisfies readonly Permissao[];

const OPERACAO_CONTRATOS = [
  'CONTRATO_REGISTRAR',
  'CONTRATO_CONSULTAR',
  'CONTRATO_EDITAR',
  'CONTRATO_CANCELAR',
  'CONTRATO_EXPORTAR',
  'JUSTIFICATIVA_EXPORTAR_CONTRATOS',
  'IMAGEM_UPLOAD',
  'IMAGEM_DOWNLOAD',
  'GRAVAME_CONSULTAR',
  'ARQUIVOS_CONSULTAR',
  'ARQUIVOS_ENVIAR',
  'GERA_CERTIDAO',
  'CONSULTORIA_SOLICITAR',
  'MENSAGEM_CONSULTAR',
] as const satisfies readonly Permissao[];

/**
 * The per-client records (dispatchers, third-party guarantors, vehicles): a client's Master
 * keeps its own; the registradora's support keeps them for any client.
 */
const CADASTROS_DO_CLIENTE = [
  'DESPACHANTE_CONSULTAR',
  'DESPACHANTE_EDITAR',
  'TERCEIRO_GARANTIDOR_CONSULTAR',
  'TERCEIRO_GARANTIDOR_EDITAR',
  'VEICULO_CONSULTAR',
  'VEICULO_EDITAR',
] as const satisfies readonly Permissao[];

const ATENDIMENTO = [
  ...OPERACAO_CONTRATOS,
  ...RELATORIOS_OPERACIONAIS,
  'CONTRATO_REPROCESSAR',
  'ARQUIVOS_REPROCESSAR',
  'B3_CONSULTAR',
  'RELATORIO_EMAILS_ENVIADOS',
  'RELATORIO_ACESSO',
  'RELATORIO_USUARIOS',
  'ADMINISTRACAO_USUARIOS_CONSULTAR',
  'ADMINISTRACAO_USUARIOS_EDITAR',
  'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR',
  'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  'ADMINISTRACAO_LOGS',
  'SERVICO_CLIENTE_CONSULTAR',
  'CREDENCIAMENTO_CONSULTAR',
  'EXPORTAR_RELATORIOS',
  'JUSTIFICATIVA_EXPORTAR_RELATORIOS',
  ...CADASTROS_DO_CLIENTE,
] as const satisfies readonly Permissao[];

/**
 * The default profile -> permissions table: what each profile holds when the database is
 * seeded. Administrators can change a profile's permissions later; the PERSONALIZADO profile
 * starts empty and gets its permissions user by user. Documented in docs/PERMISSOES.md.
 */
export const PERMISSOES_PADRAO_POR_PERFIL = {
  ADMINISTRADOR: PERMISSAO_CODIGOS.filter(
    (p) => p !== 'LIMITACAO_PERIODO_DATAPICKER' && p !== 'TOTAIS',
  ),
  ADMINISTRATIVO: [
    ...RELATORIOS_OPERACIONAIS,
    'RELATORIO_ACESSO',
    'RELATORIO_USUARIOS',
    'RELATORIO_PRODUTIVIDADE',
    'ADMINISTRACAO_USUARIOS_CONSULTAR',
    'ADMINISTRACAO_USUARIOS_EDITAR',
    'ADMINISTRACAO_CLIENTES_CONSULTAR',
    'FINANCEIRO',
    'MENSAGEM_CONSULTAR',
    'EXPORTAR_RELATORIOS',
    'JUSTIFICATIVA_EXPORTAR_RELATORIOS',
  ],
  ATENDIMENTO_N1: ATENDIMENTO,
  ATENDIMENTO_N2: [...ATENDIMENTO, 'B3_ENVIAR', 'ADMINISTRACAO_CLIENTES_EDITAR'],
  OPERADOR: [...OPERACAO_CONTRATOS, 'RELATORIO_MOVIMENTACAO', 'RELATORIO_CONTRATOS_ATUAIS'],
  DESPACHANTE: ['CONTRATO_CONSULTAR', 'MENSAGEM_CONSULTAR'],
  // A Detran's user reads its own supplier record (the repository scopes it to that one).
  DETRAN: [
    'CONTRATO_CONSULTAR',
    'CONSULTORIA_ATENDER',
    'MENSAGEM_CONSULTAR',
    'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  ],
  FINANCEIRO_BANCO: [
    'CONTRATO_REGISTRAR',
    'CONTRATO_CONSULTAR',
    ...RELATORIOS_OPERACIONAIS,
    'FINANCEIRO',
    'CREDENCIAMENTO_CONSULTAR',
    'EXPORTAR_RELATORIOS',
    'JUSTIFICATIVA_EXPORTAR_RELATORIOS',
    'MENSAGEM_CONSULTAR',
  ],
  MASTER: [
    ...OPERACAO_CONTRATOS,
    ...RELATORIOS_OPERACIONAIS,
    'ADMINISTRACAO_USUARIOS_CONSULTAR',
    'ADMINISTRACAO_USUARIOS_EDITAR',
    ...CADASTROS_DO_CLIENTE,
    'FINANCEIRO',
    'CREDENCIAMENTO_CONSULTAR',
    'EXPORTAR_RELATORIOS',
    'JUSTIFICATIVA_EXPORTAR_RELATORIOS',
  ],
  OPERADOR_DE_IMAGEM: [
    'CONTRATO_CONSULTAR',
    'IMAGEM_UPLOAD',
    'IMAGEM_DOWNLOAD',
    'RELATORIO_IMAGEM_CONTRATO',
    'MENSAGEM_CONSULTAR',
  ],
  PERSONALIZADO: [],
  // §6 gives SUPORTE_TI no Relatórios nor Administrativo menu: no report or log permission.
  SUPORTE_TI: ['CONTRATO_CONSULTAR', 'ARQUIVOS_CONSULTAR', 'DEVELOPER'],
  VICTORIA: ['CONTRATO_CONSULTAR', 'CREDENCIAMENTO_CONSULTAR'],
  PRE_CADASTRO: [],
  REGISTRADORA: [
    'CONTRATO_CONSULTAR',
    'ADMINISTRACAO_CLIENTES_CONSULTAR',
    'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
    'CREDENCIAMENTO_CONSULTAR',
    'CREDENCIAMENTO_EDITAR',
  ],
  // §6 shows FATURAMENTO and COMERCIAL no menu beyond the home page: no page permission
  // until an administrator grants one (and a menu rule leads there).
  FATURAMENTO: ['FINANCEIRO'],
  COMERCIAL: [],
  CONSULTORIA: [
    ...OPERACAO_CONTRATOS,
    'CONSULTORIA_ATENDER',
    'CREDENCIAMENTO_CONSULTAR',
    'CREDENCIAMENTO_EDITAR',
    'CENTRAL_INFORMACOES_EDITAR',
  ],
  RELACOES_INSTITUCIONAIS: [
    'CONTRATO_CONSULTAR',
    'GRAVAME_CONSULTAR',
    'CONSULTORIA_SOLICITAR',
    'CONSULTORIA_ATENDER',
    'CREDENCIAMENTO_CONSULTAR',
    'CENTRAL_INFORMACOES_EDITAR',
  ],
  // The reduced layout has one page, the totals module (§2.5).
  DIRETORIA: ['TOTAIS'],
  WEB_SERVICE: ['CONTRATO_REGISTRAR', 'CONTRATO_CONSULTAR', 'CONTRATO_EDITAR', 'IMAGEM_UPLOAD'],
  WS_SEND: ['CONTRATO_REGISTRAR', 'ARQUIVOS_ENVIAR'],
  B3: [],
} as const satisfies Record<PerfilCodigo, readonly Permissao[]>;

/**
 * Profiles used only through the API (integrations): they have no menu, so their permissions
 * back calls, not pages.
 */
export const PERFIS_SOMENTE_API = [
  'WEB_SERVICE',
  'WS_SEND',
] as const satisfies readonly PerfilCodigo[];

/**
 * Default permissions deliberately held although no menu entry of the profile's own leads to
 * the page that uses them, with the reason. Everything else follows one rule: a profile holds
 * a page's edit, administration or report permission only if its menu leads to that page.
 */
export const PERMISSOES_SEM_MENU_INTENCIONAIS: Partial<
  Record<PerfilCodigo, { permissoes: readonly Permissao[]; motivo: string }>
> = {
  MASTER: {
    permissoes: ['VEICULO_CONSULTAR', 'VEICULO_EDITAR'],
    motivo:
      'o Master mantém os veículos do próprio cliente pela API (e pelo registro de contratos, ' +
      'ainda a construir); a página Veículos só é aberta pela Parametrização',
  },
};

export function hasPermission(roles: readonly string[], permissao: Permissao): boolean {
  return roles.includes(permissao);
}
