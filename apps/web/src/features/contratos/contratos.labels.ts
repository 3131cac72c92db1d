import { CAMPO_CONTRATO_LABELS, SECAO_CONTRATO_LABELS } from '@portal/shared/contratos/secoes';

/** The contract registration screens' words (spec §2.5, §2.8). */
export const CONTRATO_LABELS = {
  // Registrar card grid.
  cardContrato: 'Registrar contrato',
  cardContratoDescricao: 'Preencha um contrato de financiamento e envie ao Detran do veículo.',
  cardAditivo: 'Registrar aditivo',
  cardAditivoDescricao: 'Um aditivo a um contrato já registrado.',
  cardImagem: 'Registrar imagem',
  cardImagemDescricao: 'Envie a imagem do contrato registrado.',
  cardLote: 'Contratos em lote',
  cardLoteDescricao: 'Envie vários contratos de uma vez, por arquivo.',
  indisponivel: 'Ainda não disponível',
  semAcesso: 'Você não tem permissão para registrar contratos ou imagens.',
  semAcessoContrato: 'Você não tem permissão para registrar contratos.',

  // Form sections (spec §2.8) and field names: shared with the contract mirror.
  secoes: SECAO_CONTRATO_LABELS,
  ...CAMPO_CONTRATO_LABELS,
  tituloNovoContrato: 'Novo contrato',
  tituloNovoAditivo: 'Novo aditivo',
  tituloRascunho: 'Rascunho retomado',
  tituloCorrecao: (protocolo: string) => `Correção dos dados do pedido ${protocolo}`,
  tituloAditivoDe: (protocolo: string) =>
    `Novo aditivo ao contrato do pedido ${protocolo}: os dados do contrato registrado vêm preenchidos`,
  salvarCorrecao: 'Salvar correção',
  corrigido: 'Dados do pedido corrigidos.',
  escolhaClientePrimeiro: 'Escolha o cliente primeiro',
  nenhum: 'Nenhum registro encontrado',
  credorDoAgente: 'Preenchido com os dados do agente financeiro; confira antes de enviar.',
  terceiroOpcional: 'Preencha só se houver um terceiro garantidor.',
  veiculo: (n: number) => `Veículo ${n}`,
  adicionarVeiculo: 'Adicionar veículo',
  removerVeiculo: (n: number) => `Remover veículo ${n}`,
  semPlaca: 'Vazia se 0 km',
  detranDestino: (nome: string) => `Este contrato vai ao ${nome}.`,
  semDetran: (uf: string) => `Não há Detran ativo para ${uf}.`,
  consultandoDetran: (nome: string) => `Consultando a taxa e os campos exigidos pelo ${nome}…`,
  taxaDetranHoje: (servico: string, valor: string) =>
    `Taxa do Detran em vigor hoje (${servico}): ${valor}`,
  semTaxaHoje: (servico: string) => `Sem taxa do Detran cadastrada para hoje (${servico}).`,
  detranInativo: (nome: string) =>
    `O ${nome} não está recebendo pedidos agora: o contrato não pode ser enviado. Salve um rascunho para enviá-lo depois.`,
  detranExige: (nome: string, campos: string) => `O ${nome} exige também: ${campos}.`,
  buscarNoSng: 'Buscar no SNG',
  sngInformeChassi: 'Informe o chassi para buscar o gravame no SNG.',
  sngPreenchido: (numero: string) =>
    `Gravame ${numero} ativo para este participante no SNG: número preenchido.`,
  sngSituacao: (situacao: string) =>
    `SNG: ${situacao}. O Detran recusa o registro sem um gravame ativo desta instituição.`,
  sngFalha: 'Não foi possível consultar o SNG agora. Tente novamente em alguns minutos.',
  sngSemCliente:
    'O SNG tem um gravame ativo para este chassi; escolha o cliente para saber se é dele e preencher o número.',
  detranPelaUf: 'O Detran é o da UF de licenciamento dos veículos.',
  consorcioOpcional: 'Consórcio: preencha grupo e cota só num contrato de consórcio.',
  protocoloOriginalDescricao: 'O protocolo do pedido que registrou o contrato (14 dígitos).',
  digiteParaBuscar: 'Digite para buscar',
  escolhaUf: 'Escolha a UF primeiro',

  // Buttons and notices.
  enviar: 'Enviar',
  salvarRascunho: 'Salvar rascunho',
  cancelar: 'Cancelar',
  confirmarCancelar:
    'Sair sem enviar? O que foi preenchido e não foi salvo como rascunho será perdido.',
  rascunhoSalvo: 'Rascunho salvo. Você pode retomá-lo em Registrar.',
  resumoTitulo: 'Corrija os campos abaixo antes de enviar',
  resumoSecao: (secao: string, n: number) =>
    `${secao}: ${n} ${n === 1 ? 'campo a corrigir' : 'campos a corrigir'}`,
  resumoMais: (n: number) => `e mais ${n} ${n === 1 ? 'campo' : 'campos'} desta seção`,
  duplicadoTitulo: 'Contrato já enviado',

  // Result modal (spec §2.8).
  resultadoTitulo: 'Contrato enviado',
  resultadoAditivoTitulo: 'Aditivo enviado',
  acompanharPedido: 'Acompanhar o pedido junto ao Detran',
  continuarEnviando: 'Continuar enviando',
  finalizar: 'Finalizar',

  // Drafts.
  rascunhos: 'Rascunhos',
  rascunhosVazio: 'Nenhum rascunho salvo.',
  retomar: 'Retomar',
  excluirRascunho: 'Excluir',
  rascunhoExcluido: 'Rascunho excluído.',
  confirmarExclusao: 'Excluir este rascunho? O que foi preenchido nele se perde.',
  semNumero: 'Sem número',
  semDevedor: 'Devedor não informado',
  semChassi: 'Sem chassi',
  alteradoEm: 'Alterado em',
  por: 'por',
  modoContrato: 'Contrato',
  modoAditivo: 'Aditivo',
} as const;
