import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import {
  DEMO_CLIENTE_2_ID,
  DEMO_CLIENTE_ID,
  DEMO_TERCEIRO_GARANTIDOR_IDS,
} from '../src/db/demo-ids';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let master: Record<string, string>;
let operador: Record<string, string>;
let detran: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await login(ctx.app, 'administrador'));
  master = bearer(await login(ctx.app, 'master'));
  operador = bearer(await login(ctx.app, 'operador'));
  detran = bearer(await login(ctx.app, 'detran'));
});
afterAll(() => ctx.close());

const base = '/api/terceiros-garantidores';
const consultar = (headers: Record<string, string>, body: object = {}, query = '') =>
  ctx.app.inject({ method: 'POST', url: `${base}/consultar${query}`, headers, payload: body });
const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: base, headers, payload });
const get = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ url: `${base}/${id}`, headers });
const put = (headers: Record<string, string>, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `${base}/${id}`, headers, payload });
const del = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers });
const ids = (response: { json(): unknown }) =>
  (response.json() as { content: { id: string }[] }).content.map((d) => d.id);

const ENDERECO = {
  cep: '30130-010',
  logradouro: 'Avenida Afonso Pena',
  numero: '1500',
  complemento: 'Sala 3',
  bairro: 'Centro',
  codigoMunicipioIbge: '3106200',
  uf: 'MG',
};

function novoGarantidor(overrides: object = {}) {
  return {
    nome: 'Maria Garantidora',
    cpfCnpj: '529.982.247-25',
    endereco: ENDERECO,
    telefone: '(31) 3333-4444',
    email: 'maria@garantias.com.br',
    ...overrides,
  };
}

async function countGarantidores(): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ total: number }>(
    'select count(*)::int as total from terceiros_garantidores',
  );
  return rows[0]?.total ?? 0;
}

describe('third-party guarantors (terceiros garantidores)', () => {
  let proprioId: string;
  let exemploId: string;

  it('files a Master’s guarantor under its own client, with the full address', async () => {
    const response = await post(master, novoGarantidor());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      cliente: { id: DEMO_CLIENTE_ID, nomeFantasia: 'Banco Demonstração' },
      nome: 'Maria Garantidora',
      cpfCnpj: '52998224725',
      endereco: { ...ENDERECO, cep: '30130010' },
      municipio: 'Belo Horizonte',
      telefone: '3133334444',
      email: 'maria@garantias.com.br',
    });
    proprioId = response.json().id;
  });

  it('lets the registradora create one for any client, with an alphanumeric CNPJ', async () => {
    const response = await post(
      admin,
      novoGarantidor({ clienteId: DEMO_CLIENTE_2_ID, cpfCnpj: '12.ABC.345/01DE-35', email: null }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      cliente: { id: DEMO_CLIENTE_2_ID },
      cpfCnpj: '12ABC34501DE35',
      email: null,
    });
    exemploId = response.json().id;
    const semCliente = await post(admin, novoGarantidor({ cpfCnpj: '11144477735' }));
    expect(semCliente.statusCode).toBe(400);
    expect(mensagens(semCliente)).toEqual(['clienteId: Campo obrigatório']);
  });

  it('refuses the same CPF/CNPJ twice for one client with 409, saving nothing', async () => {
    const before = await countGarantidores();
    const response = await post(master, novoGarantidor({ nome: 'Outra', cpfCnpj: '52998224725' }));
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)).toEqual([
      'Já existe um terceiro garantidor com este CPF/CNPJ para este cliente.',
    ]);
    const demo = await post(master, novoGarantidor({ cpfCnpj: '12ABC34501DE35' }));
    expect(demo.statusCode).toBe(409);
    expect(await countGarantidores()).toBe(before);
  });

  it('answers 400 naming each invalid field, saving nothing', async () => {
    const before = await countGarantidores();
    const response = await post(
      master,
      novoGarantidor({
        cpfCnpj: '111.111.111-11',
        telefone: '0',
        endereco: { ...ENDERECO, cep: '123', codigoMunicipioIbge: '3550308' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { mensagem: 'cpfCnpj: CPF/CNPJ Inválido', campo: 'cpfCnpj' },
        { mensagem: 'telefone: Telefone Inválido', campo: 'telefone' },
        { mensagem: 'endereco.cep: CEP Inválido', campo: 'endereco.cep' },
        {
          mensagem: 'endereco.codigoMunicipioIbge: O município não pertence à UF informada',
          campo: 'endereco.codigoMunicipioIbge',
        },
      ]),
    );
    const unknownCity = await post(
      master,
      novoGarantidor({
        cpfCnpj: '11144477735',
        endereco: { ...ENDERECO, codigoMunicipioIbge: '3199999' },
      }),
    );
    expect(unknownCity.statusCode).toBe(400);
    expect(mensagens(unknownCity)).toEqual([
      'endereco.codigoMunicipioIbge: Município não encontrado',
    ]);
    const foreign = await post(
      master,
      novoGarantidor({ cpfCnpj: '11144477735', clienteId: DEMO_CLIENTE_2_ID }),
    );
    expect(mensagens(foreign)).toEqual(['clienteId: Cliente não encontrado']);
    expect(await countGarantidores()).toBe(before);
  });

  it('lists them to the registradora, filtered, sorted and paged', async () => {
    const all = await consultar(admin, {}, '?sort=nome,asc');
    expect(all.statusCode).toBe(200);
    expect(all.json().totalElements).toBe(4);
    expect(all.json().content[0]).toEqual({
      id: DEMO_TERCEIRO_GARANTIDOR_IDS.demonstracao,
      cliente: { id: DEMO_CLIENTE_ID, nomeFantasia: 'Banco Demonstração' },
      nome: 'Garantias Alfa S.A.',
      cpfCnpj: '12ABC34501DE35',
      uf: 'SP',
      municipio: 'Campinas',
      telefone: '1933334444',
      email: 'contato@garantiasalfa.com.br',
    });
    expect(ids(await consultar(admin, {}, '?sort=nome,desc&size=1&page=0'))).toEqual([
      DEMO_TERCEIRO_GARANTIDOR_IDS.exemplo,
    ]);
    expect(ids(await consultar(admin, { cpfCnpj: '529.982' }))).toEqual([proprioId]);
    expect(ids(await consultar(admin, { uf: 'MG', clienteId: DEMO_CLIENTE_2_ID }))).toEqual([
      exemploId,
    ]);
    expect(ids(await consultar(admin, { nome: 'garantias' }))).toEqual([
      DEMO_TERCEIRO_GARANTIDOR_IDS.demonstracao,
    ]);
  });

  it('shows a Master only its client’s guarantors; another client’s answer as absent', async () => {
    expect(ids(await consultar(master)).sort()).toEqual(
      [DEMO_TERCEIRO_GARANTIDOR_IDS.demonstracao, proprioId].sort(),
    );
    for (const response of [
      await get(master, exemploId),
      await put(master, exemploId, novoGarantidor()),
      await del(master, exemploId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(mensagens(response)).toEqual([MENSAGENS.naoEncontrado]);
    }
    const combo = await ctx.app.inject({ url: `${base}/todos-combo`, headers: master });
    expect(
      combo
        .json()
        .map((g: { id: string }) => g.id)
        .sort(),
    ).toEqual([DEMO_TERCEIRO_GARANTIDOR_IDS.demonstracao, proprioId].sort());
    const comboExemplo = await ctx.app.inject({
      url: `${base}/todos-combo?clienteId=${DEMO_CLIENTE_2_ID}`,
      headers: admin,
    });
    expect(comboExemplo.json()).toHaveLength(2);
  });

  it('needs the guarantor permissions: other profiles get 403', async () => {
    expect((await consultar(operador)).statusCode).toBe(403);
    const combo = await ctx.app.inject({ url: `${base}/todos-combo`, headers: operador });
    expect(combo.statusCode).toBe(403);
    expect((await consultar(detran)).statusCode).toBe(403);
    expect((await post(operador, novoGarantidor())).statusCode).toBe(403);
    expect((await put(detran, proprioId, novoGarantidor())).statusCode).toBe(403);
  });

  it('reads, replaces and deletes (soft) a guarantor', async () => {
    const read = await get(master, proprioId);
    expect(read.statusCode).toBe(200);
    expect(read.json().endereco.complemento).toBe('Sala 3');
    const changed = await put(
      master,
      proprioId,
      novoGarantidor({ nome: 'Maria G. Souza', endereco: { ...ENDERECO, complemento: '' } }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      nome: 'Maria G. Souza',
      endereco: { complemento: null },
    });
    expect((await del(master, proprioId)).statusCode).toBe(204);
    expect((await get(master, proprioId)).statusCode).toBe(404);
    expect((await post(master, novoGarantidor())).statusCode).toBe(201);
  });
});
