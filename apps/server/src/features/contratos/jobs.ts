import { z } from 'zod';
import {
  EVENTOS_DETRAN,
  type EventoDetranCodigo,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import type { Uf } from '@portal/shared/common/ufs';
import type { JobContext, JobDefinition, JobExecutor, JobQueue } from '../../lib/jobs/job-queue';
import type { RegistrosDetran, RespostaDetran } from './registro-detran';
import type { ContratosRepository, RespostaGravada } from './repository';

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
  /**
   * How long a worker may hold an order's job before another takes it, in seconds: what a
   * worker that died mid-job (killed, out of memory) delays its orders by.
   */
  expiracaoSegundos: number;
}

/**
 * How long the dispatch keeps trying an order whose Detran does not answer: a month. An outage
 * over a weekend or a holiday must leave the orders waiting, not stuck once pg-boss's tries run
 * out (100 tries, about 8 hours, left them in 'Aguardando o Detran' until a person reprocessed
 * each one).
 */
export const DESPACHO_TENTATIVAS_DIAS = 30;

/**
 * The dispatch queue's retries: exponential backoff with jitter from 2 s, at most
 * `esperaMaximaSegundos` apart (pg-boss then waits exactly that), as many tries as fill
 * `DESPACHO_TENTATIVAS_DIAS` at that pace.
 */
export function despachoRetries({
  esperaMaximaSegundos,
}: Pick<DespachoOptions, 'esperaMaximaSegundos'>) {
  return {
    // The first tries, while the backoff doubles up to the longest wait, count for less.
    retryLimit:
      Math.ceil((DESPACHO_TENTATIVAS_DIAS * 86_400) / esperaMaximaSegundos) +
      Math.ceil(Math.log2(esperaMaximaSegundos)) +
      1,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: esperaMaximaSegundos,
  };
}

export const DESPACHO_PADRAO: DespachoOptions = {
  concorrenciaPorUf: 8,
  lote: 50,
  esperaMaximaSegundos: 300,
  intervaloSegundos: 1,
  // A job lasts the adapter's timeout (10 s) and a few writes at most: one left active by a
  // worker that died goes to another after 2 minutes instead of pg-boss's 15, and its key keeps
  // the Detran from registering it twice.
  expiracaoSegundos: 120,
};

export interface Despacho {
  /**
   * Queues the order's dispatch in the transaction that saved it, in its UF's group (the
   * per-Detran concurrency limit).
   */
  enqueue(tx: JobExecutor, pedido: { id: string; uf: string }): Promise<void>;
}

/** What one job's Detran call leads to (`dispatch`). */
interface Passo {
  /** The lifecycle event to record on the order. */
  evento?: {
    evento: EventoDetranCodigo;
    mudancas: RespostaGravada;
    detalhes: Record<string, unknown> | null;
  };
  /** Ask the Detran again for a deferred answer, in `ms`. */
  depois?: { uf: string; ms: number };
  /** The job fails (pg-boss runs it again later). */
  erro?: Error;
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
 * backoff and jitter, up to 5 minutes apart, for a month; a deferred answer is asked for
 * again when the Detran says it will be ready.
 */
export function createDespacho({
  jobs,
  repository,
  registros,
  options = DESPACHO_PADRAO,
}: {
  jobs: JobQueue;
  repository: ContratosRepository;
  /** The Detran of each UF (registro-detran.ts). */
  registros: RegistrosDetran;
  options?: DespachoOptions;
}): Despacho {
  const definition: JobDefinition<{ pedidoId: string }> = {
    name: DESPACHO_QUEUE,
    schema: z.object({ pedidoId: z.uuid() }),
    queue: {
      ...despachoRetries(options),
      expireInSeconds: options.expiracaoSegundos,
      deleteAfterSeconds: 7 * 24 * 3_600,
    },
    // One group per UF: pg-boss keeps at most `concorrenciaPorUf` of a Detran's orders active
    // at once over every worker, and a worker sends its batch at the same time.
    work: {
      batchSize: options.lote,
      groupConcurrency: options.concorrenciaPorUf,
      pollingIntervalSeconds: options.intervaloSegundos,
    },
    async handle(data, job) {
      const [erro] = await dispatch([{ data, job }]);
      if (erro) throw erro;
    },
    handleBatch: (itens) => dispatch(itens),
  };
  jobs.define(definition);

  /**
   * One job's call to its Detran (outside any transaction): the event its answer makes, if
   * any, with what follows it; an error when the Detran did not answer.
   */
  async function callDetran(
    pedido: Awaited<ReturnType<ContratosRepository['findForDespacho']>>,
  ): Promise<Passo> {
    // Settled, cancelled by a person meanwhile, or gone: nothing left to send.
    if (!pedido || !COM_O_DESPACHO.includes(pedido.status)) return {};
    const liberacao = PEDIDO_AO_DETRAN_DE[pedido.status];
    const registro = registros[pedido.uf as Uf];
    if (!registro) throw new Error(`no Detran adapter for ${pedido.uf}`);
    const consulta =
      pedido.status === 'ENVIADO' && pedido.protocoloDetran
        ? await registro.poll(pedido.protocoloDetran)
        : undefined;
    // A Detran that lost the protocol it gave (the simulator restarted) gets the order again
    // under the key it first had: it answers from memory or takes it anew, and the order follows
    // that answer as it would the poll's (nothing new in its history while still in processing).
    const resposta =
      consulta && consulta.tipo !== 'protocolo_desconhecido'
        ? consulta
        : await registro.send(`${pedido.id}:${liberacao ?? 'envio'}:${pedido.tentativas}`, {
            operacao: liberacao ?? OPERACAO_DETRAN[pedido.operacao as 1 | 2 | 3 | 4],
            numeroContrato: pedido.numeroContrato,
            dados: pedido.dados,
            chassis: pedido.chassis,
          });

    if (resposta.tipo === 'indisponivel') {
      // Recorded, then the job fails: pg-boss tries again later, with backoff; the order waits.
      return {
        evento: {
          evento: 'DETRAN_INDISPONIVEL',
          mudancas: {},
          detalhes: { motivo: resposta.motivo },
        },
        erro: new Error(`Detran-${pedido.uf} indisponível: ${resposta.motivo}`),
      };
    }
    const depois =
      resposta.tipo === 'em_processamento'
        ? { uf: pedido.uf, ms: resposta.consultarEmMs }
        : undefined;
    // Still being processed, as it was: only asked again later. A release or cancellation the
    // Detran defers stays requested: the later try sends it again under the same key, which
    // the Detran answers with how it stands (it went back to 'Registrado' as if refused). A
    // Detran that took a sent order anew gave it another protocol: recorded, for the next polls.
    if (
      resposta.tipo === 'em_processamento' &&
      (liberacao ||
        (pedido.status === 'ENVIADO' && resposta.protocoloDetran === pedido.protocoloDetran))
    ) {
      return { depois };
    }
    return { evento: eventoDe(resposta, liberacao !== undefined), depois };
  }

  /**
   * A batch of jobs (docs/contratos.md): the orders read in one query, each sent to its Detran
   * at the same time, and the answers recorded in one statement (repository
   * `applyEventosDetran`); an order twice in the batch has its second answer recorded after
   * the first. An error per job that must run again.
   */
  async function dispatch(
    itens: { data: { pedidoId: string }; job: JobContext }[],
  ): Promise<(Error | null)[]> {
    const pedidos = await repository.findManyForDespacho([
      ...new Set(itens.map(({ data }) => data.pedidoId)),
    ]);
    const passos = await Promise.all(
      itens.map(({ data }) =>
        callDetran(pedidos.get(data.pedidoId) ?? null).catch((err: unknown): Passo => ({
          erro: err instanceof Error ? err : new Error(String(err)),
        })),
      ),
    );

    const movidos = new Array<boolean>(itens.length).fill(false);
    let pendentes = passos.flatMap((passo, index) => (passo.evento ? [index] : []));
    while (pendentes.length > 0) {
      const vistos = new Set<string>();
      const agora = pendentes.filter((index) => {
        const pedidoId = itens[index]!.data.pedidoId;
        if (vistos.has(pedidoId)) return false;
        vistos.add(pedidoId);
        return true;
      });
      const anteriores = await repository.applyEventosDetran(
        agora.map((index) => {
          const { evento, mudancas, detalhes } = passos[index]!.evento!;
          const { de, para } = EVENTOS_DETRAN[evento];
          return {
            pedidoId: itens[index]!.data.pedidoId,
            acao: evento,
            de,
            para,
            mudancas,
            detalhes,
          };
        }),
      );
      agora.forEach((index, n) => (movidos[index] = anteriores[n] !== null));
      pendentes = pendentes.filter((index) => !agora.includes(index));
    }

    return Promise.all(
      itens.map(async ({ data, job }, index) => {
        const passo = passos[index]!;
        if (passo.erro) return passo.erro;
        if (passo.evento && !movidos[index]) {
          job.log.warn(
            { pedidoId: data.pedidoId, evento: passo.evento.evento },
            'Detran answer for an order that moved meanwhile',
          );
        }
        try {
          if (passo.depois) await pollLater(data.pedidoId, passo.depois);
          return null;
        } catch (err) {
          return err instanceof Error ? err : new Error(String(err));
        }
      }),
    );
  }

  const pollLater = (pedidoId: string, { uf, ms }: { uf: string; ms: number }) =>
    jobs.send(
      definition,
      { pedidoId },
      { startAfterSeconds: Math.max(1, Math.ceil(ms / 1000)), group: uf },
    );

  return {
    enqueue: (tx, pedido) =>
      jobs.send(definition, { pedidoId: pedido.id }, { tx, group: pedido.uf }),
  };
}
/** What the dispatch sends a Detran for an order in `status` (`contratos/fila-broker-xml`). */
export function operacaoAoDetran(status: PedidoStatus, operacao: number) {
  return PEDIDO_AO_DETRAN_DE[status] ?? OPERACAO_DETRAN[operacao as 1 | 2 | 3 | 4];
}
