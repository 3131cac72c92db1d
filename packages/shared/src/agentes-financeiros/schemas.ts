import { z } from 'zod';
import { cnpjFiltroSchema } from '../common/documentos';
import { emailSchema } from '../common/email';
import { enderecoResponseSchema, enderecoSchema } from '../common/endereco';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { UFS } from '../common/ufs';
import { cnpjSchema } from '../common/documentos';

const agenteFields = {
  razaoSocial: nomeSchema(150),
  nome: nomeSchema(150),
  cnpj: cnpjSchema,
  endereco: enderecoSchema,
  telefone: telefoneSchema,
};

/**
 * A financial agent (agente financeiro): the creditor that signs contracts, with the data a
 * contract's 'credor' section carries (DOMAIN: name, CNPJ, full address with the city's IBGE
 * code, phone with area code). This is the body of `PUT agentesFinanceiros/{id}`, a full
 * replacement: every field is required (email null when there is none), so a field left out
 * is a 400 naming it, never a silent reset.
 */
export const agenteFinanceiroInputSchema = z.strictObject({
  ...agenteFields,
  email: emailSchema.nullable(),
  ativo: z.boolean(),
});
export type AgenteFinanceiroInput = z.infer<typeof agenteFinanceiroInputSchema>;

/**
 * The body of `POST agentesFinanceiros`: e-mail and status may be left out (none, active).
 * `clienteIds` associates the agent with clients on creation; later associations go through
 * `agentesFinanceiros/{id}/clientes/{clienteId}`.
 */
export const agenteFinanceiroCreateSchema = z.strictObject({
  ...agenteFields,
  email: emailSchema.nullish().transform((value) => value ?? null),
  ativo: z.boolean().default(true),
  clienteIds: z.array(z.uuid()).max(100).default([]),
});
export type AgenteFinanceiroCreate = z.infer<typeof agenteFinanceiroCreateSchema>;

/** One association of an agent with a client; its id is the `agenteFinanceiroClienteId`. */
export const agenteFinanceiroClienteSchema = z.object({
  id: z.string(),
  agenteFinanceiroId: z.string(),
  clienteId: z.string(),
  nomeFantasiaCliente: z.string(),
});
export type AgenteFinanceiroCliente = z.infer<typeof agenteFinanceiroClienteSchema>;

export const agenteFinanceiroSchema = z.object({
  id: z.string(),
  razaoSocial: z.string(),
  nome: z.string(),
  /** 14 characters, no separators; letters in alphanumeric CNPJs. */
  cnpj: z.string(),
  endereco: enderecoResponseSchema,
  /** Digits only, with the area code. */
  telefone: z.string(),
  email: z.string().nullable(),
  ativo: z.boolean(),
  /** The caller's view: a client's user sees only its own client's association. */
  clientes: z.array(agenteFinanceiroClienteSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgenteFinanceiro = z.infer<typeof agenteFinanceiroSchema>;

/** A row of the agent lists. */
export const agenteFinanceiroResumoSchema = z.object({
  id: z.string(),
  razaoSocial: z.string(),
  nome: z.string(),
  cnpj: z.string(),
  uf: z.string(),
  codigoMunicipioIbge: z.string(),
  ativo: z.boolean(),
});
export const agenteFinanceiroPageSchema = pageSchema(agenteFinanceiroResumoSchema);

/**
 * The agent option of spec §3 (id, nome) for a client, with the association id the
 * accreditation and billing screens send as `agenteFinanceiroClienteId` (§3).
 */
export const agenteFinanceiroOpcaoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cnpj: z.string(),
  ativo: z.boolean(),
  agenteFinanceiroClienteId: z.string(),
  clienteId: z.string(),
});
export type AgenteFinanceiroOpcao = z.infer<typeof agenteFinanceiroOpcaoSchema>;

/** Body of `POST agentesFinanceiros/clientesLista`: the client ids whose agents to load. */
export const clientesListaSchema = z.array(z.uuid()).min(1).max(200);

/**
 * The 'credor' section of a contract form (`GET form/agenteFinanceiro/detran/{id}`): what a
 * Detran receives about the creditor. The phone is split into area code and number, the way
 * the Detrans' layouts carry it.
 */
export const credorFormSchema = z.object({
  agenteFinanceiroId: z.string(),
  /** The razão social: the legal name the Detran records as creditor. */
  nome: z.string(),
  cnpj: z.string(),
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  codigoMunicipioIbge: z.string(),
  uf: z.string(),
  ddd: z.string(),
  telefone: z.string(),
  email: z.string().nullable(),
});
export type CredorForm = z.infer<typeof credorFormSchema>;

export const agenteFinanceiroFiltroSchema = z.strictObject({
  /** Part of the razão social or of the name. */
  nome: z.string().trim().max(150).optional(),
  cnpj: cnpjFiltroSchema.optional(),
  clienteId: z.uuid().optional(),
  uf: z.enum(UFS).optional(),
  ativo: z.boolean().optional(),
});
export type AgenteFinanceiroFiltro = z.infer<typeof agenteFinanceiroFiltroSchema>;

export const AGENTE_FINANCEIRO_SORT_KEYS = ['razaoSocial', 'nome', 'cnpj', 'createdAt'] as const;
export type AgenteFinanceiroSortKey = (typeof AGENTE_FINANCEIRO_SORT_KEYS)[number];
export const agenteFinanceiroPageQuerySchema = pageQuerySchema(AGENTE_FINANCEIRO_SORT_KEYS, 500, {
  key: 'nome',
  direction: 'asc',
});

/** `{cnpj}` with or without the mask's dots and hyphen (a slash cannot travel in a path). */
export const cnpjParamsSchema = z.object({ cnpj: cnpjSchema });
export const associacaoParamsSchema = z.object({ id: z.uuid(), clienteId: z.uuid() });
