import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import {
  DEMO_CLIENTE_2_ID,
  DEMO_CLIENTE_ID,
  DEMO_MARCA_MODELO_IDS,
  DEMO_VEICULO_IDS,
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

const base = '/api/veiculos';
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

function novoVeiculo(overrides: object = {}) {
  return {
    chassi: '9bw zzz377vt004252',
    placa: 'abc-1234',
    ufPlaca: 'SP',
    renavam: '639889301',
    anoFabricacao: 2020,
    anoModelo: 2021,
    marcaModeloId: DEMO_MARCA_MODELO_IDS.hb20,
    cor: 'Preta',
    ...overrides,
  };
}

async function countVeiculos(): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ total: number }>(
    'select count(*)::int as total from veiculos',
  );
  return rows[0]?.total ?? 0;
}

describe('vehicles (veiculos)', () => {
  let proprioId: string;
  let exemploId: string;

  it('files a Master’s vehicle under its own client, normalizing its identifiers', async () => {
    const response = await post(master, novoVeiculo());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      cliente: { id: DEMO_CLIENTE_ID, nomeFantasia: 'Banco Demonstração' },
      chassi: '9BWZZZ377VT004252',
      remarcado: false,
      placa: 'ABC1234',
      ufPlaca: 'SP',
      renavam: '00639889301',
      anoFabricacao: 2020,
      anoModelo: 2021,
      marcaModelo: {
        id: DEMO_MARCA_MODELO_IDS.hb20,
        codigo: 100003,
        marca: 'HYUNDAI',
        modelo: 'HB20 1.0',
      },
      cor: 'Preta',
    });
    proprioId = response.json().id;
  });

  it('takes a re-stamped chassis of up to 21 characters, a Mercosul plate or none', async () => {
    const remarcado = await post(
      admin,
      novoVeiculo({
        clienteId: DEMO_CLIENTE_2_ID,
        chassi: '9BWZZZ377VT004252REM1',
        remarcado: true,
        placa: 'RIO2A18',
        ufPlaca: 'RJ',
      }),
    );
    expect(remarcado.statusCode).toBe(201);
    expect(remarcado.json()).toMatchObject({
      chassi: '9BWZZZ377VT004252REM1',
      remarcado: true,
      placa: 'RIO2A18',
    });
    exemploId = remarcado.json().id;

    const zeroKm = await post(
      master,
      novoVeiculo({ chassi: '9BWZZZ377VT004253', placa: '', ufPlaca: null, renavam: '', cor: '' }),
    );
    expect(zeroKm.statusCode).toBe(201);
    expect(zeroKm.json()).toMatchObject({ placa: null, ufPlaca: null, renavam: null, cor: null });
  });

  it('refuses a chassis the client already has (409), not one another client has', async () => {
    const before = await countVeiculos();
    const again = await post(master, novoVeiculo({ chassi: '9BWZZZ377VT004252' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      { mensagem: 'Já existe um veículo com este chassi para este cliente.', campo: 'chassi' },
    ]);
    expect(await countVeiculos()).toBe(before);
    const otherClient = await post(admin, novoVeiculo({ clienteId: DEMO_CLIENTE_2_ID }));
    expect(otherClient.statusCode).toBe(201);
  });

  it('answers 400 naming each invalid field, saving nothing', async () => {
    const before = await countVeiculos();
    const response = await post(
      master,
      novoVeiculo({
        chassi: '9BWZZZ377VT00425',
        placa: 'AB12345',
        renavam: '12345678901',
        anoFabricacao: 2020,
        anoModelo: 2022,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { mensagem: 'placa: Placa Inválida', campo: 'placa' },
        { mensagem: 'renavam: RENAVAM Inválido', campo: 'renavam' },
        {
          mensagem: 'chassi: O chassi deve ter 17 caracteres (até 21 se remarcado)',
          campo: 'chassi',
        },
        {
          mensagem: 'anoModelo: O ano modelo deve ser o ano de fabricação ou o seguinte',
          campo: 'anoModelo',
        },
      ]),
    );
    const letters = await post(
      master,
      novoVeiculo({ chassi: '9BWZZZ377VT00425O', remarcado: true }),
    );
    expect(mensagens(letters)).toEqual(['chassi: Chassi Inválido']);
    const tooLong = await post(
      master,
      novoVeiculo({ chassi: '9BWZZZ377VT004252REM12', remarcado: true }),
    );
    expect(mensagens(tooLong)).toEqual(['chassi: Chassi Inválido']);
    const semUf = await post(master, novoVeiculo({ ufPlaca: null }));
    expect(mensagens(semUf)).toEqual(['ufPlaca: Campo obrigatório']);
    const future = await post(
      master,
      novoVeiculo({
        anoFabricacao: new Date().getFullYear() + 1,
        anoModelo: new Date().getFullYear() + 1,
      }),
    );
    expect(mensagens(future)).toEqual([
      `anoFabricacao: O valor máximo é ${new Date().getFullYear()}`,
    ]);
    const noModel = await post(
      master,
      novoVeiculo({
        chassi: '9BWZZZ377VT004259',
        marcaModeloId: '00000000-0000-4000-8000-00000000ffff',
      }),
    );
    expect(noModel.statusCode).toBe(400);
    expect(mensagens(noModel)).toEqual(['marcaModeloId: Marca/modelo não encontrada']);
    const foreign = await post(
      master,
      novoVeiculo({ chassi: '9BWZZZ377VT004259', clienteId: DEMO_CLIENTE_2_ID }),
    );
    expect(mensagens(foreign)).toEqual(['clienteId: Cliente não encontrado']);
    expect(await countVeiculos()).toBe(before);
  });

  it('refuses an inactive brand/model for a new choice, keeps it on an edit', async () => {
    await ctx.database.pool.query('update marcas_modelos set ativo = false where id = $1', [
      DEMO_MARCA_MODELO_IDS.hb20,
    ]);
    try {
      const response = await post(master, novoVeiculo({ chassi: '9BWZZZ377VT004259' }));
      expect(response.statusCode).toBe(400);
      expect(mensagens(response)).toEqual(['marcaModeloId: Marca/modelo inativa']);
      const edit = await put(master, proprioId, novoVeiculo({ cor: 'Azul' }));
      expect(edit.statusCode).toBe(200);
      expect(edit.json().cor).toBe('Azul');
    } finally {
      await ctx.database.pool.query('update marcas_modelos set ativo = true where id = $1', [
        DEMO_MARCA_MODELO_IDS.hb20,
      ]);
    }
  });

  it('lists vehicles to the registradora, filtered, sorted and paged', async () => {
    const all = await consultar(admin, {}, '?sort=chassi,asc');
    expect(all.statusCode).toBe(200);
    expect(all.json().totalElements).toBe(7);
    const placa = await consultar(admin, { placa: 'abc-1234' });
    expect(placa.json().totalElements).toBe(2);
    expect(ids(placa)).toContain(proprioId);
    expect(ids(await consultar(admin, { chassi: 'rem1' }))).toEqual([exemploId]);
    expect(ids(await consultar(admin, { renavam: '01234567897' }))).toEqual([
      DEMO_VEICULO_IDS.exemplo,
    ]);
    expect(ids(await consultar(admin, { marcaModeloId: DEMO_MARCA_MODELO_IDS.gol }))).toEqual([
      DEMO_VEICULO_IDS.demonstracao,
    ]);
    const page = await consultar(admin, {}, '?sort=anoFabricacao,desc&size=1');
    expect(ids(page)).toEqual([DEMO_VEICULO_IDS.demonstracaoZeroKm]);
    expect((await consultar(admin, { placa: 'ABC_' })).statusCode).toBe(400);
  });

  it('shows a Master only its client’s vehicles; another client’s answer as absent', async () => {
    const list = await consultar(master);
    expect(list.json().totalElements).toBe(4);
    expect(ids(list)).not.toContain(exemploId);
    for (const response of [
      await get(master, exemploId),
      await put(master, exemploId, novoVeiculo()),
      await del(master, exemploId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(mensagens(response)).toEqual([MENSAGENS.naoEncontrado]);
    }
  });

  it('needs the vehicle permissions: other profiles get 403', async () => {
    expect((await consultar(operador)).statusCode).toBe(403);
    expect((await consultar(detran)).statusCode).toBe(403);
    expect((await post(operador, novoVeiculo())).statusCode).toBe(403);
    expect((await get(detran, proprioId)).statusCode).toBe(403);
  });

  it('edits and deletes (soft) a vehicle; its chassis is free again afterwards', async () => {
    const edit = await put(
      master,
      proprioId,
      novoVeiculo({
        placa: 'ABC1C34',
        marcaModeloId: DEMO_MARCA_MODELO_IDS.strada,
        anoModelo: 2020,
      }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      placa: 'ABC1C34',
      anoModelo: 2020,
      marcaModelo: { modelo: 'STRADA 1.3' },
    });
    const clash = await put(master, proprioId, novoVeiculo({ chassi: '9BWZZZ377VT004251' }));
    expect(clash.statusCode).toBe(409);
    expect((await del(master, proprioId)).statusCode).toBe(204);
    expect((await get(master, proprioId)).statusCode).toBe(404);
    expect((await post(master, novoVeiculo())).statusCode).toBe(201);
  });
});
