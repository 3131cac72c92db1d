import type { Uf } from '../common/ufs';

/*
 * The pre-registration's constants, apart from its schemas: the public page shows them
 * without downloading zod, which it loads only to validate.
 */

/** Spec §9: the states a prospect may say it operates in, in the spec's order. */
export const ESTADOS_PRE_CADASTRO = [
  'AC',
  'AP',
  'BA',
  'MG',
  'MS',
  'PB',
  'PE',
  'PR',
  'RJ',
  'RR',
  'SC',
  'SP',
  'RN',
  'TO',
] as const satisfies readonly Uf[];

export type EstadoPreCadastro = (typeof ESTADOS_PRE_CADASTRO)[number];

/**
 * The e-mail doubles as the prospect's future username (lower case), so it is capped at the
 * username's 100 characters.
 */
export const PRE_CADASTRO_EMAIL_MAX_LENGTH = 100;

/**
 * The page never sends a form sooner than this after it obtained the form's token, and the
 * server may require at most this (PRE_CADASTRO_MIN_FILL_SECONDS): a person who fills the form
 * faster, or whose token was renewed just before sending, is never taken for a script.
 */
export const PRE_CADASTRO_ESPERA_MAXIMA_SEGUNDOS = 5;

/** Spec §2.2's return to `/` after the success dialog (§9: 1 s). */
export const PRE_CADASTRO_RETORNO_MS = 1_000;

/** Spec §2.2's dialog, and the refusals of `publica/preCadastro/enviar`. */
export const PRE_CADASTRO_MENSAGENS = {
  sucesso: 'Pré-cadastro realizado com sucesso!',
  contato: 'Em breve entraremos em contato.',
  duplicado:
    'Já existe um cadastro com este CNPJ ou este e-mail. Se a sua empresa já é nossa cliente, ' +
    'fale com a nossa equipe comercial.',
  formularioExpirado:
    'Este formulário ficou aberto por muito tempo. Recarregue a página e envie novamente.',
  /** The 429 of the per-address limit, which is per hour: how long to wait, in minutes. */
  muitasTentativas: (minutos: number) =>
    'Muitas tentativas de pré-cadastro deste endereço. Tente novamente em ' +
    `${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
} as const;
