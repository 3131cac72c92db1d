import { z } from 'zod';
import {
  alteradoEmCampo,
  criadoEmCampo,
  filtroClienteId,
  filtroUf,
  idCampo,
} from '../common/campos';
import { clienteComboSchema, pessoaComboSchema } from '../common/opcoes';
import { emailOpcionalSchema } from '../common/email';
import { enderecoResponseSchema, enderecoSchema } from '../common/endereco';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { textoObrigatorio } from '../common/texto';
import { cpfCnpjFiltroSchema, cpfCnpjSchema } from '../common/documentos';

/**
 * A third-party guarantor (terceiro garantidor): a person or company that guarantees a
 * client's financing contracts (the contract's terceiroGarantidor section, spec §2.8). Per-client
 * data like dispatchers: `clienteId` is required from a registradora user and defaults to
 * the caller's own client. Create and edit (`PUT`, a full replacement) take the same body.
 */
export const terceiroGarantidorInputSchema = z
  .strictObject({
    clienteId: z
      .uuid()
      .optional()
      .meta({
        description:
          'O cliente dono do registro: obrigatório para um usuário da ' +
          'registradora; um usuário de cliente o omite (vale o seu).',
      }),
    /** The person's name or the company's razão social. */
    nome: textoObrigatorio(150).meta({
      description: 'Nome do garantidor (pessoa ou empresa).',
      example: 'Maria da Silva',
    }),
    cpfCnpj: cpfCnpjSchema.meta({
      description: 'CPF ou CNPJ do garantidor, com ou sem máscara.',
      example: '529.982.247-25',
    }),
    endereco: enderecoSchema,
    telefone: telefoneSchema.meta({ description: 'Telefone com DDD.', example: '(11) 98765-4321' }),
    email: emailOpcionalSchema,
  })
  .meta({
    id: 'TerceiroGarantidorDados',
    description: 'Um terceiro garantidor, no cadastro e na alteração (substituição completa).',
  });
export type TerceiroGarantidorInput = z.infer<typeof terceiroGarantidorInputSchema>;

export const terceiroGarantidorSchema = z
  .object({
    id: idCampo,
    cliente: clienteComboSchema.meta({ description: 'O cliente dono do registro.' }),
    nome: z.string().meta({ description: 'Nome.' }),
    /** 11 (CPF) or 14 (CNPJ) characters, no separators. */
    cpfCnpj: z
      .string()
      .meta({ description: 'CPF (11 dígitos) ou CNPJ (14 caracteres), sem separadores.' }),
    endereco: enderecoResponseSchema,
    /** The municipality's name. */
    municipio: z
      .string()
      .meta({ description: 'Nome do município do endereço.', example: 'São Paulo' }),
    /** Digits only, with the area code. */
    telefone: z.string().meta({ description: 'Telefone com DDD, só dígitos.' }),
    email: z.string().nullable().meta({ description: 'E-mail de contato; null: nenhum.' }),
    createdAt: criadoEmCampo,
    updatedAt: alteradoEmCampo,
  })
  .meta({ id: 'TerceiroGarantidor', description: 'Um terceiro garantidor de um cliente.' });
export type TerceiroGarantidor = z.infer<typeof terceiroGarantidorSchema>;

/** A row of the list. */
export const terceiroGarantidorResumoSchema = z
  .object({
    id: idCampo,
    cliente: clienteComboSchema,
    nome: z.string().meta({ description: 'Nome.' }),
    cpfCnpj: z
      .string()
      .meta({ description: 'CPF (11 dígitos) ou CNPJ (14 caracteres), sem separadores.' }),
    uf: z.string().meta({ description: 'Sigla da UF.' }),
    municipio: z.string().meta({ description: 'Nome do município.' }),
    telefone: z.string().meta({ description: 'Telefone com DDD, só dígitos.' }),
    email: z.string().nullable().meta({ description: 'E-mail de contato; null: nenhum.' }),
  })
  .meta({
    id: 'TerceiroGarantidorResumo',
    description: 'Uma linha da lista de terceiros garantidores.',
  });
export type TerceiroGarantidorResumo = z.infer<typeof terceiroGarantidorResumoSchema>;
export const terceiroGarantidorPageSchema = pageSchema(terceiroGarantidorResumoSchema).meta({
  id: 'TerceiroGarantidorPage',
  description: 'Uma página de terceiros garantidores.',
});

export const terceiroGarantidorComboSchema = pessoaComboSchema({
  id: 'TerceiroGarantidorOpcao',
  description: 'Um terceiro garantidor como opção de combo.',
});

/** Query of `GET terceiros-garantidores/todos-combo`: a registradora user may name a client. */
export const terceiroGarantidorComboQuerySchema = z.object({
  clienteId: z.uuid().optional().meta({ description: 'Só os garantidores deste cliente.' }),
});

/** Filters of `POST terceiros-garantidores/consultar`; all optional, combined with AND. */
export const terceiroGarantidorFiltroSchema = z
  .strictObject({
    nome: z
      .string()
      .trim()
      .max(150)
      .optional()
      .meta({ description: 'Parte do nome.', example: 'silva' }),
    cpfCnpj: cpfCnpjFiltroSchema.optional(),
    clienteId: filtroClienteId,
    uf: filtroUf,
  })
  .meta({
    id: 'TerceiroGarantidorFiltro',
    description: 'Filtros da lista de terceiros garantidores, opcionais, combinados com E.',
  });
export type TerceiroGarantidorFiltro = z.infer<typeof terceiroGarantidorFiltroSchema>;

export const TERCEIRO_GARANTIDOR_SORT_KEYS = ['nome', 'cpfCnpj', 'uf', 'createdAt'] as const;
export type TerceiroGarantidorSortKey = (typeof TERCEIRO_GARANTIDOR_SORT_KEYS)[number];
export const terceiroGarantidorPageQuerySchema = pageQuerySchema(
  TERCEIRO_GARANTIDOR_SORT_KEYS,
  100,
  { key: 'nome', direction: 'asc' },
);
