import { z } from 'zod';
import { valorSchema } from '../common/moeda';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema } from '../common/paging';
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

export const servicoSchema = z.object({
  codigo: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  ativo: z.boolean(),
  /** Reference data (synced from the code): cannot be deleted. */
  referencia: z.boolean(),
});
export type Servico = z.infer<typeof servicoSchema>;

export const servicoCreateSchema = z.strictObject({
  codigo: z.number().int().min(1).max(9999),
  nome: nomeSchema(100, 2),
  descricao: textoMultilinha().max(300).nullable().optional(),
  ativo: z.boolean().optional().default(true),
});
export type ServicoCreate = z.infer<typeof servicoCreateSchema>;

/**
 * The body of `PUT servicos/{codigo}`, a full replacement: every field is required (descricao
 * may be null), so a field left out is a 400 naming it, never a silent reset.
 */
export const servicoUpdateSchema = z.strictObject({
  nome: nomeSchema(100, 2),
  descricao: textoMultilinha().max(300).nullable(),
  ativo: z.boolean(),
});
export type ServicoUpdate = z.infer<typeof servicoUpdateSchema>;

export const servicoParamsSchema = z.object({ codigo: z.coerce.number().int().min(1).max(9999) });

export const servicosQuerySchema = z
  .object({
    nome: z.string().trim().min(1).max(100).optional(),
    ativo: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
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
export const servicoDetranSchema = z.object({
  id: z.string(),
  fornecedorId: z.string(),
  fornecedorNome: z.string(),
  uf: z.string().nullable(),
  tipoServico: z.number().int(),
  servicoNome: z.string(),
  /** Decimal string, 2 decimals: '85.90'. */
  valor: z.string(),
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
});
export type ServicoDetran = z.infer<typeof servicoDetranSchema>;

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
  fornecedorId: z.uuid(),
  tipoServico: z.number().int().min(1).max(9999),
  valor: valorSchema,
  vigenciaInicio: dataSchema,
};

/**
 * A price (`POST servicos-detran`), in force from `vigenciaInicio` to `vigenciaFim`
 * inclusive; left out or null, the end is open. A supplier's periods for one service type
 * never overlap (409).
 */
export const servicoDetranInputSchema = z
  .strictObject({ ...precoFields, vigenciaFim: dataSchema.nullable().optional() })
  .superRefine(vigenciaEmOrdem);

/** The body of `PUT servicos-detran/{id}`, a full replacement: `vigenciaFim` is required (null = open). */
export const servicoDetranUpdateSchema = z
  .strictObject({ ...precoFields, vigenciaFim: dataSchema.nullable() })
  .superRefine(vigenciaEmOrdem);
export type ServicoDetranInput = z.infer<typeof servicoDetranInputSchema>;

export const servicosDetranQuerySchema = z
  .object({
    fornecedorId: z.uuid().optional(),
    uf: z.string().trim().length(2).toUpperCase().optional(),
    tipoServico: z.coerce.number().int().min(1).max(9999).optional(),
    /** Only the prices in force on this date ('YYYY-MM-DD'). */
    vigenteEm: dataSchema.optional(),
  })
  .and(
    pageQuerySchema(['uf', 'tipoServico', 'vigenciaInicio', 'valor'] as const, 100, {
      key: 'uf',
      direction: 'asc',
    }),
  );
