import { z } from 'zod';
import { TIPO_RESTRICAO_CODIGOS } from '../common/restricoes';
import { dataSchema, hojeEmBrasilia } from '../common/datas';
import { cnpjSchema, cpfCnpjSchema } from '../common/documentos';
import { emailOpcionalSchema } from '../common/email';
import {
  codigoMunicipioIbgeSchema,
  enderecoSchema,
  isMunicipioForaDaUf,
  MUNICIPIO_FORA_DA_UF,
} from '../common/endereco';
import { formatMoeda, valorSchema } from '../common/moeda';
import { nomeSchema } from '../common/nomes';
import { telefoneSchema } from '../common/telefone';
import { textoObrigatorio, textoOpcional } from '../common/texto';
import { ufSchema } from '../common/uf-schema';
import {
  anoVeiculoSchema,
  chassiCampoSchema,
  checkVeiculo,
  placaOpcionalSchema,
  renavamOpcionalSchema,
  ufPlacaSchema,
} from '../common/veiculo';
import { camposExigidosAusentes, mensagemExigidoPeloDetran } from './detran-regras';
import { ADITIVO_EXEMPLO, CONTRATO_EXEMPLO } from './exemplo';

/**
 * The contract a financial institution registers with a Detran (DOMAIN.md "What a contract
 * registration carries"; spec §2.8 sections, §3 fields). One schema serves the routes, the
 * OpenAPI document and the form; docs/contratos.md has the field table.
 */

/** The Detran operations (flagTransacao). */
export const OPERACOES = {
  1: 'Registro de contrato',
  2: 'Alteração de contrato',
  3: 'Registro de aditivo',
  4: 'Alteração de aditivo',
} as const;
export type Operacao = keyof typeof OPERACOES;

/** What an addendum does. */
export const TIPOS_ADITIVO = {
  SUBSTITUICAO_GARANTIA: 'Substituição de garantia',
  CESSAO_DIREITOS_DEVEDOR: 'Cessão de direitos do devedor',
  CESSAO_DIREITOS_CREDOR: 'Cessão de direitos do credor',
} as const;
export type TipoAditivo = keyof typeof TIPOS_ADITIVO;

/** The registration fee values the form offers (spec §3 and §9: 85,90; 45,00; 55,00). */
export const TAXA_REGISTRO_OPCOES = ['85.90', '45.00', '55.00'] as const;

/** The most vehicles one contract carries (a fleet financing). */
export const VEICULOS_MAX = 20;

const CONTRATO_INVALIDO = 'Contrato Inválido';

/** A contract or addendum number as the creditor writes it: letters, digits, . / - */
export const numeroContratoSchema = textoObrigatorio(20).refine(
  (value) => value === '' || /^[0-9A-Za-z./-]+$/.test(value),
  { message: CONTRATO_INVALIDO },
);

/**
 * A percentage rate as a decimal string with a dot ('1.99', '26.824'): up to 3 decimals, the
 * precision the Detrans receive (rate x 1000 as an integer). Never a float.
 */
export const percentualSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .regex(/^\d{1,3}(\.\d{1,3})?$/, 'Taxa inválida: use até 3 casas decimais, como 1.99');

/** Money that must be more than zero. */
const valorPositivoSchema = valorSchema.refine((value) => /[1-9]/.test(value), {
  message: 'Informe um valor maior que zero',
});

/** The number of installments. */
export const PARCELAS_MAX = 999;

/**
 * The amount in cents, for exact comparisons of decimal strings (no float); null for a value
 * its own field refuses ('1850,00'): the cross-field rules run on what the object holds even
 * when a field failed its format, and that error is already told under the field.
 */
function centavos(valor: string): bigint | null {
  if (!valorSchema.safeParse(valor).success) return null;
  const [inteiro = '0', fracao = ''] = valor.split('.');
  return BigInt(inteiro) * 100n + BigInt(fracao.padEnd(2, '0').slice(0, 2));
}

const veiculoContratoSchema = z
  .strictObject({
    chassi: chassiCampoSchema.describe(
      'Chassi (VIN): 17 caracteres sem I, O ou Q; até 21 se remarcado',
    ),
    remarcado: z.boolean().default(false).describe('Chassi remarcado'),
    placa: placaOpcionalSchema.describe(
      'Placa antiga (ABC1234) ou Mercosul (ABC1D23); vazia se 0 km',
    ),
    ufPlaca: ufPlacaSchema.describe('UF da placa; obrigatória com a placa'),
    ufLicenciamento: ufSchema.describe('UF de licenciamento: define o Detran que registra'),
    renavam: renavamOpcionalSchema.describe('RENAVAM, 11 dígitos; vazio se 0 km'),
    anoFabricacao: anoVeiculoSchema.describe('Ano de fabricação'),
    anoModelo: anoVeiculoSchema.describe('Ano do modelo: o de fabricação ou o seguinte'),
    marcaModeloCodigo: z
      .number({ error: (issue) => (issue.input == null ? 'Campo obrigatório' : undefined) })
      .int()
      .min(1)
      .max(999_999)
      .describe('Código RENAVAM da marca/modelo (tabela de Parametrização > Marca / Modelo)'),
    numeroGravame: z
      .string()
      .trim()
      .min(1, { abort: true })
      .regex(/^\d{8}$/, 'Número do gravame inválido: 8 dígitos')
      .describe('Número do gravame no SNG (B3), 8 dígitos'),
  })
  .superRefine(checkVeiculo);
export type VeiculoContrato = z.infer<typeof veiculoContratoSchema>;

const credorSchema = z.strictObject({
  nome: nomeSchema(150).describe('Razão social do credor'),
  cnpj: cnpjSchema.describe('CNPJ do credor (numérico ou alfanumérico)'),
  endereco: enderecoSchema.describe('Endereço do credor'),
  telefone: telefoneSchema.describe('Telefone com DDD'),
});

const devedorSchema = z.strictObject({
  nome: nomeSchema(150).describe('Nome ou razão social do devedor'),
  cpfCnpj: cpfCnpjSchema.describe('CPF ou CNPJ do devedor'),
  endereco: enderecoSchema.describe('Endereço do devedor'),
  telefone: telefoneSchema.describe('Telefone com DDD'),
  email: emailOpcionalSchema.describe('E-mail do devedor, se houver'),
});

const terceiroGarantidorSchema = z.strictObject({
  nome: nomeSchema(150).describe('Nome ou razão social do terceiro garantidor'),
  cpfCnpj: cpfCnpjSchema.describe('CPF ou CNPJ do terceiro garantidor'),
});

const consorcioSchema = z.strictObject({
  grupo: textoObrigatorio(10).describe('Grupo do consórcio'),
  cota: textoObrigatorio(10).describe('Cota do consórcio'),
});

const termosSchema = z.strictObject({
  numero: numeroContratoSchema.describe('Número do contrato'),
  data: dataSchema.describe('Data do contrato (AAAA-MM-DD)'),
  tipoRestricao: z
    .enum(TIPO_RESTRICAO_CODIGOS)
    .describe('Tipo de restrição: 01 arrendamento, 02 reserva de domínio, 03 alienação, 09 penhor'),
  quantidadeParcelas: z.number().int().min(1).max(PARCELAS_MAX).describe('Quantidade de parcelas'),
  parcela: valorPositivoSchema.describe('Valor de cada parcela, em reais (1234.56)'),
  totalFinanciamento: valorPositivoSchema.describe('Valor total financiado, em reais'),
  dataPrimeiroVencimento: dataSchema.describe('Vencimento da primeira parcela'),
  dataUltimoVencimento: dataSchema.describe('Vencimento da última parcela'),
  taxaJurosMes: percentualSchema.describe('Taxa de juros ao mês, em %'),
  taxaJurosAno: percentualSchema.describe('Taxa de juros ao ano, em %'),
  iof: valorSchema.describe('IOF, em reais'),
  comissao: valorSchema.nullish().describe('Comissão, em reais, se houver'),
  indiceCorrecao: textoOpcional(20).describe('Índice de correção, se houver (IPCA, IGP-M...)'),
  dataLiberacaoCredito: dataSchema.describe('Data de liberação do crédito'),
  ufLiberacao: ufSchema.describe('UF de liberação do crédito'),
  codigoMunicipioLiberacao: codigoMunicipioIbgeSchema.describe(
    'Município de liberação do crédito (código IBGE)',
  ),
  taxaRegistro: z
    .enum(TAXA_REGISTRO_OPCOES)
    .describe('Taxa de registro cobrada no contrato: 85.90, 45.00 ou 55.00'),
  consorcio: consorcioSchema.nullish().describe('Grupo e cota, num contrato de consórcio'),
});

const dadosComplementaresSchema = z.strictObject({
  mora: valorSchema.nullish().describe('Valor dos juros de mora, em reais, se houver'),
  taxaMora: percentualSchema.nullish().describe('Taxa de juros de mora, em %'),
  taxaMoraAoDia: z.enum(['S', 'N']).describe('S: a taxa de mora é ao dia; N: ao mês'),
  taxaMulta: percentualSchema.nullish().describe('Multa por atraso, em %, se houver'),
  taxaContrato: valorSchema.nullish().describe('Tarifa do contrato, em reais, se houver'),
});

const aditivoSchema = z.strictObject({
  tipo: z
    .enum(Object.keys(TIPOS_ADITIVO) as [TipoAditivo, ...TipoAditivo[]])
    .describe('Tipo do aditivo'),
  numero: numeroContratoSchema.describe('Número do aditivo'),
  data: dataSchema.describe('Data do aditivo'),
});

/**
 * The order a change or an addendum refers to: any order of the registered contract (its
 * registration, or for an addendum change the addendum's own order).
 */
export const protocoloOriginalSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .regex(/^\d{14}$/, 'Protocolo inválido: 14 dígitos')
  .describe(
    'Protocolo do pedido registrado a que a operação se refere: o do contrato numa ' +
      'alteração ou num aditivo, o do aditivo numa alteração de aditivo',
  );

/** The contract sections of spec §2.8, without the addendum one. */
const contratoShape = {
  clienteId: z
    .uuid()
    .optional()
    .describe(
      'O cliente que registra: obrigatório para um usuário da registradora; um usuário de ' +
        'cliente o omite (vale o seu)',
    ),
  agenteFinanceiroId: z
    .uuid({ error: (issue) => (issue.input ? undefined : 'Campo obrigatório') })
    .describe('Agente financeiro do cliente que registra (o credor do contrato)'),
  credor: credorSchema.describe('Credor: em geral, os dados do agente financeiro'),
  devedor: devedorSchema.describe('Devedor (o financiado)'),
  terceiroGarantidor: terceiroGarantidorSchema
    .nullish()
    .describe('Terceiro garantidor, quando houver'),
  veiculos: z
    .array(veiculoContratoSchema)
    .min(1)
    .max(VEICULOS_MAX)
    .describe(`Veículos dados em garantia: de 1 a ${VEICULOS_MAX}, todos da mesma UF`),
  contrato: termosSchema.describe('Termos financeiros do contrato'),
  dadosComplementares: dadosComplementaresSchema.describe('Encargos: mora, multa, tarifa'),
};

type ContratoBase = z.infer<z.ZodObject<typeof contratoShape>>;

/**
 * The rules across fields: dates in order, the total within the installments, each chassis
 * once, all vehicles at one Detran, the restriction the operation allows, the credit's city
 * in its UF. Each problem goes under the field a person corrects.
 */
function checkContrato(
  value: ContratoBase & { aditivo?: z.infer<typeof aditivoSchema> },
  ctx: z.RefinementCtx,
) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const termos = value.contrato;

  if (termos.data > hojeEmBrasilia()) {
    issue(['contrato', 'data'], 'A data do contrato não pode ser futura');
  }
  if (termos.dataPrimeiroVencimento < termos.data) {
    issue(
      ['contrato', 'dataPrimeiroVencimento'],
      'O primeiro vencimento não pode ser anterior à data do contrato',
    );
  }
  const ultimoDepois =
    termos.quantidadeParcelas === 1
      ? termos.dataUltimoVencimento === termos.dataPrimeiroVencimento
      : termos.dataUltimoVencimento > termos.dataPrimeiroVencimento;
  if (!ultimoDepois) {
    issue(
      ['contrato', 'dataUltimoVencimento'],
      termos.quantidadeParcelas === 1
        ? 'Com uma parcela, o último vencimento é o primeiro'
        : 'O último vencimento deve ser posterior ao primeiro',
    );
  }
  // The financed principal never exceeds what the debtor pays back (interest is not negative).
  // A zero installment is already refused under its own field.
  const parcela = centavos(termos.parcela);
  const total = centavos(termos.totalFinanciamento);
  const somaParcelas = parcela === null ? 0n : parcela * BigInt(termos.quantidadeParcelas);
  if (somaParcelas > 0n && total !== null && total > somaParcelas) {
    const soma = `${somaParcelas / 100n}.${(somaParcelas % 100n).toString().padStart(2, '0')}`;
    issue(
      ['contrato', 'totalFinanciamento'],
      `O total financiado não pode ser maior que a soma das parcelas (${formatMoeda(soma)})`,
    );
  }
  if (isMunicipioForaDaUf(termos.codigoMunicipioLiberacao, termos.ufLiberacao)) {
    issue(['contrato', 'codigoMunicipioLiberacao'], MUNICIPIO_FORA_DA_UF);
  }
  if (termos.consorcio && termos.tipoRestricao !== '03') {
    issue(['contrato', 'tipoRestricao'], 'Consórcio é registrado como alienação fiduciária (03)');
  }

  const vistos = new Map<string, number>();
  value.veiculos.forEach((veiculo, index) => {
    const primeiro = vistos.get(veiculo.chassi);
    if (primeiro === undefined) vistos.set(veiculo.chassi, index);
    else issue(['veiculos', index, 'chassi'], `Chassi repetido: é o do veículo ${primeiro + 1}`);
  });
  const uf = value.veiculos[0]?.ufLicenciamento;
  value.veiculos.forEach((veiculo, index) => {
    if (index > 0 && veiculo.ufLicenciamento !== uf) {
      issue(
        ['veiculos', index, 'ufLicenciamento'],
        `Todos os veículos de um contrato vão ao mesmo Detran: use ${uf}, a do veículo 1`,
      );
    }
  });

  // The fields the vehicles' Detran requires beyond everyone's (detran-regras.ts).
  if (uf) {
    for (const caminho of camposExigidosAusentes(uf, value)) {
      issue(caminho, mensagemExigidoPeloDetran(uf));
    }
  }

  if (value.aditivo) {
    if (value.aditivo.data < termos.data) {
      issue(['aditivo', 'data'], 'O aditivo não pode ser anterior ao contrato');
    }
    if (value.aditivo.data > hojeEmBrasilia()) {
      issue(['aditivo', 'data'], 'A data do aditivo não pode ser futura');
    }
    // A guarantee is replaced by another vehicle: leasing keeps the vehicle it leases.
    if (value.aditivo.tipo === 'SUBSTITUICAO_GARANTIA' && termos.tipoRestricao === '01') {
      issue(
        ['contrato', 'tipoRestricao'],
        'Arrendamento mercantil não admite substituição de garantia',
      );
    }
  }
}

/** `contratos/registrar`: a contract (operation 1). */
export const contratoInputSchema = z
  .strictObject(contratoShape)
  .superRefine(checkContrato)
  .meta({
    id: 'ContratoDados',
    description: 'Um contrato de financiamento a registrar no Detran',
    examples: [CONTRATO_EXEMPLO],
  });
export type ContratoInput = z.infer<typeof contratoInputSchema>;

/**
 * `contratos/alterar` (operation 2): the registered contract's new data, naming its order.
 * The contract number and the Detran stay those of the registration.
 */
export const contratoAlteracaoSchema = z
  .strictObject({ protocoloOriginal: protocoloOriginalSchema, ...contratoShape })
  .superRefine(checkContrato)
  .meta({
    id: 'ContratoUpdate',
    description: 'A alteração de um contrato registrado: os dados novos e o pedido do registro',
    examples: [{ protocoloOriginal: '20260000000123', ...CONTRATO_EXEMPLO }],
  });
export type ContratoAlteracao = z.infer<typeof contratoAlteracaoSchema>;

/**
 * `contratos/aditivo/registrar` and `/alterar` (operations 3 and 4): the order it refers to,
 * the contract it amends and the addendum.
 */
export const aditivoInputSchema = z
  .strictObject({
    protocoloOriginal: protocoloOriginalSchema,
    ...contratoShape,
    aditivo: aditivoSchema.describe('O aditivo: tipo, número e data'),
  })
  .superRefine(checkContrato)
  .meta({
    id: 'AditivoDados',
    description: 'Um aditivo a um contrato registrado',
    examples: [ADITIVO_EXEMPLO],
  });
export type AditivoInput = z.infer<typeof aditivoInputSchema>;

/**
 * `registros/editar`: the corrected data of an order the Detran has not registered, at the
 * version the person read (`versao` of the order: a change made meanwhile answers 409). The
 * client, the contract number (`pedidos/alterarNumeroContrato`), the Detran's UF and the
 * order an addendum refers to stay; `aditivo` is required for an addendum's order only.
 */
export const registroEdicaoSchema = z
  .strictObject({
    protocolo: protocoloOriginalSchema.describe('Protocolo do pedido a corrigir'),
    versao: z
      .number()
      .int()
      .min(1)
      .describe('A versão do pedido que a pessoa leu (campo versao do pedido)'),
    ...(({ clienteId: _, ...resto }) => resto)(contratoShape),
    aditivo: aditivoSchema.optional().describe('O aditivo, num pedido de aditivo'),
  })
  .superRefine(checkContrato)
  .meta({
    id: 'RegistroUpdate',
    description: 'Os dados corrigidos de um pedido que o Detran ainda não registrou',
    examples: [{ protocolo: '20260000000123', versao: 3, ...CONTRATO_EXEMPLO }],
  });
export type RegistroEdicao = z.infer<typeof registroEdicaoSchema>;
