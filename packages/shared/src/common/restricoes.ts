/**
 * Restriction types of a lien, with their B3/Detran codes (DOMAIN.md): what a contract
 * registers and what the SNG reports of a chassis.
 */
export const TIPOS_RESTRICAO = {
  '01': 'Arrendamento mercantil',
  '02': 'Reserva de domínio',
  '03': 'Alienação fiduciária',
  '09': 'Penhor',
} as const;
export type TipoRestricao = keyof typeof TIPOS_RESTRICAO;
export const TIPO_RESTRICAO_CODIGOS = Object.keys(TIPOS_RESTRICAO) as [
  TipoRestricao,
  ...TipoRestricao[],
];
