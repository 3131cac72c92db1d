import { z } from 'zod';

export const TEXTO_MENSAGENS = {
  /**
   * A control or a formatting character (bidi override...) in any text, or a line break in a
   * one-line text.
   */
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

/**
 * What a multi-line text (a description typed in a textarea) must not hold: the same as a
 * one-line text except the line feed. The line and paragraph separators stay out: they break
 * lines where the CSV and text files the data goes into do not expect it.
 */
const NAO_PERMITIDOS_MULTILINHA = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

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

/**
 * A multi-line text as it is saved: cleaned like a one-line text (`limparTexto`), with every
 * line break written as a line feed (a browser sends CR LF from a textarea in a form post).
 */
export function limparTextoMultilinha(value: string): string {
  return limparTexto(value).replace(/\r\n?/g, '\n');
}

/** The text holds a character a multi-line text must not (see NAO_PERMITIDOS_MULTILINHA). */
export function hasCaracteresNaoPermitidosMultilinha(value: string): boolean {
  return NAO_PERMITIDOS_MULTILINHA.test(value);
}

/**
 * A multi-line text (a description in a textarea), cleaned by `limparTextoMultilinha`: line
 * breaks are kept, any other control or format character (a bidi override, NUL, a tab...)
 * reads 'Caracteres não permitidos', as in a one-line text.
 */
export const textoMultilinha = () =>
  z
    .string()
    .overwrite(limparTextoMultilinha)
    .refine((value) => !hasCaracteresNaoPermitidosMultilinha(value), {
      message: TEXTO_MENSAGENS.caracteresNaoPermitidos,
    });
