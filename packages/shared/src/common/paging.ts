import { z } from 'zod';

/** Page-size options of spec §9; the default is the user's preference, else 5. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

/**
 * Up to this many rows a large search counts exactly; above, its total is the database's
 * estimate, said so in the answer (`totalExato: false`) and on the bar ('mais de 10.000').
 */
export const LIMITE_CONTAGEM_EXATA = 10_000;

/** `{ content, totalElements }`, the shape of every paged answer (spec §3). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item).meta({ description: 'Os registros da página.' }),
    totalElements: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'Quantos registros o filtro encontrou, em todas as páginas.' }),
  });
}

/** The flag of a capped count: whether `totalElements` is exact or the database's estimate. */
export const totalExatoSchema = z.boolean().meta({
  description:
    `true: totalElements é a contagem exata (até ${LIMITE_CONTAGEM_EXATA}); false: há mais de ` +
    `${LIMITE_CONTAGEM_EXATA} e totalElements é uma estimativa do banco.`,
});

/**
 * `{ content, totalElements, totalExato }`: a page of a list that can grow without bound (an
 * event log, the mail log), whose count stops at LIMITE_CONTAGEM_EXATA (server lib/paging).
 */
export function cappedPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ totalExato: totalExatoSchema });
}

export type SortDirection = 'asc' | 'desc';

/**
 * Paging in the query string (spec §3): `page` from 0, `size`, `sort=key,asc|desc`, with the
 * aliases `pageNumber` and `pageSize`. Clients of the original API send `size=9999999` to
 * mean "everything": the size is capped at `maxSize` (the server says so in the
 * `x-tamanho-maximo-pagina` header) rather than refused. An unknown sort key is a 400.
 */
export function pageQuerySchema<K extends string, E extends z.ZodRawShape = Record<never, never>>(
  sortKeys: readonly [K, ...K[]],
  maxSize = 100,
  defaultSort?: { key: K; direction: SortDirection },
  /** More query-string fields of the same call (an export's `formato`), passed through. */
  extra?: E,
) {
  // The direction in any case (`DESC` too); the keys as written.
  const sortPattern = new RegExp(`^(${sortKeys.join('|')}),([aA][sS][cC]|[dD][eE][sS][cC])$`);
  return z
    .object({
      page: z.coerce
        .number()
        .int()
        .min(0)
        .max(1_000_000)
        .optional()
        .meta({ description: 'A página, desde 0.', example: 0 }),
      pageNumber: z.coerce
        .number()
        .int()
        .min(0)
        .max(1_000_000)
        .optional()
        .meta({ description: 'Outro nome de page.' }),
      size: z.coerce
        .number()
        .int()
        .min(1)
        .optional()
        .meta({
          description: `Registros por página, até ${maxSize} (acima disso, ${maxSize}: o cabeçalho x-tamanho-maximo-pagina avisa).`,
          example: 20,
        }),
      pageSize: z.coerce
        .number()
        .int()
        .min(1)
        .optional()
        .meta({ description: 'Outro nome de size.' }),
      sort: z
        .string()
        .regex(sortPattern)
        .optional()
        .meta({
          description: `Ordenação: chave,asc|desc; chaves: ${sortKeys.join(', ')}.`,
          example: `${sortKeys[0]},asc`,
        }),
      ...(extra as E),
    })
    .transform((value): PageRequest<K> & z.output<z.ZodObject<E>> => {
      // The typed fields of every paged call; `rest` holds the caller's `extra` ones.
      const { page, pageNumber, size, pageSize, sort, ...rest } = value as BasePageQuery;
      const [key, typed] = (sort?.split(',') ?? []) as [K?, string?];
      const direction = typed?.toLowerCase() as SortDirection | undefined;
      return {
        ...(rest as z.output<z.ZodObject<E>>),
        page: page ?? pageNumber ?? 0,
        size: Math.min(size ?? pageSize ?? maxSize, maxSize),
        maxSize,
        sort: key && direction ? { key, direction } : defaultSort,
      };
    });
}

interface BasePageQuery {
  page?: number;
  pageNumber?: number;
  size?: number;
  pageSize?: number;
  sort?: string;
}

export type PageRequest<K extends string = string> = {
  page: number;
  size: number;
  maxSize: number;
  sort?: { key: K; direction: SortDirection };
};
