import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/paging';

/** An economic group: the conglomerate a set of clients belongs to (Parametrização tile). */
export const grupoEconomicoInputSchema = z.strictObject({
  nome: z.string().trim().min(1).max(150),
  descricao: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : null)),
  ativo: z.boolean().default(true),
});
export type GrupoEconomicoInput = z.infer<typeof grupoEconomicoInputSchema>;

export const grupoEconomicoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  ativo: z.boolean(),
  /** How many (not deleted) clients belong to the group. */
  quantidadeClientes: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GrupoEconomico = z.infer<typeof grupoEconomicoSchema>;
export const grupoEconomicoPageSchema = pageSchema(grupoEconomicoSchema);

export const grupoEconomicoComboSchema = z.object({ id: z.string(), nome: z.string() });

export const grupoEconomicoFiltroSchema = z.strictObject({
  nome: z.string().trim().max(150).optional(),
  ativo: z.boolean().optional(),
});
export type GrupoEconomicoFiltro = z.infer<typeof grupoEconomicoFiltroSchema>;

export const GRUPO_ECONOMICO_SORT_KEYS = ['nome', 'createdAt'] as const;
export type GrupoEconomicoSortKey = (typeof GRUPO_ECONOMICO_SORT_KEYS)[number];
export const grupoEconomicoPageQuerySchema = pageQuerySchema(GRUPO_ECONOMICO_SORT_KEYS, 100, {
  key: 'nome',
  direction: 'asc',
});
