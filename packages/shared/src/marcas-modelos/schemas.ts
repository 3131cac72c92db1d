import { z } from 'zod';
import { alteradoEmCampo, ativoCampo, criadoEmCampo, idCampo } from '../common/campos';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { textoObrigatorio } from '../common/texto';

/** The RENAVAM brand/model codes (Denatran/Senatran table) are numbers of up to 6 digits. */
export const MARCA_MODELO_CODIGO_MAX = 999_999;

/**
 * A brand/model of the registradora-wide catalogue (Parametrização > Marca / Modelo): the
 * RENAVAM brand/model code a contract's vehicle carries to the Detran, with its brand and
 * model names. No npm package publishes the Senatran table, so the registradora maintains it.
 */
export const marcaModeloInputSchema = z
  .strictObject({
    codigo: z
      .number()
      .int()
      .min(1)
      .max(MARCA_MODELO_CODIGO_MAX)
      .meta({ description: 'Código RENAVAM da marca/modelo, único.', example: 123456 }),
    marca: textoObrigatorio(60).meta({ description: 'Marca.', example: 'VOLKSWAGEN' }),
    modelo: textoObrigatorio(100).meta({ description: 'Modelo.', example: 'GOL 1.0' }),
    ativo: z
      .boolean()
      .default(true)
      .meta({ description: 'Registro ativo; padrão true.', example: true }),
  })
  .meta({
    id: 'MarcaModeloDados',
    description: 'Uma marca/modelo, no cadastro e na alteração (substituição completa).',
  });
export type MarcaModeloInput = z.infer<typeof marcaModeloInputSchema>;

export const marcaModeloSchema = z
  .object({
    id: idCampo,
    codigo: z.number().int().meta({ description: 'Código RENAVAM da marca/modelo.' }),
    marca: z.string().meta({ description: 'Marca.' }),
    modelo: z.string().meta({ description: 'Modelo.' }),
    ativo: ativoCampo,
    /** How many (not deleted) vehicles, of every client, use it. */
    quantidadeVeiculos: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'Quantos veículos (não excluídos) a usam.' }),
    createdAt: criadoEmCampo,
    updatedAt: alteradoEmCampo,
  })
  .meta({ id: 'MarcaModelo', description: 'Uma marca/modelo do catálogo.' });
export type MarcaModelo = z.infer<typeof marcaModeloSchema>;
export const marcaModeloPageSchema = pageSchema(marcaModeloSchema).meta({
  id: 'MarcaModeloPage',
  description: 'Uma página de marcas/modelos.',
});

/** How many options `todos-combo` answers at most: the catalogue has thousands of models. */
export const MARCA_MODELO_COMBO_LIMIT = 50;

/**
 * Query of `GET marcas-modelos/todos-combo`: `busca` matches the start of the code or any
 * part of 'marca modelo', in any case; without it, the first options in brand order.
 */
export const marcaModeloComboQuerySchema = z.object({
  busca: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'Parte do código, da marca ou do modelo.', example: 'gol' }),
});

/** Filters of `POST marcas-modelos/consultar`; all optional, combined with AND. */
export const marcaModeloFiltroSchema = z
  .strictObject({
    codigo: z
      .number()
      .int()
      .min(1)
      .max(MARCA_MODELO_CODIGO_MAX)
      .optional()
      .meta({ description: 'Código RENAVAM exato.', example: 123456 }),
    /** Part of the brand, in any case. */
    marca: z
      .string()
      .trim()
      .max(60)
      .optional()
      .meta({ description: 'Parte da marca.', example: 'volks' }),
    /** Part of the model, in any case. */
    modelo: z
      .string()
      .trim()
      .max(100)
      .optional()
      .meta({ description: 'Parte do modelo.', example: 'gol' }),
    ativo: z
      .boolean()
      .optional()
      .meta({ description: 'Só as ativas (true) ou só as inativas (false).', example: true }),
  })
  .meta({
    id: 'MarcaModeloFiltro',
    description: 'Filtros da lista de marcas/modelos, opcionais, combinados com E.',
  });
export type MarcaModeloFiltro = z.infer<typeof marcaModeloFiltroSchema>;

export const MARCA_MODELO_SORT_KEYS = ['marca', 'modelo', 'codigo', 'createdAt'] as const;
export type MarcaModeloSortKey = (typeof MARCA_MODELO_SORT_KEYS)[number];
export const marcaModeloPageQuerySchema = pageQuerySchema(MARCA_MODELO_SORT_KEYS, 100, {
  key: 'marca',
  direction: 'asc',
});

/** 'VW - GOL 1.0' as lists and combos show a brand/model. */
export function marcaModeloLabel(marcaModelo: { marca: string; modelo: string }): string {
  return `${marcaModelo.marca} - ${marcaModelo.modelo}`;
}
