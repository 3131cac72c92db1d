import type { Readable } from 'node:stream';
import { PROVEDOR } from '@portal/shared/common/brand';
import { formatData } from '@portal/shared/common/datas';
import {
  CPF_LENGTH,
  formatCnpj,
  mascararCpfCnpj,
  normalizeDocumento,
} from '@portal/shared/common/documentos';
import { formatMoeda } from '@portal/shared/common/moeda';
import {
  formatarCodigoVerificacao,
  PAGINA_VERIFICACAO,
  type CertidaoAtestado,
  type CertidaoVerificacao,
  type DocumentoPublico,
} from '@portal/shared/contratos/certidao-schemas';
import {
  PEDIDO_STATUS,
  tipoDeCertidao,
  type PedidoStatus,
  type TipoCertidao,
} from '@portal/shared/contratos/pedido-estados';
import { TIPOS_RESTRICAO, type TipoRestricao } from '@portal/shared/common/restricoes';
import {
  OPERACOES,
  TIPOS_ADITIVO,
  type AditivoInput,
  type Operacao,
} from '@portal/shared/contratos/schemas';
import { AppError, orNotFound } from '../../lib/errors';
import { certidaoPdf, tituloDa, type CertidaoTexto, type Linha } from './certidao-pdf';
import type { CertidaoCodigos } from './certidao-codigo';
import type { CertidoesRepository } from './certidoes-repository';
import { formatDataBrasilia, formatHoraBrasilia } from '@portal/shared/common/datas';

type PedidoCertificavel = NonNullable<
  Awaited<ReturnType<CertidoesRepository['pedidoCertificavel']>>
>;
/** The contract as the order stored it (an addendum's carries `aditivo`). */
type Dados = Omit<AditivoInput, 'aditivo' | 'protocoloOriginal'> &
  Partial<Pick<AditivoInput, 'aditivo'>>;

const dia = { format: formatDataBrasilia };
const dataHora = {
  format: (instante: Date) => `${formatDataBrasilia(instante)} às ${formatHoraBrasilia(instante)}`,
};

const CODIGO_NAO_CONFERE =
  `Nenhuma certidão da ${PROVEDOR} tem este código. ` +
  'Confira se foi digitado como está impresso.';

/**
 * Public certificates of an order (docs/contratos.md, Certidões). The verification code is the
 * key: a PDF opens only with its order's code, and a wrong or absent code answers 404 like an
 * absent protocol, so the sequence of protocols reveals nothing.
 */
export function createCertidoesService(repository: CertidoesRepository, codigos: CertidaoCodigos) {
  /** The order the code names, when the code is the registradora's and matches `protocolo`. */
  async function pedidoDoCodigo(codigo: string, protocolo?: string) {
    const nomeado = codigos.verify(codigo);
    if (!nomeado || (protocolo !== undefined && nomeado !== protocolo)) return null;
    return repository.pedidoCertificavel(nomeado);
  }

  function atestado(pedido: PedidoCertificavel): CertidaoAtestado {
    const dados = pedido.dados as Dados;
    const status = pedido.status as PedidoStatus;
    return {
      protocolo: pedido.protocolo,
      operacao: OPERACOES[pedido.operacao as Operacao],
      situacao: status,
      situacaoDescricao: PEDIDO_STATUS[status],
      tipo: tipoDeCertidao(status),
      detran: pedido.detran,
      numeroRegistroDetran: pedido.numeroRegistroDetran,
      registradoEm: pedido.registradoEm?.toISOString() ?? null,
      baixadoEm: pedido.baixadoEm?.toISOString() ?? null,
      numeroContrato: pedido.numeroContrato,
      dataContrato: dados.contrato.data,
      tipoRestricao: restricao(dados.contrato.tipoRestricao),
      credor: `${dados.credor.nome}, CNPJ ${formatCnpj(dados.credor.cnpj) || dados.credor.cnpj}`,
      devedor: `${dados.devedor.nome}, ${documentoLabel(dados.devedor.cpfCnpj)} ${mascararCpfCnpj(dados.devedor.cpfCnpj)}`,
      chassis: dados.veiculos.map((veiculo) => veiculo.chassi),
    };
  }

  async function texto(
    documento: DocumentoPublico,
    tipo: TipoCertidao,
    pedido: PedidoCertificavel,
    origem: string,
  ): Promise<CertidaoTexto> {
    const dados = pedido.dados as Dados;
    const codigo = formatarCodigoVerificacao(codigos.issue(pedido.protocolo));
    const registradoEm = pedido.registradoEm
      ? dia.format(pedido.registradoEm)
      : 'data não informada';
    const baixa =
      tipo === 'QUITACAO'
        ? ` O gravame foi baixado${pedido.baixadoEm ? ` em ${dia.format(pedido.baixadoEm)}` : ''}, após a quitação do contrato.`
        : '';
    const declaracao =
      `Certificamos, para os devidos fins, que o ${pedido.detran} registrou em ${registradoEm}, ` +
      `por intermédio da ${PROVEDOR}, sob o protocolo ${pedido.protocolo}, a operação ` +
      `“${OPERACOES[pedido.operacao as Operacao]}” descrita abaixo.${baixa}`;

    const registro: Linha[] = [
      ['Protocolo', pedido.protocolo],
      ['Operação', OPERACOES[pedido.operacao as Operacao]],
      ['Detran', `${pedido.detran} (${pedido.uf})`],
      ['Número do registro no Detran', pedido.numeroRegistroDetran ?? 'não informado'],
      ['Protocolo no Detran', pedido.protocoloDetran ?? 'não informado'],
      ['Data do registro', registradoEm],
      ['Situação', PEDIDO_STATUS[pedido.status as PedidoStatus]],
      ...(pedido.baixadoEm ? [['Data da baixa', dia.format(pedido.baixadoEm)] as Linha] : []),
    ];
    const partes: Linha[] = [
      ['Credor', dados.credor.nome],
      ['CNPJ do credor', formatCnpj(dados.credor.cnpj) || dados.credor.cnpj],
      ['Devedor', dados.devedor.nome],
      [
        `${documentoLabel(dados.devedor.cpfCnpj)} do devedor`,
        mascararCpfCnpj(dados.devedor.cpfCnpj),
      ],
    ];
    const termos = dados.contrato;
    const contrato: Linha[] = [
      ['Número do contrato', pedido.numeroContrato],
      ['Data do contrato', formatData(termos.data)],
      ['Tipo de restrição', restricao(termos.tipoRestricao)],
    ];
    if (dados.aditivo) {
      contrato.push(
        ['Aditivo', `${dados.aditivo.numero}, de ${formatData(dados.aditivo.data)}`],
        ['Tipo do aditivo', TIPOS_ADITIVO[dados.aditivo.tipo] ?? dados.aditivo.tipo],
      );
    }

    if (documento === 'protocolo') {
      return {
        documento,
        tipo,
        protocolo: pedido.protocolo,
        declaracao:
          `Comprovamos que o pedido de protocolo ${pedido.protocolo} foi recebido pela ${PROVEDOR} ` +
          `em ${dataHora.format(pedido.createdAt)} e enviado ao ${pedido.detran}, que o registrou em ` +
          `${registradoEm}.${baixa}`,
        secoes: [
          {
            titulo: 'Pedido',
            linhas: [...registro, ['Recebido em', dataHora.format(pedido.createdAt)]],
          },
          { titulo: 'Contrato', linhas: [contrato[0]!, ...partes.slice(0, 1)] },
        ],
        emitidaEm: dataHora.format(new Date()),
        codigo,
        urlVerificacao: urlVerificacao(origem, codigo),
      };
    }

    const completo = documento === 'certidao_inteiro_teor_contrato';
    if (completo) {
      contrato.push(
        ['Quantidade de parcelas', String(termos.quantidadeParcelas)],
        ['Valor da parcela', formatMoeda(termos.parcela)],
        ['Valor total financiado', formatMoeda(termos.totalFinanciamento)],
        ['Primeiro vencimento', formatData(termos.dataPrimeiroVencimento)],
        ['Último vencimento', formatData(termos.dataUltimoVencimento)],
        ['Taxa de juros ao mês', `${percentual(termos.taxaJurosMes)}%`],
        ['Taxa de juros ao ano', `${percentual(termos.taxaJurosAno)}%`],
        ['IOF', formatMoeda(termos.iof)],
        ['Índice de correção', termos.indiceCorrecao || 'não há'],
        [
          'Liberação do crédito',
          `${formatData(termos.dataLiberacaoCredito)} (${termos.ufLiberacao})`,
        ],
      );
      if (termos.consorcio) {
        contrato.push([
          'Consórcio',
          `grupo ${termos.consorcio.grupo}, cota ${termos.consorcio.cota}`,
        ]);
      }
    }
    const nomes = completo
      ? await repository.marcasModelos(dados.veiculos.map((veiculo) => veiculo.marcaModeloCodigo))
      : new Map<number, string>();
    const veiculos = dados.veiculos.map((veiculo, indice) => {
      const linhas: Linha[] = [
        ['Chassi', veiculo.chassi + (veiculo.remarcado ? ' (remarcado)' : '')],
      ];
      if (completo) {
        linhas.push(
          [
            'Marca/modelo',
            nomes.get(veiculo.marcaModeloCodigo) ?? `código ${veiculo.marcaModeloCodigo}`,
          ],
          ['Ano de fabricação/modelo', `${veiculo.anoFabricacao}/${veiculo.anoModelo}`],
          ['Placa', veiculo.placa ? `${veiculo.placa} (${veiculo.ufPlaca})` : 'sem placa (0 km)'],
          ['RENAVAM', veiculo.renavam || 'sem RENAVAM (0 km)'],
          ['UF de licenciamento', veiculo.ufLicenciamento],
        );
      }
      linhas.push(['Número do gravame no SNG', veiculo.numeroGravame]);
      return {
        titulo: dados.veiculos.length > 1 ? `Veículo ${indice + 1}` : 'Veículo',
        linhas,
      };
    });

    return {
      documento,
      tipo,
      protocolo: pedido.protocolo,
      declaracao,
      secoes: [
        { titulo: 'Registro', linhas: registro },
        { titulo: 'Partes', linhas: partes },
        { titulo: 'Contrato', linhas: contrato },
        ...veiculos,
      ],
      emitidaEm: dataHora.format(new Date()),
      codigo,
      urlVerificacao: urlVerificacao(origem, codigo),
    };
  }

  return {
    /**
     * A public PDF of an order. 404 unless `codigo` is the order's own; 409 (with the reason)
     * when the order's state allows no certificate today (not registered yet, cancelled).
     */
    async documento(
      documento: DocumentoPublico,
      protocolo: string,
      codigo: string,
      origem: string,
    ): Promise<{ arquivo: string; pdf: Readable }> {
      const pedido = orNotFound(await pedidoDoCodigo(codigo, protocolo));
      const status = pedido.status as PedidoStatus;
      const tipo = tipoDeCertidao(status);
      if (!tipo) {
        throw new AppError(
          'CONFLICT',
          status === 'CANCELADO'
            ? 'O pedido foi cancelado: não há registro a certificar.'
            : `O pedido está ${PEDIDO_STATUS[status].toLowerCase()}: não há registro a certificar.`,
        );
      }
      const pdf = certidaoPdf(await texto(documento, tipo, pedido, origem));
      const nome = tituloDa(documento, tipo)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      return { arquivo: `${nome}-${pedido.protocolo}.pdf`, pdf };
    },

    /** The public check of a code: whether it is authentic, and what it attests today. */
    async verify(codigo: string): Promise<CertidaoVerificacao> {
      const pedido = await pedidoDoCodigo(codigo);
      if (!pedido) return { autentica: false, mensagem: CODIGO_NAO_CONFERE, certidao: null };
      const certidao = atestado(pedido);
      const mensagem =
        certidao.tipo === 'QUITACAO'
          ? 'O contrato foi registrado e o gravame já foi baixado (quitação).'
          : certidao.tipo === 'REGISTRO'
            ? 'O contrato está registrado no Detran.'
            : `O código é autêntico, mas o registro não está em vigor: o pedido está ${certidao.situacaoDescricao.toLowerCase()}.`;
      return { autentica: true, mensagem, certidao };
    },
  };
}
export type CertidoesService = ReturnType<typeof createCertidoesService>;

function restricao(codigo: string): string {
  const nome = TIPOS_RESTRICAO[codigo as TipoRestricao];
  return nome ? `${nome} (${codigo})` : codigo;
}

function documentoLabel(cpfCnpj: string): string {
  return normalizeDocumento(cpfCnpj).length === CPF_LENGTH ? 'CPF' : 'CNPJ';
}

/** '1.99' -> '1,99'. */
function percentual(valor: string): string {
  return valor.replace('.', ',');
}

function urlVerificacao(origem: string, codigo: string): string {
  return `${origem}${PAGINA_VERIFICACAO}?codigo=${codigo}`;
}
