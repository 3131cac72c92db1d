import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulador, type Simulador } from '@portal/detran-sim/simulador';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import type { Pedido } from '@portal/shared/contratos/pedido-schemas';
import { DEMO_AGENTE_IDS } from '../src/db/demo-ids';
import { bearer, createTestApp, login } from './helper';
import { JUSTIFICATIVA } from './contrato-exemplo';

// The dispatch end to end: the API saves the order and its job, the app's worker sends it to
// the registry simulator over HTTP, and the order follows the Detran's answer.
let simulador: Simulador;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let administrador: string;

beforeAll(async () => {
  simulador = createSimulador({ processamentoMs: 1_000 });
  const url = await simulador.app.listen({ port: 0, host: '127.0.0.1' });
  ctx = await createTestApp({ DETRAN_SIM_URL: url });
  await ctx.app.ready();
  token = await login(ctx.app, 'operador');
  administrador = await login(ctx.app, 'administrador');
});

function agir(path: string, comToken = token) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/pedidos/${path}`,
    headers: bearer(comToken),
    payload: JUSTIFICATIVA,
  });
}
afterAll(async () => {
  await ctx.close();
  await simulador.app.close();
});

let sequencia = 0;
/** The contract last registered by `registrar`, for a change or an addendum of it. */
let ultimoContrato: typeof CONTRATO_EXEMPLO;
async function registrar(finalDoChassi: string): Promise<string> {
  sequencia += 1;
  const contrato = structuredClone(CONTRATO_EXEMPLO);
  contrato.agenteFinanceiroId = DEMO_AGENTE_IDS.demonstracaoFinanceira;
  contrato.contrato.numero = `DESP-${Date.now().toString(36).toUpperCase()}-${sequencia}`;
  contrato.veiculos[0]!.chassi = `9BWZZZ377VT${String(sequencia).padStart(2, '0')}${finalDoChassi}`;
  ultimoContrato = contrato;
  return enviar('/api/contratos/registrar', contrato);
}

async function enviar(url: string, payload: object): Promise<string> {
  const resposta = await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(resposta.statusCode).toBe(201);
  return resposta.json<{ protocolo: string }>().protocolo;
}

async function ler(protocolo: string): Promise<Pedido> {
  const resposta = await ctx.app.inject({
    url: `/api/contratos/protocolo/${protocolo}`,
    headers: bearer(token),
  });
  return resposta.json<Pedido>();
}

/** Waits for the order to reach `status` (the worker polls every 2 s; retries back off). */
async function esperar(protocolo: string, status: Pedido['status'], ms = 30_000): Promise<Pedido> {
  const limite = Date.now() + ms;
  for (;;) {
    const pedido = await ler(protocolo);
    if (pedido.status === status) return pedido;
    if (Date.now() > limite) throw new Error(`${protocolo} is ${pedido.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function historico(protocolo: string) {
  const resposta = await ctx.app.inject({
    url: `/api/contratos/protocolo/${protocolo}/historico`,
    headers: bearer(token),
  });
  return resposta.json<{ acao: string; status: string; usuario: string | null }[]>();
}

/** The order's dispatch jobs (each ask of its Detran is one) and the failed tries among them. */
async function jobs(protocolo: string) {
  const { rows } = await ctx.database.pool.query<{ jobs: number; falhas: number }>(
    `select count(*)::int as jobs, coalesce(sum(j.retry_count), 0)::int as falhas
     from pgboss.job j join pedidos p on p.id::text = j.data->>'pedidoId'
     where j.name = 'contratos.enviar' and p.protocolo = $1`,
    [protocolo],
  );
  return rows[0]!;
}

describe('the dispatch to the Detran', () => {
  it('sends a saved order and records the registration, by the dispatch, in the history', async () => {
    const antes = simulador.estatisticas().registros;
    const protocolo = await registrar('4251');
    const pedido = await esperar(protocolo, 'REGISTRADO');
    expect(pedido.protocoloDetran).toMatch(/^SP/);
    expect(pedido.numeroRegistroDetran).toMatch(/^SP/);
    expect(await historico(protocolo)).toEqual([
      expect.objectContaining({ acao: 'REGISTRAR', status: 'RECEBIDO' }),
      expect.objectContaining({ acao: 'DETRAN_REGISTROU', status: 'REGISTRADO', usuario: null }),
    ]);
    expect(simulador.estatisticas().registros).toBe(antes + 1);
  });

  it('keeps the Detran’s reasons of an inconsistency', async () => {
    const protocolo = await registrar('0001');
    const pedido = await esperar(protocolo, 'NAO_REGISTRADO');
    expect(pedido.motivos).toEqual([
      { codigo: '101', mensagem: 'Gravame não encontrado no SNG para o chassi informado' },
    ]);
    expect(pedido.acoes).toEqual(expect.arrayContaining(['CANCELAR', 'EDITAR_REGISTRO']));
  });

  it('follows a deferred answer: sent with the Detran’s protocol, then registered', async () => {
    const protocolo = await registrar('0009');
    const enviado = await esperar(protocolo, 'ENVIADO');
    expect(enviado.protocoloDetran).toMatch(/^SP/);
    await esperar(protocolo, 'REGISTRADO');
  });

  it('leaves orders waiting while their Detran is down, and sends them once it is up', async () => {
    simulador.configure({ ufsFora: ['SP'] });
    const protocolo = await registrar('4252');
    await esperar(protocolo, 'AGUARDANDO_DETRAN');
    simulador.configure({ ufsFora: [] });
    await esperar(protocolo, 'REGISTRADO', 45_000);
    expect((await historico(protocolo)).map((item) => item.acao)).toEqual([
      'REGISTRAR',
      'DETRAN_INDISPONIVEL',
      'DETRAN_REGISTROU',
    ]);
  }, 60_000);

  it('registers once when the Detran’s answer is lost and the dispatch tries again', async () => {
    const antes = simulador.estatisticas();
    simulador.configure({ taxaRespostaPerdida: 1 });
    const protocolo = await registrar('4253');
    await esperar(protocolo, 'AGUARDANDO_DETRAN');
    simulador.configure({ taxaRespostaPerdida: 0 });
    await esperar(protocolo, 'REGISTRADO', 45_000);
    const depois = simulador.estatisticas();
    expect(depois.registros - antes.registros).toBe(1);
    expect(depois.registrosDuplicados).toBe(0);
    expect(depois.repeticoes - antes.repeticoes).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('releases a registered lien at the Detran: sent, then released', async () => {
    const protocolo = await registrar('4254');
    await esperar(protocolo, 'REGISTRADO');
    const antes = simulador.estatisticas().baixas;
    expect((await agir(`baixarDetran/${protocolo}`)).json()).toMatchObject({
      status: 'BAIXA_SOLICITADA',
    });
    await esperar(protocolo, 'BAIXADO');
    expect(simulador.estatisticas().baixas).toBe(antes + 1);
  });

  it('follows a release the Detran defers: requested until the Detran says released', async () => {
    const protocolo = await registrar('0009');
    await esperar(protocolo, 'REGISTRADO');
    expect((await agir(`baixarDetran/${protocolo}`)).json()).toMatchObject({
      status: 'BAIXA_SOLICITADA',
    });
    // The Detran took it (202) and answers in 2 s: meanwhile it stays requested.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ler(protocolo)).status).toBe('BAIXA_SOLICITADA');
    await esperar(protocolo, 'BAIXADO');
    expect((await historico(protocolo)).map((item) => item.acao)).toEqual([
      'REGISTRAR',
      'DETRAN_RECEBEU',
      'DETRAN_REGISTROU',
      'BAIXAR_DETRAN',
      'DETRAN_BAIXOU',
    ]);
  });

  it('cancels a registration at the Detran, which frees the contract and chassis', async () => {
    const protocolo = await registrar('4255');
    await esperar(protocolo, 'REGISTRADO');
    expect((await agir(`cancelarDetran/${protocolo}`)).statusCode).toBe(200);
    await esperar(protocolo, 'CANCELADO');
    expect((await historico(protocolo)).map((item) => item.acao)).toEqual([
      'REGISTRAR',
      'DETRAN_REGISTROU',
      'CANCELAR_DETRAN',
      'DETRAN_CANCELOU',
    ]);
    const { rows } = await ctx.database.pool.query<{ vigente: boolean }>(
      'select v.vigente from pedido_veiculos v join pedidos p on p.id = v.pedido_id where p.protocolo = $1',
      [protocolo],
    );
    expect(rows).toEqual([{ vigente: false }]);
  });

  it('sends a refused order again on reprocessing, with a new key, and records the new answer', async () => {
    const protocolo = await registrar('0002');
    await esperar(protocolo, 'NAO_REGISTRADO');
    const antes = simulador.estatisticas().requisicoes;
    // The operator's profile lacks CONTRATO_REPROCESSAR (403); the administrator has it.
    expect((await agir(`reprocessar/${protocolo}`)).statusCode).toBe(403);
    expect((await agir(`reprocessar/${protocolo}`, administrador)).json()).toMatchObject({
      status: 'EM_REPROCESSAMENTO',
    });
    await esperar(protocolo, 'NAO_REGISTRADO');
    expect(simulador.estatisticas().requisicoes).toBeGreaterThan(antes);
    expect((await historico(protocolo)).map((item) => item.acao)).toEqual([
      'REGISTRAR',
      'DETRAN_RECUSOU',
      'REPROCESSAR',
      'DETRAN_RECUSOU',
    ]);
  });

  it('sends a change and an addendum of a registered contract as their own operations', async () => {
    const protocolo = await registrar('4256');
    await esperar(protocolo, 'REGISTRADO');
    const contrato = ultimoContrato;
    const alteracao = await enviar('/api/contratos/alterar', {
      ...contrato,
      protocoloOriginal: protocolo,
    });
    expect(await esperar(alteracao, 'REGISTRADO')).toMatchObject({ operacao: 2 });
    // The change went with the Detran's number of the registration it changes.
    const { numeroRegistroDetran } = await ler(protocolo);
    const xml = await ctx.app.inject({
      url: `/api/contratos/fila-broker-xml/${alteracao}`,
      headers: bearer(token),
    });
    expect(xml.body).toContain(
      `<numeroRegistroOriginal>${numeroRegistroDetran}</numeroRegistroOriginal>`,
    );
    const aditivo = await enviar('/api/contratos/aditivo/registrar', {
      ...contrato,
      protocoloOriginal: protocolo,
      aditivo: { tipo: 'CESSAO_DIREITOS_DEVEDOR', numero: 'AD-1', data: contrato.contrato.data },
    });
    await esperar(aditivo, 'REGISTRADO');
    const alteracaoDoAditivo = await enviar('/api/contratos/aditivo/alterar', {
      ...contrato,
      protocoloOriginal: aditivo,
      aditivo: { tipo: 'CESSAO_DIREITOS_DEVEDOR', numero: 'AD-1', data: contrato.contrato.data },
    });
    expect(await esperar(alteracaoDoAditivo, 'REGISTRADO')).toMatchObject({ operacao: 4 });
  });

  it('records the Detran’s 401 for a change of a contract it never registered', async () => {
    // Refused by the Detran, then set REGISTRADO by hand: the Detran still does not have it.
    const protocolo = await registrar('0003');
    await esperar(protocolo, 'NAO_REGISTRADO');
    const manual = await ctx.app.inject({
      method: 'POST',
      url: `/api/pedidos/protocolo/${protocolo}/statusnovo/REGISTRADO`,
      headers: bearer(token),
      payload: { justificativa: 'Registrado por ofício' },
    });
    expect(manual.statusCode).toBe(200);
    const alteracao = await enviar('/api/contratos/alterar', {
      ...ultimoContrato,
      protocoloOriginal: protocolo,
    });
    const pedido = await esperar(alteracao, 'NAO_REGISTRADO');
    expect(pedido.motivos).toEqual([
      { codigo: '401', mensagem: 'Contrato não registrado neste Detran para o chassi informado' },
    ]);
  });

  it('sends an order again under its key when the Detran lost its protocol, and follows it', async () => {
    // The Detran takes the order (to be asked in 3 s) and restarts meanwhile: it forgets it.
    simulador.configure({ processamentoMs: 3_000 });
    const protocolo = await registrar('0009');
    const enviado = await esperar(protocolo, 'ENVIADO');
    simulador.reset();
    simulador.configure({ processamentoMs: 1_000 });
    // Asked for its protocol, the Detran answers 404: the order goes again under its first key,
    // taken anew under a new protocol, which the order records and the next poll asks for; it is
    // registered once, and nothing was sent twice.
    const registrado = await esperar(protocolo, 'REGISTRADO', 30_000);
    expect(registrado.protocoloDetran).toMatch(/^SP/);
    expect(registrado.protocoloDetran).not.toBe(enviado.protocoloDetran);
    expect(simulador.estatisticas()).toMatchObject({
      registros: 1,
      registrosDuplicados: 0,
      repeticoes: 0,
    });
    expect((await historico(protocolo)).map((item) => item.acao)).toEqual([
      'REGISTRAR',
      'DETRAN_RECEBEU',
      'DETRAN_RECEBEU',
      'DETRAN_REGISTROU',
    ]);
  });

  it('keeps an order in manual analysis sent, over a restart of its Detran too', async () => {
    simulador.configure({ analiseManualMs: 1_000 });
    const protocolo = await registrar('M202');
    const enviado = await esperar(protocolo, 'ENVIADO');
    simulador.reset();
    // The next poll finds no protocol: the order goes again under its key, held again under a
    // new protocol, which the order records; the polls after it ask for that one (a few more,
    // a second apart), and nothing is sent again.
    await expect
      .poll(async () => (await ler(protocolo)).protocoloDetran, { timeout: 20_000, interval: 200 })
      .not.toBe(enviado.protocoloDetran);
    const requisicoes = simulador.estatisticas().requisicoes;
    await expect
      .poll(() => simulador.estatisticas().requisicoes, { timeout: 20_000, interval: 200 })
      .toBeGreaterThan(requisicoes + 1);
    simulador.configure({ analiseManualMs: 15 * 60_000 });
    const pedido = await ler(protocolo);
    expect(pedido).toMatchObject({
      status: 'ENVIADO',
      protocoloDetran: expect.stringMatching(/^SP/),
    });
    expect(simulador.estatisticas()).toMatchObject({ registros: 0, repeticoes: 0 });
    expect((await historico(protocolo)).map((item) => item.acao)).toEqual([
      'REGISTRAR',
      'DETRAN_RECEBEU',
      'DETRAN_RECEBEU',
    ]);
    // Its job was not failed by the lost protocol: none of its tries failed.
    expect((await jobs(protocolo)).falhas).toBe(0);
  });

  it('keeps a release in manual analysis requested, asking again, over a restart too', async () => {
    simulador.configure({ analiseManualMs: 1_000 });
    const protocolo = await registrar('L202');
    await esperar(protocolo, 'REGISTRADO');
    expect((await agir(`baixarDetran/${protocolo}`)).json()).toMatchObject({
      status: 'BAIXA_SOLICITADA',
    });
    // Asked again under its key every second (a job each), still in analysis.
    const pedidoJobs = async () => (await jobs(protocolo)).jobs;
    const antes = await pedidoJobs();
    await expect.poll(pedidoJobs, { timeout: 20_000, interval: 200 }).toBeGreaterThan(antes + 1);
    // The restarted Detran takes the release anew (whether it is registered is decided when
    // the analysis ends) and holds it again.
    simulador.reset();
    const reiniciado = await pedidoJobs();
    await expect
      .poll(pedidoJobs, { timeout: 20_000, interval: 200 })
      .toBeGreaterThan(reiniciado + 1);
    simulador.configure({ analiseManualMs: 15 * 60_000 });
    expect((await ler(protocolo)).status).toBe('BAIXA_SOLICITADA');
    expect(simulador.estatisticas()).toMatchObject({ baixas: 0 });
    expect((await jobs(protocolo)).falhas).toBe(0);
    expect((await historico(protocolo)).map((item) => item.acao)).toEqual([
      'REGISTRAR',
      'DETRAN_REGISTROU',
      'BAIXAR_DETRAN',
    ]);
  });
});
