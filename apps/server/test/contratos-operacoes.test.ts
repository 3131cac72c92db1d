import type { LightMyRequestResponse } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADITIVO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import type { Pedido } from '@portal/shared/contratos/pedido-schemas';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_2_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, createUserWithEveryPermission, login, mensagens } from './helper';
import { contratosDeExemplo, JUSTIFICATIVA } from './contrato-exemplo';

// Changes and addenda (operations 2 to 4) of a registered contract, API only: the orders stay
// as the calls leave them (contratos-despacho.test.ts follows them to the simulator).
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PROCESSO: 'api' });
  await createUserWithEveryPermission(ctx, 'todas-exemplo', 'MASTER', {
    clienteId: DEMO_CLIENTE_2_ID,
  });
  for (const username of ['operador', 'detran', 'todas-exemplo']) {
    tokens[username] = await login(ctx.app, username);
  }
});
afterAll(() => ctx.close());

const contrato = contratosDeExemplo('OPE', 200000);

const post = (url: string, payload: unknown, token = tokens.operador!) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: bearer(token),
    payload: payload as object,
  });
const ler = async (protocolo: string) =>
  (
    await ctx.app.inject({
      url: `/api/contratos/protocolo/${protocolo}`,
      headers: bearer(tokens.operador!),
    })
  ).json<Pedido>();
const historico = async (protocolo: string) =>
  (
    await ctx.app.inject({
      url: `/api/contratos/protocolo/${protocolo}/historico`,
      headers: bearer(tokens.operador!),
    })
  ).json<{ acao: string; status: string; detalhes: Record<string, unknown> | null }[]>();
const protocoloDe = (resposta: LightMyRequestResponse) =>
  resposta.json<{ protocolo: string }>().protocolo;
const contarPedidos = async () =>
  Number(
    (await ctx.database.pool.query<{ n: string }>('select count(*)::text as n from pedidos'))
      .rows[0]!.n,
  );

/** A contract registered at the Detran (by the audited status change: no dispatch here). */
async function registrado() {
  const payload = contrato();
  const protocolo = protocoloDe(await post('/contratos/registrar', payload));
  const alterado = await post(`/pedidos/protocolo/${protocolo}/statusnovo/REGISTRADO`, {
    justificativa: 'Registro confirmado pelo Detran',
  });
  expect(alterado.statusCode).toBe(200);
  return { payload, protocolo };
}

describe('contract change (operation 2)', () => {
  it('creates an order of the contract’s chain, with the fees, sent like a registration', async () => {
    const { payload, protocolo } = await registrado();
    const alteracao = { ...payload, protocoloOriginal: protocolo };
    alteracao.contrato = { ...payload.contrato, taxaRegistro: '45.00', parcela: '1900.00' };
    const resposta = await post('/contratos/alterar', alteracao);
    expect(resposta.statusCode).toBe(201);
    const novo = protocoloDe(resposta);
    expect(resposta.json<{ mensagem: string }>().mensagem).toBe(
      `Alteração de contrato recebida com o protocolo ${novo}; será enviado ao Detran-SP.`,
    );
    expect(await ler(novo)).toMatchObject({
      operacao: 2,
      status: 'RECEBIDO',
      numeroContrato: payload.contrato.numero,
      valorRegistradora: '45.00',
    });
    expect(await historico(novo)).toEqual([
      expect.objectContaining({
        acao: 'ALTERAR_CONTRATO',
        status: 'RECEBIDO',
        detalhes: { protocoloOriginal: protocolo },
      }),
    ]);
    const { rows } = await ctx.database.pool.query<{ original: string }>(
      `select o.protocolo as original from pedidos p join pedidos o on o.id = p.pedido_original_id
       where p.protocolo = $1`,
      [novo],
    );
    expect(rows).toEqual([{ original: protocolo }]);
    // The registration stays the live one: the change did not take its contract and chassis.
    expect((await post('/contratos/registrar', payload)).statusCode).toBe(409);
  });

  it('refuses a second change while the first waits for the Detran (409 naming it), storing nothing', async () => {
    const { payload, protocolo } = await registrado();
    const primeira = protocoloDe(
      await post('/contratos/alterar', { ...payload, protocoloOriginal: protocolo }),
    );
    const antes = await contarPedidos();
    // Naming the change itself also reaches the registration of its chain.
    const segunda = await post('/contratos/alterar', { ...payload, protocoloOriginal: primeira });
    expect(segunda.statusCode).toBe(409);
    expect(mensagens(segunda)).toEqual([
      `Não é possível alterar o contrato: o pedido ${primeira} deste contrato ainda aguarda o Detran.`,
    ]);
    expect(await contarPedidos()).toBe(antes);
  });

  it('refuses a contract the Detran has not registered with 409 saying why', async () => {
    const payload = contrato();
    const protocolo = protocoloDe(await post('/contratos/registrar', payload));
    const resposta = await post('/contratos/alterar', { ...payload, protocoloOriginal: protocolo });
    expect(resposta.statusCode).toBe(409);
    expect(mensagens(resposta)).toEqual([
      `Não é possível alterar o contrato: o pedido ${protocolo} está recebido; é preciso que esteja registrado.`,
    ]);
    expect(await historico(protocolo)).toHaveLength(1);
  });

  it('refuses another contract number or another Detran with 400 under the field', async () => {
    const { payload, protocolo } = await registrado();
    const outroNumero = await post('/contratos/alterar', {
      ...payload,
      protocoloOriginal: protocolo,
      contrato: { ...payload.contrato, numero: 'OUTRO-1' },
    });
    expect(outroNumero.statusCode).toBe(400);
    expect(outroNumero.json()).toEqual([
      {
        campo: 'contrato.numero',
        mensagem: `contrato.numero: O contrato do pedido ${protocolo} é o ${payload.contrato.numero}; para mudar o número, use Alterar número do contrato`,
      },
    ]);
    const outraUf = await post('/contratos/alterar', {
      ...payload,
      protocoloOriginal: protocolo,
      veiculos: [{ ...payload.veiculos[0]!, ufLicenciamento: 'RJ' }],
    });
    expect(outraUf.json()).toEqual([
      expect.objectContaining({ campo: 'veiculos.0.ufLicenciamento' }),
    ]);
  });

  it('answers 400 with Portuguese messages for a bad body, 404 for a foreign order, 403 without the permission', async () => {
    const { payload, protocolo } = await registrado();
    const semOriginal = await post('/contratos/alterar', payload);
    expect(semOriginal.statusCode).toBe(400);
    expect(mensagens(semOriginal)).toEqual(['protocoloOriginal: Campo obrigatório']);
    const malFormado = await post('/contratos/alterar', { ...payload, protocoloOriginal: '12' });
    expect(mensagens(malFormado)).toEqual(['protocoloOriginal: Protocolo inválido: 14 dígitos']);
    // Banco Exemplo's user holds every permission: scope alone hides the order.
    const alheio = await post(
      '/contratos/alterar',
      {
        ...payload,
        agenteFinanceiroId: DEMO_AGENTE_IDS.exemploFinanciamentos,
        protocoloOriginal: protocolo,
      },
      tokens['todas-exemplo'],
    );
    expect(alheio.statusCode).toBe(404);
    const detran = await post(
      '/contratos/alterar',
      { ...payload, protocoloOriginal: protocolo },
      tokens.detran,
    );
    expect(detran.statusCode).toBe(403);
  });
});

describe('addenda (operations 3 and 4)', () => {
  function aditivo(payload: ReturnType<typeof contrato>, protocoloOriginal: string) {
    return { ...payload, protocoloOriginal, aditivo: structuredClone(ADITIVO_EXEMPLO.aditivo) };
  }

  it('registers an addendum to a registered contract, then changes it once registered', async () => {
    const { payload, protocolo } = await registrado();
    const resposta = await post('/contratos/aditivo/registrar', aditivo(payload, protocolo));
    expect(resposta.statusCode).toBe(201);
    const doAditivo = protocoloDe(resposta);
    expect(resposta.json<{ mensagem: string }>().mensagem).toMatch(/^Aditivo recebido com/);
    expect(await ler(doAditivo)).toMatchObject({ operacao: 3, status: 'RECEBIDO' });

    // Its change waits for the addendum's own registration.
    const cedo = await post('/contratos/aditivo/alterar', aditivo(payload, doAditivo));
    expect(cedo.statusCode).toBe(409);
    expect(mensagens(cedo)).toEqual([
      `Não é possível alterar o aditivo: o pedido ${doAditivo} está recebido; é preciso que esteja registrado.`,
    ]);
    await post(`/pedidos/protocolo/${doAditivo}/statusnovo/REGISTRADO`, {
      justificativa: 'Aditivo registrado pelo Detran',
    });
    const alteracao = await post('/contratos/aditivo/alterar', aditivo(payload, doAditivo));
    expect(alteracao.statusCode).toBe(201);
    expect(await ler(protocoloDe(alteracao))).toMatchObject({ operacao: 4 });
  });

  it('refuses an addendum change that names the contract, or another addendum number', async () => {
    const { payload, protocolo } = await registrado();
    const doContrato = await post('/contratos/aditivo/alterar', aditivo(payload, protocolo));
    expect(doContrato.json()).toEqual([
      {
        campo: 'protocoloOriginal',
        mensagem: `protocoloOriginal: O pedido ${protocolo} não é de um aditivo`,
      },
    ]);
    const doAditivo = protocoloDe(
      await post('/contratos/aditivo/registrar', aditivo(payload, protocolo)),
    );
    await post(`/pedidos/protocolo/${doAditivo}/statusnovo/REGISTRADO`, {
      justificativa: 'Aditivo registrado pelo Detran',
    });
    const outro = aditivo(payload, doAditivo);
    outro.aditivo.numero = 'AD-OUTRO';
    const resposta = await post('/contratos/aditivo/alterar', outro);
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toEqual([expect.objectContaining({ campo: 'aditivo.numero' })]);
  });

  it('refuses an addendum to a contract not registered (409), without the addendum (400), from a Detran user (403)', async () => {
    const payload = contrato();
    const protocolo = protocoloDe(await post('/contratos/registrar', payload));
    const antes = await contarPedidos();
    const naoRegistrado = await post('/contratos/aditivo/registrar', aditivo(payload, protocolo));
    expect(naoRegistrado.statusCode).toBe(409);
    expect(mensagens(naoRegistrado)).toEqual([
      `Não é possível registrar o aditivo: o pedido ${protocolo} está recebido; é preciso que esteja registrado.`,
    ]);
    const semAditivo = await post('/contratos/aditivo/registrar', {
      ...payload,
      protocoloOriginal: protocolo,
    });
    expect(mensagens(semAditivo)).toEqual(['aditivo: Campo obrigatório']);
    const detran = await post(
      '/contratos/aditivo/registrar',
      aditivo(payload, protocolo),
      tokens.detran,
    );
    expect(detran.statusCode).toBe(403);
    expect(await contarPedidos()).toBe(antes);
  });
});

/** A registration the Detran refused (set by the audited status change: no dispatch here). */
async function recusado() {
  const payload = contrato();
  const protocolo = protocoloDe(await post('/contratos/registrar', payload));
  await post(`/pedidos/protocolo/${protocolo}/statusnovo/NAO_REGISTRADO`, {
    justificativa: 'Inconsistência informada pelo Detran',
  });
  return { payload, protocolo, versao: (await ler(protocolo)).versao };
}

describe('record correction (registros/editar)', () => {
  it('corrects a refused order at the version read, records each change, and lets it be reprocessed', async () => {
    const { payload, protocolo, versao } = await recusado();
    const dados = payload;
    const corrigido = structuredClone(dados);
    corrigido.devedor.nome = 'Maria da Silva Souza';
    // A chassis no other order carries.
    corrigido.veiculos[0]!.chassi = contrato().veiculos[0]!.chassi;
    const resposta = await post('/registros/editar', { protocolo, versao, ...corrigido });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({
      status: 'NAO_REGISTRADO',
      versao: versao + 1,
      chassis: [corrigido.veiculos[0]!.chassi],
    });
    const passo = (await historico(protocolo)).at(-1)!;
    expect(passo).toMatchObject({ acao: 'EDITAR_REGISTRO', status: 'NAO_REGISTRADO' });
    expect(passo.detalhes).toEqual({
      alteracoes: [
        { campo: 'devedor.nome', antes: 'Maria da Silva', depois: 'Maria da Silva Souza' },
        {
          campo: 'veiculos.0.chassi',
          antes: payload.veiculos[0]!.chassi,
          depois: corrigido.veiculos[0]!.chassi,
        },
      ],
    });
    // The old chassis is free again; the corrected one is held by this registration.
    expect((await post('/contratos/registrar', payload)).statusCode).toBe(201);
    const reprocessado = await post(
      `/pedidos/reprocessar/${protocolo}`,
      JUSTIFICATIVA,
      await login(ctx.app, 'administrador'),
    );
    expect(reprocessado.json()).toMatchObject({ status: 'EM_REPROCESSAMENTO' });
  });

  it('refuses a stale version, a registered order, a chassis of another live registration with 409, changing nothing', async () => {
    const { payload, protocolo, versao } = await recusado();
    const dados = payload;
    const velho = await post('/registros/editar', { protocolo, versao: versao - 1, ...dados });
    expect(velho.statusCode).toBe(409);
    expect(mensagens(velho)).toEqual([
      `O pedido mudou depois de lido (versão ${versao}, não ${versao - 1}): leia-o de novo e refaça a correção.`,
    ]);

    const outro = await recusado();
    const tomado = structuredClone(dados);
    tomado.contrato.numero = outro.payload.contrato.numero;
    // Same contract number as the other order is refused first: the number is not edited here.
    const numero = await post('/registros/editar', { protocolo, versao, ...tomado });
    expect(numero.json()).toEqual([expect.objectContaining({ campo: 'contrato.numero' })]);

    const registrado = await post(`/pedidos/protocolo/${outro.protocolo}/statusnovo/REGISTRADO`, {
      justificativa: 'Registrado pelo Detran',
    });
    expect(registrado.statusCode).toBe(200);
    const dadosOutro = outro.payload;
    const estado = await post('/registros/editar', {
      protocolo: outro.protocolo,
      versao: outro.versao + 1,
      ...dadosOutro,
    });
    expect(estado.statusCode).toBe(409);
    expect(mensagens(estado)).toEqual(['Não é possível corrigir dados: o pedido está registrado.']);

    const nada = await post('/registros/editar', { protocolo, versao, ...dados });
    expect(nada.statusCode).toBe(400);
    expect(mensagens(nada)).toEqual(['Nenhum dado do pedido foi alterado.']);
    expect(await historico(protocolo)).toHaveLength(2);
    expect((await ler(protocolo)).versao).toBe(versao);
  });

  it('refuses a chassis already live in another order of the same contract, naming it', async () => {
    const primeiro = contrato();
    const existente = protocoloDe(await post('/contratos/registrar', primeiro));
    const { payload, protocolo, versao } = await recusado();
    // The second order gets the first one's number, then its chassis.
    await post('/pedidos/alterarNumeroContrato', {
      protocolo,
      numeroContrato: primeiro.contrato.numero,
      justificativa: 'Número digitado errado',
    });
    const dados = payload;
    const tomado = structuredClone(dados);
    tomado.contrato.numero = primeiro.contrato.numero;
    tomado.veiculos[0]!.chassi = primeiro.veiculos[0]!.chassi;
    const resposta = await post('/registros/editar', { protocolo, versao: versao + 1, ...tomado });
    expect(resposta.statusCode).toBe(409);
    expect(mensagens(resposta)).toEqual([
      `O contrato ${primeiro.contrato.numero} já foi enviado para este chassi no pedido ${existente}.`,
    ]);
  });

  it('answers 400 under the field for bad data, 404 for a foreign order, 403 without the permission', async () => {
    const { payload, protocolo, versao } = await recusado();
    const dados = payload;
    const ruim = structuredClone(dados);
    ruim.devedor.cpfCnpj = '11111111111';
    const invalido = await post('/registros/editar', { protocolo, versao, ...ruim });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual([expect.objectContaining({ campo: 'devedor.cpfCnpj' })]);
    const semVersao = await post('/registros/editar', { protocolo, ...dados });
    expect(mensagens(semVersao)).toEqual(['versao: Campo obrigatório']);
    const alheio = await post(
      '/registros/editar',
      { protocolo, versao, ...dados, agenteFinanceiroId: DEMO_AGENTE_IDS.exemploFinanciamentos },
      tokens['todas-exemplo'],
    );
    expect(alheio.statusCode).toBe(404);
    expect(
      (await post('/registros/editar', { protocolo, versao, ...dados }, tokens.detran)).statusCode,
    ).toBe(403);
  });
});

describe('contract number change (pedidos/alterarNumeroContrato)', () => {
  it('changes the number with a justification, moving the duplicate rule to the new number', async () => {
    const { payload, protocolo } = await recusado();
    const resposta = await post('/pedidos/alterarNumeroContrato', {
      protocolo,
      numeroContrato: `${payload.contrato.numero}-N`,
      justificativa: 'Número digitado errado',
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({ numeroContrato: `${payload.contrato.numero}-N` });
    expect((await historico(protocolo)).at(-1)).toMatchObject({
      acao: 'ALTERAR_NUMERO_CONTRATO',
      justificativa: 'Número digitado errado',
      detalhes: {
        numeroContrato: { antes: payload.contrato.numero, depois: `${payload.contrato.numero}-N` },
      },
    });
    // The old number and chassis are free; the new number and chassis are taken by this order.
    expect((await post('/contratos/registrar', payload)).statusCode).toBe(201);
    const novo = structuredClone(payload);
    novo.contrato.numero = `${payload.contrato.numero}-N`;
    const repetido = await post('/contratos/registrar', novo);
    expect(mensagens(repetido)).toEqual([
      `O contrato ${novo.contrato.numero} já foi enviado para este chassi no pedido ${protocolo}.`,
    ]);
  });

  it('refuses a number live for the same chassis (409 naming it), a registered order (409), no justification (400)', async () => {
    const primeiro = contrato();
    const existente = protocoloDe(await post('/contratos/registrar', primeiro));
    const segundo = contrato();
    segundo.veiculos[0]!.chassi = primeiro.veiculos[0]!.chassi;
    const protocolo = protocoloDe(await post('/contratos/registrar', segundo));
    const tomado = await post('/pedidos/alterarNumeroContrato', {
      protocolo,
      numeroContrato: primeiro.contrato.numero,
      justificativa: 'Número digitado errado',
    });
    expect(tomado.statusCode).toBe(409);
    expect(mensagens(tomado)).toEqual([
      `O contrato ${primeiro.contrato.numero} já foi enviado para este chassi no pedido ${existente}.`,
    ]);
    expect((await ler(protocolo)).numeroContrato).toBe(segundo.contrato.numero);

    const semJustificativa = await post('/pedidos/alterarNumeroContrato', {
      protocolo,
      numeroContrato: 'NOVO-1',
    });
    expect(mensagens(semJustificativa)).toEqual(['justificativa: Campo obrigatório']);
    const { protocolo: registradoP } = await registrado();
    const estado = await post('/pedidos/alterarNumeroContrato', {
      protocolo: registradoP,
      numeroContrato: 'NOVO-2',
      justificativa: 'Número digitado errado',
    });
    expect(mensagens(estado)).toEqual([
      'Não é possível alterar número do contrato: o pedido está registrado.',
    ]);
    const alheio = await post(
      '/pedidos/alterarNumeroContrato',
      { protocolo, numeroContrato: 'NOVO-3', justificativa: 'Teste de escopo' },
      tokens['todas-exemplo'],
    );
    expect(alheio.statusCode).toBe(404);
  });
});

describe('fee change (pedidos/alterarTaxa)', () => {
  it('changes the fees with a justification, the history keeping each value before and after', async () => {
    const { protocolo } = await registrado();
    const antes = await ler(protocolo);
    const resposta = await post('/pedidos/alterarTaxa', {
      protocolo,
      valorRegistradora: '70',
      taxaDetran: '12.5',
      justificativa: 'Preço negociado com o cliente',
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({ valorRegistradora: '70.00', taxaDetran: '12.50' });
    expect((await historico(protocolo)).at(-1)).toMatchObject({
      acao: 'ALTERAR_TAXA',
      status: 'REGISTRADO',
      justificativa: 'Preço negociado com o cliente',
      detalhes: {
        valorRegistradora: { antes: '85.90', depois: '70.00' },
        taxaDetran: { antes: antes.taxaDetran, depois: '12.50' },
      },
    });
  });

  it('refuses no new value or a bad one (400), a cancelled order (409), a Detran user (403)', async () => {
    const { protocolo } = await registrado();
    const nenhum = await post('/pedidos/alterarTaxa', { protocolo, justificativa: 'Nada' });
    expect(mensagens(nenhum)).toEqual([
      'taxaDetran: Informe a taxa do Detran ou o valor da registradora',
    ]);
    const ruim = await post('/pedidos/alterarTaxa', {
      protocolo,
      taxaDetran: '12,50',
      justificativa: 'Vírgula',
    });
    expect(mensagens(ruim)).toEqual(['taxaDetran: Valor inválido']);
    const igual = await post('/pedidos/alterarTaxa', {
      protocolo,
      valorRegistradora: '85.9',
      justificativa: 'O mesmo',
    });
    expect(mensagens(igual)).toEqual(['valorRegistradora: É o valor atual do pedido']);
    const detran = await post(
      '/pedidos/alterarTaxa',
      { protocolo, taxaDetran: '1.00', justificativa: 'Sem permissão' },
      tokens.detran,
    );
    expect(detran.statusCode).toBe(403);
    const payload = contrato();
    const cancelado = protocoloDe(await post('/contratos/registrar', payload));
    await post(`/pedidos/cancelar/${cancelado}`, JUSTIFICATIVA);
    const estado = await post('/pedidos/alterarTaxa', {
      protocolo: cancelado,
      taxaDetran: '1.00',
      justificativa: 'Depois de cancelado',
    });
    expect(estado.statusCode).toBe(409);
    expect(mensagens(estado)).toEqual(['Não é possível alterar taxa: o pedido está cancelado.']);
  });
});

describe('lookups of §7', () => {
  const get = (url: string, token = tokens.operador!) =>
    ctx.app.inject({ url: `/api${url}`, headers: bearer(token) });

  it('finds the latest order of a contract chain, per operation, by chassis and by contract and chassis', async () => {
    const { payload, protocolo } = await registrado();
    const alteracao = protocoloDe(
      await post('/contratos/alterar', { ...payload, protocoloOriginal: protocolo }),
    );
    const chassi = payload.veiculos[0]!.chassi;
    // From the registration and from the change alike: the change is the newest.
    for (const ponto of [protocolo, alteracao]) {
      expect((await get(`/contratos/protocolo/${ponto}/ultimo`)).json()).toMatchObject({
        protocolo: alteracao,
      });
    }
    expect((await get(`/contratos/protocolo/${alteracao}/tipoServico/1`)).json()).toMatchObject({
      protocolo,
    });
    expect((await get(`/contratos/protocolo/${protocolo}/tipoServico/2`)).json()).toMatchObject({
      protocolo: alteracao,
    });
    expect((await get(`/contratos/protocolo/${protocolo}/tipoServico/3`)).statusCode).toBe(404);
    expect(
      (await get(`/contratos/chassi/${chassi.toLowerCase()}/tipoServico/1`)).json(),
    ).toMatchObject({ protocolo });
    const porContrato = await post('/contratos/ultimoPorContratoChassi', {
      numeroContrato: payload.contrato.numero,
      chassi,
    });
    expect(porContrato.json()).toMatchObject({ protocolo: alteracao, operacao: 2 });
  });

  it('answers 400 for bad parameters, 404 for what the caller may not see or that does not exist', async () => {
    const { payload, protocolo } = await registrado();
    const chassi = payload.veiculos[0]!.chassi;
    const tipo = await get(`/contratos/protocolo/${protocolo}/tipoServico/9`);
    expect(tipo.statusCode).toBe(400);
    expect(mensagens(tipo)).toEqual(['tipoServico: Tipo de serviço inválido: de 1 a 4']);
    expect(mensagens(await get('/contratos/chassi/9BW-ZZZ/tipoServico/1'))).toEqual([
      'chassi: Chassi Inválido',
    ]);
    expect(mensagens(await post('/contratos/ultimoPorContratoChassi', { chassi }))).toEqual([
      'numeroContrato: Campo obrigatório',
    ]);
    const alheio = tokens['todas-exemplo'];
    for (const url of [
      `/contratos/protocolo/${protocolo}/ultimo`,
      `/contratos/protocolo/${protocolo}/documentos`,
      `/contratos/protocolo/${protocolo}/tipoServico/1`,
      `/contratos/chassi/${chassi}/tipoServico/1`,
      `/contratos/podeGerarCertidao/${protocolo}`,
      `/contratos/pedido-foi-pao/${protocolo}`,
    ]) {
      expect((await get(url, alheio)).statusCode, url).toBe(404);
    }
    const porContrato = await post(
      '/contratos/ultimoPorContratoChassi',
      { numeroContrato: payload.contrato.numero, chassi },
      alheio,
    );
    expect(porContrato.statusCode).toBe(404);
    expect((await get('/contratos/protocolo/20269999999999/ultimo')).statusCode).toBe(404);
  });

  it('lists an order’s documents: none can be uploaded yet', async () => {
    const { protocolo } = await registrado();
    const resposta = await get(`/contratos/protocolo/${protocolo}/documentos`);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toEqual([]);
  });

  it('says which certificate an order allows, and whether its Detran fee was paid', async () => {
    const payload = contrato();
    const protocolo = protocoloDe(await post('/contratos/registrar', payload));
    expect((await get(`/contratos/podeGerarCertidao/${protocolo}`)).json()).toEqual({
      pode: false,
      tipo: null,
      motivo: 'O Detran ainda não concluiu o registro do contrato.',
    });
    expect((await get(`/contratos/pedido-foi-pao/${protocolo}`)).json()).toMatchObject({
      pago: false,
      motivo: 'O Detran ainda não registrou o pedido: a taxa não foi paga.',
    });
    await post(`/pedidos/protocolo/${protocolo}/statusnovo/REGISTRADO`, {
      justificativa: 'Registrado pelo Detran',
    });
    expect((await get(`/contratos/podeGerarCertidao/${protocolo}`)).json()).toMatchObject({
      pode: true,
      tipo: 'REGISTRO',
    });
    // The Detran's user reads the order but may not issue certificates.
    expect((await get(`/contratos/podeGerarCertidao/${protocolo}`, tokens.detran)).json()).toEqual({
      pode: false,
      tipo: 'REGISTRO',
      motivo: 'O seu perfil não tem a permissão de gerar certidões.',
    });
    const pedido = await ler(protocolo);
    expect((await get(`/contratos/pedido-foi-pao/${protocolo}`)).json()).toEqual({
      pago: true,
      taxaDetran: pedido.taxaDetran,
      motivo: 'O Detran registrou o pedido: a sua taxa foi paga.',
    });
    await post(`/pedidos/baixa/${protocolo}`, JUSTIFICATIVA);
    expect((await get(`/contratos/podeGerarCertidao/${protocolo}`)).json()).toMatchObject({
      pode: true,
      tipo: 'QUITACAO',
    });
  });
});

describe('a Detran’s own form rules', () => {
  const get = (url: string, token = tokens.operador!) =>
    ctx.app.inject({ url: `/api${url}`, headers: bearer(token) });
  const detranDe = async (uf: string) =>
    (
      await ctx.database.pool.query<{ id: string }>(
        "select id from fornecedores where tipo = 'DETRAN' and uf = $1",
        [uf],
      )
    ).rows[0]!.id;

  it('answers the fields a Detran requires, and refuses a registration without them under the field', async () => {
    const pr = await detranDe('PR');
    expect((await get(`/form/contrato/detran/${pr}`)).json()).toEqual({
      detranId: pr,
      uf: 'PR',
      camposObrigatorios: [
        { campo: 'veiculos[].renavam', nome: 'RENAVAM do veículo' },
        { campo: 'veiculos[].placa', nome: 'Placa do veículo' },
      ],
      mensagem: 'Campo obrigatório no Detran-PR',
    });
    expect((await get(`/form/contrato/detran/${await detranDe('SP')}`)).json()).toMatchObject({
      uf: 'SP',
      camposObrigatorios: [],
    });

    const antes = await contarPedidos();
    const payload = contrato();
    payload.veiculos[0]!.ufLicenciamento = 'PR';
    payload.veiculos[0]!.renavam = '';
    const resposta = await post('/contratos/registrar', payload);
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toEqual([
      {
        campo: 'veiculos.0.renavam',
        mensagem: 'veiculos.0.renavam: Campo obrigatório no Detran-PR',
      },
    ]);
    expect(await contarPedidos()).toBe(antes);
    // The same contract goes to Detran-SP, which does not require it.
    payload.veiculos[0]!.ufLicenciamento = 'SP';
    expect((await post('/contratos/registrar', payload)).statusCode).toBe(201);
  });

  it('answers a Detran with the fees in force today that an order records', async () => {
    const sp = await detranDe('SP');
    const resposta = await get(`/form/detran/${sp}`);
    expect(resposta.statusCode).toBe(200);
    const formulario = resposta.json<{
      uf: string;
      taxas: { tipoServico: number; valor: string | null }[];
    }>();
    expect(formulario).toMatchObject({ id: sp, uf: 'SP', ativo: true });
    expect(formulario.taxas.map((taxa) => taxa.tipoServico)).toEqual([1, 2, 3, 4]);
    const protocolo = protocoloDe(await post('/contratos/registrar', contrato()));
    expect((await ler(protocolo)).taxaDetran).toBe(formulario.taxas[0]!.valor);
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 403 without the permission', async () => {
    expect((await get('/form/detran/abc')).statusCode).toBe(400);
    expect(
      (await get('/form/contrato/detran/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get(`/form/detran/${await detranDe('SP')}`, tokens.detran)).statusCode).toBe(403);
  });
});

describe('the XML of an order', () => {
  const get = (url: string, token = tokens.operador!) =>
    ctx.app.inject({ url: `/api${url}`, headers: bearer(token) });
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

  it('renders what the dispatch sends the Detran as XML, with the operation the state carries', async () => {
    const { payload, protocolo } = await registrado();
    const resposta = await get(`/contratos/fila-broker-xml/${protocolo}`);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = parser.parse(resposta.body);
    expect(xml.pedidoDetran).toMatchObject({
      '@_protocolo': protocolo,
      '@_uf': 'SP',
      '@_status': 'REGISTRADO',
      operacao: 'REGISTRO',
      numeroContrato: payload.contrato.numero,
      veiculos: { veiculo: { chassi: payload.veiculos[0]!.chassi } },
      contrato: {
        devedor: { nome: payload.devedor.nome, cpfCnpj: payload.devedor.cpfCnpj },
        contrato: { parcela: payload.contrato.parcela, taxaJurosMes: '1.99' },
      },
    });
    // The portal's own ids stay home: the Detran knows the creditor by its CNPJ.
    expect(resposta.body).not.toContain(payload.agenteFinanceiroId);
    await post(`/pedidos/baixarDetran/${protocolo}`, JUSTIFICATIVA);
    const baixa = parser.parse((await get(`/contratos/fila-broker-xml/${protocolo}`)).body);
    expect(baixa.pedidoDetran).toMatchObject({ '@_status': 'BAIXA_SOLICITADA', operacao: 'BAIXA' });
    expect(
      (await get(`/contratos/fila-broker-xml/${protocolo}`, tokens['todas-exemplo'])).statusCode,
    ).toBe(404);
  });

  it('issues the Detran-BA fee document only for a Detran-BA order with a fee', async () => {
    const sp = protocoloDe(await post('/contratos/registrar', contrato()));
    const outroDetran = await get(`/taxa-ba-xml/${sp}`);
    expect(outroDetran.statusCode).toBe(409);
    expect(mensagens(outroDetran)).toEqual([
      'O documento de taxa é do Detran-BA, e este pedido vai ao Detran-SP.',
    ]);

    const payload = contrato();
    payload.veiculos[0]!.ufLicenciamento = 'BA';
    const ba = protocoloDe(await post('/contratos/registrar', payload));
    const semTaxa = await get(`/taxa-ba-xml/${ba}`);
    expect(semTaxa.statusCode).toBe(409);
    expect(mensagens(semTaxa)).toEqual([
      'O pedido não tem taxa do Detran: cadastre o preço do Detran-BA ou use Alterar taxa.',
    ]);
    await post('/pedidos/alterarTaxa', {
      protocolo: ba,
      taxaDetran: '178.33',
      justificativa: 'Taxa do Detran-BA de 2026',
    });
    const resposta = await get(`/taxa-ba-xml/${ba}`);
    expect(resposta.statusCode).toBe(200);
    expect(parser.parse(resposta.body).documentoTaxaDetran).toMatchObject({
      '@_uf': 'BA',
      '@_protocolo': ba,
      orgao: 'Detran-BA',
      servico: { codigo: '1' },
      valor: '178.33',
      contribuinte: { nome: payload.credor.nome, cnpj: payload.credor.cnpj },
      contrato: {
        numero: payload.contrato.numero,
        chassis: { chassi: payload.veiculos[0]!.chassi },
      },
      devedor: { cpfCnpj: payload.devedor.cpfCnpj },
    });
    expect((await get(`/taxa-ba-xml/${ba}`, tokens['todas-exemplo'])).statusCode).toBe(404);
  });
});

describe('concurrent operations on one contract', () => {
  it('lets only one of two simultaneous changes of a registered contract start', async () => {
    const { payload, protocolo } = await registrado();
    const alteracao = { ...payload, protocoloOriginal: protocolo };
    const respostas = await Promise.all([
      post('/contratos/alterar', alteracao),
      post('/contratos/alterar', alteracao),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('lets only one of two corrections made at the same version win', async () => {
    const { payload, protocolo, versao } = await recusado();
    const uma = structuredClone(payload);
    uma.devedor.nome = 'Maria da Silva Souza';
    const outra = structuredClone(payload);
    outra.devedor.nome = 'Maria da Silva Santos';
    const respostas = await Promise.all([
      post('/registros/editar', { protocolo, versao, ...uma }),
      post('/registros/editar', { protocolo, versao, ...outra }),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await historico(protocolo)).filter((p) => p.acao === 'EDITAR_REGISTRO')).toHaveLength(
      1,
    );
  });
});
