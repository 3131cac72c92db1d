import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, createUserWithPermissions, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let operador: Record<string, string>;
let detran: Record<string, string>;
/** A user of the demo client holding the agents' permissions (PERSONALIZADO, granted below). */
let personalizado: Record<string, string>;

const { demonstracaoFinanceira, demonstracaoLeasing, exemploFinanciamentos, creditoCompartilhado } =
  DEMO_AGENTE_IDS;
const ABSENT = '00000000-0000-4000-8000-00000000ffff';

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.pool.query(
    `insert into usuario_permissoes (usuario_id, permissao)
     select id, unnest($2::text[]) from usuarios where username = $1`,
    [
      'personalizado',
      ['ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR', 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR'],
    ],
  );
  admin = bearer(await login(ctx.app, 'administrador'));
  operador = bearer(await login(ctx.app, 'operador'));
  detran = bearer(await login(ctx.app, 'detran'));
  personalizado = bearer(await login(ctx.app, 'personalizado'));
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => ctx.app.inject({ url: `/api/${url}`, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  headers: Headers,
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `/api/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ids = (response: { json(): unknown }) =>
  (response.json() as { content: { id: string }[] }).content.map((a) => a.id);

const novoAgente = (overrides: Record<string, unknown> = {}) => ({
  razaoSocial: 'Alfa Crédito, Financiamento e Investimento S.A.',
  nome: 'Alfa Crédito',
  cnpj: '12.ABC.345/01DE-35',
  endereco: {
    cep: '80010-000',
    logradouro: 'Rua XV de Novembro',
    numero: '300',
    complemento: 'Sala 2',
    bairro: 'Centro',
    codigoMunicipioIbge: '4106902',
    uf: 'PR',
  },
  telefone: '(41) 3030-2020',
  ...overrides,
});

/** Every field of a PUT (a full replacement). */
const completoAgente = (overrides: Record<string, unknown> = {}) => ({
  ...novoAgente(),
  email: null,
  ativo: true,
  ...overrides,
});

async function counts() {
  const { rows } = await ctx.database.pool.query<{ agentes: number; associacoes: number }>(
    `select (select count(*)::int from agentes_financeiros) as agentes,
            (select count(*)::int from agentes_financeiros_clientes) as associacoes`,
  );
  return rows[0];
}

describe('GET /api/agentesFinanceiros and POST /api/agentesFinanceiros/consultar', () => {
  it('lists every agent to the registradora, paged, with the cap announced', async () => {
    const response = await get(admin, 'agentesFinanceiros?sort=cnpj,asc&size=9999999');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-tamanho-maximo-pagina']).toBe('500');
    expect(response.json().totalElements).toBe(4);
    expect(ids(response)).toEqual([
      demonstracaoFinanceira,
      demonstracaoLeasing,
      creditoCompartilhado,
      exemploFinanciamentos,
    ]);
    const page = await get(admin, 'agentesFinanceiros?page=1&size=3&sort=cnpj,asc');
    expect(ids(page)).toEqual([exemploFinanciamentos]);
  });

  it('lists to a client user only its own client’s agents, to a supplier user none', async () => {
    const response = await get(operador, 'agentesFinanceiros');
    expect(response.json().totalElements).toBe(3);
    expect(ids(response)).not.toContain(exemploFinanciamentos);
    expect((await get(detran, 'agentesFinanceiros')).json()).toEqual({
      content: [],
      totalElements: 0,
    });
    expect((await get({}, 'agentesFinanceiros')).statusCode).toBe(401);
  });

  it('filters by client, name, CNPJ, UF and status', async () => {
    const consultar = (body: object, headers = admin) =>
      send('POST', headers, 'agentesFinanceiros/consultar?sort=nome,asc', body);
    expect(ids(await consultar({ clienteId: DEMO_CLIENTE_2_ID }))).toEqual([
      creditoCompartilhado,
      exemploFinanciamentos,
    ]);
    expect(ids(await consultar({ nome: 'leasing' }))).toEqual([demonstracaoLeasing]);
    expect(ids(await consultar({ cnpj: '70.000.001' }))).toEqual([exemploFinanciamentos]);
    expect(ids(await consultar({ uf: 'MG' }))).toEqual([creditoCompartilhado]);
    expect((await consultar({ ativo: false })).json().totalElements).toBe(0);
    // A client user may not learn which of its agents another client also works with.
    expect(ids(await consultar({ clienteId: DEMO_CLIENTE_2_ID }, personalizado))).toEqual([]);
    expect(ids(await consultar({ clienteId: DEMO_CLIENTE_ID }, personalizado))).toHaveLength(3);
    const invalid = await consultar({ uf: 'XX' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()[0].campo).toBe('uf');
    expect((await consultar({}, operador)).statusCode).toBe(403);
  });
});

describe('GET /api/agentesFinanceiros/clientes/{id} and POST clientesLista', () => {
  it('answers a client’s agents with the association id', async () => {
    const response = await get(operador, `agentesFinanceiros/clientes/${DEMO_CLIENTE_ID}`);
    expect(response.statusCode).toBe(200);
    const options = response.json() as { id: string; agenteFinanceiroClienteId: string }[];
    expect(options.map((o) => o.id)).toEqual([
      creditoCompartilhado,
      demonstracaoFinanceira,
      demonstracaoLeasing,
    ]);
    expect(options[0]).toMatchObject({
      nome: 'Crédito Compartilhado',
      cnpj: '60000002000102',
      clienteId: DEMO_CLIENTE_ID,
      ativo: true,
      agenteFinanceiroClienteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('answers another client as absent (404) to a client user', async () => {
    const other = await get(operador, `agentesFinanceiros/clientes/${DEMO_CLIENTE_2_ID}`);
    expect(other.statusCode).toBe(404);
    expect(mensagens(other)).toEqual([MENSAGENS.naoEncontrado]);
    const absent = await get(admin, `agentesFinanceiros/clientes/${ABSENT}`);
    expect(absent.statusCode).toBe(404);
    expect((await get(detran, `agentesFinanceiros/clientes/${DEMO_CLIENTE_ID}`)).statusCode).toBe(
      404,
    );
    const registradora = await get(admin, `agentesFinanceiros/clientes/${DEMO_CLIENTE_2_ID}`);
    expect(registradora.json()).toHaveLength(2);
  });

  it('answers the agents of a list of clients, within the caller’s scope', async () => {
    const lista = [DEMO_CLIENTE_ID, DEMO_CLIENTE_2_ID];
    const all = await send('POST', admin, 'agentesFinanceiros/clientesLista', lista);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(5);
    const own = await send('POST', operador, 'agentesFinanceiros/clientesLista', lista);
    expect(own.json()).toHaveLength(3);
    expect(
      (own.json() as { clienteId: string }[]).every((o) => o.clienteId === DEMO_CLIENTE_ID),
    ).toBe(true);
    const empty = await send('POST', admin, 'agentesFinanceiros/clientesLista', []);
    expect(empty.statusCode).toBe(400);
    expect(mensagens(empty)).toEqual(['Corpo da requisição: Informe ao menos 1 item']);
    const malformed = await send('POST', admin, 'agentesFinanceiros/clientesLista', ['x']);
    expect(malformed.json()).toEqual([{ mensagem: '0: Formato inválido', campo: '0' }]);
  });
});

describe('GET agentesFinanceiros/agenteID/{id}, cnpj/{cnpj} and form/agenteFinanceiro/detran/{id}', () => {
  it('answers an agent with the associations the caller may see', async () => {
    const all = await get(admin, `agentesFinanceiros/agenteID/${creditoCompartilhado}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      cnpj: '60000002000102',
      endereco: { codigoMunicipioIbge: '3106200', uf: 'MG' },
    });
    expect(all.json().clientes.map((c: { clienteId: string }) => c.clienteId)).toEqual([
      DEMO_CLIENTE_ID,
      DEMO_CLIENTE_2_ID,
    ]);
    const own = await get(operador, `agentesFinanceiros/agenteID/${creditoCompartilhado}`);
    expect(own.json().clientes).toEqual([
      expect.objectContaining({
        clienteId: DEMO_CLIENTE_ID,
        nomeFantasiaCliente: 'Banco Demonstração',
      }),
    ]);
  });

  it('answers another client’s agent as absent (404)', async () => {
    for (const url of [
      `agentesFinanceiros/agenteID/${exemploFinanciamentos}`,
      'agentesFinanceiros/cnpj/70000001000111',
      `form/agenteFinanceiro/detran/${exemploFinanciamentos}`,
    ]) {
      const response = await get(operador, url);
      expect(response.statusCode, url).toBe(404);
      expect(mensagens(response)).toEqual([MENSAGENS.naoEncontrado]);
      expect((await get(admin, url)).statusCode, url).toBe(200);
    }
    expect((await get(admin, `agentesFinanceiros/agenteID/${ABSENT}`)).statusCode).toBe(404);
  });

  it('finds an agent by CNPJ with or without the mask, and refuses an invalid one', async () => {
    const masked = await get(operador, 'agentesFinanceiros/cnpj/60.000.000%2F0001-13');
    expect(masked.statusCode).toBe(200);
    expect(masked.json().id).toBe(demonstracaoFinanceira);
    expect((await get(operador, 'agentesFinanceiros/cnpj/60000000000113')).json().id).toBe(
      demonstracaoFinanceira,
    );
    const invalid = await get(operador, 'agentesFinanceiros/cnpj/60000000000114');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual([{ mensagem: 'cnpj: CNPJ Inválido', campo: 'cnpj' }]);
    expect((await get(admin, 'agentesFinanceiros/cnpj/80000000000120')).statusCode).toBe(404);
  });

  it('answers the credor section only to who registers or corrects contracts', async () => {
    await createUserWithPermissions(
      ctx,
      'so-corrige',
      'PERSONALIZADO',
      { clienteId: DEMO_CLIENTE_ID },
      ['CONTRATO_EDITAR'],
    );
    const corrige = bearer(await login(ctx.app, 'so-corrige'));
    const url = `form/agenteFinanceiro/detran/${demonstracaoLeasing}`;
    expect((await get(corrige, url)).statusCode).toBe(200);
    for (const semRegistro of ['comercial', 'diretoria', 'faturamento']) {
      const response = await get(bearer(await login(ctx.app, semRegistro)), url);
      expect(response.statusCode, semRegistro).toBe(403);
      expect(mensagens(response)).toEqual([MENSAGENS.acessoNegado]);
    }
  });

  it('answers the contract form’s credor section', async () => {
    const response = await get(operador, `form/agenteFinanceiro/detran/${exemploFinanciamentos}`);
    expect(response.statusCode).toBe(404);
    const form = await get(operador, `form/agenteFinanceiro/detran/${demonstracaoLeasing}`);
    expect(form.json()).toEqual({
      agenteFinanceiroId: demonstracaoLeasing,
      nome: 'Demonstração Leasing S.A. Arrendamento Mercantil',
      cnpj: '60000001000168',
      cep: '80010000',
      logradouro: 'Rua das Financeiras',
      numero: '100',
      complemento: null,
      bairro: 'Centro',
      codigoMunicipioIbge: '4106902',
      uf: 'PR',
      ddd: '41',
      telefone: '30301000',
      email: null,
    });
  });
});

describe('creating, editing and deleting agents', () => {
  let alfaId: string;

  it('creates an agent with an alphanumeric CNPJ for a client, found end to end', async () => {
    const response = await send(
      'POST',
      admin,
      'agentesFinanceiros',
      novoAgente({ clienteIds: [DEMO_CLIENTE_2_ID] }),
    );
    expect(response.statusCode).toBe(201);
    alfaId = response.json().id;
    expect(response.json()).toMatchObject({
      cnpj: '12ABC34501DE35',
      telefone: '4130302020',
      endereco: { cep: '80010000', complemento: 'Sala 2' },
      clientes: [{ clienteId: DEMO_CLIENTE_2_ID, nomeFantasiaCliente: 'Banco Exemplo' }],
    });
    const byCnpj = await get(admin, 'agentesFinanceiros/cnpj/12.abc.345%2F01de-35');
    expect(byCnpj.json().id).toBe(alfaId);
    const ofCliente = await get(admin, `agentesFinanceiros/clientes/${DEMO_CLIENTE_2_ID}`);
    expect(ofCliente.json().map((o: { id: string }) => o.id)).toContain(alfaId);
    expect((await get(operador, `agentesFinanceiros/agenteID/${alfaId}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate CNPJ with 409, saving neither agent nor association', async () => {
    const before = await counts();
    const response = await send(
      'POST',
      admin,
      'agentesFinanceiros',
      novoAgente({ cnpj: '12ABC34501DE35', clienteIds: [DEMO_CLIENTE_ID] }),
    );
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)).toEqual(['Já existe um agente financeiro com este CNPJ.']);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 naming each invalid field, saving nothing', async () => {
    const before = await counts();
    const response = await send(
      'POST',
      admin,
      'agentesFinanceiros',
      novoAgente({
        cnpj: '12.ABC.345/01DE-00',
        nome: '',
        telefone: '(00) 1234',
        endereco: { ...novoAgente().endereco, cep: '123', codigoMunicipioIbge: '41069' },
        clienteIds: ['x'],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { mensagem: 'cnpj: CNPJ Inválido', campo: 'cnpj' },
        { mensagem: 'nome: Campo obrigatório', campo: 'nome' },
        { mensagem: 'telefone: Telefone Inválido', campo: 'telefone' },
        { mensagem: 'endereco.cep: CEP Inválido', campo: 'endereco.cep' },
        {
          mensagem: 'endereco.codigoMunicipioIbge: Código IBGE do município inválido',
          campo: 'endereco.codigoMunicipioIbge',
        },
        { mensagem: 'clienteIds.0: Formato inválido', campo: 'clienteIds.0' },
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a municipality that does not exist, naming the field, saving nothing', async () => {
    const before = await counts();
    const response = await send(
      'POST',
      admin,
      'agentesFinanceiros',
      novoAgente({
        cnpj: '80000000000120',
        endereco: { ...novoAgente().endereco, codigoMunicipioIbge: '4199999' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      {
        mensagem: 'endereco.codigoMunicipioIbge: Município não encontrado',
        campo: 'endereco.codigoMunicipioIbge',
      },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses an absent client with 400 naming clienteIds, saving nothing', async () => {
    const before = await counts();
    const response = await send(
      'POST',
      admin,
      'agentesFinanceiros',
      novoAgente({ cnpj: '80000000000120', clienteIds: [DEMO_CLIENTE_ID, ABSENT] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'clienteIds: Cliente não encontrado', campo: 'clienteIds' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('lets a client user create agents for its own client only', async () => {
    const before = await counts();
    const other = await send(
      'POST',
      personalizado,
      'agentesFinanceiros',
      novoAgente({ cnpj: '80000000000120', clienteIds: [DEMO_CLIENTE_2_ID] }),
    );
    // Another client's id reads like an absent one.
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual([
      { mensagem: 'clienteIds: Cliente não encontrado', campo: 'clienteIds' },
    ]);
    expect(await counts()).toEqual(before);

    const own = await send(
      'POST',
      personalizado,
      'agentesFinanceiros',
      novoAgente({ cnpj: '80000000000120', nome: 'Beta Crédito' }),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().clientes).toEqual([expect.objectContaining({ clienteId: DEMO_CLIENTE_ID })]);
  });

  it('needs the edit permission (403)', async () => {
    expect((await send('POST', operador, 'agentesFinanceiros', novoAgente())).statusCode).toBe(403);
    expect(
      (await send('PUT', operador, `agentesFinanceiros/${alfaId}`, novoAgente())).statusCode,
    ).toBe(403);
    expect((await send('DELETE', detran, `agentesFinanceiros/${alfaId}`)).statusCode).toBe(403);
  });

  it('edits an agent (PUT /api/agentesFinanceiros/{id})', async () => {
    const body = completoAgente({ nome: 'Alfa' });
    const response = await send('PUT', admin, `agentesFinanceiros/${alfaId}`, {
      ...body,
      cnpj: '12ABC34501DE35',
      ativo: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nome: 'Alfa', ativo: false });
    const duplicate = await send('PUT', admin, `agentesFinanceiros/${alfaId}`, {
      ...body,
      cnpj: '60000000000113',
    });
    expect(duplicate.statusCode).toBe(409);
    const unknownField = await send('PUT', admin, `agentesFinanceiros/${alfaId}`, {
      ...body,
      clienteIds: [],
    });
    expect(mensagens(unknownField)).toEqual([
      'Corpo da requisição: Campo não permitido: clienteIds',
    ]);
  });

  it('requires every field on PUT: one left out is a 400 naming it, never a reset', async () => {
    const response = await send(
      'PUT',
      admin,
      `agentesFinanceiros/${demonstracaoLeasing}`,
      novoAgente({ cnpj: '60000001000168' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'email: Campo obrigatório', campo: 'email' },
      { mensagem: 'ativo: Campo obrigatório', campo: 'ativo' },
    ]);
    const after = await get(admin, `agentesFinanceiros/agenteID/${demonstracaoLeasing}`);
    expect(after.json()).toMatchObject({ nome: 'Demonstração Leasing', ativo: true });
  });

  it('answers another client’s agent as absent to a client user on edit and delete', async () => {
    const put = await send('PUT', personalizado, `agentesFinanceiros/${exemploFinanciamentos}`, {
      ...completoAgente({ cnpj: '70000001000111', nome: 'Tomado' }),
    });
    expect(put.statusCode).toBe(404);
    expect(mensagens(put)).toEqual([MENSAGENS.naoEncontrado]);
    const del = await send('DELETE', personalizado, `agentesFinanceiros/${exemploFinanciamentos}`);
    expect(del.statusCode).toBe(404);
    const after = await get(admin, `agentesFinanceiros/agenteID/${exemploFinanciamentos}`);
    expect(after.json()).toMatchObject({ nome: 'Exemplo Financiamentos', ativo: true });
  });

  it('refuses a client user’s change to an agent another client also uses', async () => {
    const before = await get(admin, `agentesFinanceiros/agenteID/${creditoCompartilhado}`);
    const put = await send('PUT', personalizado, `agentesFinanceiros/${creditoCompartilhado}`, {
      ...completoAgente({ cnpj: before.json().cnpj, nome: 'Sequestrado' }),
      ativo: false,
    });
    expect(put.statusCode).toBe(403);
    expect(mensagens(put)).toEqual([
      'Este agente financeiro também atende outros clientes: somente a registradora altera os seus dados.',
    ]);
    const after = await get(admin, `agentesFinanceiros/agenteID/${creditoCompartilhado}`);
    expect(after.json()).toEqual(before.json());
  });

  it('associates and dissociates an agent and a client', async () => {
    const url = `agentesFinanceiros/${alfaId}/clientes/${DEMO_CLIENTE_ID}`;
    const first = await send('POST', admin, url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ agenteFinanceiroId: alfaId, clienteId: DEMO_CLIENTE_ID });
    const again = await send('POST', admin, url);
    expect(again.json().id).toBe(first.json().id);
    expect((await get(operador, `agentesFinanceiros/agenteID/${alfaId}`)).statusCode).toBe(200);

    const foreign = await send(
      'POST',
      personalizado,
      `agentesFinanceiros/${alfaId}/clientes/${DEMO_CLIENTE_2_ID}`,
    );
    expect(foreign.statusCode).toBe(404);
    const absent = await send('POST', admin, `agentesFinanceiros/${alfaId}/clientes/${ABSENT}`);
    expect(absent.statusCode).toBe(404);

    expect((await send('DELETE', admin, url)).statusCode).toBe(204);
    expect((await send('DELETE', admin, url)).statusCode).toBe(404);
    expect((await get(operador, `agentesFinanceiros/agenteID/${alfaId}`)).statusCode).toBe(404);
  });

  it('refuses to delete an agent associated with clients (409), then deletes it', async () => {
    const refused = await send('DELETE', admin, `agentesFinanceiros/${alfaId}`);
    expect(refused.statusCode).toBe(409);
    expect(mensagens(refused)).toEqual([
      'O agente financeiro não pode ser excluído: ele está associado a 1 cliente. Desassocie-o antes.',
    ]);
    expect((await get(admin, `agentesFinanceiros/agenteID/${alfaId}`)).statusCode).toBe(200);

    const shared = await send('DELETE', admin, `agentesFinanceiros/${creditoCompartilhado}`);
    expect(mensagens(shared)[0]).toContain('associado a 2 clientes');
    // A client user is told only about its own association of a shared agent.
    const ownView = await send(
      'DELETE',
      personalizado,
      `agentesFinanceiros/${creditoCompartilhado}`,
    );
    expect(ownView.statusCode).toBe(409);
    expect(mensagens(ownView)[0]).toContain('associado a 1 cliente.');

    await send('DELETE', admin, `agentesFinanceiros/${alfaId}/clientes/${DEMO_CLIENTE_2_ID}`);
    expect((await send('DELETE', admin, `agentesFinanceiros/${alfaId}`)).statusCode).toBe(204);
    expect((await get(admin, `agentesFinanceiros/agenteID/${alfaId}`)).statusCode).toBe(404);
    expect((await get(admin, 'agentesFinanceiros/cnpj/12ABC34501DE35')).statusCode).toBe(404);
    const recreated = await send('POST', admin, 'agentesFinanceiros', novoAgente());
    expect(recreated.statusCode).toBe(201);
  });

  it('makes a client with agents undeletable until they are dissociated', async () => {
    const response = await send('DELETE', admin, `clientes/${DEMO_CLIENTE_2_ID}`);
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)[0]).toContain('2 agentes financeiros');
  });
});
