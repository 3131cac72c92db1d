import type { AcaoSimples } from './pedidos-api';

/** The pt-BR texts of the order page. */
export const PEDIDO_LABELS = {
  protocolo: 'Protocolo',
  situacao: 'Situação',
  operacao: 'Operação',
  cliente: 'Cliente',
  detran: 'Detran',
  numeroContrato: 'Número do contrato',
  devedor: 'CPF/CNPJ do devedor',
  chassis: 'Chassi',
  chassisPlural: 'Chassis',
  protocoloDetran: 'Protocolo no Detran',
  numeroRegistroDetran: 'Número do registro no Detran',
  taxaDetran: 'Taxa do Detran',
  valorRegistradora: 'Valor do registro',
  criadoEm: 'Enviado em',
  alteradoEm: 'Última mudança',
  naoInformado: 'Ainda não informado',
  semValor: 'Sem valor em vigor',
  aguardando:
    'O pedido está com o Detran. Esta página se atualiza sozinha quando a resposta chegar.',
  motivosTitulo: 'O Detran apontou inconsistência nos dados',
  motivosAjuda: 'Corrija os dados do contrato e reprocesse o pedido.',
  acoes: 'Ações',
  corrigirDados: 'Corrigir dados',
  registrarAditivo: 'Registrar aditivo',
  semAcoes: 'Nenhuma ação disponível para você nesta situação.',
  alterarStatus: 'Alterar status',
  novoStatus: 'Nova situação',
  justificativa: 'Justificativa',
  justificativaAjuda: 'Fica no histórico do pedido (2 a 255 caracteres).',
  statusAlterado: 'Situação do pedido alterada.',
  alterarNumero: 'Alterar número do contrato',
  novoNumero: 'Novo número do contrato',
  numeroAtual: 'Número atual',
  numeroAlterado: 'Número do contrato alterado.',
  alterarTaxa: 'Alterar taxa',
  novaTaxaDetran: 'Nova taxa do Detran',
  novoValorRegistradora: 'Novo valor do registro',
  valorAtual: 'Hoje',
  taxaAlterada: 'Taxas do pedido alteradas.',
  historico: 'Histórico',
  historicoVazio: 'Nenhum passo registrado.',
  quando: 'Quando',
  passo: 'Passo',
  de: 'De',
  para: 'Para',
  quem: 'Quem',
  envioAutomatico: 'Envio automático',
  naoEncontrado: 'Pedido não encontrado.',
  semInformacao: 'Não informado',
  veiculo: 'Veículo',
  semPlaca: 'Sem placa (0 km)',
  marcaModeloNome: (marca: string, modelo: string, codigo: number) =>
    `${marca}/${modelo} (código RENAVAM ${codigo})`,
  marcaModeloSemCadastro: (codigo: number) =>
    `${codigo} (código RENAVAM sem cadastro em Marca / Modelo)`,
  consultarNoSng: 'Consultar no SNG',
  semTerceiro: 'Sem terceiro garantidor.',
  carregandoContrato: 'Carregando o contrato',
  contratoIndisponivel: 'Não foi possível carregar os dados do contrato.',
  documentos: 'Documentos',
  semDocumentos: 'Nenhum documento enviado para este pedido.',
  carregandoDocumentos: 'Carregando os documentos',
  documentosIndisponiveis: 'Não foi possível carregar os documentos.',
  enviadoEm: 'Enviado em',
  protocoloInvalido: 'Protocolo inválido: ele tem 14 dígitos.',
} as const;

/** Each action's button, its confirmation (Sim/Não) and the notice after it. */
export const ACAO_TEXTOS: Record<
  AcaoSimples,
  { titulo: string; pergunta: (protocolo: string) => string; feito: string }
> = {
  BAIXAR: {
    titulo: 'Dar baixa',
    pergunta: (p) =>
      `Confirma a baixa do pedido ${p}?\nUse quando a baixa do gravame já foi feita no Detran.`,
    feito: 'Baixa registrada.',
  },
  BAIXAR_DETRAN: {
    titulo: 'Dar baixa no Detran',
    pergunta: (p) => `Enviar ao Detran a baixa do gravame do pedido ${p}?`,
    feito: 'Baixa enviada ao Detran.',
  },
  CANCELAR: {
    titulo: 'Cancelar',
    pergunta: (p) => `Cancelar o pedido ${p}?\nO contrato não está registrado no Detran.`,
    feito: 'Pedido cancelado.',
  },
  CANCELAR_DETRAN: {
    titulo: 'Cancelar no Detran',
    pergunta: (p) =>
      `Enviar ao Detran o cancelamento do registro do pedido ${p}?\nUse quando a operação não se realizou.`,
    feito: 'Cancelamento enviado ao Detran.',
  },
  REPROCESSAR: {
    titulo: 'Reprocessar',
    pergunta: (p) => `Enviar o pedido ${p} de novo ao Detran?`,
    feito: 'Pedido enviado de novo ao Detran.',
  },
};
