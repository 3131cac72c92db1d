import { z } from 'zod';

const NUMERIC_TYPES = new Set<string>(['number', 'int', 'bigint']);
const MAX_LISTED_OPTIONS = 8;

/** 'a', 'a ou b', 'a, b ou c'. */
function listaComOu(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;
}

/**
 * The generic validation messages of spec §5, as a zod error map. Both sides install it once
 * at start (`installZodPtBr()`), so a form and the API's 400 body say the same words.
 */
export const zodPtBrErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obrigatório';
      return NUMERIC_TYPES.has(issue.expected)
        ? 'Formato inválido: informe um número'
        : 'Formato inválido';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'Campo obrigatório'
          : `Informe ao menos ${issue.minimum} caracteres`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Informe ao menos ${issue.minimum} ${Number(issue.minimum) === 1 ? 'item' : 'itens'}`;
      }
      return `O valor mínimo é ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `O máximo de caracteres é de ${issue.maximum}`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Informe no máximo ${issue.maximum} itens`;
      }
      return `O valor máximo é ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Email inválido' : 'Formato inválido';
    case 'unrecognized_keys':
      return `Campo não permitido: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      // A short list of options is spelled out (NODE_ENV: development, production ou test); a
      // long one (the 27 UFs) would drown the field, and a form picks from it anyway.
      return issue.values.length <= MAX_LISTED_OPTIONS
        ? `Valor inválido: use ${listaComOu(issue.values.map(String))}`
        : 'Valor inválido';
    default:
      return 'Valor inválido';
  }
};

export function installZodPtBr(): void {
  z.config({ customError: zodPtBrErrorMap });
}
