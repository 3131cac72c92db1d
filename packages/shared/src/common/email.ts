import { z } from 'zod';

/** The longest e-mail address any register keeps. */
export const EMAIL_MAX_LENGTH = 150;

/** A required e-mail address ('Email inválido' otherwise). */
export const emailSchema = z
  .email()
  .max(EMAIL_MAX_LENGTH)
  .meta({ description: 'Endereço de e-mail.', example: 'contato@bancodemo.com.br' });

/**
 * An optional e-mail: blank (what an emptied form field sends) becomes null. A refinement
 * rather than a union, so that a wrong address still reads 'Email inválido'.
 */
export const emailOpcionalSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'Email inválido',
  })
  .nullish()
  .transform((value) => (value ? value : null))
  .meta({
    description: 'Endereço de e-mail, opcional (vazio ou null: sem e-mail).',
    example: 'contato@bancodemo.com.br',
  });
