import { z } from 'zod';
import { ativoCampo, idCampo } from '../common/campos';
import { valorSchema } from '../common/moeda';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { textoMultilinha } from '../common/texto';

/**
 * The service types the registradora bills and each Detran charges for: the registration
 * operations of a contract (the Detran's flagTransacao 1-4, then release and cancellation)
 * and the accreditation codes of spec §9 (14 and 15). Reference data, synced at every start;
 * administrators may add others.
 */
export const TIPOS_SERVICO_REFERENCIA = [
  { codigo: 1, nome: 'Registro de Contrato' },
  { codigo: 2, nome: 'Alteração de Contrato' },
  { codigo: 3, nome: 'Registro de Aditivo' },
  { codigo: 4, nome: 'Alteração de Aditivo' },
  { codigo: 5, nome: 'Baixa de Gravame' },
  { codigo: 6, nome: 'Cancelamento de Registro' },
  { codigo: 14, nome: 'Credenciamento Detran' },
  { codigo: 15, nome: 'Renovação Credenciamento Detran' },
] as const;

export const TIPO_SERVICO = {
  REGISTRO_CONTRATO: 1,
  ALTERACAO_CONTRATO: 2,
  REGISTRO_ADITIVO: 3,
  ALTERACAO_ADITIVO: 4,
  BAIXA: 5,
  CANCELAMENTO: 6,
  CREDENCIAMENTO_DETRAN: 14,
  RENOVACAO_CREDENCIAMENTO_DETRAN: 15,
} as const;

export const servicoSchema = z
  .object({
    codigo: z.number().int().meta({
      description:
        'Código do tipo de serviço (1 registro de contrato, 5 baixa, 14 credenciamento...).',
      example: 1,
    }),
    nome: z.string().meta({ description: 'Nome.' }),
    descricao: z.string().nullable().meta({ description: 'Descrição; null: nenhuma.' }),
    ativo: ativoCampo,
    /** Reference data (synced from the code): cannot be deleted. */
    referencia: z.boolean().meta({
      description: 'Dado de referência do sistema: não pode ser excluído.',
      example: true,
    }),
  })
  .meta({ id: 'Servico', description: 'Um tipo de serviço.' });
export type Servico = z.infer<typeof servicoSchema>;
export const servicoPageSchema = pageSchema(servicoSchema).meta({
  id: 'ServicoPage',
  description: 'Uma página de tipos de serviço.',
});

export const servicoCreateSchema = z
  .strictObject({
    codigo: z
      .number()
      .int()
      .min(1)
      .max(9999)
      .meta({ description: 'Código, único (1 a 9999).', example: 20 }),
    nome: nomeSchema(100, 2).meta({
      description: 'Nome (2 a 100 caracteres).',
      example: 'Vistoria',
    }),
    descricao: textoMultilinha().max(300).nullable().optional().meta({
      description: 'Descrição, opcional (até 300 caracteres).',
      example: 'Vistoria do veículo antes do registro.',
    }),
    ativo: z
      .boolean()
      .optional()
      .default(true)
      .meta({ description: 'Registro ativo; padrão true.', example: true }),
  })
  .meta({ id: 'ServicoCreate', description: 'Um tipo de serviço a cadastrar.' });
export type ServicoCreate = z.infer<typeof servicoCreateSchema>;

/**
 * The body of `PUT servicos/{codigo}`, a full replacement: every field is required (descricao
 * may be null), so a field left out is a 400 naming it, never a silent reset.
 */
export const servicoUpdateSchema = z
  .strictObject({
    nome: nomeSchema(100, 2).meta({
      description: 'Nome (2 a 100 caracteres).',
      example: 'Vistoria',
    }),
    descricao: textoMultilinha()
      .max(300)
      .nullable()
      .meta({ description: 'Descrição; null: nenhuma.' }),
    ativo: z.boolean().meta({ description: 'Tipo de serviço ativo.', example: true }),
  })
  .meta({
    id: 'ServicoUpdate',
    description: 'Nome, descrição e situação de um tipo de serviço, substituídos.',
  });
export type ServicoUpdate = z.infer<typeof servicoUpdateSchema>;

export const servicoParamsSchema = z.object({
  codigo: z.coerce
    .number()
    .int()
    .min(1)
    .max(9999)
    .meta({ description: 'Código do tipo de serviço.', example: 1 }),
});

export const servicosQuerySchema = z
  .object({
    nome: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'Parte do nome.', example: 'registro' }),
    ativo: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional()
      .meta({ description: 'Só os ativos (true) ou só os inativos (false).', example: 'true' }),
  })
  .and(pageQuerySchema(['codigo', 'nome'] as const, 100, { key: 'codigo', direction: 'asc' }));

/**
 * 'YYYY-MM-DD' from 1900 on: PostgreSQL has no year 0, and no price predates the Detrans.
 * One message per field: a malformed date is not also told it is out of range.
 */
const dataSchema = z.iso
  .date({ abort: true })
  .refine((value) => value >= '1900-01-01', { message: 'Data Inválida', abort: true });

/** What a Detran (or another destination) charges for one service type, from a date on. */
export const servicoDetranSchema = z
  .object({
    id: idCampo,
    fornecedorId: z.string().meta({ description: 'O id do fornecedor (Detran ou outro destino).' }),
    fornecedorNome: z.string().meta({ description: 'Nome do fornecedor.', example: 'Detran-SP' }),
    uf: z.string().nullable().meta({ description: 'Sigla da UF.' }),
    tipoServico: z.number().int().meta({ description: 'Código do tipo de serviço.' }),
    servicoNome: z
      .string()
      .meta({ description: 'Nome do tipo de serviço.', example: 'Registro de Contrato' }),
    /** Decimal string, 2 decimals: '85.90'. */
    valor: z
      .string()
      .meta({ description: 'Valor em reais: texto decimal com ponto.', example: '85.90' }),
    vigenciaInicio: z
      .string()
      .meta({ description: 'Início da vigência (YYYY-MM-DD).', example: '2026-01-01' }),
    vigenciaFim: z
      .string()
      .nullable()
      .meta({ description: 'Fim da vigência (YYYY-MM-DD); null: aberta.', example: '2026-12-31' }),
  })
  .meta({
    id: 'Preco',
    description: 'O preço de um tipo de serviço num Detran (ou outro destino), com a sua vigência.',
  });
export type ServicoDetran = z.infer<typeof servicoDetranSchema>;
export const servicoDetranPageSchema = pageSchema(servicoDetranSchema).meta({
  id: 'PrecoPage',
  description: 'Uma página de preços.',
});

const vigenciaEmOrdem = (
  value: { vigenciaInicio: string; vigenciaFim?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (value.vigenciaFim && value.vigenciaFim < value.vigenciaInicio) {
    ctx.addIssue({
      code: 'custom',
      path: ['vigenciaFim'],
      message: 'A data final deve ser igual ou posterior à data inicial',
    });
  }
};

const precoFields = {
  fornecedorId: z.uuid().meta({ description: 'O Detran ou outro destino que cobra o preço.' }),
  tipoServico: z
    .number()
    .int()
    .min(1)
    .max(9999)
    .meta({ description: 'Código do tipo de serviço.', example: 1 }),
  valor: valorSchema,
  vigenciaInicio: dataSchema.meta({
    description: 'Início da vigência (YYYY-MM-DD).',
    example: '2026-01-01',
  }),
};

/**
 * A price (`POST servicos-detran`), in force from `vigenciaInicio` to `vigenciaFim`
 * inclusive; left out or null, the end is open. A supplier's periods for one service type
 * never overlap (409).
 */
export const servicoDetranInputSchema = z
  .strictObject({
    ...precoFields,
    vigenciaFim: dataSchema.nullable().optional().meta({
      description: 'Fim da vigência (YYYY-MM-DD), opcional; null ou ausente: aberta.',
      example: '2026-12-31',
    }),
  })
  .superRefine(vigenciaEmOrdem)
  .meta({
    id: 'PrecoCreate',
    description: 'Um preço a cadastrar; os períodos de um fornecedor e serviço não se sobrepõem.',
  });

/** The body of `PUT servicos-detran/{id}`, a full replacement: `vigenciaFim` is required (null = open). */
export const servicoDetranUpdateSchema = z
  .strictObject({
    ...precoFields,
    vigenciaFim: dataSchema
      .nullable()
      .meta({ description: 'Fim da vigência (YYYY-MM-DD); null: aberta.', example: '2026-12-31' }),
  })
  .superRefine(vigenciaEmOrdem)
  .meta({
    id: 'PrecoUpdate',
    description: 'O preço inteiro, substituído: vigenciaFim obrigatória (null: aberta).',
  });
export type ServicoDetranInput = z.infer<typeof servicoDetranInputSchema>;

export const servicosDetranQuerySchema = z
  .object({
    fornecedorId: z.uuid().optional().meta({ description: 'Só os preços deste fornecedor.' }),
    uf: z
      .string()
      .trim()
      .length(2)
      .toUpperCase()
      .optional()
      .meta({ description: 'Só os preços de fornecedores desta UF.', example: 'SP' }),
    tipoServico: z.coerce
      .number()
      .int()
      .min(1)
      .max(9999)
      .optional()
      .meta({ description: 'Só os preços deste tipo de serviço.', example: 1 }),
    /** Only the prices in force on this date ('YYYY-MM-DD'). */
    vigenteEm: dataSchema.optional().meta({
      description: 'Só os preços vigentes nesta data (YYYY-MM-DD).',
      example: '2026-06-30',
    }),
  })
  .and(
    pageQuerySchema(['uf', 'tipoServico', 'vigenciaInicio', 'valor'] as const, 100, {
      key: 'uf',
      direction: 'asc',
    }),
  );
