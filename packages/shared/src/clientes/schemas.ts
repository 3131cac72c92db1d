import { z } from 'zod';
import { alteradoEmCampo, ativoCampo, criadoEmCampo, filtroAtivo, idCampo } from '../common/campos';
import { emailSchema } from '../common/email';
import { enderecoResponseSchema, enderecoSchema } from '../common/endereco';
import { nomeSchema } from '../common/nomes';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { UFS } from '../common/ufs';
import { cnpjFiltroSchema, cnpjSchema } from '../common/documentos';

/** Path parameter `{id}` of the organization calls. */

const clienteFields = {
  razaoSocial: nomeSchema(150).meta({
    description: 'Razão social, como no CNPJ.',
    example: 'Banco Demonstração S.A.',
  }),
  nomeFantasia: nomeSchema(150).meta({
    description: 'Nome fantasia, o que as telas e as opções mostram.',
    example: 'Banco Demonstração',
  }),
  cnpj: cnpjSchema,
  endereco: enderecoSchema,
  email: emailSchema.meta({
    description: 'E-mail de contato do cliente.',
    example: 'contato@bancodemo.com.br',
  }),
  telefone: telefoneSchema.meta({
    description: 'Telefone de contato, com DDD.',
    example: '(11) 3333-4444',
  }),
};

/**
 * A client (financial institution) as the administrator registers it (`POST`). The three
 * flags drive the Funcionalidades menu of the client's users (§6); left out, a new client
 * has them off, no economic group, and is active.
 */
export const clienteInputSchema = z
  .strictObject({
    ...clienteFields,
    grupoEconomicoId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null)
      .meta({ description: 'O grupo econômico do cliente; ausente ou null: nenhum.' }),
    vbDetransAtivo: z.boolean().default(false).meta({
      description:
        'Funcionalidade vbDetrans (registro de contratos nos Detrans) ligada; padrão false.',
      example: true,
    }),
    vbPagueAtivo: z.boolean().default(false).meta({
      description: 'Funcionalidade vbPAGUE (pagamento das taxas) ligada; padrão false.',
      example: false,
    }),
    serasaHubAtivo: z
      .boolean()
      .default(false)
      .meta({ description: 'Funcionalidade Serasa Hub ligada; padrão false.', example: false }),
    ativo: z
      .boolean()
      .default(true)
      .meta({ description: 'Cliente ativo; padrão true.', example: true }),
  })
  .meta({ id: 'ClienteCreate', description: 'Um cliente a cadastrar.' });

/**
 * The body of `PUT clientes/{id}`, a full replacement: every field is required (null where
 * nullable), so a field left out is a 400 naming it instead of a silent reset to a default.
 */
export const clienteUpdateSchema = z
  .strictObject({
    ...clienteFields,
    grupoEconomicoId: z
      .uuid()
      .nullable()
      .meta({ description: 'O grupo econômico do cliente; null: nenhum.' }),
    vbDetransAtivo: z
      .boolean()
      .meta({ description: 'Funcionalidade vbDetrans ligada.', example: true }),
    vbPagueAtivo: z
      .boolean()
      .meta({ description: 'Funcionalidade vbPAGUE ligada.', example: false }),
    serasaHubAtivo: z
      .boolean()
      .meta({ description: 'Funcionalidade Serasa Hub ligada.', example: false }),
    ativo: z.boolean().meta({ description: 'Cliente ativo.', example: true }),
  })
  .meta({
    id: 'ClienteUpdate',
    description: 'O cliente inteiro, substituído: todos os campos são obrigatórios.',
  });
export type ClienteInput = z.infer<typeof clienteInputSchema>;

export const grupoEconomicoResumoSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
  })
  .meta({ id: 'GrupoEconomicoResumo', description: 'O grupo econômico de um cliente.' });

/**
 * A client as the server answers it. Address and contact are null only for a company that
 * came in through the public pre-registration and was not completed yet.
 */
export const clienteSchema = z
  .object({
    id: z.string().meta({ description: 'O id do cliente (uuid).' }),
    razaoSocial: z.string().meta({ description: 'Razão social.' }),
    nomeFantasia: z.string().meta({ description: 'Nome fantasia do cliente.' }),
    /** 14 characters, no separators; letters in alphanumeric CNPJs. */
    cnpj: z.string().meta({
      description: 'CNPJ, 14 caracteres sem separadores (letras no CNPJ alfanumérico).',
      example: '11222333000181',
    }),
    grupoEconomico: grupoEconomicoResumoSchema.nullable(),
    endereco: enderecoResponseSchema
      .nullable()
      .meta({ description: 'Endereço; null só num pré-cadastro ainda não completado.' }),
    email: z.string().nullable().meta({ description: 'E-mail de contato; null: nenhum.' }),
    /** Digits only, with the area code. */
    telefone: z
      .string()
      .nullable()
      .meta({ description: 'Telefone com DDD, só dígitos.', example: '1133334444' }),
    vbDetransAtivo: z.boolean().meta({ description: 'Funcionalidade vbDetrans ligada.' }),
    vbPagueAtivo: z.boolean().meta({ description: 'Funcionalidade vbPAGUE ligada.' }),
    serasaHubAtivo: z.boolean().meta({ description: 'Funcionalidade Serasa Hub ligada.' }),
    ativo: ativoCampo,
    /** The states where the company operates, as its public pre-registration said (§2.2). */
    ufsAtuacao: z
      .array(z.string())
      .meta({ description: 'UFs onde a empresa atua, como o pré-cadastro informou.' }),
    /**
     * A prospect of the public pre-registration: the client has a PRE_CADASTRADO user and no
     * other (not removed) user yet.
     */
    preCadastro: z
      .boolean()
      .meta({ description: 'Cliente vindo do pré-cadastro público, ainda sem outro usuário.' }),
    createdAt: criadoEmCampo,
    updatedAt: alteradoEmCampo,
  })
  .meta({ id: 'Cliente', description: 'Um cliente (instituição financeira), como gravado.' });
export type Cliente = z.infer<typeof clienteSchema>;

/** A row of the client list (`clientes/consultar`) and of `clientes/todos`. */
export const clienteResumoSchema = z
  .object({
    id: idCampo,
    razaoSocial: z.string().meta({ description: 'Razão social.' }),
    nomeFantasia: z.string().meta({ description: 'Nome fantasia do cliente.' }),
    cnpj: z
      .string()
      .meta({ description: 'CNPJ, 14 caracteres sem separadores (letras no CNPJ alfanumérico).' }),
    grupoEconomico: grupoEconomicoResumoSchema.nullable(),
    uf: z.string().nullable().meta({ description: 'UF do endereço do cliente.', example: 'SP' }),
    vbDetransAtivo: z.boolean().meta({ description: 'Funcionalidade vbDetrans ligada.' }),
    vbPagueAtivo: z.boolean().meta({ description: 'Funcionalidade vbPAGUE ligada.' }),
    serasaHubAtivo: z.boolean().meta({ description: 'Funcionalidade Serasa Hub ligada.' }),
    ativo: ativoCampo,
    ufsAtuacao: z
      .array(z.string())
      .meta({ description: 'UFs onde a empresa atua, como o pré-cadastro informou.' }),
    preCadastro: z
      .boolean()
      .meta({ description: 'Cliente vindo do pré-cadastro público, ainda sem outro usuário.' }),
  })
  .meta({ id: 'ClienteResumo', description: 'Uma linha da lista de clientes.' });
export type ClienteResumo = z.infer<typeof clienteResumoSchema>;
export const clientePageSchema = pageSchema(clienteResumoSchema).meta({
  id: 'ClientePage',
  description: 'Uma página de clientes.',
});

/** The client option of spec §3 (`clientes/todos-combo`). */
/** Filters of `POST clientes/consultar`; all optional, combined with AND. */
export const clienteFiltroSchema = z
  .strictObject({
    /** Part of the razão social or of the nome fantasia, in any case. */
    nome: z.string().trim().max(150).optional().meta({
      description: 'Parte da razão social ou do nome fantasia, sem diferenciar maiúsculas.',
      example: 'demonstra',
    }),
    cnpj: cnpjFiltroSchema.optional(),
    grupoEconomicoId: z
      .uuid()
      .optional()
      .meta({ description: 'Só os clientes deste grupo econômico.' }),
    uf: z
      .enum(UFS)
      .optional()
      .meta({ description: 'Só os clientes com endereço nesta UF.', example: 'SP' }),
    ativo: filtroAtivo,
    /** true: only the prospects of the public pre-registration; false: every other client. */
    preCadastro: z
      .boolean()
      .optional()
      .meta({ description: 'true: só os pré-cadastros; false: os demais.', example: false }),
  })
  .meta({
    id: 'ClienteFiltro',
    description: 'Filtros da lista de clientes, todos opcionais, combinados com E.',
  });
export type ClienteFiltro = z.infer<typeof clienteFiltroSchema>;

export const CLIENTE_SORT_KEYS = ['razaoSocial', 'nomeFantasia', 'cnpj', 'createdAt'] as const;
export type ClienteSortKey = (typeof CLIENTE_SORT_KEYS)[number];
export const clientePageQuerySchema = pageQuerySchema(CLIENTE_SORT_KEYS, 100, {
  key: 'nomeFantasia',
  direction: 'asc',
});
