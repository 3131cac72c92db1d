import { z } from 'zod';
import { emailSchema } from '../common/email';
import { enderecoResponseSchema, enderecoSchema } from '../common/endereco';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { UFS } from '../common/ufs';
import { cnpjFiltroSchema, cnpjSchema } from '../common/documentos';

/** Path parameter `{id}` of the organization calls. */

const clienteFields = {
  razaoSocial: nomeSchema(150),
  nomeFantasia: nomeSchema(150),
  cnpj: cnpjSchema,
  endereco: enderecoSchema,
  email: emailSchema,
  telefone: telefoneSchema,
};

/**
 * A client (financial institution) as the administrator registers it (`POST`). The three
 * flags drive the Funcionalidades menu of the client's users (§6); left out, a new client
 * has them off, no economic group, and is active.
 */
export const clienteInputSchema = z.strictObject({
  ...clienteFields,
  grupoEconomicoId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  vbDetransAtivo: z.boolean().default(false),
  vbPagueAtivo: z.boolean().default(false),
  serasaHubAtivo: z.boolean().default(false),
  ativo: z.boolean().default(true),
});

/**
 * The body of `PUT clientes/{id}`, a full replacement: every field is required (null where
 * nullable), so a field left out is a 400 naming it instead of a silent reset to a default.
 */
export const clienteUpdateSchema = z.strictObject({
  ...clienteFields,
  grupoEconomicoId: z.uuid().nullable(),
  vbDetransAtivo: z.boolean(),
  vbPagueAtivo: z.boolean(),
  serasaHubAtivo: z.boolean(),
  ativo: z.boolean(),
});
export type ClienteInput = z.infer<typeof clienteInputSchema>;

export const grupoEconomicoResumoSchema = z.object({ id: z.string(), nome: z.string() });

/**
 * A client as the server answers it. Address and contact are null only for a company that
 * came in through the public pre-registration and was not completed yet.
 */
export const clienteSchema = z.object({
  id: z.string(),
  razaoSocial: z.string(),
  nomeFantasia: z.string(),
  /** 14 characters, no separators; letters in alphanumeric CNPJs. */
  cnpj: z.string(),
  grupoEconomico: grupoEconomicoResumoSchema.nullable(),
  endereco: enderecoResponseSchema.nullable(),
  email: z.string().nullable(),
  /** Digits only, with the area code. */
  telefone: z.string().nullable(),
  vbDetransAtivo: z.boolean(),
  vbPagueAtivo: z.boolean(),
  serasaHubAtivo: z.boolean(),
  ativo: z.boolean(),
  /** The states where the company operates, as its public pre-registration said (§2.2). */
  ufsAtuacao: z.array(z.string()),
  /**
   * A prospect of the public pre-registration: the client has a PRE_CADASTRADO user and no
   * other (not removed) user yet.
   */
  preCadastro: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cliente = z.infer<typeof clienteSchema>;

/** A row of the client list (`clientes/consultar`) and of `clientes/todos`. */
export const clienteResumoSchema = z.object({
  id: z.string(),
  razaoSocial: z.string(),
  nomeFantasia: z.string(),
  cnpj: z.string(),
  grupoEconomico: grupoEconomicoResumoSchema.nullable(),
  uf: z.string().nullable(),
  vbDetransAtivo: z.boolean(),
  vbPagueAtivo: z.boolean(),
  serasaHubAtivo: z.boolean(),
  ativo: z.boolean(),
  ufsAtuacao: z.array(z.string()),
  preCadastro: z.boolean(),
});
export type ClienteResumo = z.infer<typeof clienteResumoSchema>;
export const clientePageSchema = pageSchema(clienteResumoSchema);

/** The client option of spec §3 (`clientes/todos-combo`). */
/** Filters of `POST clientes/consultar`; all optional, combined with AND. */
export const clienteFiltroSchema = z.strictObject({
  /** Part of the razão social or of the nome fantasia, in any case. */
  nome: z.string().trim().max(150).optional(),
  cnpj: cnpjFiltroSchema.optional(),
  grupoEconomicoId: z.uuid().optional(),
  uf: z.enum(UFS).optional(),
  ativo: z.boolean().optional(),
  /** true: only the prospects of the public pre-registration; false: every other client. */
  preCadastro: z.boolean().optional(),
});
export type ClienteFiltro = z.infer<typeof clienteFiltroSchema>;

export const CLIENTE_SORT_KEYS = ['razaoSocial', 'nomeFantasia', 'cnpj', 'createdAt'] as const;
export type ClienteSortKey = (typeof CLIENTE_SORT_KEYS)[number];
export const clientePageQuerySchema = pageQuerySchema(CLIENTE_SORT_KEYS, 100, {
  key: 'nomeFantasia',
  direction: 'asc',
});
