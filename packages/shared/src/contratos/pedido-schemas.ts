import { z } from 'zod';
import { valorSchema } from '../common/moeda';
import { ACOES_PESSOA, PEDIDO_STATUS, PEDIDO_STATUS_CODIGOS } from './pedido-estados';
import { numeroContratoSchema } from './schemas';

/** `/{protocolo}` of an order: the 14 digits the portal gives ('AAAA' + 10). */
export const protocoloParamsSchema = z.object({
  protocolo: z
    .string()
    .regex(/^\d{14}$/, 'Protocolo inválido: 14 dígitos')
    .describe('Protocolo do pedido, 14 dígitos')
    .meta({ example: '20260000000123' }),
});

/** What `contratos/registrar` answers: the result modal of spec §2.8. */
export const registroResultadoSchema = z
  .object({
    mensagem: z.string().describe('O que aconteceu, para mostrar a quem enviou'),
    protocolo: z.string().describe('O protocolo do pedido criado'),
  })
  .meta({ id: 'RegistroResultado', description: 'O pedido criado e a mensagem para quem enviou.' });
export type RegistroResultado = z.infer<typeof registroResultadoSchema>;

const motivoSchema = z.object({
  codigo: z.string().describe('Código do motivo no Detran'),
  mensagem: z.string().describe('O motivo, nas palavras do Detran'),
});

const statusSchema = z
  .enum(PEDIDO_STATUS_CODIGOS)
  .describe(
    `Situação do pedido: ${PEDIDO_STATUS_CODIGOS.map((codigo) => `${codigo} (${PEDIDO_STATUS[codigo]})`).join(', ')}`,
  );

const acaoSchema = z.enum(Object.keys(ACOES_PESSOA) as [keyof typeof ACOES_PESSOA]);

/** An order as the portal shows it. */
export const pedidoSchema = z
  .object({
    protocolo: z.string().describe('Protocolo do pedido'),
    operacao: z.number().int().describe('Operação no Detran: 1 a 4'),
    status: statusSchema,
    uf: z.string().describe('UF do Detran'),
    detran: z.string().describe('Nome do Detran'),
    cliente: z.object({ id: z.string(), nomeFantasia: z.string() }).describe('O cliente dono'),
    numeroContrato: z.string(),
    devedorCpfCnpj: z.string(),
    chassis: z.array(z.string()).describe('Chassis dos veículos, na ordem do contrato'),
    protocoloDetran: z.string().nullable().describe('Protocolo dado pelo Detran'),
    numeroRegistroDetran: z.string().nullable().describe('Número do registro no Detran'),
    motivos: z.array(motivoSchema).nullable().describe('Motivos da inconsistência, se houver'),
    taxaDetran: z.string().nullable().describe('Taxa do Detran em vigor na data, em reais'),
    valorRegistradora: z.string().nullable().describe('Preço da registradora, em reais'),
    acoes: z.array(acaoSchema).describe('As ações que o usuário pode tomar agora'),
    versao: z
      .number()
      .int()
      .describe('Versão do pedido: cresce a cada mudança; registros/editar a confere'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Pedido', description: 'Um pedido a um Detran, com a sua situação.' });
export type Pedido = z.infer<typeof pedidoSchema>;

/** One move of an order's history. */
export const pedidoHistoricoItemSchema = z
  .object({
    em: z.string().describe('Quando (ISO 8601)'),
    acao: z.string().describe('A ação ou o evento'),
    statusAnterior: z.string().nullable(),
    status: z.string(),
    usuario: z.string().nullable().describe('Quem agiu; null: o envio automático ao Detran'),
    justificativa: z.string().nullable(),
    detalhes: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('O que mais o passo traz: motivos do Detran, taxa anterior e nova...'),
  })
  .meta({ id: 'PedidoHistoricoItem', description: 'Um passo do histórico de um pedido.' });

const justificativaCampo = z
  .string()
  .trim()
  .min(2)
  .max(255)
  .describe('Por que, para o histórico (2 a 255 caracteres)');

/** A justification: 2 to 255 characters (spec §9, like an export's). */
export const justificativaSchema = z.strictObject({ justificativa: justificativaCampo });

const protocoloCampo = protocoloParamsSchema.shape.protocolo;

/** `pedidos/alterarNumeroContrato`: the contract's new number, with a justification. */
export const pedidoNumeroContratoSchema = z
  .strictObject({
    protocolo: protocoloCampo,
    numeroContrato: numeroContratoSchema.describe('O novo número do contrato'),
    justificativa: justificativaCampo,
  })
  .meta({
    id: 'PedidoNumeroContratoUpdate',
    description: 'O novo número do contrato de um pedido que o Detran ainda não registrou',
  });
export type PedidoNumeroContrato = z.infer<typeof pedidoNumeroContratoSchema>;

/**
 * `pedidos/alterarTaxa`: the order's Detran fee and/or the registradora's price, with a
 * justification; a fee left out stays as it is.
 */
export const pedidoTaxaSchema = z
  .strictObject({
    protocolo: protocoloCampo,
    taxaDetran: valorSchema.optional().describe('A nova taxa do Detran, em reais'),
    valorRegistradora: valorSchema.optional().describe('O novo preço da registradora, em reais'),
    justificativa: justificativaCampo,
  })
  .superRefine((value, ctx) => {
    if (value.taxaDetran === undefined && value.valorRegistradora === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['taxaDetran'],
        message: 'Informe a taxa do Detran ou o valor da registradora',
      });
    }
  })
  .meta({
    id: 'PedidoTaxaUpdate',
    description: 'A taxa do Detran e/ou o preço da registradora de um pedido, com justificativa',
  });
export type PedidoTaxa = z.infer<typeof pedidoTaxaSchema>;
