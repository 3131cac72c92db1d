import { z } from 'zod';

/** Longest `numero` the validator calls take: a masked CNPJ has 18 characters. */
export const VALIDADOR_NUMERO_MAX_LENGTH = 30;

/** The path parameter of GET validadores/{cpf|cnpj|cpf-cnpj}/{numero}. */
export const validadorParamsSchema = z.object({
  numero: z.string().min(1).max(VALIDADOR_NUMERO_MAX_LENGTH).meta({
    description: 'O documento, com ou sem máscara (na URL, a barra vai codificada: %2F).',
    example: '12.ABC.345/01DE-35',
  }),
});

export const tipoDocumentoSchema = z.enum(['CPF', 'CNPJ']);

/**
 * The answer of the validator calls: an invalid document is a 200 with `valido: false`, since
 * the call exists to answer that question.
 */
export const validacaoDocumentoSchema = z
  .object({
    valido: z.boolean().meta({ description: 'O documento é válido.', example: true }),
    tipo: tipoDocumentoSchema.nullable().meta({
      description:
        'Como o documento foi verificado; em cpf-cnpj, pelo tamanho (11 CPF, 14 ' +
        'CNPJ), null nos demais.',
    }),
    documento: z.string().meta({
      description: 'O documento sem separadores e em maiúsculas.',
      example: '12ABC34501DE35',
    }),
    formatado: z.string().nullable().meta({
      description: 'O documento com a máscara, quando válido.',
      example: '12.ABC.345/01DE-35',
    }),
  })
  .meta({ id: 'ValidacaoDocumento', description: 'O resultado da verificação de um documento.' });

export type ValidacaoDocumento = z.infer<typeof validacaoDocumentoSchema>;
