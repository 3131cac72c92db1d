import { z } from 'zod';

/**
 * The generic validation messages of spec §5, as a zod error map. Both sides install it once
 * at start (`installZodPtBr()`), so a form and the API's 400 body say the same words.
 */
export const zodPtBrErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Campo obrigatório'
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
    default:
      return 'Valor inválido';
  }
};

export function installZodPtBr(): void {
  z.config({ customError: zodPtBrErrorMap });
}
