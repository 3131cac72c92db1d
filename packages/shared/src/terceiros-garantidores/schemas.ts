import { z } from 'zod';
import { clienteComboSchema } from '../common/opcoes';
import { emailOpcionalSchema } from '../common/email';
import { enderecoResponseSchema, enderecoSchema } from '../common/endereco';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { textoObrigatorio } from '../common/texto';
import { UFS } from '../common/ufs';
import { cpfCnpjFiltroSchema, cpfCnpjSchema } from '../common/documentos';

/**
 * A third-party guarantor (terceiro garantidor): a person or company that guarantees a
 * client's financing contracts (the contract's terceiroGarantidor section, spec §2.8). Per-client
 * data like dispatchers: `clienteId` is required from a registradora user and defaults to
 * the caller's own client. Create and edit (`PUT`, a full replacement) take the same body.
 */
export const terceiroGarantidorInputSchema = z.strictObject({
  clienteId: z.uuid().optional(),
  /** The person's name or the company's razão social. */
  nome: textoObrigatorio(150),
  cpfCnpj: cpfCnpjSchema,
  endereco: enderecoSchema,
  telefone: telefoneSchema,
  email: emailOpcionalSchema,
});
export type TerceiroGarantidorInput = z.infer<typeof terceiroGarantidorInputSchema>;

export const terceiroGarantidorSchema = z.object({
  id: z.string(),
  cliente: clienteComboSchema,
  nome: z.string(),
  /** 11 (CPF) or 14 (CNPJ) characters, no separators. */
  cpfCnpj: z.string(),
  endereco: enderecoResponseSchema,
  /** The municipality's name. */
  municipio: z.string(),
  /** Digits only, with the area code. */
  telefone: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TerceiroGarantidor = z.infer<typeof terceiroGarantidorSchema>;

/** A row of the list. */
export const terceiroGarantidorResumoSchema = z.object({
  id: z.string(),
  cliente: clienteComboSchema,
  nome: z.string(),
  cpfCnpj: z.string(),
  uf: z.string(),
  municipio: z.string(),
  telefone: z.string(),
  email: z.string().nullable(),
});
export type TerceiroGarantidorResumo = z.infer<typeof terceiroGarantidorResumoSchema>;
export const terceiroGarantidorPageSchema = pageSchema(terceiroGarantidorResumoSchema);

export const terceiroGarantidorComboSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cpfCnpj: z.string(),
});

/** Query of `GET terceiros-garantidores/todos-combo`: a registradora user may name a client. */
export const terceiroGarantidorComboQuerySchema = z.object({ clienteId: z.uuid().optional() });

/** Filters of `POST terceiros-garantidores/consultar`; all optional, combined with AND. */
export const terceiroGarantidorFiltroSchema = z.strictObject({
  nome: z.string().trim().max(150).optional(),
  cpfCnpj: cpfCnpjFiltroSchema.optional(),
  clienteId: z.uuid().optional(),
  uf: z.enum(UFS).optional(),
});
export type TerceiroGarantidorFiltro = z.infer<typeof terceiroGarantidorFiltroSchema>;

export const TERCEIRO_GARANTIDOR_SORT_KEYS = ['nome', 'cpfCnpj', 'uf', 'createdAt'] as const;
export type TerceiroGarantidorSortKey = (typeof TERCEIRO_GARANTIDOR_SORT_KEYS)[number];
export const terceiroGarantidorPageQuerySchema = pageQuerySchema(
  TERCEIRO_GARANTIDOR_SORT_KEYS,
  100,
  { key: 'nome', direction: 'asc' },
);
