import { z } from 'zod';
import { digitsOf } from './digits';
import { textoObrigatorio, textoOpcional } from './texto';
import { ufSchema } from './uf-schema';
import { UF_TABELA, type Uf } from './ufs';

/** A format message, or §5's 'Campo obrigatório' when nothing was given. */
const orRequired = (message: string) => (issue: { input?: unknown }) =>
  issue.input === '' ? 'Campo obrigatório' : message;

/**
 * CEP: 8 digits; the mask's separators are accepted and dropped. Empty reads 'Campo
 * obrigatório' (§5), anything else that is not 8 digits 'CEP Inválido'.
 */
export const cepSchema = z
  .string()
  .transform(digitsOf)
  .pipe(z.string().regex(/^\d{8}$/, { error: orRequired('CEP Inválido') }))
  .meta({ description: 'CEP, 8 dígitos, com ou sem máscara.', example: '01310-100' });

const CODIGO_MUNICIPIO_IBGE = /^\d{7}$/;

/** The 7-digit IBGE code of a municipality; empty (none chosen) reads 'Campo obrigatório'. */
export const codigoMunicipioIbgeSchema = z
  .string()
  .regex(CODIGO_MUNICIPIO_IBGE, { error: orRequired('Código IBGE do município inválido') })
  .meta({
    description: 'Código IBGE do município, 7 dígitos (os 2 primeiros são os da UF).',
    example: '3550308',
  });

/** The municipality's IBGE code lies in the UF (its first two digits are the UF's code). */
export function isMunicipioDaUf(codigoMunicipioIbge: string, uf: Uf): boolean {
  return codigoMunicipioIbge.startsWith(UF_TABELA[uf].codigoIbge);
}

/** The message of an address whose municipality lies in another UF. */
export const MUNICIPIO_FORA_DA_UF = 'O município não pertence à UF informada';

/**
 * Whether a well-formed IBGE code lies outside the UF. A blank or malformed code is not: its
 * field already says 'Campo obrigatório' or 'Código IBGE do município inválido', and zod runs
 * an object's refinement despite that field's issue, so the field would say both.
 */
export function isMunicipioForaDaUf(codigoMunicipioIbge: string, uf: Uf): boolean {
  return (
    CODIGO_MUNICIPIO_IBGE.test(codigoMunicipioIbge) && !isMunicipioDaUf(codigoMunicipioIbge, uf)
  );
}

/**
 * The refinement of any object with a UF and a municipality's IBGE code (an address, a
 * dispatcher): a well-formed code must lie in the UF, else MUNICIPIO_FORA_DA_UF under the code.
 */
export function checkMunicipioDaUf(
  value: { codigoMunicipioIbge: string; uf: Uf },
  ctx: z.RefinementCtx,
): void {
  if (isMunicipioForaDaUf(value.codigoMunicipioIbge, value.uf)) {
    ctx.addIssue({ code: 'custom', path: ['codigoMunicipioIbge'], message: MUNICIPIO_FORA_DA_UF });
  }
}

/**
 * A postal address as contracts need it (DOMAIN: the creditor's full address with the city's
 * IBGE code). The city is its 7-digit IBGE code plus the UF; the code must belong to the UF.
 */
export const enderecoSchema = z
  .strictObject({
    cep: cepSchema,
    logradouro: textoObrigatorio(150).meta({
      description: 'Rua, avenida...',
      example: 'Avenida Paulista',
    }),
    numero: textoObrigatorio(20).meta({ description: 'Número (ou S/N).', example: '1000' }),
    complemento: textoOpcional(100).meta({
      description: 'Complemento, opcional.',
      example: '10º andar',
    }),
    bairro: textoObrigatorio(100).meta({ description: 'Bairro.', example: 'Bela Vista' }),
    codigoMunicipioIbge: codigoMunicipioIbgeSchema,
    uf: ufSchema,
  })
  .superRefine(checkMunicipioDaUf)
  .meta({
    id: 'Endereco',
    description: 'Endereço postal; o município (código IBGE) deve pertencer à UF.',
  });
export type Endereco = z.infer<typeof enderecoSchema>;

/** The address as the server answers it. */
export const enderecoResponseSchema = z
  .object({
    cep: z.string().meta({ description: 'CEP, 8 dígitos.', example: '01310100' }),
    logradouro: z.string().meta({ description: 'Rua, avenida...' }),
    numero: z.string().meta({ description: 'Número (ou S/N).' }),
    complemento: z.string().nullable().meta({ description: 'Complemento; null: nenhum.' }),
    bairro: z.string().meta({ description: 'Bairro.' }),
    codigoMunicipioIbge: z
      .string()
      .meta({ description: 'Código IBGE do município, 7 dígitos.', example: '3550308' }),
    uf: z.string().meta({ description: 'Sigla da UF.', example: 'SP' }),
  })
  .meta({ id: 'EnderecoResponse', description: 'Endereço postal, como gravado.' });
