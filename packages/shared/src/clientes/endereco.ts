import { z } from 'zod';

/**
 * The 27 federation units with the two-digit IBGE code that opens the seven-digit code of
 * every municipality in them (IBGE's table of UFs).
 */
export const UF_CODIGO_IBGE = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
} as const;

export type Uf = keyof typeof UF_CODIGO_IBGE;
export const UFS = Object.keys(UF_CODIGO_IBGE) as [Uf, ...Uf[]];

/** A UF: missing reads 'Campo obrigatório' (§5), anything else 'UF inválida'. */
export const ufSchema = z.enum(UFS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Campo obrigatório'
      : 'UF inválida',
});

const digitsOf = (value: string) => value.replace(/[\s.\-/()]/g, '');

export const TEXTO_MENSAGENS = {
  /** A line break, a control or a formatting character (bidi override...) in a one-line text. */
  caracteresNaoPermitidos: 'Caracteres não permitidos',
} as const;

/**
 * Zero-width characters (space, non-joiner, joiner, word joiner, BOM): invisible, they come
 * with text pasted from web pages and documents. They count as white space: dropped, so a
 * name made only of them is empty, and a pasted name is saved as it looks.
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * What a one-line text must not hold: control characters (Cc: CR, LF, tab, NUL...), format
 * characters (Cf: the bidi embeddings and overrides U+202A-U+202E and isolates U+2066-U+2069,
 * which make a text read otherwise than it is stored, the soft hyphen...), lone surrogates
 * (Cs), and the line and paragraph separators (Zl, Zp). A line break in a name ends up in an
 * e-mail header, a CSV row or a contract's text file.
 */
const NAO_PERMITIDOS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** The text without zero-width characters and without white space at either end. */
export function limparTexto(value: string): string {
  return value.replace(ZERO_WIDTH, '').trim();
}

/** The text holds a character a one-line text must not (see NAO_PERMITIDOS). */
export function hasCaracteresNaoPermitidos(value: string): boolean {
  return NAO_PERMITIDOS.test(value);
}

/**
 * A one-line text (a name, a razão social, an address part...), cleaned by `limparTexto`;
 * a control or format character left in it reads 'Caracteres não permitidos'. The base of
 * `textoOpcional`, for a schema that needs other checks. No check here aborts, so the
 * object's own refinements (a city of the UF...) still run and every problem is told at once.
 */
export const textoLinha = () =>
  z
    .string()
    .overwrite(limparTexto)
    .refine((value) => !hasCaracteresNaoPermitidos(value), {
      message: TEXTO_MENSAGENS.caracteresNaoPermitidos,
    });

/**
 * A required one-line text of `min` (1: 'Campo obrigatório') to `max` characters, trimmed of
 * white space and zero-width characters (`limpar`: `limparTexto`, or a stricter cleaning such
 * as a name's), without control or format characters. One message for a text too short or
 * holding such a character.
 */
export const textoObrigatorio = (max: number, min = 1, limpar = limparTexto) =>
  z
    .string()
    .overwrite(limpar)
    .superRefine((value, ctx) => {
      if (value.length < min) {
        // The §5 error map words it ('Campo obrigatório', 'Informe ao menos N caracteres').
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: min,
          inclusive: true,
          input: value,
        });
      } else if (hasCaracteresNaoPermitidos(value)) {
        ctx.addIssue({
          code: 'custom',
          message: TEXTO_MENSAGENS.caracteresNaoPermitidos,
          input: value,
        });
      }
    })
    .max(max);

/** An optional one-line text (the rules of `textoObrigatorio`): blank becomes null. */
export const textoOpcional = (max: number) =>
  textoLinha()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A format message, or §5's 'Campo obrigatório' when nothing was given. */
const orRequired = (message: string) => (issue: { input?: unknown }) =>
  issue.input === '' ? 'Campo obrigatório' : message;

/**
 * CEP: 8 digits; the mask's separators are accepted and dropped. Empty reads 'Campo
 * obrigatório' (§5), anything else that is not 8 digits 'CEP Inválido'.
 */
export const cepSchema = z
  .string()
  .transform(digitsOf)
  .pipe(z.string().regex(/^\d{8}$/, { error: orRequired('CEP Inválido') }));

/** The 7-digit IBGE code of a municipality; empty (none chosen) reads 'Campo obrigatório'. */
export const codigoMunicipioIbgeSchema = z
  .string()
  .regex(/^\d{7}$/, { error: orRequired('Código IBGE do município inválido') });

/** Phone with area code (DDD), 10 or 11 digits; masks (00) 0000-0000 and (00) 0 0000-0000. */
export const telefoneSchema = z
  .string()
  .min(1, { abort: true })
  .transform(digitsOf)
  .pipe(z.string().regex(/^[1-9]{2}\d{8,9}$/, 'Telefone Inválido'));

/**
 * A postal address as contracts need it (DOMAIN: the creditor's full address with the city's
 * IBGE code). The city is its 7-digit IBGE code plus the UF; the code must belong to the UF.
 */
export const enderecoSchema = z
  .strictObject({
    cep: cepSchema,
    logradouro: textoObrigatorio(150),
    numero: textoObrigatorio(20),
    complemento: textoOpcional(100),
    bairro: textoObrigatorio(100),
    codigoMunicipioIbge: codigoMunicipioIbgeSchema,
    uf: ufSchema,
  })
  .superRefine((endereco, ctx) => {
    if (!endereco.codigoMunicipioIbge.startsWith(UF_CODIGO_IBGE[endereco.uf])) {
      ctx.addIssue({
        code: 'custom',
        path: ['codigoMunicipioIbge'],
        message: 'O município não pertence à UF informada',
      });
    }
  });
export type Endereco = z.infer<typeof enderecoSchema>;

/** The address as the server answers it. */
export const enderecoResponseSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  codigoMunicipioIbge: z.string(),
  uf: z.string(),
});
