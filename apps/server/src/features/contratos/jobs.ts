import { z } from 'zod';
import {
  transicao,
  type EventoDetranCodigo,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import type { JobDefinition, JobExecutor, JobQueue } from '../../lib/jobs/job-queue';
import type { RegistroDetran, RespostaDetran } from './registro-detran';
import type { ContratosRepository } from './repository';

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
 * answer in a short transaction under the order's row lock. A Detran that does not answer (down,
 * 5xx, timeout, a lost answer) leaves the order waiting, and pg-boss retries with exponential
 * backoff and jitter, up to 5 minutes apart, for about 8 hours; a deferred answer is asked for
 * again when the Detran says it will be ready.
 */
export function createDespacho({
  jobs,
  repository,
  registro,
}: {
  jobs: JobQueue;
  repository: ContratosRepository;
  registro: RegistroDetran;
}): Despacho {
  const definition: JobDefinition<{ pedidoId: string }> = {
    name: DESPACHO_QUEUE,
    schema: z.object({ pedidoId: z.uuid() }),
    queue: {
      retryLimit: 100,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 300,
      deleteAfterSeconds: 7 * 24 * 3_600,
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
        await consultarDepois(pedidoId, resposta.consultarEmMs);
        return;
      }
      const { evento, mudancas, detalhes } = eventoDe(resposta, liberacao !== undefined);
      const moveu = await registrar(pedidoId, evento, mudancas, detalhes);
      if (!moveu) log.warn({ pedidoId, evento }, 'Detran answer for an order that moved meanwhile');
      if (resposta.tipo === 'em_processamento') {
        await consultarDepois(pedidoId, resposta.consultarEmMs);
      }
    },
  };
  jobs.define(definition);

  const consultarDepois = (pedidoId: string, ms: number) =>
    jobs.send(definition, { pedidoId }, { startAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

  /** Applies a Detran event under the row lock; false when the state no longer allows it. */
  async function registrar(
    pedidoId: string,
    evento: EventoDetranCodigo,
    mudancas: Record<string, unknown>,
    detalhes: Record<string, unknown> | null,
  ): Promise<boolean> {
    return repository.transaction(async (tx) => {
      const pedido = await tx.lockById(pedidoId);
      if (!pedido) return false;
      const resultado = transicao(pedido.status, evento);
      if (!resultado.permitida) return false;
      await tx.mover(
        pedidoId,
        {
          acao: evento,
          statusAnterior: pedido.status,
          status: resultado.para,
          usuarioId: null,
          detalhes,
        },
        mudancas,
      );
      if (resultado.para === 'CANCELADO') await tx.encerrarVigencia(pedidoId);
      return true;
    });
  }

  return {
    enfileirar: (tx, pedidoId) => jobs.send(definition, { pedidoId }, { tx }),
  };
}

/** What the dispatch sends a Detran for an order in `status` (`contratos/fila-broker-xml`). */
export function operacaoAoDetran(status: PedidoStatus, operacao: number) {
  return PEDIDO_AO_DETRAN_DE[status] ?? OPERACAO_DETRAN[operacao as 1 | 2 | 3 | 4];
}
