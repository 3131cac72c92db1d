import { z } from 'zod';
import { exportacaoQuerySchema } from '../common/exportacao';
import { emailSchema } from '../common/email';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { textoLinha, textoMultilinha } from '../common/texto';
import { UFS } from '../common/ufs';
import { cnpjSchema } from '../common/documentos';

/**
 * A supplier's kind: `DETRAN` is one of the 27 state registries (reference data, one per UF,
 * synced at every start); `OUTRO` is any other destination an administrator registers (B3's
 * SNG, a dispatcher's office...).
 */
export const TIPOS_FORNECEDOR = ['DETRAN', 'OUTRO'] as const;
export type TipoFornecedor = (typeof TIPOS_FORNECEDOR)[number];
export const TIPO_FORNECEDOR_LABELS: Record<TipoFornecedor, string> = {
  DETRAN: 'Detran',
  OUTRO: 'Outro destino',
};

/** A one-line or multi-line text where blank means none (null). */
const nullableText = (texto: z.ZodString, max: number) =>
  texto
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const requireDetranUf = (
  value: { tipo: TipoFornecedor; uf?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (value.tipo === 'DETRAN' && !value.uf) {
    ctx.addIssue({ code: 'custom', path: ['uf'], message: 'Campo obrigatório' });
  }
};

/**
 * What an administrator sends to create a supplier (`POST`). `cnpj` is optional (a Detran
 * is a state body whose CNPJ an administrator may not have at hand) and accepts the
 * alphanumeric format; it is stored without separators. A Detran needs its UF. The phone is
 * the DDD (never 0) and the number, 10 or 11 digits, masks stripped.
 */
export const fornecedorInputSchema = z
  .strictObject({
    nome: nomeSchema(150, 2),
    razaoSocial: nullableText(textoLinha(), 150),
    cnpj: cnpjSchema.nullable().optional(),
    tipo: z.enum(TIPOS_FORNECEDOR),
    uf: z.enum(UFS).nullable().optional(),
    email: emailSchema.nullable().optional(),
    telefone: telefoneSchema.nullable().optional(),
    descricao: nullableText(textoMultilinha(), 500),
    /** Pays the Detran-RJ fee (DUDA slip) on the clients' behalf. */
    pagadorTaxaDetranRj: z.boolean().optional().default(false),
    ativo: z.boolean().optional().default(true),
  })
  .superRefine(requireDetranUf);

/**
 * The body of `PUT fornecedores/{id}`, a full replacement: every field is required (null
 * where nullable), so a field left out is a 400 naming it, never a silent reset.
 */
export const fornecedorUpdateSchema = z
  .strictObject({
    nome: nomeSchema(150, 2),
    razaoSocial: nullableText(textoLinha(), 150).unwrap(),
    cnpj: cnpjSchema.nullable(),
    tipo: z.enum(TIPOS_FORNECEDOR),
    uf: z.enum(UFS).nullable(),
    email: emailSchema.nullable(),
    telefone: telefoneSchema.nullable(),
    descricao: nullableText(textoMultilinha(), 500).unwrap(),
    pagadorTaxaDetranRj: z.boolean(),
    ativo: z.boolean(),
  })
  .superRefine(requireDetranUf);
export type FornecedorInput = z.infer<typeof fornecedorInputSchema>;

export const fornecedorSchema = z.object({
  id: z.string(),
  nome: z.string(),
  razaoSocial: z.string().nullable(),
  /** 14 characters without separators (digits, or letters and digits in the new format). */
  cnpj: z.string().nullable(),
  tipo: z.enum(TIPOS_FORNECEDOR),
  uf: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  descricao: z.string().nullable(),
  pagadorTaxaDetranRj: z.boolean(),
  ativo: z.boolean(),
  dataCadastro: z.string(),
});
export type Fornecedor = z.infer<typeof fornecedorSchema>;

/** Filters of `POST fornecedores/consultar` (the body); paging goes in the query string. */
export const fornecedorFiltroSchema = z.strictObject({
  nome: z.string().trim().max(150).optional(),
  cnpj: z.string().trim().max(18).optional(),
  uf: z.enum(UFS).optional(),
  tipo: z.enum(TIPOS_FORNECEDOR).optional(),
  ativo: z.boolean().optional(),
});
export type FornecedorFiltro = z.infer<typeof fornecedorFiltroSchema>;

export const FORNECEDOR_SORT_KEYS = ['nome', 'uf', 'tipo', 'cnpj', 'dataCadastro'] as const;

export const fornecedorPageQuerySchema = pageQuerySchema(FORNECEDOR_SORT_KEYS, 100, {
  key: 'nome',
  direction: 'asc',
});

/** `GET fornecedores/csv`: the same filters as the list, in the query string, and the justification. */
export const fornecedorCsvQuerySchema = exportacaoQuerySchema.extend({
  nome: z.string().trim().max(150).optional(),
  cnpj: z.string().trim().max(18).optional(),
  uf: z.enum(UFS).optional(),
  tipo: z.enum(TIPOS_FORNECEDOR).optional(),
  ativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** An option of a supplier combo. */
export const fornecedorComboSchema = z.object({ id: z.string(), nome: z.string() });

/** A destination a contract or a fee can go to. */
export const destinoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  uf: z.string().nullable(),
  tipo: z.enum(TIPOS_FORNECEDOR),
});

/** A UF served by an active Detran, with the Detran's id and name. */
export const ufDetranSchema = z.object({
  uf: z.string(),
  estado: z.string(),
  fornecedorId: z.string(),
  nome: z.string(),
});

/** The supplier of the administration lists: its options plus its kind and status. */
export const fornecedorAdministradorSchema = z.object({
  id: z.string(),
  nome: z.string(),
  uf: z.string().nullable(),
  tipo: z.enum(TIPOS_FORNECEDOR),
  ativo: z.boolean(),
});

export const tipoServicoParamsSchema = z.object({ t: z.coerce.number().int().min(1).max(9999) });
