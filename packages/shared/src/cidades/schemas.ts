import { z } from 'zod';
import { pageQuerySchema } from '../common/paging';
import { UFS } from '../common/ufs';

/** A Brazilian municipality: the 7-digit IBGE code (2 of the UF + 5), the name and the UF. */
export const cidadeSchema = z.object({
  codigoIbge: z.string(),
  nome: z.string(),
  uf: z.string(),
});
export type Cidade = z.infer<typeof cidadeSchema>;

export const CIDADE_SORT_KEYS = ['nome', 'uf', 'codigoIbge'] as const;

/**
 * `GET cidades`: `uf` exact; `nome` matches anywhere in the name, ignoring case and accents
 * ('sao' finds 'São Paulo'); paging as usual.
 */
export const cidadesQuerySchema = z
  .object({
    uf: z.string().trim().toUpperCase().pipe(z.enum(UFS)).optional(),
    nome: z.string().trim().min(1).max(100).optional(),
  })
  .and(pageQuerySchema(CIDADE_SORT_KEYS, 6000, { key: 'nome', direction: 'asc' }));

export const cidadeParamsSchema = z.object({ codigoIbge: z.string().regex(/^\d{7}$/) });
