/** User status (spec §4). Lists let a person choose only Ativo, Inativo and Bloqueado. */
export const USUARIO_STATUS = {
  ATIVO: 'Ativo',
  INATIVO: 'Inativo',
  BLOQUEADO: 'Bloqueado',
  REMOVIDO: 'Removido',
  PRE_CADASTRADO: 'Pré-cadastrado',
} as const;

export type UsuarioStatus = keyof typeof USUARIO_STATUS;

export const USUARIO_STATUS_CODIGOS = Object.keys(USUARIO_STATUS) as [
  UsuarioStatus,
  ...UsuarioStatus[],
];

export const USUARIO_STATUS_SELECIONAVEIS = ['ATIVO', 'INATIVO', 'BLOQUEADO'] as const;
