import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  consultaSng,
  chassiIndisponivel,
  desfechoDaLiberacao,
  desfechoDoRegistro,
  geradorAleatorio,
  MOTIVOS,
  type Desfecho,
  type Motivo,
} from './regras';

/**
 * The registry simulator: every Detran (one path per UF) and B3's SNG, as a real HTTP service
 * with deterministic answers (regras.ts) and switches for latency, failures and downtime.
 * It keeps its state in memory: a restart forgets what it registered.
 */

export const OPERACOES = [
  'REGISTRO',
  'ALTERACAO',
  'REGISTRO_ADITIVO',
  'ALTERACAO_ADITIVO',
  'BAIXA',
  'CANCELAMENTO',
] as const;
export type OperacaoDetran = (typeof OPERACOES)[number];

export type Situacao =
  'EM_PROCESSAMENTO' | 'REGISTRADO' | 'INCONSISTENTE' | 'BAIXADO' | 'CANCELADO';

/** The switches; all can be changed at run time through PUT /admin/configuracao. */
export const configuracaoSchema = z.strictObject({
  /** Added to every answer, in ms. */
  latenciaMs: z.number().int().min(0).max(60_000),
  /** Share of requests refused with 503 before any effect (0 to 1). */
  taxaErro: z.number().min(0).max(1),
  /** Share of requests whose effect happens but whose answer is lost (504): retries must be idempotent. */
  taxaRespostaPerdida: z.number().min(0).max(1),
  /** Every Detran down (503). */
  fora: z.boolean(),
  /** These Detrans down (503). */
  ufsFora: z.array(z.string().length(2)),
  /** How long a deferred answer stays EM_PROCESSAMENTO, in ms. */
  processamentoMs: z.number().int().min(0).max(3_600_000),
  /**
   * When the Detran tells the caller to ask again about a request held for manual analysis, in
   * ms (the analysis itself never ends): long, so that the caller asks rarely.
   */
  analiseManualMs: z.number().int().min(0).max(86_400_000),
  /** Seed of the failures' sequence (the same seed, the same failures in the same order). */
  semente: z.number().int(),
});
export type Configuracao = z.infer<typeof configuracaoSchema>;

export const CONFIGURACAO_PADRAO: Configuracao = {
  latenciaMs: 0,
  taxaErro: 0,
  taxaRespostaPerdida: 0,
  fora: false,
  ufsFora: [],
  processamentoMs: 2_000,
  analiseManualMs: 15 * 60_000,
  semente: 1,
};

/** The header naming the SNG participant that asks, by its CNPJ (letters allowed, no mask). */
export const CABECALHO_PARTICIPANTE = 'x-participante-cnpj';
const cnpjParticipanteSchema = z.string().regex(/^[0-9A-Za-z]{12}\d{2}$/);

const pedidoSchema = z.looseObject({
  operacao: z.enum(OPERACOES),
  numeroContrato: z.string().min(1).max(40),
  veiculos: z
    .array(z.looseObject({ chassi: z.string().min(1).max(21) }))
    .min(1)
    .max(50),
});
type PedidoDetran = z.infer<typeof pedidoSchema>;

export interface Resposta {
  protocoloDetran: string;
  situacao: Situacao;
  numeroRegistro?: string;
  motivos?: Motivo[];
  /** For EM_PROCESSAMENTO: when to ask again, in ms. */
  consultarEmMs?: number;
}

interface Pedido {
  uf: string;
  pedido: PedidoDetran;
  desfecho: Desfecho;
  prontoEm: number;
  resposta?: Resposta;
}

export interface Estatisticas {
  requisicoes: number;
  recusadasPorFalha: number;
  respostasPerdidas: number;
  /** Requests that repeated an idempotency key: answered from memory, no new effect. */
  repeticoes: number;
  /** Contract registrations that took effect (one per chassis and contract). */
  registros: number;
  /** Registrations of a chassis and contract already registered: must stay 0. */
  registrosDuplicados: number;
  baixas: number;
  cancelamentos: number;
  /**
   * Per UF, the most requests its Detran was working on at once (latency included): what a
   * caller's per-Detran concurrency limit must keep under its bound.
   */
  simultaneasMaximoPorUf: Record<string, number>;
}

const estatisticasZeradas = (): Estatisticas => ({
  requisicoes: 0,
  recusadasPorFalha: 0,
  respostasPerdidas: 0,
  repeticoes: 0,
  registros: 0,
  registrosDuplicados: 0,
  baixas: 0,
  cancelamentos: 0,
  simultaneasMaximoPorUf: {},
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Simulador {
  app: FastifyInstance;
  configure(parcial: Partial<Configuracao>): Configuracao;
  estatisticas(): Estatisticas;
  reset(): void;
}

export function createSimulador(
  inicial: Partial<Configuracao> = {},
  { agora = () => Date.now() }: { agora?: () => number } = {},
): Simulador {
  let configuracao: Configuracao = { ...CONFIGURACAO_PADRAO, ...inicial };
  let aleatorio = geradorAleatorio(configuracao.semente);
  let estatisticas = estatisticasZeradas();
  const pedidos = new Map<string, Pedido>();
  const porChave = new Map<string, string>();
  /** `${uf}:${chassi}:${numeroContrato}` of what is registered now -> protocol. */
  const registrados = new Map<string, string>();
  let sequencia = 0;
  /** Requests each Detran is working on now. */
  const simultaneas = new Map<string, number>();

  /** Counts a request to a UF's Detran while `work` runs (until its answer is ready to send). */
  async function contando<T>(uf: string, work: () => Promise<T>): Promise<T> {
    const agora = (simultaneas.get(uf) ?? 0) + 1;
    simultaneas.set(uf, agora);
    const maximos = estatisticas.simultaneasMaximoPorUf;
    if (agora > (maximos[uf] ?? 0)) maximos[uf] = agora;
    try {
      return await work();
    } finally {
      simultaneas.set(uf, (simultaneas.get(uf) ?? 1) - 1);
    }
  }

  const chaveRegistro = (uf: string, chassi: string, contrato: string) =>
    `${uf}:${chassi}:${contrato}`;

  /** Applies the effect of a settled answer once, and returns it. */
  function concluir(protocoloDetran: string, item: Pedido): Resposta {
    if (item.resposta) return item.resposta;
    const { uf, pedido } = item;
    const chassis = pedido.veiculos.map((veiculo) => veiculo.chassi);
    const chaves = chassis.map((chassi) => chaveRegistro(uf, chassi, pedido.numeroContrato));
    let resposta: Resposta;
    if (pedido.operacao === 'BAIXA' || pedido.operacao === 'CANCELAMENTO') {
      if (!chaves.every((chave) => registrados.has(chave))) {
        resposta = {
          protocoloDetran,
          situacao: 'INCONSISTENTE',
          motivos: [MOTIVOS.contratoNaoEncontrado],
        };
      } else {
        for (const chave of chaves) registrados.delete(chave);
        if (pedido.operacao === 'BAIXA') estatisticas.baixas += 1;
        else estatisticas.cancelamentos += 1;
        resposta = {
          protocoloDetran,
          situacao: pedido.operacao === 'BAIXA' ? 'BAIXADO' : 'CANCELADO',
        };
      }
    } else if (
      (pedido.operacao === 'ALTERACAO' || pedido.operacao === 'ALTERACAO_ADITIVO') &&
      !chaves.every((chave) => registrados.has(chave))
    ) {
      resposta = {
        protocoloDetran,
        situacao: 'INCONSISTENTE',
        motivos: [MOTIVOS.contratoNaoEncontrado],
      };
    } else if ('motivos' in item.desfecho) {
      resposta = {
        protocoloDetran,
        situacao: 'INCONSISTENTE',
        motivos: item.desfecho.motivos,
      };
    } else {
      if (pedido.operacao === 'REGISTRO') {
        for (const chave of chaves) {
          if (registrados.has(chave)) estatisticas.registrosDuplicados += 1;
          else estatisticas.registros += 1;
          registrados.set(chave, protocoloDetran);
        }
      }
      resposta = {
        protocoloDetran,
        situacao: 'REGISTRADO',
        numeroRegistro: `${item.uf}${protocoloDetran.slice(-10)}`,
      };
    }
    item.resposta = resposta;
    return resposta;
  }

  /**
   * The answer as of now: a deferred one stays EM_PROCESSAMENTO until its time, one held for
   * manual analysis for good.
   */
  function respostaAtual(protocoloDetran: string, item: Pedido): Resposta {
    if (item.desfecho.tipo === 'em_analise') {
      return {
        protocoloDetran,
        situacao: 'EM_PROCESSAMENTO',
        consultarEmMs: configuracao.analiseManualMs,
      };
    }
    const restante = item.prontoEm - agora();
    if (restante > 0) {
      return { protocoloDetran, situacao: 'EM_PROCESSAMENTO', consultarEmMs: restante };
    }
    return concluir(protocoloDetran, item);
  }

  const app = Fastify({ logger: false });

  /** Latency, then downtime and failures: true when the request was refused. */
  async function falhou(uf: string | undefined, reply: { code(c: number): unknown }) {
    estatisticas.requisicoes += 1;
    if (configuracao.latenciaMs > 0) await sleep(configuracao.latenciaMs);
    const fora = configuracao.fora || (uf !== undefined && configuracao.ufsFora.includes(uf));
    if (fora || (configuracao.taxaErro > 0 && aleatorio() < configuracao.taxaErro)) {
      estatisticas.recusadasPorFalha += 1;
      reply.code(503);
      return true;
    }
    return false;
  }

  app.get('/saude', async () => ({ situacao: 'ok' }));

  app.post<{ Params: { uf: string } }>('/detran/:uf/pedidos', (request, reply) => {
    const uf = request.params.uf.toUpperCase();
    return contando(uf, () => registrar(uf, request, reply));
  });

  async function registrar(
    uf: string,
    request: { headers: Record<string, unknown>; body: unknown },
    reply: FastifyReply,
  ) {
    if (await falhou(uf, reply)) return { erro: `Detran-${uf} indisponível` };
    const chave = request.headers['idempotency-key'];
    if (typeof chave !== 'string' || chave.length < 8 || chave.length > 200) {
      return reply
        .code(400)
        .send({ erro: 'Cabeçalho Idempotency-Key obrigatório (8 a 200 caracteres)' });
    }
    const parsed = pedidoSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ erro: 'Pedido inválido', detalhes: z.prettifyError(parsed.error) });
    }
    const operacao = parsed.data.operacao;
    const liberacao = operacao === 'BAIXA' || operacao === 'CANCELAMENTO';
    const indisponivel = liberacao
      ? undefined
      : chassiIndisponivel(parsed.data.veiculos.map((veiculo) => veiculo.chassi));
    if (indisponivel) {
      // As a Detran that is down for this vehicle: no effect, the caller tries again later.
      estatisticas.recusadasPorFalha += 1;
      return reply
        .code(503)
        .send({ erro: `Detran-${uf} indisponível para o chassi ${indisponivel}` });
    }
    const existente = porChave.get(chave);
    let protocoloDetran: string;
    if (existente) {
      estatisticas.repeticoes += 1;
      protocoloDetran = existente;
    } else {
      sequencia += 1;
      protocoloDetran = `${uf}${String(agora()).slice(-8)}${String(sequencia).padStart(8, '0')}`;
      const chassis = parsed.data.veiculos.map((veiculo) => veiculo.chassi);
      const desfecho: Desfecho = liberacao
        ? desfechoDaLiberacao(chassis)
        : desfechoDoRegistro(chassis);
      pedidos.set(protocoloDetran, {
        uf,
        pedido: parsed.data,
        desfecho,
        prontoEm: desfecho.tipo === 'adiado' ? agora() + configuracao.processamentoMs : agora(),
      });
      porChave.set(chave, protocoloDetran);
    }
    const resposta = respostaAtual(protocoloDetran, pedidos.get(protocoloDetran)!);
    if (
      !existente &&
      configuracao.taxaRespostaPerdida > 0 &&
      aleatorio() < configuracao.taxaRespostaPerdida
    ) {
      // The work is done, the answer never reaches the caller: a retry must not do it twice.
      estatisticas.respostasPerdidas += 1;
      return reply.code(504).send({ erro: 'Tempo de resposta esgotado' });
    }
    return reply.code(resposta.situacao === 'EM_PROCESSAMENTO' ? 202 : 200).send(resposta);
  }

  app.get<{ Params: { uf: string; protocolo: string } }>(
    '/detran/:uf/pedidos/:protocolo',
    (request, reply) => {
      const uf = request.params.uf.toUpperCase();
      return contando(uf, async () => {
        if (await falhou(uf, reply)) return { erro: `Detran-${uf} indisponível` };
        const item = pedidos.get(request.params.protocolo);
        if (!item || item.uf !== uf)
          return reply.code(404).send({ erro: 'Protocolo não encontrado' });
        return respostaAtual(request.params.protocolo, item);
      });
    },
  );

  // Who asks is named by the participant's CNPJ (a real SNG knows it from the credentials).
  app.get<{ Params: { chassi: string } }>('/b3/sng/gravames/:chassi', async (request, reply) => {
    if (await falhou(undefined, reply)) return { erro: 'SNG indisponível' };
    const participante = request.headers[CABECALHO_PARTICIPANTE];
    if (participante !== undefined && !cnpjParticipanteSchema.safeParse(participante).success) {
      return reply
        .code(400)
        .send({ erro: `Cabeçalho ${CABECALHO_PARTICIPANTE}: um CNPJ de 14 caracteres` });
    }
    return consultaSng(
      request.params.chassi.toUpperCase(),
      typeof participante === 'string' ? participante.toUpperCase() : null,
    );
  });

  app.get('/admin/configuracao', async () => configuracao);
  app.put('/admin/configuracao', async (request, reply) => {
    const parsed = configuracaoSchema.partial().safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ erro: z.prettifyError(parsed.error) });
    return configure(parsed.data);
  });
  app.get('/admin/estatisticas', async () => estatisticas);
  app.post('/admin/reiniciar', async () => {
    reset();
    return { situacao: 'ok' };
  });

  function configure(parcial: Partial<Configuracao>): Configuracao {
    configuracao = { ...configuracao, ...parcial };
    if (parcial.semente !== undefined) aleatorio = geradorAleatorio(configuracao.semente);
    return configuracao;
  }

  function reset() {
    pedidos.clear();
    porChave.clear();
    registrados.clear();
    estatisticas = estatisticasZeradas();
    aleatorio = geradorAleatorio(configuracao.semente);
  }

  return {
    app,
    configure,
    estatisticas: () => ({
      ...estatisticas,
      simultaneasMaximoPorUf: { ...estatisticas.simultaneasMaximoPorUf },
    }),
    reset,
  };
}
