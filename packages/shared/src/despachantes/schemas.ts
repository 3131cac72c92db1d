import { z } from 'zod';
import {
  alteradoEmCampo,
  ativoCampo,
  criadoEmCampo,
  filtroAtivo,
  filtroClienteId,
  filtroUf,
  idCampo,
} from '../common/campos';
import { clienteComboSchema, pessoaComboSchema } from '../common/opcoes';
import { emailOpcionalSchema } from '../common/email';
import { codigoMunicipioIbgeSchema, checkMunicipioDaUf } from '../common/endereco';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { textoObrigatorio, textoOpcional } from '../common/texto';
import { ufSchema } from '../common/uf-schema';
import { cpfCnpjFiltroSchema, cpfCnpjSchema } from '../common/documentos';

/**
 * A dispatcher (despachante): the vehicle-paperwork agent a client works with at a Detran.
 * Per-client data (spec §6: the client's Master manages them). `clienteId` is the client the
 * dispatcher belongs to: required from a registradora user, and for a client's user its own
 * client (the default when omitted). Create and edit (`PUT`, a full replacement) take the
 * same body.
 */
export const despachanteInputSchema = z
  .strictObject({
    clienteId: z
      .uuid()
      .optional()
      .meta({
        description:
          'O cliente dono do registro: obrigatório para um usuário da ' +
          'registradora; um usuário de cliente o omite (vale o seu).',
      }),
    nome: textoObrigatorio(150).meta({
      description: 'Nome do despachante (pessoa ou empresa).',
      example: 'Despachos Paulista Ltda.',
    }),
    /** CPF (11 digits) or CNPJ (14 characters, letters allowed), with or without the mask. */
    cpfCnpj: cpfCnpjSchema.meta({
      description: 'CPF ou CNPJ do despachante, com ou sem máscara.',
      example: '11.222.333/0001-81',
    }),
    /** The dispatcher's accreditation number at the Detran, when it has one. */
    numeroCredenciamento: textoOpcional(30).meta({
      description: 'Número de credenciamento no Detran, opcional.',
      example: 'SP-12345',
    }),
    uf: ufSchema.meta({ description: 'UF de atuação.', example: 'SP' }),
    codigoMunicipioIbge: codigoMunicipioIbgeSchema,
    telefone: telefoneSchema.meta({ description: 'Telefone com DDD.', example: '(11) 3333-4444' }),
    email: emailOpcionalSchema,
    ativo: z
      .boolean()
      .default(true)
      .meta({ description: 'Registro ativo; padrão true.', example: true }),
  })
  .superRefine(checkMunicipioDaUf)
  .meta({
    id: 'DespachanteDados',
    description: 'Um despachante, no cadastro e na alteração (substituição completa).',
  });
export type DespachanteInput = z.infer<typeof despachanteInputSchema>;

export const despachanteSchema = z
  .object({
    id: idCampo,
    /** The client the dispatcher belongs to. */
    cliente: clienteComboSchema.meta({ description: 'O cliente dono do registro.' }),
    nome: z.string().meta({ description: 'Nome.' }),
    /** 11 (CPF) or 14 (CNPJ) characters, no separators. */
    cpfCnpj: z
      .string()
      .meta({ description: 'CPF (11 dígitos) ou CNPJ (14 caracteres), sem separadores.' }),
    numeroCredenciamento: z
      .string()
      .nullable()
      .meta({ description: 'Número de credenciamento no Detran; null: nenhum.' }),
    uf: z.string().meta({ description: 'Sigla da UF.' }),
    codigoMunicipioIbge: z.string().meta({ description: 'Código IBGE do município, 7 dígitos.' }),
    /** The municipality's name. */
    municipio: z.string().meta({ description: 'Nome do município.', example: 'São Paulo' }),
    /** Digits only, with the area code. */
    telefone: z.string().meta({ description: 'Telefone com DDD, só dígitos.' }),
    email: z.string().nullable().meta({ description: 'E-mail de contato; null: nenhum.' }),
    ativo: ativoCampo,
    createdAt: criadoEmCampo,
    updatedAt: alteradoEmCampo,
  })
  .meta({ id: 'Despachante', description: 'Um despachante de um cliente.' });
export type Despachante = z.infer<typeof despachanteSchema>;
export const despachantePageSchema = pageSchema(despachanteSchema).meta({
  id: 'DespachantePage',
  description: 'Uma página de despachantes.',
});

/** An option of the dispatcher combos. */
export const despachanteComboSchema = pessoaComboSchema({
  id: 'DespachanteOpcao',
  description: 'Um despachante como opção de combo.',
});

/** Query of `GET despachantes/todos-combo`: a registradora user may narrow it to one client. */
export const despachanteComboQuerySchema = z.object({
  clienteId: z.uuid().optional().meta({ description: 'Só os despachantes deste cliente.' }),
});

/** Filters of `POST despachantes/consultar`; all optional, combined with AND. */
export const despachanteFiltroSchema = z
  .strictObject({
    /** Part of the name, in any case. */
    nome: z
      .string()
      .trim()
      .max(150)
      .optional()
      .meta({ description: 'Parte do nome.', example: 'paulista' }),
    cpfCnpj: cpfCnpjFiltroSchema.optional(),
    clienteId: filtroClienteId,
    uf: filtroUf,
    ativo: filtroAtivo,
  })
  .meta({
    id: 'DespachanteFiltro',
    description: 'Filtros da lista de despachantes, opcionais, combinados com E.',
  });
export type DespachanteFiltro = z.infer<typeof despachanteFiltroSchema>;

export const DESPACHANTE_SORT_KEYS = ['nome', 'cpfCnpj', 'uf', 'createdAt'] as const;
export type DespachanteSortKey = (typeof DESPACHANTE_SORT_KEYS)[number];
export const despachantePageQuerySchema = pageQuerySchema(DESPACHANTE_SORT_KEYS, 100, {
  key: 'nome',
  direction: 'asc',
});
