import { z } from 'zod';
import { clienteComboSchema } from '../common/opcoes';
import { emailOpcionalSchema } from '../common/email';
import { codigoMunicipioIbgeSchema, checkMunicipioDaUf } from '../common/endereco';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { textoObrigatorio, textoOpcional } from '../common/texto';
import { ufSchema } from '../common/uf-schema';
import { UFS } from '../common/ufs';
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
    clienteId: z.uuid().optional(),
    nome: textoObrigatorio(150),
    /** CPF (11 digits) or CNPJ (14 characters, letters allowed), with or without the mask. */
    cpfCnpj: cpfCnpjSchema,
    /** The dispatcher's accreditation number at the Detran, when it has one. */
    numeroCredenciamento: textoOpcional(30),
    uf: ufSchema,
    codigoMunicipioIbge: codigoMunicipioIbgeSchema,
    telefone: telefoneSchema,
    email: emailOpcionalSchema,
    ativo: z.boolean().default(true),
  })
  .superRefine(checkMunicipioDaUf);
export type DespachanteInput = z.infer<typeof despachanteInputSchema>;

export const despachanteSchema = z.object({
  id: z.string(),
  /** The client the dispatcher belongs to. */
  cliente: clienteComboSchema,
  nome: z.string(),
  /** 11 (CPF) or 14 (CNPJ) characters, no separators. */
  cpfCnpj: z.string(),
  numeroCredenciamento: z.string().nullable(),
  uf: z.string(),
  codigoMunicipioIbge: z.string(),
  /** The municipality's name. */
  municipio: z.string(),
  /** Digits only, with the area code. */
  telefone: z.string(),
  email: z.string().nullable(),
  ativo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Despachante = z.infer<typeof despachanteSchema>;
export const despachantePageSchema = pageSchema(despachanteSchema);

/** An option of the dispatcher combos. */
export const despachanteComboSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cpfCnpj: z.string(),
});

/** Query of `GET despachantes/todos-combo`: a registradora user may narrow it to one client. */
export const despachanteComboQuerySchema = z.object({ clienteId: z.uuid().optional() });

/** Filters of `POST despachantes/consultar`; all optional, combined with AND. */
export const despachanteFiltroSchema = z.strictObject({
  /** Part of the name, in any case. */
  nome: z.string().trim().max(150).optional(),
  cpfCnpj: cpfCnpjFiltroSchema.optional(),
  clienteId: z.uuid().optional(),
  uf: z.enum(UFS).optional(),
  ativo: z.boolean().optional(),
});
export type DespachanteFiltro = z.infer<typeof despachanteFiltroSchema>;

export const DESPACHANTE_SORT_KEYS = ['nome', 'cpfCnpj', 'uf', 'createdAt'] as const;
export type DespachanteSortKey = (typeof DESPACHANTE_SORT_KEYS)[number];
export const despachantePageQuerySchema = pageQuerySchema(DESPACHANTE_SORT_KEYS, 100, {
  key: 'nome',
  direction: 'asc',
});
