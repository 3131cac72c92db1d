import { z } from 'zod';
import { chassiRemarcadoSchema } from '../common/veiculo';
import { TIPO_RESTRICAO_CODIGOS } from '../common/restricoes';

/**
 * A lien's situation in B3's SNG, as seen by the participant who asks (DOMAIN.md): active for
 * this participant, active for another, inactive (released or cancelled), or no lien there.
 * The participant is the bank (the client) on whose behalf the portal asks, by its CNPJ; a
 * query on no bank's behalf (a registradora user who named no client) learns only that the
 * lien is active (`ATIVO`), not whose it is.
 */
export const SITUACOES_GRAVAME = {
  ATIVO_PARTICIPANTE: 'Ativo para este participante',
  ATIVO_OUTRO_PARTICIPANTE: 'Ativo para outro participante',
  ATIVO: 'Ativo (participante não identificado)',
  INATIVO: 'Inativo',
  NAO_ENCONTRADO: 'Chassi não consta no SNG',
} as const;
export type SituacaoGravame = keyof typeof SITUACOES_GRAVAME;
const SITUACAO_CODIGOS = Object.keys(SITUACOES_GRAVAME) as [SituacaoGravame, ...SituacaoGravame[]];

/** Who informed the lien to the SNG. */
export const INFORMANTES_GRAVAME = { F: 'Participante financeiro', D: 'Detran' } as const;
export type InformanteGravame = keyof typeof INFORMANTES_GRAVAME;

/** `GET gravames/chassi/{chassi}`: a chassis, with or without spaces, any case (up to 21). */
export const gravameChassiParamsSchema = z.object({
  chassi: chassiRemarcadoSchema
    .describe('Chassi do veículo (17 caracteres; até 21 se remarcado)')
    .meta({
      example: '9BWZZZ377VT004251',
    }),
});

/**
 * `GET gravames/chassi/{chassi}?clienteId=`: on whose behalf the SNG is asked. A client's user
 * asks as its own client (omit it); a registradora user names the client (the contract form
 * sends the one chosen on it), or asks on no client's behalf.
 */
export const gravameConsultaQuerySchema = z.object({
  clienteId: z
    .uuid()
    .optional()
    .describe(
      'O cliente (participante do SNG) em nome de quem se consulta: um usuário de cliente o ' +
        'omite (vale o seu); sem ele, um usuário da registradora não sabe de quem é um gravame ativo',
    ),
});
export type GravameConsultaQuery = z.infer<typeof gravameConsultaQuerySchema>;

const dataSng = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

/** What the portal answers of a lien query in the SNG. */
export const gravameConsultaSchema = z
  .object({
    chassi: z.string().describe('O chassi consultado, sem espaços e em maiúsculas'),
    situacao: z
      .enum(SITUACAO_CODIGOS)
      .describe(
        `Situação do gravame: ${SITUACAO_CODIGOS.map((c) => `${c} (${SITUACOES_GRAVAME[c]})`).join(', ')}`,
      ),
    numeroGravame: z.string().nullable().describe('Número do gravame no SNG (8 dígitos)'),
    informante: z
      .enum(Object.keys(INFORMANTES_GRAVAME) as [InformanteGravame])
      .nullable()
      .describe('Quem informou o gravame: F (participante financeiro) ou D (Detran)'),
    tipoRestricao: z
      .enum(TIPO_RESTRICAO_CODIGOS)
      .nullable()
      .describe(
        'Tipo de restrição: 01 arrendamento, 02 reserva de domínio, 03 alienação, 09 penhor',
      ),
    dataInclusao: dataSng.describe('Quando o gravame foi incluído no SNG (AAAA-MM-DD)'),
    dataBaixa: dataSng.describe('Quando foi baixado ou cancelado (AAAA-MM-DD); só num inativo'),
    consultadoEm: z.string().describe('Quando o SNG respondeu (ISO 8601)'),
  })
  .meta({
    id: 'GravameConsulta',
    description: 'A situação do gravame de um chassi no SNG (B3).',
  });
export type GravameConsulta = z.infer<typeof gravameConsultaSchema>;
