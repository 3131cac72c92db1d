import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { UFS } from '../common/ufs';

/** A Brazilian municipality: the 7-digit IBGE code (2 of the UF + 5), the name and the UF. */
export const cidadeSchema = z
  .object({
    codigoIbge: z
      .string()
      .meta({ description: 'Código IBGE, 7 dígitos (2 da UF + 5).', example: '3550308' }),
    nome: z.string().meta({ description: 'Nome do município.', example: 'São Paulo' }),
    uf: z.string().meta({ description: 'Sigla da UF.', example: 'SP' }),
  })
  .meta({ id: 'Cidade', description: 'Um município brasileiro.' });
export type Cidade = z.infer<typeof cidadeSchema>;
export const cidadePageSchema = pageSchema(cidadeSchema).meta({
  id: 'CidadePage',
  description: 'Uma página de municípios.',
});

export const CIDADE_SORT_KEYS = ['nome', 'uf', 'codigoIbge'] as const;

/**
 * `GET cidades`: `uf` exact; `nome` matches anywhere in the name, ignoring case and accents
 * ('sao' finds 'São Paulo'); paging as usual.
 */
export const cidadesQuerySchema = z
  .object({
    uf: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(UFS))
      .optional()
      .meta({ description: 'Só os municípios desta UF.', example: 'SP' }),
    nome: z.string().trim().min(1).max(100).optional().meta({
      description: 'Parte do nome, sem diferenciar maiúsculas nem acentos.',
      example: 'sao',
    }),
  })
  .and(pageQuerySchema(CIDADE_SORT_KEYS, 6000, { key: 'nome', direction: 'asc' }));

export const cidadeParamsSchema = z.object({ codigoIbge: z.string().regex(/^\d{7}$/) });
