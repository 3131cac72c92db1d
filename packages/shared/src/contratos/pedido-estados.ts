import type { Permissao } from '../usuarios/permissoes';

/**
 * The lifecycle of an order (pedido): one request to a Detran with its protocol. The states,
 * the actions that move an order between them and the permission each action needs are data
 * here, read by the server (which refuses what the table does not allow), by the web (which
 * offers only the allowed actions) and by docs/contratos.md (its diagram is generated from it).
 */
export const PEDIDO_STATUS = {
  RECEBIDO: 'Recebido',
  AGUARDANDO_DETRAN: 'Aguardando o Detran',
  ENVIADO: 'Enviado ao Detran',
  EM_REPROCESSAMENTO: 'Em reprocessamento',
  REGISTRADO: 'Registrado',
  NAO_REGISTRADO: 'Não registrado',
  BAIXA_SOLICITADA: 'Baixa enviada ao Detran',
  BAIXADO: 'Baixado',
  CANCELAMENTO_SOLICITADO: 'Cancelamento enviado ao Detran',
  CANCELADO: 'Cancelado',
} as const;
export type PedidoStatus = keyof typeof PEDIDO_STATUS;
export const PEDIDO_STATUS_CODIGOS = Object.keys(PEDIDO_STATUS) as [
  PedidoStatus,
  ...PedidoStatus[],
];

/** States an order never leaves by the normal flow (only an audited status change moves it). */
export const PEDIDO_STATUS_FINAIS: readonly PedidoStatus[] = ['BAIXADO', 'CANCELADO'];

/** States in which the order is with the dispatch: sent, or to be sent, to the Detran. */
export const PEDIDO_STATUS_EM_ANDAMENTO: readonly PedidoStatus[] = [
  'RECEBIDO',
  'AGUARDANDO_DETRAN',
  'ENVIADO',
  'EM_REPROCESSAMENTO',
  'BAIXA_SOLICITADA',
  'CANCELAMENTO_SOLICITADO',
];

interface AcaoBase {
  /** What a person reads (button, history). */
  nome: string;
  /** The states the action may start from. */
  de: readonly PedidoStatus[];
  /** The state it leads to; absent: the action changes the order's data, not its state. */
  para?: PedidoStatus;
}

/** An action a person takes on an order, through a call of spec §7. */
export interface AcaoPessoa extends AcaoBase {
  origem: 'pessoa';
  permissao: Permissao;
  /** A justification is required and kept in the order's history. */
  exigeJustificativa: boolean;
}

/** What the dispatch records when the Detran answers (or does not). */
export interface EventoDetran extends AcaoBase {
  origem: 'detran';
  para: PedidoStatus;
}

const EM_ENVIO = ['RECEBIDO', 'AGUARDANDO_DETRAN', 'EM_REPROCESSAMENTO'] as const;
/** Not registered at the Detran (yet): nothing there to release or cancel. */
const NADA_NO_DETRAN = ['RECEBIDO', 'AGUARDANDO_DETRAN', 'NAO_REGISTRADO'] as const;

/** The actions of a person (spec §2.8 "order actions", §7 pedidos/*, registros/editar). */
export const ACOES_PESSOA = {
  BAIXAR: {
    origem: 'pessoa',
    nome: 'Dar baixa',
    de: ['REGISTRADO'],
    para: 'BAIXADO',
    permissao: 'CONTRATO_CANCELAR',
    exigeJustificativa: true,
  },
  BAIXAR_DETRAN: {
    origem: 'pessoa',
    nome: 'Dar baixa no Detran',
    de: ['REGISTRADO'],
    para: 'BAIXA_SOLICITADA',
    permissao: 'CONTRATO_CANCELAR',
    exigeJustificativa: true,
  },
  CANCELAR: {
    origem: 'pessoa',
    nome: 'Cancelar',
    de: NADA_NO_DETRAN,
    para: 'CANCELADO',
    permissao: 'CONTRATO_CANCELAR',
    exigeJustificativa: true,
  },
  CANCELAR_DETRAN: {
    origem: 'pessoa',
    nome: 'Cancelar no Detran',
    de: ['REGISTRADO'],
    para: 'CANCELAMENTO_SOLICITADO',
    permissao: 'CONTRATO_CANCELAR',
    exigeJustificativa: true,
  },
  REPROCESSAR: {
    origem: 'pessoa',
    nome: 'Reprocessar',
    de: ['NAO_REGISTRADO', 'AGUARDANDO_DETRAN'],
    para: 'EM_REPROCESSAMENTO',
    permissao: 'CONTRATO_REPROCESSAR',
    exigeJustificativa: true,
  },
  EDITAR_REGISTRO: {
    origem: 'pessoa',
    nome: 'Corrigir dados',
    de: NADA_NO_DETRAN,
    permissao: 'CONTRATO_EDITAR',
    exigeJustificativa: false,
  },
  ALTERAR_NUMERO_CONTRATO: {
    origem: 'pessoa',
    nome: 'Alterar número do contrato',
    de: NADA_NO_DETRAN,
    permissao: 'CONTRATO_EDITAR',
    exigeJustificativa: true,
  },
  ALTERAR_TAXA: {
    origem: 'pessoa',
    nome: 'Alterar taxa',
    de: PEDIDO_STATUS_CODIGOS.filter((status) => status !== 'CANCELADO'),
    permissao: 'CONTRATO_EDITAR',
    exigeJustificativa: true,
  },
} as const satisfies Record<string, AcaoPessoa>;
export type AcaoPessoaCodigo = keyof typeof ACOES_PESSOA;

/**
 * The audited status change (pedidos/protocolo/{p}/statusnovo/{s}/...): support staff set an
 * order to a settled state by hand, with a justification, when the Detran's answer arrived by
 * another way. Only to these states, and never to the state it is in.
 */
export const ALTERACAO_STATUS = {
  nome: 'Alterar status',
  permissao: 'CONTRATO_EDITAR',
  exigeJustificativa: true,
  para: ['REGISTRADO', 'NAO_REGISTRADO', 'BAIXADO', 'CANCELADO'],
} as const satisfies {
  nome: string;
  permissao: Permissao;
  exigeJustificativa: true;
  para: readonly PedidoStatus[];
};

/** What the dispatch records from the Detran's answers. */
export const EVENTOS_DETRAN = {
  DETRAN_INDISPONIVEL: {
    origem: 'detran',
    nome: 'Detran indisponível, o pedido aguarda',
    de: ['RECEBIDO', 'EM_REPROCESSAMENTO'],
    para: 'AGUARDANDO_DETRAN',
  },
  // From ENVIADO too: a Detran that lost the protocol it gave takes the order anew under a
  // new one, which the later polls must ask for.
  DETRAN_RECEBEU: {
    origem: 'detran',
    nome: 'Detran recebeu, resultado a consultar',
    de: [...EM_ENVIO, 'ENVIADO'],
    para: 'ENVIADO',
  },
  DETRAN_REGISTROU: {
    origem: 'detran',
    nome: 'Registrado pelo Detran',
    de: [...EM_ENVIO, 'ENVIADO'],
    para: 'REGISTRADO',
  },
  DETRAN_RECUSOU: {
    origem: 'detran',
    nome: 'Inconsistência apontada pelo Detran',
    de: [...EM_ENVIO, 'ENVIADO'],
    para: 'NAO_REGISTRADO',
  },
  DETRAN_BAIXOU: {
    origem: 'detran',
    nome: 'Baixa confirmada pelo Detran',
    de: ['BAIXA_SOLICITADA'],
    para: 'BAIXADO',
  },
  DETRAN_CANCELOU: {
    origem: 'detran',
    nome: 'Cancelamento confirmado pelo Detran',
    de: ['CANCELAMENTO_SOLICITADO'],
    para: 'CANCELADO',
  },
  DETRAN_RECUSOU_BAIXA_OU_CANCELAMENTO: {
    origem: 'detran',
    nome: 'Baixa ou cancelamento recusado pelo Detran',
    de: ['BAIXA_SOLICITADA', 'CANCELAMENTO_SOLICITADO'],
    para: 'REGISTRADO',
  },
} as const satisfies Record<string, EventoDetran>;
export type EventoDetranCodigo = keyof typeof EVENTOS_DETRAN;

export type Transicao =
  { permitida: true; para: PedidoStatus } | { permitida: false; motivo: string };

/** 'Enviado ao Detran' -> 'enviado ao Detran', to go in the middle of a sentence. */
export const noMeio = (texto: string) => texto.charAt(0).toLowerCase() + texto.slice(1);

function recusa(nome: string, status: PedidoStatus): Transicao {
  return {
    permitida: false,
    motivo: `Não é possível ${noMeio(nome)}: o pedido está ${noMeio(PEDIDO_STATUS[status])}.`,
  };
}

/**
 * Where an action or a Detran event takes an order in `status`, or why it may not (the 409
 * message). An action that changes only data leaves the status as it is.
 */
export function transicao(
  status: PedidoStatus,
  acao: AcaoPessoaCodigo | EventoDetranCodigo,
): Transicao {
  const definicao: AcaoBase =
    acao in ACOES_PESSOA
      ? ACOES_PESSOA[acao as AcaoPessoaCodigo]
      : EVENTOS_DETRAN[acao as EventoDetranCodigo];
  if (!definicao.de.includes(status)) return recusa(definicao.nome, status);
  return { permitida: true, para: definicao.para ?? status };
}

/** Whether the audited status change may set an order in `status` to `novo`. */
export function alteracaoStatus(status: PedidoStatus, novo: PedidoStatus): Transicao {
  if (!(ALTERACAO_STATUS.para as readonly PedidoStatus[]).includes(novo)) {
    return {
      permitida: false,
      motivo: `O status só pode ser alterado para ${ALTERACAO_STATUS.para
        .map((codigo) => noMeio(PEDIDO_STATUS[codigo]))
        .join(', ')}.`,
    };
  }
  if (novo === status) {
    return { permitida: false, motivo: `O pedido já está ${noMeio(PEDIDO_STATUS[status])}.` };
  }
  return { permitida: true, para: novo };
}

/** The actions a person holding `roles` may take on an order in `status` (the buttons shown). */
export function acoesDisponiveis(
  status: PedidoStatus,
  roles: Iterable<string>,
): AcaoPessoaCodigo[] {
  const tem = new Set(roles);
  return (Object.keys(ACOES_PESSOA) as AcaoPessoaCodigo[]).filter((codigo) => {
    const acao: AcaoPessoa = ACOES_PESSOA[codigo];
    return acao.de.includes(status) && tem.has(acao.permissao);
  });
}

/** The public registration status of spec §4, shown on the chassis page. */
export type StatusPublico =
  'REGISTRO_EM_PROCESSO' | 'REGISTRO_NAO_REALIZADO' | 'REGISTRO_COM_SUCESSO';

/**
 * The public timeline state of an order in `status`: a registration in progress, refused by the
 * Detran, or done (also once released or while a release or cancellation is on its way: the
 * registration itself was made). A cancelled order that was never registered shows nothing.
 */
export function statusPublico(status: PedidoStatus): StatusPublico | null {
  switch (status) {
    case 'RECEBIDO':
    case 'AGUARDANDO_DETRAN':
    case 'ENVIADO':
    case 'EM_REPROCESSAMENTO':
      return 'REGISTRO_EM_PROCESSO';
    case 'NAO_REGISTRADO':
      return 'REGISTRO_NAO_REALIZADO';
    case 'REGISTRADO':
    case 'BAIXA_SOLICITADA':
    case 'BAIXADO':
    case 'CANCELAMENTO_SOLICITADO':
      return 'REGISTRO_COM_SUCESSO';
    case 'CANCELADO':
      return null;
  }
}

/**
 * The public timeline from an order's history (oldest first): each entry's public state, with
 * consecutive repeats collapsed, keeping the date each state was first reached.
 */
export function linhaDoTempoPublica(
  historico: readonly { status: PedidoStatus; em: string }[],
): { status: StatusPublico; em: string }[] {
  const linha: { status: StatusPublico; em: string }[] = [];
  for (const entrada of historico) {
    const publico = statusPublico(entrada.status);
    if (publico && linha.at(-1)?.status !== publico)
      linha.push({ status: publico, em: entrada.em });
  }
  return linha;
}

/** Which certificate an order in a state allows: of the registration, or of its release. */
export type TipoCertidao = 'REGISTRO' | 'QUITACAO';

/** The certificate an order's state allows, whoever asks: null before the registration or once cancelled. */
export function tipoDeCertidao(status: PedidoStatus): TipoCertidao | null {
  if (status === 'BAIXADO') return 'QUITACAO';
  return statusPublico(status) === 'REGISTRO_COM_SUCESSO' ? 'REGISTRO' : null;
}

/**
 * Whether a certificate can be issued for an order (`contratos/podeGerarCertidao`): of the
 * registration while the lien is registered (also while a release or cancellation is on its
 * way), of the payoff (quitação) once released; never before the Detran registered it, nor
 * once cancelled. Issuing needs GERA_CERTIDAO.
 */
export function certidaoDisponivel(
  status: PedidoStatus,
  roles: Iterable<string>,
): { pode: boolean; tipo: TipoCertidao | null; motivo: string } {
  const tipo = tipoDeCertidao(status);
  if (!tipo) {
    const motivo =
      status === 'CANCELADO'
        ? 'O pedido foi cancelado: não há registro a certificar.'
        : status === 'NAO_REGISTRADO'
          ? 'O Detran não registrou o contrato: corrija os dados e reprocesse o pedido.'
          : 'O Detran ainda não concluiu o registro do contrato.';
    return { pode: false, tipo: null, motivo };
  }
  if (!new Set(roles).has('GERA_CERTIDAO')) {
    return { pode: false, tipo, motivo: 'O seu perfil não tem a permissão de gerar certidões.' };
  }
  return {
    pode: true,
    tipo,
    motivo:
      tipo === 'QUITACAO'
        ? 'O gravame foi baixado: a certidão de quitação pode ser gerada.'
        : 'O contrato está registrado no Detran: a certidão do registro pode ser gerada.',
  };
}

/**
 * `contratos/pedido-foi-pao` ('foi pago'): whether the order's Detran fee counts as paid. A
 * Detran registers only with its fee paid, so an order the Detran registered (and what follows
 * a registration) has paid it; before that, or refused or cancelled, it has not.
 */
export function pagamentoDoPedido(status: PedidoStatus): { pago: boolean; motivo: string } {
  if (statusPublico(status) === 'REGISTRO_COM_SUCESSO') {
    return { pago: true, motivo: 'O Detran registrou o pedido: a sua taxa foi paga.' };
  }
  return {
    pago: false,
    motivo:
      status === 'CANCELADO'
        ? 'O pedido foi cancelado antes de o Detran o registrar: a taxa não foi paga.'
        : 'O Detran ainda não registrou o pedido: a taxa não foi paga.',
  };
}

/** The lifecycle as a Mermaid state diagram (docs/contratos.md holds it; a test keeps it current). */
export function diagramaMermaid(): string {
  const linhas = ['stateDiagram-v2', '  [*] --> RECEBIDO'];
  const arestas = [
    ...Object.values(ACOES_PESSOA as Record<string, AcaoPessoa>)
      .filter((acao) => acao.para)
      .flatMap((acao) =>
        acao.de.map((de) => `  ${de} --> ${acao.para}: ${acao.nome} (${acao.permissao})`),
      ),
    ...Object.values(EVENTOS_DETRAN as Record<string, EventoDetran>).flatMap((evento) =>
      evento.de.map((de) => `  ${de} --> ${evento.para}: ${evento.nome}`),
    ),
  ];
  linhas.push(...arestas);
  for (const final of PEDIDO_STATUS_FINAIS) linhas.push(`  ${final} --> [*]`);
  return linhas.join('\n');
}

/**
 * How an order arrived, by its operation (1 contract, 2 contract change, 3 addendum, 4 addendum
 * change): the first step of its history, its code and what a person reads.
 */
export const PASSO_INICIAL = {
  1: { acao: 'REGISTRAR', nome: 'Pedido recebido pelo portal' },
  2: { acao: 'ALTERAR_CONTRATO', nome: 'Alteração de contrato recebida pelo portal' },
  3: { acao: 'REGISTRAR_ADITIVO', nome: 'Aditivo recebido pelo portal' },
  4: { acao: 'ALTERAR_ADITIVO', nome: 'Alteração de aditivo recebida pelo portal' },
} as const;

/** What a person reads for a step of the history (its `acao` code); an unknown code as is. */
export function nomeDoPasso(acao: string): string {
  if (acao in ACOES_PESSOA) return ACOES_PESSOA[acao as AcaoPessoaCodigo].nome;
  if (acao in EVENTOS_DETRAN) return EVENTOS_DETRAN[acao as EventoDetranCodigo].nome;
  if (acao === 'ALTERAR_STATUS') return ALTERACAO_STATUS.nome;
  const inicial = Object.values(PASSO_INICIAL).find((passo) => passo.acao === acao);
  return inicial?.nome ?? acao;
}
