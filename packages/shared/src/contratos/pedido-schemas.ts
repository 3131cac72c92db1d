import { z } from 'zod';
import { valorSchema } from '../common/moeda';
import { textoMultilinha } from '../common/texto';
import { ACOES_PESSOA, PEDIDO_STATUS, PEDIDO_STATUS_CODIGOS } from './pedido-estados';
import { CAMPOS_EXIGIVEIS, type CampoExigivel } from './detran-regras';
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

// The shared multi-line text rule: a bidi override or a zero-width space typed or pasted into
// the reason never reaches the history (or the certificate and exports that show it).
const justificativaCampo = textoMultilinha()
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

/** `/tipoServico/{t}`: the Detran operation (service types 1 to 4). */
const tipoServicoParam = z.coerce
  .number()
  .int()
  .min(1, 'Tipo de serviço inválido: de 1 a 4')
  .max(4, 'Tipo de serviço inválido: de 1 a 4')
  .describe(
    'Tipo de serviço: a operação no Detran (1 registro, 2 alteração, 3 aditivo, 4 alteração de aditivo)',
  );

/** A chassis in a path or a lookup: up to 21 letters and digits (re-stamped), any case. */
const chassiCampo = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,21}$/, 'Chassi Inválido')
  .describe('Chassi do veículo')
  .meta({ example: '9BWZZZ377VT004251' });

export const protocoloTipoServicoParamsSchema = protocoloParamsSchema.extend({
  tipoServico: tipoServicoParam,
});

export const chassiTipoServicoParamsSchema = z.object({
  chassi: chassiCampo,
  tipoServico: tipoServicoParam,
});

/** `contratos/ultimoPorContratoChassi`: a contract number and one of its chassis. */
export const contratoChassiFiltroSchema = z
  .strictObject({
    numeroContrato: numeroContratoSchema.describe('Número do contrato'),
    chassi: chassiCampo,
  })
  .meta({
    id: 'ContratoChassiFiltro',
    description: 'O número de um contrato e o chassi de um dos seus veículos',
  });

/** The kinds of a contract's documents (spec §3). */
export const TIPOS_DOCUMENTO_CONTRATO = {
  REGISTRO_CONTRATO: 'Registro do contrato',
  CERTIDAO_QUITACAO: 'Certidão de quitação',
  ALTERACAO_CONTRATO: 'Alteração do contrato',
  OUTRO: 'Outro',
} as const;
export type TipoDocumentoContrato = keyof typeof TIPOS_DOCUMENTO_CONTRATO;

/** A document of an order (`contratos/protocolo/{p}/documentos`). */
export const pedidoDocumentoSchema = z
  .object({
    id: z.string().describe('Identificador do documento'),
    tipo: z.enum(Object.keys(TIPOS_DOCUMENTO_CONTRATO) as [TipoDocumentoContrato]).describe(
      `Tipo: ${Object.entries(TIPOS_DOCUMENTO_CONTRATO)
        .map(([codigo, nome]) => `${codigo} (${nome})`)
        .join(', ')}`,
    ),
    nome: z.string().describe('Nome do arquivo'),
    tamanho: z.number().int().describe('Tamanho em bytes'),
    enviadoEm: z.string().describe('Quando foi enviado (ISO 8601)'),
  })
  .meta({ id: 'PedidoDocumento', description: 'Um documento (imagem) de um pedido.' });
export type PedidoDocumento = z.infer<typeof pedidoDocumentoSchema>;

/** `contratos/podeGerarCertidao/{p}`. */
export const certidaoDisponibilidadeSchema = z
  .object({
    pode: z.boolean().describe('Se a certidão pode ser gerada agora pelo usuário'),
    tipo: z
      .enum(['REGISTRO', 'QUITACAO'])
      .nullable()
      .describe('A certidão que a situação permite: do registro ou de quitação'),
    motivo: z.string().describe('Por quê, para mostrar'),
    codigoVerificacao: z
      .string()
      .optional()
      .describe(
        'Só quando pode: o código de verificação que abre as certidões públicas do pedido ' +
          '(publica/contratos/.../pdf?codigo=) e que a página de verificação confere',
      ),
  })
  .meta({
    id: 'CertidaoDisponibilidade',
    description: 'Se um pedido admite certidão agora, qual e por quê.',
  });

/** `contratos/pedido-foi-pao/{p}`. */
export const pedidoPagamentoSchema = z
  .object({
    pago: z.boolean().describe('Se a taxa do Detran do pedido está paga'),
    taxaDetran: z.string().nullable().describe('A taxa do Detran do pedido, em reais'),
    motivo: z.string().describe('Por quê, para mostrar'),
  })
  .meta({ id: 'PedidoPagamento', description: 'Se a taxa do Detran de um pedido foi paga.' });

const campoExigidoSchema = z.object({
  campo: z
    .enum(Object.keys(CAMPOS_EXIGIVEIS) as [CampoExigivel])
    .describe('O campo do contrato ([] marca cada veículo)'),
  nome: z.string().describe('O nome do campo, para mostrar'),
});

/** `form/contrato/detran/{id}`: the contract form's rules of one Detran. */
export const detranRegrasContratoSchema = z
  .object({
    detranId: z.string().describe('O Detran (fornecedor)'),
    uf: z.string().describe('A UF do Detran'),
    camposObrigatorios: z
      .array(campoExigidoSchema)
      .describe('Campos opcionais no contrato que este Detran exige'),
    mensagem: z.string().describe('A mensagem que o formulário e o servidor mostram no campo'),
  })
  .meta({
    id: 'DetranRegrasContrato',
    description: 'Os campos que um Detran exige além dos que todos exigem.',
  });

/** `form/detran/{id}`: what the contract form shows of a Detran. */
export const detranFormularioSchema = z
  .object({
    id: z.string(),
    nome: z.string().describe('Nome do Detran'),
    uf: z.string(),
    ativo: z.boolean().describe('Se recebe pedidos agora'),
    taxas: z
      .array(
        z.object({
          tipoServico: z.number().int().describe('A operação (1 a 4)'),
          servico: z.string().describe('O nome do tipo de serviço'),
          valor: z.string().nullable().describe('A taxa em vigor hoje, em reais; null: sem preço'),
        }),
      )
      .describe('As taxas do Detran em vigor hoje para cada operação'),
  })
  .meta({ id: 'DetranFormulario', description: 'Um Detran e as suas taxas em vigor hoje.' });

/**
 * The contract an order carries (`contratos/protocolo/{p}/contrato`), as it was sent or last
 * corrected: the `ContratoDados` (or `AditivoDados`) fields without `clienteId`. Returned as
 * stored, not checked again: rules that depend on the day (a due date still to come) held
 * when it was sent.
 */
export const pedidoContratoSchema = z
  .object({
    protocolo: z.string().describe('Protocolo do pedido'),
    versao: z.number().int().describe('Versão do pedido: a que registros/editar confere'),
    operacao: z.number().int().describe('Operação no Detran: 1 a 4'),
    clienteId: z.string().describe('O cliente dono do pedido'),
    dados: z
      .record(z.string(), z.unknown())
      .describe('Os campos de ContratoDados (ou AditivoDados), sem clienteId'),
    marcasModelos: z
      .array(
        z.object({
          codigo: z.number().int().describe('Código RENAVAM da marca/modelo'),
          marca: z.string().describe('Marca, como cadastrada em Parametrização > Marca / Modelo'),
          modelo: z.string().describe('Modelo, como cadastrado'),
        }),
      )
      .describe(
        'As marcas/modelos dos veículos do contrato, pelo código: um código que não está (mais) ' +
          'no catálogo não aparece aqui',
      ),
  })
  .meta({ id: 'PedidoContrato', description: 'O contrato que um pedido leva ao Detran.' });
export type PedidoContrato = z.infer<typeof pedidoContratoSchema>;
