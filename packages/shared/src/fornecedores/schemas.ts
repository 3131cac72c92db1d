import { z } from 'zod';
import { ativoCampo, criadoEmCampo, filtroAtivo, filtroUf, idCampo } from '../common/campos';
import { exportacaoQuerySchema } from '../common/exportacao';
import { emailSchema } from '../common/email';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema, pageSchema } from '../common/paging';
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
    nome: nomeSchema(150, 2).meta({
      description: 'Nome do destino, único entre os não excluídos (2 a 150 caracteres).',
      example: 'SNG B3',
    }),
    razaoSocial: nullableText(textoLinha(), 150).meta({
      description: 'Razão social, opcional.',
      example: 'B3 S.A. - Brasil, Bolsa, Balcão',
    }),
    cnpj: cnpjSchema.nullable().optional().meta({
      description: 'CNPJ, opcional; único entre os não excluídos.',
      example: '11.222.333/0001-81',
    }),
    tipo: z.enum(TIPOS_FORNECEDOR).meta({ description: 'DETRAN ou OUTRO.', example: 'OUTRO' }),
    uf: z
      .enum(UFS)
      .nullable()
      .optional()
      .meta({ description: 'UF; obrigatória para um Detran.', example: 'SP' }),
    email: emailSchema
      .nullable()
      .optional()
      .meta({ description: 'E-mail de contato, opcional.', example: 'contato@destino.com.br' }),
    telefone: telefoneSchema
      .nullable()
      .optional()
      .meta({ description: 'Telefone com DDD, opcional.', example: '(11) 3333-4444' }),
    descricao: nullableText(textoMultilinha(), 500).meta({
      description: 'Descrição livre, opcional (até 500 caracteres).',
      example: 'Sistema Nacional de Gravames',
    }),
    /** Pays the Detran-RJ fee (DUDA slip) on the clients' behalf. */
    pagadorTaxaDetranRj: z.boolean().optional().default(false).meta({
      description: 'Paga a taxa do Detran-RJ (guia DUDA) pelos clientes; padrão false.',
      example: false,
    }),
    ativo: z
      .boolean()
      .optional()
      .default(true)
      .meta({ description: 'Registro ativo; padrão true.', example: true }),
  })
  .superRefine(requireDetranUf)
  .meta({
    id: 'FornecedorCreate',
    description: 'Um fornecedor a cadastrar (um destino do tipo OUTRO; os Detrans já existem).',
  });

/**
 * The body of `PUT fornecedores/{id}`, a full replacement: every field is required (null
 * where nullable), so a field left out is a 400 naming it, never a silent reset.
 */
export const fornecedorUpdateSchema = z
  .strictObject({
    nome: nomeSchema(150, 2).meta({
      description: 'Nome, único entre os não excluídos.',
      example: 'SNG B3',
    }),
    razaoSocial: nullableText(textoLinha(), 150).unwrap().meta({
      description: 'Razão social; null: nenhuma.',
      example: 'B3 S.A. - Brasil, Bolsa, Balcão',
    }),
    cnpj: cnpjSchema.nullable(),
    tipo: z
      .enum(TIPOS_FORNECEDOR)
      .meta({ description: 'DETRAN ou OUTRO (um Detran não muda de tipo).', example: 'OUTRO' }),
    uf: z
      .enum(UFS)
      .nullable()
      .meta({ description: 'UF; obrigatória para um Detran (que não muda de UF).', example: 'SP' }),
    email: emailSchema.nullable(),
    telefone: telefoneSchema.nullable(),
    descricao: nullableText(textoMultilinha(), 500).unwrap().meta({
      description: 'Descrição livre; null: nenhuma.',
      example: 'Sistema Nacional de Gravames',
    }),
    pagadorTaxaDetranRj: z.boolean().meta({
      description: 'Paga a taxa do Detran-RJ (guia DUDA) pelos clientes.',
      example: false,
    }),
    ativo: z.boolean().meta({ description: 'Fornecedor ativo.', example: true }),
  })
  .superRefine(requireDetranUf)
  .meta({
    id: 'FornecedorUpdate',
    description:
      'O fornecedor inteiro, substituído: todos os campos são obrigatórios (null onde cabe).',
  });
export type FornecedorInput = z.infer<typeof fornecedorInputSchema>;

export const fornecedorSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
    razaoSocial: z.string().nullable().meta({ description: 'Razão social.' }),
    /** 14 characters without separators (digits, or letters and digits in the new format). */
    cnpj: z
      .string()
      .nullable()
      .meta({ description: 'CNPJ, 14 caracteres sem separadores (letras no CNPJ alfanumérico).' }),
    tipo: z.enum(TIPOS_FORNECEDOR).meta({ description: 'DETRAN ou OUTRO.' }),
    uf: z.string().nullable().meta({ description: 'Sigla da UF.' }),
    email: z.string().nullable().meta({ description: 'E-mail de contato; null: nenhum.' }),
    telefone: z.string().nullable().meta({ description: 'Telefone com DDD, só dígitos.' }),
    descricao: z.string().nullable().meta({ description: 'Descrição; null: nenhuma.' }),
    pagadorTaxaDetranRj: z
      .boolean()
      .meta({ description: 'Paga a taxa do Detran-RJ (guia DUDA) pelos clientes.' }),
    ativo: ativoCampo,
    dataCadastro: criadoEmCampo,
  })
  .meta({
    id: 'Fornecedor',
    description: 'Um fornecedor: um Detran ou outro destino de registro.',
  });
export type Fornecedor = z.infer<typeof fornecedorSchema>;
export const fornecedorPageSchema = pageSchema(fornecedorSchema).meta({
  id: 'FornecedorPage',
  description: 'Uma página de fornecedores.',
});

/** Filters of `POST fornecedores/consultar` (the body); paging goes in the query string. */
export const fornecedorFiltroSchema = z
  .strictObject({
    nome: z
      .string()
      .trim()
      .max(150)
      .optional()
      .meta({ description: 'Parte do nome ou da razão social.', example: 'detran' }),
    cnpj: z
      .string()
      .trim()
      .max(18)
      .optional()
      .meta({ description: 'Início do CNPJ.', example: '11222' }),
    uf: filtroUf,
    tipo: z
      .enum(TIPOS_FORNECEDOR)
      .optional()
      .meta({ description: 'Só os deste tipo.', example: 'DETRAN' }),
    ativo: filtroAtivo,
  })
  .meta({
    id: 'FornecedorFiltro',
    description: 'Filtros da lista de fornecedores, opcionais, combinados com E.',
  });
export type FornecedorFiltro = z.infer<typeof fornecedorFiltroSchema>;

export const FORNECEDOR_SORT_KEYS = ['nome', 'uf', 'tipo', 'cnpj', 'dataCadastro'] as const;

export const fornecedorPageQuerySchema = pageQuerySchema(FORNECEDOR_SORT_KEYS, 100, {
  key: 'nome',
  direction: 'asc',
});

/** `GET fornecedores/csv`: the same filters as the list, in the query string, and the justification. */
export const fornecedorCsvQuerySchema = exportacaoQuerySchema.extend({
  ...fornecedorFiltroSchema.shape,
  // A query string carries text: 'true' or 'false'.
  ativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'Só os ativos (true) ou só os inativos (false).', example: 'true' }),
});

/** An option of a supplier combo. */
export const fornecedorComboSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
  })
  .meta({ id: 'FornecedorOpcao', description: 'Um destino como opção de combo.' });

/** A destination a contract or a fee can go to. */
export const destinoSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
    uf: z.string().nullable().meta({ description: 'Sigla da UF.' }),
    tipo: z.enum(TIPOS_FORNECEDOR).meta({ description: 'DETRAN ou OUTRO.' }),
  })
  .meta({ id: 'Destino', description: 'Um destino ativo de registro.' });

/** A UF served by an active Detran, with the Detran's id and name. */
export const ufDetranSchema = z
  .object({
    uf: z.string(),
    estado: z.string().meta({ description: 'Nome do estado.', example: 'São Paulo' }),
    fornecedorId: z.string().meta({ description: 'O id do Detran.' }),
    nome: z.string().meta({ description: 'Nome do Detran.', example: 'Detran-SP' }),
  })
  .meta({ id: 'UfDetran', description: 'Uma UF atendida por um Detran ativo.' });

/** The supplier of the administration lists: its options plus its kind and status. */
export const fornecedorAdministradorSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
    uf: z.string().nullable().meta({ description: 'Sigla da UF.' }),
    tipo: z.enum(TIPOS_FORNECEDOR).meta({ description: 'DETRAN ou OUTRO.' }),
    ativo: ativoCampo,
  })
  .meta({ id: 'FornecedorResumo', description: 'Um fornecedor nas telas de administração.' });

export const tipoServicoParamsSchema = z.object({
  t: z.coerce
    .number()
    .int()
    .min(1)
    .max(9999)
    .meta({ description: 'Código do tipo de serviço.', example: 1 }),
});
