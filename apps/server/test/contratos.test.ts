import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contratoInputSchema } from '@portal/shared/contratos/schemas';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, createUserWithEveryPermission, login, mensagens } from './helper';
import { contratosDeExemplo, JUSTIFICATIVA } from './contrato-exemplo';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // API only: the orders stay as the actions leave them (contratos-despacho.test.ts sends them).
  ctx = await createTestApp({ PROCESSO: 'api' });
  await createUserWithEveryPermission(ctx, 'todas-exemplo', 'MASTER', {
    clienteId: DEMO_CLIENTE_2_ID,
  });
  for (const username of ['operador', 'administrador', 'detran', 'despachante', 'todas-exemplo']) {
    tokens[username] = await login(ctx.app, username);
  }
});
afterAll(() => ctx.close());

const contrato = contratosDeExemplo('CDC', 100000);

function registrar(payload: unknown, token = tokens.operador!) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contratos/registrar',
    headers: bearer(token),
    payload: payload as object,
  });
}
const pedido = (protocolo: string, token = tokens.operador!) =>
  ctx.app.inject({ url: `/api/contratos/protocolo/${protocolo}`, headers: bearer(token) });
const agir = (path: string, token = tokens.operador!, payload: object = JUSTIFICATIVA) =>
  ctx.app.inject({ method: 'POST', url: `/api/pedidos/${path}`, headers: bearer(token), payload });

describe('contract registration', () => {
  it('creates an order with its protocol, the Detran of the vehicles and the first history row', async () => {
    const resposta = await registrar(contrato());
    expect(resposta.statusCode).toBe(201);
    const { protocolo, mensagem } = resposta.json<{ protocolo: string; mensagem: string }>();
    expect(protocolo).toMatch(/^\d{14}$/);
    expect(mensagem).toBe(
      `Contrato recebido com o protocolo ${protocolo}; será enviado ao Detran-SP.`,
    );

    const lido = await pedido(protocolo);
    expect(lido.statusCode).toBe(200);
    expect(lido.json()).toMatchObject({
      protocolo,
      operacao: 1,
      status: 'RECEBIDO',
      uf: 'SP',
      cliente: { id: DEMO_CLIENTE_ID },
      chassis: [expect.stringMatching(/^9BWZZZ377VT/)],
      acoes: expect.arrayContaining(['CANCELAR', 'EDITAR_REGISTRO']),
    });
    const historico = await ctx.app.inject({
      url: `/api/contratos/protocolo/${protocolo}/historico`,
      headers: bearer(tokens.operador!),
    });
    expect(historico.json()).toEqual([
      expect.objectContaining({
        acao: 'REGISTRAR',
        statusAnterior: null,
        status: 'RECEBIDO',
        usuario: expect.any(String),
      }),
    ]);
  });

  it('gives every order a protocol of its own', async () => {
    const protocolos = await Promise.all(
      [1, 2, 3].map(
        async () => (await registrar(contrato())).json<{ protocolo: string }>().protocolo,
      ),
    );
    expect(new Set(protocolos).size).toBe(3);
  });

  it('answers 409 naming the existing protocol for the same contract and chassis, and stores nothing', async () => {
    const payload = contrato();
    const { protocolo } = (await registrar(payload)).json<{ protocolo: string }>();
    const repetido = await registrar(payload);
    expect(repetido.statusCode).toBe(409);
    expect(mensagens(repetido)).toEqual([
      `O contrato ${payload.contrato.numero} já foi enviado para este chassi no pedido ${protocolo}.`,
    ]);
  });

  it('accepts the same contract and chassis again once the first order is cancelled', async () => {
    const payload = contrato();
    const { protocolo } = (await registrar(payload)).json<{ protocolo: string }>();
    expect((await agir(`cancelar/${protocolo}`)).json()).toMatchObject({ status: 'CANCELADO' });
    expect((await registrar(payload)).statusCode).toBe(201);
  });

  it('refuses each wrong field with its Portuguese message under its path, storing nothing', async () => {
    const resposta = await registrar(
      contrato((c) => {
        c.devedor.cpfCnpj = '11111111111';
        c.veiculos[0]!.renavam = '01234567890';
        c.contrato.dataUltimoVencimento = '2026-12-01';
      }),
    );
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ campo: 'devedor.cpfCnpj' }),
        expect.objectContaining({ campo: 'veiculos.0.renavam' }),
        expect.objectContaining({ campo: 'contrato.dataUltimoVencimento' }),
      ]),
    );
  });

  it('refuses an agent of another client, a brand/model outside the catalogue', async () => {
    const agente = await registrar(
      contrato((c) => (c.agenteFinanceiroId = DEMO_AGENTE_IDS.exemploFinanciamentos)),
    );
    expect(agente.statusCode).toBe(400);
    expect(mensagens(agente)).toEqual([
      'agenteFinanceiroId: Agente financeiro não encontrado para este cliente',
    ]);
    const marca = await registrar(contrato((c) => (c.veiculos[0]!.marcaModeloCodigo = 999_998)));
    expect(mensagens(marca)).toEqual([
      'veiculos.0.marcaModeloCodigo: Marca/modelo não encontrada no catálogo',
    ]);
  });

  it('makes a registradora user name the client, and refuses a supplier user', async () => {
    const semCliente = await registrar(contrato(), tokens.administrador);
    expect(mensagens(semCliente)).toEqual(['clienteId: Campo obrigatório']);
    const comCliente = await registrar(
      { ...contrato(), clienteId: DEMO_CLIENTE_ID },
      tokens.administrador,
    );
    expect(comCliente.statusCode).toBe(201);
    expect((await registrar(contrato(), tokens.despachante)).statusCode).toBe(403);
  });
});

describe('orders: visibility and actions', () => {
  let protocolo: string;
  beforeAll(async () => {
    protocolo = (await registrar(contrato())).json<{ protocolo: string }>().protocolo;
  });

  it('shows an order to its bank and to the Detran it goes to, and answers 404 to others', async () => {
    expect((await pedido(protocolo, tokens.detran)).statusCode).toBe(200);
    // A user of Banco Exemplo holding every permission: scope alone hides the order.
    expect((await pedido(protocolo, tokens['todas-exemplo'])).statusCode).toBe(404);
    expect((await pedido('20269999999999')).statusCode).toBe(404);
    expect((await pedido('123')).statusCode).toBe(400);
  });

  it('answers the contract the order carries, with its version, only to who sees the order', async () => {
    const sent = contrato();
    const { protocolo: novo } = (await registrar(sent)).json<{ protocolo: string }>();
    const url = `/api/contratos/protocolo/${novo}/contrato`;
    const lido = await ctx.app.inject({ url, headers: bearer(tokens.operador!) });
    expect(lido.statusCode).toBe(200);
    // What was stored: the shared schema's output of what was sent (blank optional text is null).
    const semCliente = contratoInputSchema.parse(sent);
    delete semCliente.clienteId;
    expect(lido.json()).toEqual({
      protocolo: novo,
      versao: 1,
      operacao: 1,
      clienteId: DEMO_CLIENTE_ID,
      dados: JSON.parse(JSON.stringify(semCliente)),
      marcasModelos: [{ codigo: 100001, marca: 'VW', modelo: 'GOL 1.0' }],
    });
    const alheio = await ctx.app.inject({ url, headers: bearer(tokens['todas-exemplo']!) });
    expect(alheio.statusCode).toBe(404);
  });

  it("names each vehicle's brand/model from the catalogue, leaving out a code removed since", async () => {
    const criada = await ctx.app.inject({
      method: 'POST',
      url: '/api/marcas-modelos',
      headers: bearer(tokens.administrador!),
      payload: { codigo: 918273, marca: 'FIAT', modelo: 'ARGO DRIVE 1.0' },
    });
    expect(criada.statusCode).toBe(201);
    const sent = contrato((c) => {
      const segundo = structuredClone(c.veiculos[0]!);
      segundo.chassi = c.veiculos[0]!.chassi.replace(/^9BW/, '9BD');
      segundo.marcaModeloCodigo = 918273;
      const terceiro = structuredClone(c.veiculos[0]!);
      terceiro.chassi = c.veiculos[0]!.chassi.replace(/^9BW/, '9BG');
      terceiro.marcaModeloCodigo = 100002;
      c.veiculos.push(segundo, terceiro);
    });
    const registrado = await registrar(sent);
    expect(registrado.statusCode).toBe(201);
    const url = `/api/contratos/protocolo/${registrado.json<{ protocolo: string }>().protocolo}/contrato`;
    const lido = await ctx.app.inject({ url, headers: bearer(tokens.detran!) });
    expect(lido.json<{ marcasModelos: unknown }>().marcasModelos).toEqual([
      { codigo: 100001, marca: 'VW', modelo: 'GOL 1.0' },
      { codigo: 100002, marca: 'CHEVROLET', modelo: 'ONIX 1.0' },
      { codigo: 918273, marca: 'FIAT', modelo: 'ARGO DRIVE 1.0' },
    ]);

    // Removed from the catalogue after the registration: the code stays in the contract only.
    const removida = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/marcas-modelos/${criada.json<{ id: string }>().id}`,
      headers: bearer(tokens.administrador!),
    });
    expect(removida.statusCode).toBe(204);
    const depois = (await ctx.app.inject({ url, headers: bearer(tokens.operador!) })).json<{
      dados: { veiculos: { marcaModeloCodigo: number }[] };
      marcasModelos: { codigo: number }[];
    }>();
    expect(depois.marcasModelos.map((marcaModelo) => marcaModelo.codigo)).toEqual([100001, 100002]);
    expect(depois.dados.veiculos.map((veiculo) => veiculo.marcaModeloCodigo)).toEqual([
      100001, 918273, 100002,
    ]);
  });

  it('refuses an action the state does not allow with 409 saying why, and records nothing', async () => {
    const resposta = await agir(`baixa/${protocolo}`);
    expect(resposta.statusCode).toBe(409);
    expect(mensagens(resposta)).toEqual(['Não é possível dar baixa: o pedido está recebido.']);
    const historico = await ctx.app.inject({
      url: `/api/contratos/protocolo/${protocolo}/historico`,
      headers: bearer(tokens.operador!),
    });
    expect(historico.json()).toHaveLength(1);
  });

  it('changes the status by hand with a justification, then allows the release', async () => {
    const semJustificativa = await agir(
      `protocolo/${protocolo}/statusnovo/REGISTRADO`,
      tokens.operador,
      {},
    );
    expect(semJustificativa.statusCode).toBe(400);
    const alterado = await agir(`protocolo/${protocolo}/statusnovo/REGISTRADO`, tokens.operador, {
      justificativa: 'Registro confirmado pelo Detran por ofício',
    });
    expect(alterado.json()).toMatchObject({
      status: 'REGISTRADO',
      acoes: expect.arrayContaining(['BAIXAR']),
    });
    expect((await agir(`baixa/${protocolo}`)).json()).toMatchObject({ status: 'BAIXADO' });
    const historico = await ctx.app.inject({
      url: `/api/contratos/protocolo/${protocolo}/historico`,
      headers: bearer(tokens.operador!),
    });
    expect(historico.json()).toEqual([
      expect.objectContaining({ acao: 'REGISTRAR', status: 'RECEBIDO' }),
      expect.objectContaining({
        acao: 'ALTERAR_STATUS',
        statusAnterior: 'RECEBIDO',
        status: 'REGISTRADO',
        justificativa: 'Registro confirmado pelo Detran por ofício',
      }),
      expect.objectContaining({ acao: 'BAIXAR', statusAnterior: 'REGISTRADO', status: 'BAIXADO' }),
    ]);
  });

  it('asks every move for its justification and keeps it in the history with who and when', async () => {
    const { protocolo: outro } = (await registrar(contrato())).json<{ protocolo: string }>();
    for (const payload of [
      {},
      { justificativa: ' ' },
      { justificativa: 'x'.repeat(256) },
      // The shared text rule: a right-to-left override would make the history read otherwise.
      { justificativa: 'Quitado \u202Eodatiuq' },
    ]) {
      const recusado = await agir(`cancelar/${outro}`, tokens.operador, payload);
      expect(recusado.statusCode).toBe(400);
      expect(recusado.json()).toEqual([
        expect.objectContaining({ campo: 'justificativa', mensagem: expect.any(String) }),
      ]);
    }
    expect((await pedido(outro)).json()).toMatchObject({ status: 'RECEBIDO' });
    const cancelado = await agir(`cancelar/${outro}`, tokens.operador, {
      justificativa: 'Operação não concretizada: o cliente desistiu',
    });
    expect(cancelado.json()).toMatchObject({ status: 'CANCELADO' });
    const historico = await ctx.app.inject({
      url: `/api/contratos/protocolo/${outro}/historico`,
      headers: bearer(tokens.operador!),
    });
    expect(historico.json()).toEqual([
      expect.objectContaining({ acao: 'REGISTRAR' }),
      expect.objectContaining({
        acao: 'CANCELAR',
        statusAnterior: 'RECEBIDO',
        status: 'CANCELADO',
        justificativa: 'Operação não concretizada: o cliente desistiu',
        usuario: expect.any(String),
        em: expect.any(String),
      }),
    ]);
  });

  it('lets only one of two concurrent actions on one order win', async () => {
    const { protocolo: outro } = (await registrar(contrato())).json<{ protocolo: string }>();
    const respostas = await Promise.all([agir(`cancelar/${outro}`), agir(`cancelar/${outro}`)]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('keeps a Detran user from acting (no permission), with 403', async () => {
    expect((await agir(`cancelar/${protocolo}`, tokens.detran)).statusCode).toBe(403);
  });
});
