import { z } from 'zod';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { textoMultilinha } from '../common/texto';

const descricaoSchema = textoMultilinha()
  .max(500)
  .transform((value) => (value ? value : null));

/**
 * An economic group: the conglomerate a set of clients belongs to (Parametrização tile).
 * The body of `POST`: the description may be left out, the group is active unless told.
 */
export const grupoEconomicoInputSchema = z.strictObject({
  nome: nomeSchema(150),
  descricao: descricaoSchema.nullish().transform((value) => value ?? null),
  ativo: z.boolean().default(true),
});
export type GrupoEconomicoInput = z.infer<typeof grupoEconomicoInputSchema>;

/** The body of `PUT`, a full replacement: every field is required (descricao may be null). */
export const grupoEconomicoUpdateSchema = z.strictObject({
  nome: nomeSchema(150),
  descricao: descricaoSchema.nullable(),
  ativo: z.boolean(),
});

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
