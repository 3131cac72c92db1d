import { z } from 'zod';
import { alteradoEmCampo, ativoCampo, criadoEmCampo, filtroAtivo, idCampo } from '../common/campos';
import { cnpjFiltroSchema } from '../common/documentos';
import { emailSchema } from '../common/email';
import { enderecoResponseSchema, enderecoSchema } from '../common/endereco';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { UFS } from '../common/ufs';
import { cnpjSchema } from '../common/documentos';

const agenteFields = {
  razaoSocial: nomeSchema(150).meta({
    description: 'Razão social do agente financeiro, como no CNPJ.',
    example: 'Financeira Demonstração S.A.',
  }),
  nome: nomeSchema(150).meta({
    description: 'Nome do agente, o que as telas e as opções mostram.',
    example: 'Financeira Demonstração',
  }),
  cnpj: cnpjSchema,
  endereco: enderecoSchema,
  telefone: telefoneSchema.meta({ description: 'Telefone com DDD.', example: '(11) 3333-4444' }),
};

/**
 * A financial agent (agente financeiro): the creditor that signs contracts, with the data a
 * contract's 'credor' section carries (DOMAIN: name, CNPJ, full address with the city's IBGE
 * code, phone with area code). This is the body of `PUT agentesFinanceiros/{id}`, a full
 * replacement: every field is required (email null when there is none), so a field left out
 * is a 400 naming it, never a silent reset.
 */
export const agenteFinanceiroInputSchema = z
  .strictObject({
    ...agenteFields,
    email: emailSchema.nullable().meta({
      description: 'E-mail de contato; null: nenhum.',
      example: 'credito@financeirademo.com.br',
    }),
    ativo: z.boolean().meta({ description: 'Agente ativo.', example: true }),
  })
  .meta({
    id: 'AgenteFinanceiroUpdate',
    description: 'O agente financeiro inteiro, substituído (as associações não mudam).',
  });
export type AgenteFinanceiroInput = z.infer<typeof agenteFinanceiroInputSchema>;

/**
 * The body of `POST agentesFinanceiros`: e-mail and status may be left out (none, active).
 * `clienteIds` associates the agent with clients on creation; later associations go through
 * `agentesFinanceiros/{id}/clientes/{clienteId}`.
 */
export const agenteFinanceiroCreateSchema = z
  .strictObject({
    ...agenteFields,
    email: emailSchema
      .nullish()
      .transform((value) => value ?? null)
      .meta({
        description: 'E-mail de contato, opcional.',
        example: 'credito@financeirademo.com.br',
      }),
    ativo: z
      .boolean()
      .default(true)
      .meta({ description: 'Registro ativo; padrão true.', example: true }),
    clienteIds: z.array(z.uuid()).max(100).default([]).meta({
      description: 'Clientes aos quais o agente é associado ao ser cadastrado (até 100).',
    }),
  })
  .meta({ id: 'AgenteFinanceiroCreate', description: 'Um agente financeiro a cadastrar.' });
export type AgenteFinanceiroCreate = z.infer<typeof agenteFinanceiroCreateSchema>;

/** One association of an agent with a client; its id is the `agenteFinanceiroClienteId`. */
export const agenteFinanceiroClienteSchema = z
  .object({
    id: z
      .string()
      .meta({ description: 'O id da associação: o agenteFinanceiroClienteId dos contratos.' }),
    agenteFinanceiroId: z.string().meta({ description: 'O id do agente financeiro.' }),
    clienteId: z.string().meta({ description: 'O id do cliente.' }),
    nomeFantasiaCliente: z
      .string()
      .meta({ description: 'Nome fantasia do cliente.', example: 'Banco Demonstração' }),
  })
  .meta({
    id: 'AgenteFinanceiroCliente',
    description: 'Uma associação entre agente financeiro e cliente.',
  });
export type AgenteFinanceiroCliente = z.infer<typeof agenteFinanceiroClienteSchema>;

export const agenteFinanceiroSchema = z
  .object({
    id: idCampo,
    razaoSocial: z.string().meta({ description: 'Razão social.' }),
    nome: z.string().meta({ description: 'Nome.' }),
    /** 14 characters, no separators; letters in alphanumeric CNPJs. */
    cnpj: z
      .string()
      .meta({ description: 'CNPJ, 14 caracteres sem separadores.', example: '11222333000181' }),
    endereco: enderecoResponseSchema,
    /** Digits only, with the area code. */
    telefone: z
      .string()
      .meta({ description: 'Telefone com DDD, só dígitos.', example: '1133334444' }),
    email: z.string().nullable().meta({ description: 'E-mail de contato; null: nenhum.' }),
    ativo: ativoCampo,
    /** The caller's view: a client's user sees only its own client's association. */
    clientes: z
      .array(agenteFinanceiroClienteSchema)
      .meta({ description: 'Os clientes associados que o usuário da sessão enxerga.' }),
    createdAt: criadoEmCampo,
    updatedAt: alteradoEmCampo,
  })
  .meta({ id: 'AgenteFinanceiro', description: 'Um agente financeiro (credor dos contratos).' });
export type AgenteFinanceiro = z.infer<typeof agenteFinanceiroSchema>;

/** A row of the agent lists. */
export const agenteFinanceiroResumoSchema = z
  .object({
    id: idCampo,
    razaoSocial: z.string().meta({ description: 'Razão social.' }),
    nome: z.string().meta({ description: 'Nome.' }),
    cnpj: z
      .string()
      .meta({ description: 'CNPJ, 14 caracteres sem separadores (letras no CNPJ alfanumérico).' }),
    uf: z.string().meta({ description: 'Sigla da UF.' }),
    codigoMunicipioIbge: z.string().meta({ description: 'Código IBGE do município, 7 dígitos.' }),
    ativo: ativoCampo,
  })
  .meta({
    id: 'AgenteFinanceiroResumo',
    description: 'Uma linha da lista de agentes financeiros.',
  });
export const agenteFinanceiroPageSchema = pageSchema(agenteFinanceiroResumoSchema).meta({
  id: 'AgenteFinanceiroPage',
  description: 'Uma página de agentes financeiros.',
});

/**
 * The agent option of spec §3 (id, nome) for a client, with the association id the
 * accreditation and billing screens send as `agenteFinanceiroClienteId` (§3).
 */
export const agenteFinanceiroOpcaoSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
    cnpj: z
      .string()
      .meta({ description: 'CNPJ, 14 caracteres sem separadores (letras no CNPJ alfanumérico).' }),
    ativo: ativoCampo,
    agenteFinanceiroClienteId: z
      .string()
      .meta({ description: 'O id da associação com o cliente, que o contrato referencia.' }),
    clienteId: z.string().meta({ description: 'O id do cliente.' }),
  })
  .meta({
    id: 'AgenteFinanceiroOpcao',
    description: 'Um agente financeiro de um cliente, como opção.',
  });
export type AgenteFinanceiroOpcao = z.infer<typeof agenteFinanceiroOpcaoSchema>;

/** Body of `POST agentesFinanceiros/clientesLista`: the client ids whose agents to load. */
export const clientesListaSchema = z
  .array(z.uuid())
  .min(1)
  .max(200)
  .meta({ id: 'ClienteIds', description: 'Ids de clientes (1 a 200).' });

/**
 * The 'credor' section of a contract form (`GET form/agenteFinanceiro/detran/{id}`): what a
 * Detran receives about the creditor. The phone is split into area code and number, the way
 * the Detrans' layouts carry it.
 */
export const credorFormSchema = z
  .object({
    agenteFinanceiroId: z.string().meta({ description: 'O id do agente financeiro.' }),
    /** The razão social: the legal name the Detran records as creditor. */
    nome: z.string().meta({
      description: 'Razão social do agente: o credor que o Detran registra.',
      example: 'Financeira Demonstração S.A.',
    }),
    cnpj: z
      .string()
      .meta({ description: 'CNPJ, 14 caracteres sem separadores (letras no CNPJ alfanumérico).' }),
    cep: z.string().meta({ description: 'CEP, 8 dígitos.' }),
    logradouro: z.string().meta({ description: 'Rua, avenida...' }),
    numero: z.string().meta({ description: 'Número (ou S/N).' }),
    complemento: z.string().nullable().meta({ description: 'Complemento; null: nenhum.' }),
    bairro: z.string().meta({ description: 'Bairro.' }),
    codigoMunicipioIbge: z.string().meta({ description: 'Código IBGE do município, 7 dígitos.' }),
    uf: z.string().meta({ description: 'Sigla da UF.' }),
    ddd: z.string().meta({ description: 'DDD do telefone.', example: '11' }),
    telefone: z.string().meta({ description: 'Telefone sem o DDD.', example: '33334444' }),
    email: z.string().nullable().meta({ description: 'E-mail de contato; null: nenhum.' }),
  })
  .meta({ id: 'Credor', description: 'A seção credor do formulário de contrato.' });
export type CredorForm = z.infer<typeof credorFormSchema>;

export const agenteFinanceiroFiltroSchema = z
  .strictObject({
    /** Part of the razão social or of the name. */
    nome: z
      .string()
      .trim()
      .max(150)
      .optional()
      .meta({ description: 'Parte da razão social ou do nome.', example: 'demonstra' }),
    cnpj: cnpjFiltroSchema.optional(),
    clienteId: z
      .uuid()
      .optional()
      .meta({ description: 'Só os agentes associados a este cliente.' }),
    uf: z
      .enum(UFS)
      .optional()
      .meta({ description: 'Só os agentes com endereço nesta UF.', example: 'SP' }),
    ativo: filtroAtivo,
  })
  .meta({
    id: 'AgenteFinanceiroFiltro',
    description: 'Filtros da lista de agentes financeiros, opcionais, combinados com E.',
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
