import { z } from 'zod';
import { alteradoEmCampo, ativoCampo, criadoEmCampo, filtroAtivo, idCampo } from '../common/campos';
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
export const grupoEconomicoInputSchema = z
  .strictObject({
    nome: nomeSchema(150).meta({
      description: 'Nome do grupo, único.',
      example: 'Conglomerado Demonstração',
    }),
    descricao: descricaoSchema
      .nullish()
      .transform((value) => value ?? null)
      .meta({
        description: 'Descrição livre, opcional (até 500 caracteres, várias linhas).',
        example: 'Bancos e financeiras do conglomerado.',
      }),
    ativo: z
      .boolean()
      .default(true)
      .meta({ description: 'Registro ativo; padrão true.', example: true }),
  })
  .meta({ id: 'GrupoEconomicoCreate', description: 'Um grupo econômico a cadastrar.' });
export type GrupoEconomicoInput = z.infer<typeof grupoEconomicoInputSchema>;

/** The body of `PUT`, a full replacement: every field is required (descricao may be null). */
export const grupoEconomicoUpdateSchema = z
  .strictObject({
    nome: nomeSchema(150).meta({
      description: 'Nome do grupo, único.',
      example: 'Conglomerado Demonstração',
    }),
    descricao: descricaoSchema.nullable().meta({ description: 'Descrição livre; null: nenhuma.' }),
    ativo: z.boolean().meta({ description: 'Grupo ativo.', example: true }),
  })
  .meta({ id: 'GrupoEconomicoUpdate', description: 'O grupo econômico inteiro, substituído.' });

export const grupoEconomicoSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
    descricao: z.string().nullable().meta({ description: 'Descrição; null: nenhuma.' }),
    ativo: ativoCampo,
    /** How many (not deleted) clients belong to the group. */
    quantidadeClientes: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'Quantos clientes (não excluídos) pertencem ao grupo.' }),
    createdAt: criadoEmCampo,
    updatedAt: alteradoEmCampo,
  })
  .meta({ id: 'GrupoEconomico', description: 'Um grupo econômico.' });
export type GrupoEconomico = z.infer<typeof grupoEconomicoSchema>;
export const grupoEconomicoPageSchema = pageSchema(grupoEconomicoSchema).meta({
  id: 'GrupoEconomicoPage',
  description: 'Uma página de grupos econômicos.',
});

export const grupoEconomicoComboSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
  })
  .meta({ id: 'GrupoEconomicoOpcao', description: 'Um grupo econômico como opção de combo.' });

export const grupoEconomicoFiltroSchema = z
  .strictObject({
    nome: z
      .string()
      .trim()
      .max(150)
      .optional()
      .meta({ description: 'Parte do nome.', example: 'demonstra' }),
    ativo: filtroAtivo,
  })
  .meta({
    id: 'GrupoEconomicoFiltro',
    description: 'Filtros da lista de grupos econômicos, opcionais.',
  });
export type GrupoEconomicoFiltro = z.infer<typeof grupoEconomicoFiltroSchema>;

export const GRUPO_ECONOMICO_SORT_KEYS = ['nome', 'createdAt'] as const;
export type GrupoEconomicoSortKey = (typeof GRUPO_ECONOMICO_SORT_KEYS)[number];
export const grupoEconomicoPageQuerySchema = pageQuerySchema(GRUPO_ECONOMICO_SORT_KEYS, 100, {
  key: 'nome',
  direction: 'asc',
});
