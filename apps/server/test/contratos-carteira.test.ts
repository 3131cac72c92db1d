import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEDIDO_STATUS, type PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { CARTEIRA_PREFIXO, CARTEIRA_TAMANHO } from '../src/features/contratos/seed';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './helper';

// The demo portfolio: registered in the background after start, through the registration
// service and the dispatch to the in-process simulator, then released or cancelled in part.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let reiniciado: TestApp | undefined;

beforeAll(async () => {
  ctx = await createTestApp({ SEED_DEMO_CARTEIRA: '1', DESPACHO_INTERVALO_SEGUNDOS: '0.5' });
  await ctx.app.ready();
});
afterAll(async () => {
  await reiniciado?.close();
  await ctx.close();
});

/**
 * The portfolio once the seed is done, as the chassis rules and the people's actions decide
 * (README: Demo logins): 15 orders (chassis ending Z503) wait for a Detran that stays
 * unavailable to them; 15 (M202) the Detran took and holds for manual analysis, and 15 (L202)
 * whose release or cancellation it holds so; the others settled.
 */
const CARTEIRA: Partial<Record<PedidoStatus, number>> = {
  REGISTRADO: 137,
  NAO_REGISTRADO: 50,
  BAIXADO: 33,
  CANCELADO: 35,
  AGUARDANDO_DETRAN: 15,
  ENVIADO: 15,
  BAIXA_SOLICITADA: 8,
  CANCELAMENTO_SOLICITADO: 7,
};

/**
 * The states the portfolio cannot hold through the real path as the product is (README: Demo
 * logins): an order leaves RECEBIDO and EM_REPROCESSAMENTO as soon as a worker takes its job
 * (to AGUARDANDO_DETRAN when its Detran does not answer).
 */
const NAO_MANTIDOS: readonly PedidoStatus[] = ['RECEBIDO', 'EM_REPROCESSAMENTO'];

/**
 * The orders the Detran holds for manual analysis, by state, with the history that brought them
 * there: taken by the Detran, or registered and then sent to be released or cancelled.
 */
const EM_ANALISE: Partial<Record<PedidoStatus, string[]>> = {
  ENVIADO: ['REGISTRAR', 'DETRAN_RECEBEU'],
  BAIXA_SOLICITADA: ['REGISTRAR', 'DETRAN_REGISTROU', 'BAIXAR_DETRAN'],
  CANCELAMENTO_SOLICITADO: ['REGISTRAR', 'DETRAN_REGISTROU', 'CANCELAR_DETRAN'],
};

interface EmAnalise {
  numero: string;
  status: PedidoStatus;
  historico: string[];
  /** When the order's next dispatch job runs (the Detran's wait), from now, in seconds. */
  proximaConsultaEmS: number | null;
}

/** The orders of the portfolio held for manual analysis, with their history and next poll. */
async function emAnalise(): Promise<EmAnalise[]> {
  const { rows } = await ctx.database.pool.query<EmAnalise>(
    `select p.numero_contrato as numero, p.status,
       (select array_agg(h.acao order by h.id) from pedido_historico h
        where h.pedido_id = p.id) as historico,
       (select extract(epoch from min(j.start_after) - now())::int from pgboss.job j
        where j.name = 'contratos.enviar' and j.data->>'pedidoId' = p.id::text
          and j.state in ('created', 'retry')) as "proximaConsultaEmS"
     from pedidos p where p.numero_contrato like $1 and p.status = any($2)
     order by p.numero_contrato`,
    [`${CARTEIRA_PREFIXO}%`, Object.keys(EM_ANALISE)],
  );
  return rows;
}

/**
 * Each order held for manual analysis has the history that brought it there and nothing more,
 * and a dispatch job that asks its Detran again in a few minutes (the Detran's 15), not sooner.
 */
async function conferirEmAnalise(): Promise<EmAnalise[]> {
  const pedidos = await emAnalise();
  expect(pedidos).toHaveLength(
    Object.keys(EM_ANALISE).reduce((soma, status) => soma + CARTEIRA[status as PedidoStatus]!, 0),
  );
  for (const pedido of pedidos) {
    expect(pedido.historico, pedido.numero).toEqual(EM_ANALISE[pedido.status]);
    expect(pedido.proximaConsultaEmS, pedido.numero).toBeGreaterThan(60);
  }
  return pedidos;
}

async function porStatus(): Promise<Record<string, number>> {
  const { rows } = await ctx.database.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from pedidos where numero_contrato like $1 group by status',
    [`${CARTEIRA_PREFIXO}%`],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

interface Situacao {
  status: string;
  /** The history rows 'Detran indisponível, o pedido aguarda'. */
  indisponivel: number;
  /** The dispatch's tries again of the order's jobs (pg-boss). */
  tentativas: number;
}

/** Each order of the portfolio by its contract number. */
async function pedidos(): Promise<Map<string, Situacao>> {
  const { rows } = await ctx.database.pool.query<Situacao & { numero: string }>(
    `select p.numero_contrato as numero, p.status,
       (select count(*)::int from pedido_historico h
        where h.pedido_id = p.id and h.acao = 'DETRAN_INDISPONIVEL') as indisponivel,
       (select coalesce(sum(j.retry_count), 0)::int from pgboss.job j
        where j.name = 'contratos.enviar' and j.data->>'pedidoId' = p.id::text) as tentativas
     from pedidos p where p.numero_contrato like $1`,
    [`${CARTEIRA_PREFIXO}%`],
  );
  return new Map(rows.map(({ numero, ...resto }) => [numero, resto]));
}

const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the demo portfolio', () => {
  it('registers a few hundred orders over every UF, each moved by the Detrans and people', async () => {
    await expect.poll(porStatus, { timeout: 120_000, interval: 500 }).toEqual(CARTEIRA);
    expect(Object.values(CARTEIRA).reduce((soma, n) => soma + n, 0)).toBe(CARTEIRA_TAMANHO);
    // A few orders in every state the real path can hold.
    for (const status of Object.keys(PEDIDO_STATUS) as PedidoStatus[]) {
      if (!NAO_MANTIDOS.includes(status)) expect(CARTEIRA[status], status).toBeGreaterThan(5);
    }

    const { rows } = await ctx.database.pool.query<{ ufs: number; detran: number }>(
      `select count(distinct uf)::int as ufs,
         (select count(*)::int from pedido_historico h join pedidos p on p.id = h.pedido_id
          where p.numero_contrato like $1 and h.usuario_id is null) as detran
       from pedidos where numero_contrato like $1`,
      [`${CARTEIRA_PREFIXO}%`],
    );
    expect(rows[0]!.ufs).toBe(27);
    // Every order heard from its Detran through the dispatch (history rows with no user).
    expect(rows[0]!.detran).toBeGreaterThanOrEqual(CARTEIRA_TAMANHO);
  }, 150_000);

  it('keeps the waiting orders waiting while the dispatch tries their Detran again', async () => {
    const antes = await pedidos();
    const aguardando = [...antes].filter(([, pedido]) => pedido.status === 'AGUARDANDO_DETRAN');
    expect(aguardando).toHaveLength(CARTEIRA.AGUARDANDO_DETRAN!);
    // Its history says why, once: 'Detran indisponível, o pedido aguarda'.
    for (const [numero, pedido] of aguardando) expect(pedido.indisponivel, numero).toBe(1);
    // The dispatch tries them again 2, 4, 8... s apart (up to 5 min apart): until one did.
    const tentativas = (mapa: Map<string, Situacao>) =>
      aguardando.reduce((soma, [numero]) => soma + mapa.get(numero)!.tentativas, 0);
    await expect
      .poll(async () => tentativas(await pedidos()), { timeout: 60_000, interval: 500 })
      .toBeGreaterThan(tentativas(antes));
    const depois = await pedidos();
    for (const [numero] of aguardando) {
      expect(depois.get(numero), numero).toMatchObject({
        status: 'AGUARDANDO_DETRAN',
        indisponivel: 1,
      });
    }
    expect(await porStatus()).toEqual(CARTEIRA);
    await conferirEmAnalise();
  }, 90_000);

  it('is not registered twice: a restart finds it there, and leaves it as it was', async () => {
    const antes = await porStatus();
    const pedidosAntes = await pedidos();
    await ctx.app.close();
    reiniciado = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_CARTEIRA: '1' }),
      db: ctx.database.db,
      authSecret: TEST_AUTH_SECRET,
      logger: false,
    });
    await reiniciado.ready();
    await espera(1_000);
    expect(await porStatus()).toEqual(antes);
    expect(antes).toEqual(CARTEIRA);
    // Those held for manual analysis wait for the same polls (their jobs outlive the process).
    const emAnaliseAntes = await conferirEmAnalise();
    // The new process's dispatch goes on trying the waiting orders, which stay waiting.
    const tentativas = (mapa: Map<string, Situacao>) =>
      [...mapa.values()].reduce((soma, pedido) => soma + pedido.tentativas, 0);
    await expect
      .poll(async () => tentativas(await pedidos()), { timeout: 90_000, interval: 1_000 })
      .toBeGreaterThan(tentativas(pedidosAntes));
    expect(await porStatus()).toEqual(CARTEIRA);
    expect((await conferirEmAnalise()).map(({ numero }) => numero)).toEqual(
      emAnaliseAntes.map(({ numero }) => numero),
    );
  }, 120_000);
});
