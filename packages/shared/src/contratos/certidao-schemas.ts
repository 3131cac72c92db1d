import { z } from 'zod';
import { PEDIDO_STATUS_CODIGOS } from './pedido-estados';

/**
 * Certificates of a registration (spec §7 `publica/contratos/...`; docs/contratos.md,
 * Certidões): public PDFs that open only with the order's verification code, and the public
 * page that checks a code.
 */

/** The protocol's 14 digits, then 16 characters of the signature (Crockford base 32). */
const CODIGO_FORMA = /^(\d{14})([0-9A-HJKMNP-TV-Z]{16})$/;

export const CODIGO_VERIFICACAO_INVALIDO =
  'Código de verificação inválido: são os 14 dígitos do protocolo e 16 letras e números';

/**
 * A code as a person types or pastes it: spaces, dots and hyphens dropped, upper case, and the
 * letters base 32 leaves out read as the digits they look like (O as 0, I and L as 1).
 */
export function normalizarCodigoVerificacao(value: string): string {
  const limpo = value.replace(/[\s.-]/g, '').toUpperCase();
  return limpo.slice(0, 14) + limpo.slice(14).replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** '20260000000123-ABCD-EFGH-JKMN-PQRS': the protocol, then the signature in groups of 4. */
export function formatarCodigoVerificacao(codigo: string): string {
  const forma = CODIGO_FORMA.exec(normalizarCodigoVerificacao(codigo));
  if (!forma) return codigo;
  return [forma[1], ...(forma[2]!.match(/.{4}/g) ?? [])].join('-');
}

/** The protocol a well-formed code names (its signature still to be checked), or null. */
export function protocoloDoCodigo(codigo: string): string | null {
  return CODIGO_FORMA.exec(normalizarCodigoVerificacao(codigo))?.[1] ?? null;
}

export const codigoVerificacaoSchema = z
  .string()
  .overwrite(normalizarCodigoVerificacao)
  .min(1, { abort: true })
  // A refinement, not a pattern: the document's example is the printed form, with hyphens.
  .refine((codigo) => CODIGO_FORMA.test(codigo), CODIGO_VERIFICACAO_INVALIDO)
  .describe(
    'Código de verificação impresso na certidão (com ou sem hífens): o protocolo do pedido e a ' +
      'assinatura da registradora',
  )
  .meta({ example: '20260000000123-ABCD-EFGH-JKMN-PQRS' });

/** The three public PDFs of an order, by the path segment of spec §7. */
export const DOCUMENTOS_PUBLICOS = {
  certidao_inteiro_teor_contrato: 'Certidão de inteiro teor',
  certidao_simplificada_contrato: 'Certidão simplificada',
  protocolo: 'Comprovante do pedido',
} as const;
export type DocumentoPublico = keyof typeof DOCUMENTOS_PUBLICOS;

/** The public URL of one of an order's PDFs, with the code that opens it. */
export function urlDocumentoPublico(
  documento: DocumentoPublico,
  protocolo: string,
  codigo: string,
): string {
  const caminho =
    documento === 'protocolo'
      ? `/api/publica/contratos/protocolo/${protocolo}/pdf`
      : `/api/publica/contratos/${documento}/${protocolo}/pdf/`;
  return `${caminho}?codigo=${encodeURIComponent(codigo)}`;
}

/** Where the verification page lives (printed on every certificate). */
export const PAGINA_VERIFICACAO = '/certidao/verificar';

/** The query of a public PDF: the verification code that opens it. */
export const documentoPublicoQuerySchema = z.object({ codigo: codigoVerificacaoSchema });

/** `POST publica/certidoes/verificar`: in the body, so the code stays out of access logs. */
export const certidaoVerificarSchema = z
  .strictObject({ codigo: codigoVerificacaoSchema })
  .meta({ id: 'CertidaoVerificar', description: 'O código de verificação de uma certidão' });
export type CertidaoVerificar = z.infer<typeof certidaoVerificarSchema>;

/** What a certificate attests, as the public may read it: no address, the document masked. */
export const certidaoAtestadoSchema = z
  .object({
    protocolo: z.string().describe('Protocolo do pedido na registradora'),
    operacao: z.string().describe('A operação registrada (registro de contrato, aditivo...)'),
    situacao: z.enum(PEDIDO_STATUS_CODIGOS).describe('Situação atual do pedido'),
    situacaoDescricao: z.string().describe('A situação, para mostrar'),
    tipo: z
      .enum(['REGISTRO', 'QUITACAO'])
      .nullable()
      .describe('A certidão que a situação admite hoje: do registro, de quitação ou nenhuma'),
    detran: z.string().describe('O Detran que registrou'),
    numeroRegistroDetran: z.string().nullable().describe('Número do registro no Detran'),
    registradoEm: z.string().nullable().describe('Quando o Detran registrou (ISO 8601)'),
    baixadoEm: z.string().nullable().describe('Quando o gravame foi baixado (ISO 8601)'),
    numeroContrato: z.string().describe('Número do contrato'),
    dataContrato: z.string().describe('Data do contrato (AAAA-MM-DD)'),
    tipoRestricao: z.string().describe('Tipo de restrição (alienação fiduciária...)'),
    credor: z.string().describe('Credor: razão social e CNPJ'),
    devedor: z.string().describe('Devedor: nome e CPF/CNPJ mascarado (LGPD)'),
    chassis: z.array(z.string()).describe('Chassis dos veículos gravados'),
  })
  .meta({
    id: 'CertidaoAtestado',
    description:
      'O que a certidão atesta, hoje: dados do registro sem endereço, com o documento do ' +
      'devedor mascarado.',
  });
export type CertidaoAtestado = z.infer<typeof certidaoAtestadoSchema>;

export const certidaoVerificacaoSchema = z
  .object({
    autentica: z.boolean().describe('Se o código foi emitido pela registradora'),
    mensagem: z.string().describe('O resultado, para mostrar'),
    certidao: certidaoAtestadoSchema.nullable().describe('O que a certidão atesta, se autêntica'),
  })
  .meta({ id: 'CertidaoVerificacao', description: 'O resultado da verificação de uma certidão.' });
export type CertidaoVerificacao = z.infer<typeof certidaoVerificacaoSchema>;
