/**
 * The profiles of spec §6. `codigo` is the wire value (`perfil.perfil`); `menuName` is the
 * name the menu rules of §6 use; `numero` is the numeric profile code (6 = dispatcher, §9).
 */
export const PERFIS = {
  ADMINISTRADOR: { numero: 1, label: 'Administrador', menuName: 'Administrador', ativo: true },
  ADMINISTRATIVO: { numero: 2, label: 'Administrativo', menuName: 'Administrativo', ativo: true },
  ATENDIMENTO_N1: { numero: 3, label: 'Atendimento N1', menuName: 'AtendimentoN1', ativo: true },
  ATENDIMENTO_N2: { numero: 4, label: 'Atendimento N2', menuName: 'AtendimentoN2', ativo: true },
  OPERADOR: { numero: 5, label: 'Operador', menuName: 'Operador', ativo: true },
  DESPACHANTE: { numero: 6, label: 'Despachante', menuName: 'Despachante', ativo: true },
  DETRAN: { numero: 7, label: 'Detran', menuName: 'Detran', ativo: true },
  FINANCEIRO_BANCO: {
    numero: 8,
    label: 'Financeiro Banco',
    menuName: 'FinanceiroBanco',
    ativo: true,
  },
  MASTER: { numero: 9, label: 'Master', menuName: 'Master', ativo: true },
  OPERADOR_DE_IMAGEM: {
    numero: 10,
    label: 'Operador de Imagem',
    menuName: 'OperadorImagem',
    ativo: true,
  },
  PERSONALIZADO: { numero: 11, label: 'Personalizado', menuName: 'Personalizado', ativo: true },
  SUPORTE_TI: { numero: 12, label: 'Suporte TI', menuName: 'SuporteTi', ativo: true },
  VICTORIA: { numero: 13, label: 'Victoria', menuName: 'Victoria', ativo: true },
  PRE_CADASTRO: { numero: 14, label: 'Pré-cadastro', menuName: 'PreCadastro', ativo: true },
  REGISTRADORA: { numero: 15, label: 'Registradora', menuName: 'Registradora', ativo: true },
  FATURAMENTO: { numero: 16, label: 'Faturamento', menuName: 'Faturamento', ativo: true },
  COMERCIAL: { numero: 17, label: 'Comercial', menuName: 'Comercial', ativo: true },
  CONSULTORIA: { numero: 18, label: 'Consultoria', menuName: 'Consultoria', ativo: true },
  RELACOES_INSTITUCIONAIS: {
    numero: 19,
    label: 'Relações Institucionais',
    menuName: 'RelacoesInstitucionais',
    ativo: true,
  },
  DIRETORIA: { numero: 20, label: 'Diretoria', menuName: 'Diretoria', ativo: true },
  WEB_SERVICE: { numero: 21, label: 'Web Service', menuName: 'WebService', ativo: true },
  WS_SEND: { numero: 22, label: 'WS Send', menuName: 'WsSend', ativo: true },
  /** Disabled in the original product (§6): nobody logs in with it. */
  B3: { numero: 23, label: 'B3', menuName: 'B3', ativo: false },
} as const satisfies Record<
  string,
  { numero: number; label: string; menuName: string; ativo: boolean }
>;

export type PerfilCodigo = keyof typeof PERFIS;

export const PERFIL_CODIGOS = Object.keys(PERFIS) as [PerfilCodigo, ...PerfilCodigo[]];

export type PerfilMenuName = (typeof PERFIS)[PerfilCodigo]['menuName'];

/**
 * Who a profile's users belong to: a client (financial institution), a supplier (a Detran or
 * another destination) or the registradora itself. Drives the demo seed and tenant scope.
 */
export type Vinculo = 'CLIENTE' | 'FORNECEDOR' | 'REGISTRADORA';

export const VINCULO_POR_PERFIL = {
  ADMINISTRADOR: 'REGISTRADORA',
  ADMINISTRATIVO: 'REGISTRADORA',
  ATENDIMENTO_N1: 'REGISTRADORA',
  ATENDIMENTO_N2: 'REGISTRADORA',
  OPERADOR: 'CLIENTE',
  DESPACHANTE: 'CLIENTE',
  DETRAN: 'FORNECEDOR',
  FINANCEIRO_BANCO: 'CLIENTE',
  MASTER: 'CLIENTE',
  OPERADOR_DE_IMAGEM: 'CLIENTE',
  PERSONALIZADO: 'CLIENTE',
  SUPORTE_TI: 'REGISTRADORA',
  VICTORIA: 'REGISTRADORA',
  PRE_CADASTRO: 'CLIENTE',
  REGISTRADORA: 'REGISTRADORA',
  FATURAMENTO: 'REGISTRADORA',
  COMERCIAL: 'REGISTRADORA',
  CONSULTORIA: 'REGISTRADORA',
  RELACOES_INSTITUCIONAIS: 'REGISTRADORA',
  DIRETORIA: 'REGISTRADORA',
  WEB_SERVICE: 'CLIENTE',
  WS_SEND: 'CLIENTE',
  B3: 'REGISTRADORA',
} as const satisfies Record<PerfilCodigo, Vinculo>;

export function perfilLabel(codigo: PerfilCodigo): string {
  return PERFIS[codigo].label;
}
