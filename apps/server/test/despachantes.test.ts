import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID, DEMO_DESPACHANTE_IDS } from '../src/db/demo-ids';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let atendimento: Record<string, string>;
let master: Record<string, string>;
let operador: Record<string, string>;
let detran: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await login(ctx.app, 'administrador'));
  atendimento = bearer(await login(ctx.app, 'atendimento_n1'));
  master = bearer(await login(ctx.app, 'master'));
  operador = bearer(await login(ctx.app, 'operador'));
  detran = bearer(await login(ctx.app, 'detran'));
});
afterAll(() => ctx.close());

const url = (id?: string) => (id ? `/api/despachantes/${id}` : '/api/despachantes');
const consultar = (headers: Record<string, string>, body: object = {}, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/despachantes/consultar${query}`,
    headers,
    payload: body,
  });
const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: url(), headers, payload });
const get = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ url: url(id), headers });
const put = (headers: Record<string, string>, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: url(id), headers, payload });
const del = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: url(id), headers });
const ids = (response: { json(): unknown }) =>
  (response.json() as { content: { id: string }[] }).content.map((d) => d.id);

function novoDespachante(overrides: object = {}) {
  return {
    nome: 'Despacho Rápido Ltda.',
    cpfCnpj: '12.abc.345/01de-35',
    numeroCredenciamento: 'RJ-777',
    uf: 'RJ',
    codigoMunicipioIbge: '3304557',
    telefone: '(21) 9 8888-7777',
    email: 'contato@despachorapido.com.br',
    ...overrides,
  };
}

async function countDespachantes(): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ total: number }>(
    'select count(*)::int as total from despachantes',
  );
  return rows[0]?.total ?? 0;
}

describe('dispatchers (despachantes)', () => {
  let exemploId: string;
  let proprioId: string;

  it('lets the registradora create one for a client, alphanumeric CNPJ and masks accepted', async () => {
    const response = await post(admin, novoDespachante({ clienteId: DEMO_CLIENTE_2_ID }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      cliente: { id: DEMO_CLIENTE_2_ID, nomeFantasia: 'Banco Exemplo' },
      nome: 'Despacho Rápido Ltda.',
      cpfCnpj: '12ABC34501DE35',
      numeroCredenciamento: 'RJ-777',
      uf: 'RJ',
      codigoMunicipioIbge: '3304557',
      municipio: 'Rio de Janeiro',
      telefone: '21988887777',
      ativo: true,
    });
    exemploId = response.json().id;
  });

  it('asks the registradora which client the dispatcher belongs to', async () => {
    const before = await countDespachantes();
    const response = await post(admin, novoDespachante({ cpfCnpj: '529.982.247-25' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'clienteId: Campo obrigatório', campo: 'clienteId' },
    ]);
    expect(await countDespachantes()).toBe(before);
  });

  it('files a Master’s dispatcher under its own client, refusing another client', async () => {
    const response = await post(master, novoDespachante({ email: '', numeroCredenciamento: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      cliente: { id: DEMO_CLIENTE_ID, nomeFantasia: 'Banco Demonstração' },
      email: null,
      numeroCredenciamento: null,
    });
    proprioId = response.json().id;

    const before = await countDespachantes();
    const other = await post(
      master,
      novoDespachante({ clienteId: DEMO_CLIENTE_2_ID, cpfCnpj: '52998224725' }),
    );
    expect(other.statusCode).toBe(400);
    expect(mensagens(other)).toEqual(['clienteId: Cliente não encontrado']);
    expect(await countDespachantes()).toBe(before);
  });

  it('refuses the same CPF/CNPJ twice for one client (409), not across clients', async () => {
    const before = await countDespachantes();
    const again = await post(master, novoDespachante({ cpfCnpj: '12ABC34501DE35' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      {
        mensagem: 'Já existe um despachante com este CPF/CNPJ para este cliente.',
        campo: 'cpfCnpj',
      },
    ]);
    expect(await countDespachantes()).toBe(before);
  });

  it('answers 400 naming each invalid field, in Portuguese, saving nothing', async () => {
    const before = await countDespachantes();
    const response = await post(
      admin,
      novoDespachante({
        clienteId: DEMO_CLIENTE_ID,
        nome: ' ',
        cpfCnpj: '12.ABC.345/01DE-36',
        telefone: '123',
        email: 'sem-arroba',
        codigoMunicipioIbge: '3550308',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { mensagem: 'nome: Campo obrigatório', campo: 'nome' },
        { mensagem: 'cpfCnpj: CPF/CNPJ Inválido', campo: 'cpfCnpj' },
        { mensagem: 'telefone: Telefone Inválido', campo: 'telefone' },
        { mensagem: 'email: Email inválido', campo: 'email' },
        {
          mensagem: 'codigoMunicipioIbge: O município não pertence à UF informada',
          campo: 'codigoMunicipioIbge',
        },
      ]),
    );
    const missing = await post(admin, { nome: 'X' });
    expect(mensagens(missing)).toEqual(
      expect.arrayContaining(['cpfCnpj: Campo obrigatório', 'uf: Campo obrigatório']),
    );
    const unknownCity = await post(
      admin,
      novoDespachante({ clienteId: DEMO_CLIENTE_ID, codigoMunicipioIbge: '3399999' }),
    );
    expect(unknownCity.statusCode).toBe(400);
    expect(mensagens(unknownCity)).toEqual(['codigoMunicipioIbge: Município não encontrado']);
    expect(await countDespachantes()).toBe(before);
  });

  it('lists every client’s dispatchers to the registradora: filtered, sorted, paged', async () => {
    const all = await consultar(admin, {}, '?sort=nome,asc');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-tamanho-maximo-pagina']).toBe('100');
    expect(all.json().totalElements).toBe(4);
    expect(all.json().content.map((d: { nome: string }) => d.nome)).toEqual([
      'Carla Despachante',
      'Despachante Paulista Ltda.',
      'Despacho Rápido Ltda.',
      'Despacho Rápido Ltda.',
    ]);
    const page = await consultar(admin, {}, '?sort=nome,desc&page=1&size=3');
    expect(ids(page)).toEqual([DEMO_DESPACHANTE_IDS.exemplo]);
    expect(ids(await consultar(admin, { cpfCnpj: '12.ABC' }))).toHaveLength(2);
    expect(ids(await consultar(admin, { clienteId: DEMO_CLIENTE_2_ID, nome: 'rápido' }))).toEqual([
      exemploId,
    ]);
    expect(ids(await consultar(admin, { uf: 'SP' }))).toEqual([DEMO_DESPACHANTE_IDS.demonstracao]);
    expect((await consultar(admin, { ativo: false })).json().totalElements).toBe(0);
    expect((await consultar(admin, { cpfCnpj: '12.ABC.*' })).statusCode).toBe(400);
    expect((await consultar(atendimento)).json().totalElements).toBe(4);
  });

  it('shows a Master only its client’s dispatchers; another client’s answer as absent', async () => {
    const list = await consultar(master);
    expect(ids(list).sort()).toEqual([DEMO_DESPACHANTE_IDS.demonstracao, proprioId].sort());
    expect(ids(await consultar(master, { clienteId: DEMO_CLIENTE_2_ID }))).toEqual([]);
    for (const response of [
      await get(master, exemploId),
      await put(master, exemploId, novoDespachante()),
      await del(master, exemploId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(mensagens(response)).toEqual([MENSAGENS.naoEncontrado]);
    }
    expect((await get(admin, exemploId)).json().nome).toBe('Despacho Rápido Ltda.');
  });

  it('keeps the edit permission: other profiles get 403, anonymous 401', async () => {
    expect((await consultar(operador)).statusCode).toBe(403);
    expect((await consultar(detran)).statusCode).toBe(403);
    expect((await post(operador, novoDespachante())).statusCode).toBe(403);
    expect((await get(operador, proprioId)).statusCode).toBe(403);
    expect((await del(detran, proprioId)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/despachantes/consultar',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('edits a dispatcher (PUT), keeping its client unless the registradora moves it', async () => {
    const response = await put(
      master,
      proprioId,
      novoDespachante({
        nome: 'Despacho Rápido SP',
        uf: 'SP',
        codigoMunicipioIbge: '3509502',
        ativo: false,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cliente: { id: DEMO_CLIENTE_ID },
      nome: 'Despacho Rápido SP',
      municipio: 'Campinas',
      ativo: false,
    });
    const clash = await put(master, proprioId, novoDespachante({ cpfCnpj: '45.723.174/0001-10' }));
    expect(clash.statusCode).toBe(409);
    expect((await get(master, proprioId)).json().cpfCnpj).toBe('12ABC34501DE35');

    const moved = await put(admin, exemploId, novoDespachante({ clienteId: DEMO_CLIENTE_ID }));
    expect(moved.statusCode).toBe(409);
    const invalid = await put(admin, exemploId, novoDespachante({ cpfCnpj: '1' }));
    expect(invalid.statusCode).toBe(400);
    expect(
      (await put(admin, '00000000-0000-4000-8000-00000000ffff', novoDespachante())).statusCode,
    ).toBe(404);
  });

  it('offers active dispatchers as options, per client', async () => {
    const combo = await ctx.app.inject({ url: `${url()}/todos-combo`, headers: master });
    expect(combo.statusCode).toBe(200);
    expect(combo.json()).toEqual([
      {
        id: DEMO_DESPACHANTE_IDS.demonstracao,
        nome: 'Despachante Paulista Ltda.',
        cpfCnpj: '45723174000110',
      },
    ]);
    const exemplo = await ctx.app.inject({
      url: `${url()}/todos-combo?clienteId=${DEMO_CLIENTE_2_ID}`,
      headers: admin,
    });
    expect(
      exemplo
        .json()
        .map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([DEMO_DESPACHANTE_IDS.exemplo, exemploId].sort());
    // Names and CPFs of dispatchers are for those who may consult them.
    const fornecedor = await ctx.app.inject({ url: `${url()}/todos-combo`, headers: detran });
    expect(fornecedor.statusCode).toBe(403);
    const semPermissao = await ctx.app.inject({ url: `${url()}/todos-combo`, headers: operador });
    expect(semPermissao.statusCode).toBe(403);
  });

  it('deletes (soft) a dispatcher, after which its CPF/CNPJ can be registered again', async () => {
    expect((await del(master, proprioId)).statusCode).toBe(204);
    expect((await get(master, proprioId)).statusCode).toBe(404);
    expect((await del(master, proprioId)).statusCode).toBe(404);
    const again = await post(master, novoDespachante());
    expect(again.statusCode).toBe(201);
    const { rows } = await ctx.database.pool.query(
      'select count(*)::int as total from despachantes where deleted_at is not null',
    );
    expect(rows[0].total).toBe(1);
  });
});
