import { z } from 'zod';
import {
  EVENTOS_DETRAN,
  type EventoDetranCodigo,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import type { JobDefinition, JobExecutor, JobQueue } from '../../lib/jobs/job-queue';
import type { RegistroDetran, RespostaDetran } from './registro-detran';
import { ufDoPedido, type ContratosRepository } from './repository';

/** The queue that takes orders to their Detran and follows deferred answers. */
export const DESPACHO_QUEUE = 'contratos.enviar';

/** The states in which an order is the dispatch's to move. */
const COM_O_DESPACHO: readonly PedidoStatus[] = [
  'RECEBIDO',
  'AGUARDANDO_DETRAN',
  'EM_REPROCESSAMENTO',
  'ENVIADO',
  'BAIXA_SOLICITADA',
  'CANCELAMENTO_SOLICITADO',
];

/** A release or cancellation on its way to the Detran, and the operation that carries it. */
const PEDIDO_AO_DETRAN_DE: Partial<Record<PedidoStatus, 'BAIXA' | 'CANCELAMENTO'>> = {
  BAIXA_SOLICITADA: 'BAIXA',
  CANCELAMENTO_SOLICITADO: 'CANCELAMENTO',
};

const OPERACAO_DETRAN = {
  1: 'REGISTRO',
  2: 'ALTERACAO',
  3: 'REGISTRO_ADITIVO',
  4: 'ALTERACAO_ADITIVO',
} as const;

/** How the dispatch paces itself (configuration: README, Scaling out). */
export interface DespachoOptions {
  /** Requests at once to one Detran, over every worker process. */
  concorrenciaPorUf: number;
  /** Orders a worker takes per fetch and sends at the same time. */
  lote: number;
  /** The longest wait between two tries of an order whose Detran does not answer, in seconds. */
  esperaMaximaSegundos: number;
  /** How often an idle worker looks for orders to send, in seconds. */
  intervaloSegundos: number;
}

export const DESPACHO_PADRAO: DespachoOptions = {
  concorrenciaPorUf: 8,
  lote: 50,
  esperaMaximaSegundos: 300,
  intervaloSegundos: 1,
};

export interface Despacho {
  /** Queues the order's dispatch in the transaction that saved it. */
  enfileirar(tx: JobExecutor, pedidoId: string): Promise<void>;
}

/** The Detran's answer as a lifecycle event, with what it writes on the order. */
function eventoDe(resposta: Exclude<RespostaDetran, { tipo: 'indisponivel' }>, liberacao: boolean) {
  if (liberacao) {
    if (resposta.tipo === 'baixado' || resposta.tipo === 'cancelado') {
      return {
        evento:
          resposta.tipo === 'baixado' ? ('DETRAN_BAIXOU' as const) : ('DETRAN_CANCELOU' as const),
        mudancas: {},
        detalhes: null,
      };
    }
    const motivos = resposta.tipo === 'inconsistente' ? resposta.motivos : [];
    return {
      evento: 'DETRAN_RECUSOU_BAIXA_OU_CANCELAMENTO' as const,
      mudancas: {},
      detalhes: { motivos },
    };
  }
  switch (resposta.tipo) {
    case 'registrado':
      return {
        evento: 'DETRAN_REGISTROU' as const,
        mudancas: {
          protocoloDetran: resposta.protocoloDetran,
          numeroRegistroDetran: resposta.numeroRegistro,
          motivos: null,
        },
        detalhes: null,
      };
    case 'inconsistente':
      return {
        evento: 'DETRAN_RECUSOU' as const,
        mudancas: { protocoloDetran: resposta.protocoloDetran, motivos: resposta.motivos },
        detalhes: { motivos: resposta.motivos },
      };
    case 'em_processamento':
      return {
        evento: 'DETRAN_RECEBEU' as const,
        mudancas: { protocoloDetran: resposta.protocoloDetran },
        detalhes: null,
      };
    default:
      throw new Error(`unexpected answer to a registration: ${resposta.tipo}`);
  }
}

/**
 * The dispatch (docs/contratos.md): a pg-boss job per order, written in the transaction that
 * saved it, so nothing is sent that was not saved and nothing saved is forgotten. The job calls
 * the Detran outside any transaction, with an idempotency key (order id and send number) that
 * makes a retry answer from the Detran's memory instead of registering twice, then records the
 * answer in one statement under the order's row lock. A Detran that does not answer (down,
 * 5xx, timeout, a lost answer) leaves the order waiting, and pg-boss retries with exponential
 * backoff and jitter, up to 5 minutes apart, for about 8 hours; a deferred answer is asked for
 * again when the Detran says it will be ready.
 */
export function createDespacho({
  jobs,
  repository,
  registro,
  options = DESPACHO_PADRAO,
}: {
  jobs: JobQueue;
  repository: ContratosRepository;
  registro: RegistroDetran;
  options?: DespachoOptions;
}): Despacho {
  const definition: JobDefinition<{ pedidoId: string }> = {
    name: DESPACHO_QUEUE,
    schema: z.object({ pedidoId: z.uuid() }),
    queue: {
      retryLimit: 100,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: options.esperaMaximaSegundos,
      // A job lasts the adapter's timeout (10 s) and a few writes at most; one left active by a
      // worker that died mid-job (killed, out of memory) goes to another after 2 minutes
      // instead of pg-boss's 15, and its key keeps the Detran from registering it twice.
      expireInSeconds: 120,
      deleteAfterSeconds: 7 * 24 * 3_600,
    },
    // One group per UF: pg-boss keeps at most `concorrenciaPorUf` of a Detran's orders active
    // at once over every worker, and a worker sends its batch at the same time.
    work: {
      batchSize: options.lote,
      groupConcurrency: options.concorrenciaPorUf,
      pollingIntervalSeconds: options.intervaloSegundos,
    },
    async handle({ pedidoId }, { log }) {
      const pedido = await repository.paraDespacho(pedidoId);
      // Settled, cancelled by a person meanwhile, or gone: nothing left to send.
      if (!pedido || !COM_O_DESPACHO.includes(pedido.status)) return;
      const liberacao = PEDIDO_AO_DETRAN_DE[pedido.status];
      const resposta =
        pedido.status === 'ENVIADO' && pedido.protocoloDetran
          ? await registro.consultar(pedido.uf, pedido.protocoloDetran)
          : await registro.enviar(
              pedido.uf,
              `${pedido.id}:${liberacao ?? 'envio'}:${pedido.tentativas}`,
              {
                operacao: liberacao ?? OPERACAO_DETRAN[pedido.operacao as 1 | 2 | 3 | 4],
                numeroContrato: pedido.numeroContrato,
                dados: pedido.dados,
                chassis: pedido.chassis,
              },
            );

      if (resposta.tipo === 'indisponivel') {
        await registrar(pedidoId, 'DETRAN_INDISPONIVEL', {}, { motivo: resposta.motivo });
        // pg-boss tries again later, with backoff; the order waits meanwhile.
        throw new Error(`Detran-${pedido.uf} indisponível: ${resposta.motivo}`);
      }
      if (resposta.tipo === 'em_processamento' && pedido.status === 'ENVIADO') {
        await consultarDepois(pedido, resposta.consultarEmMs);
        return;
      }
      const { evento, mudancas, detalhes } = eventoDe(resposta, liberacao !== undefined);
      const moveu = await registrar(pedidoId, evento, mudancas, detalhes);
      if (!moveu) log.warn({ pedidoId, evento }, 'Detran answer for an order that moved meanwhile');
      if (resposta.tipo === 'em_processamento') {
        await consultarDepois(pedido, resposta.consultarEmMs);
      }
    },
  };
  jobs.define(definition);

  const consultarDepois = (pedido: { id: string; uf: string }, ms: number) =>
    jobs.send(
      definition,
      { pedidoId: pedido.id },
      { startAfterSeconds: Math.max(1, Math.ceil(ms / 1000)), group: pedido.uf },
    );

  /**
   * Applies a Detran event, in one statement under the row lock (repository
   * `aplicarEventoDetran`: one round trip per answer instead of a five-statement transaction);
   * false when the state no longer allows it.
   */
  async function registrar(
    pedidoId: string,
    evento: EventoDetranCodigo,
    mudancas: Record<string, unknown>,
    detalhes: Record<string, unknown> | null,
  ): Promise<boolean> {
    const { de, para } = EVENTOS_DETRAN[evento];
    const anterior = await repository.aplicarEventoDetran(
      pedidoId,
      { acao: evento, de, para },
      mudancas,
      detalhes,
    );
    return anterior !== null;
  }

  return {
    enfileirar: async (tx, pedidoId) =>
      jobs.send(definition, { pedidoId }, { tx, group: await ufDoPedido(tx, pedidoId) }),
  };
}

/** What the dispatch sends a Detran for an order in `status` (`contratos/fila-broker-xml`). */
export function operacaoAoDetran(status: PedidoStatus, operacao: number) {
  return PEDIDO_AO_DETRAN_DE[status] ?? OPERACAO_DETRAN[operacao as 1 | 2 | 3 | 4];
}
