import { z } from 'zod';

/**
 * The 27 federation units with the two-digit IBGE code that opens the seven-digit code of
 * every municipality in them (IBGE's table of UFs).
 */
export const UF_CODIGO_IBGE = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
} as const;

export type Uf = keyof typeof UF_CODIGO_IBGE;
export const UFS = Object.keys(UF_CODIGO_IBGE) as [Uf, ...Uf[]];

/** A UF: missing reads 'Campo obrigatório' (§5), anything else 'UF inválida'. */
export const ufSchema = z.enum(UFS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Campo obrigatório'
      : 'UF inválida',
});

const digitsOf = (value: string) => value.replace(/[\s.\-/()]/g, '');

/** A trimmed, required text of at most `max` characters. */
export const textoObrigatorio = (max: number) => z.string().trim().min(1).max(max);

/** An optional text: blank becomes null. */
export const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** CEP: 8 digits; the mask's separators are accepted and dropped. */
export const cepSchema = z
  .string()
  .transform(digitsOf)
  .pipe(z.string().regex(/^\d{8}$/, 'CEP Inválido'));

/** Phone with area code (DDD), 10 or 11 digits; masks (00) 0000-0000 and (00) 0 0000-0000. */
export const telefoneSchema = z
  .string()
  .min(1, { abort: true })
  .transform(digitsOf)
  .pipe(z.string().regex(/^[1-9]{2}\d{8,9}$/, 'Telefone Inválido'));

/**
 * A postal address as contracts need it (DOMAIN: the creditor's full address with the city's
 * IBGE code). The city is its 7-digit IBGE code plus the UF; the code must belong to the UF.
 */
export const enderecoSchema = z
  .strictObject({
    cep: cepSchema,
    logradouro: textoObrigatorio(150),
    numero: textoObrigatorio(20),
    complemento: textoOpcional(100),
    bairro: textoObrigatorio(100),
    codigoMunicipioIbge: z.string().regex(/^\d{7}$/, 'Código IBGE do município inválido'),
    uf: ufSchema,
  })
  .superRefine((endereco, ctx) => {
    if (!endereco.codigoMunicipioIbge.startsWith(UF_CODIGO_IBGE[endereco.uf])) {
      ctx.addIssue({
        code: 'custom',
        path: ['codigoMunicipioIbge'],
        message: 'O município não pertence à UF informada',
      });
    }
  });
export type Endereco = z.infer<typeof enderecoSchema>;

/** The address as the server answers it. */
export const enderecoResponseSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  codigoMunicipioIbge: z.string(),
  uf: z.string(),
});
