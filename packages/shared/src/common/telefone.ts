import { z } from 'zod';
import { digitsOf } from './digits';

/** Phone with area code (DDD), 10 or 11 digits; masks (00) 0000-0000 and (00) 0 0000-0000. */
export const telefoneSchema = z
  .string()
  .min(1, { abort: true })
  .transform(digitsOf)
  .pipe(z.string().regex(/^[1-9]{2}\d{8,9}$/, 'Telefone Inválido'))
  .meta({
    description: 'Telefone com DDD, 10 ou 11 dígitos, com ou sem máscara.',
    example: '(11) 3333-4444',
  });
