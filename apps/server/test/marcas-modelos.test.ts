import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_MARCA_MODELO_IDS } from '../src/db/demo-ids';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let atendimento: Record<string, string>;
let master: Record<string, string>;
/** A client's user holding the parametrization permission: still not the registradora. */
let personalizado: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.pool.query(
    `insert into usuario_permissoes (usuario_id, permissao)
     select id, 'ADMINISTRACAO_PARAMETRIZACAO' from usuarios where username = 'personalizado'`,
  );
  admin = bearer(await login(ctx.app, 'administrador'));
  atendimento = bearer(await login(ctx.app, 'atendimento_n1'));
  master = bearer(await login(ctx.app, 'master'));
  personalizado = bearer(await login(ctx.app, 'personalizado'));
});
afterAll(() => ctx.close());

const base = '/api/marcas-modelos';
const consultar = (headers: Record<string, string>, body: object = {}, query = '') =>
  ctx.app.inject({ method: 'POST', url: `${base}/consultar${query}`, headers, payload: body });
const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: base, headers, payload });
const put = (headers: Record<string, string>, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `${base}/${id}`, headers, payload });
const del = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers });
const combo = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ url: `${base}/todos-combo${query}`, headers });

async function countMarcasModelos(): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ total: number }>(
    'select count(*)::int as total from marcas_modelos',
  );
  return rows[0]?.total ?? 0;
}

describe('brand/model catalogue (marcas-modelos)', () => {
  let novoId: string;

  it('creates a brand/model (POST /api/marcas-modelos)', async () => {
    const response = await post(admin, {
      codigo: 200100,
      marca: ' Toyota ',
      modelo: 'Corolla XEi 2.0',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      codigo: 200100,
      marca: 'Toyota',
      modelo: 'Corolla XEi 2.0',
      ativo: true,
      quantidadeVeiculos: 0,
    });
    novoId = response.json().id;
  });

  it('refuses a code already in the catalogue with 409, saving nothing', async () => {
    const before = await countMarcasModelos();
    const response = await post(admin, { codigo: 100001, marca: 'VW', modelo: 'POLO' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { mensagem: 'Já existe uma marca/modelo com este código.', campo: 'codigo' },
    ]);
    expect(await countMarcasModelos()).toBe(before);
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await post(admin, { codigo: 1_000_000, marca: '', modelo: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'codigo: O valor máximo é 999999', campo: 'codigo' },
      { mensagem: 'marca: Campo obrigatório', campo: 'marca' },
      { mensagem: 'modelo: O máximo de caracteres é de 100', campo: 'modelo' },
    ]);
    expect(mensagens(await post(admin, { codigo: '12', marca: 'A', modelo: 'B' }))).toEqual([
      'codigo: Formato inválido: informe um número',
    ]);
  });

  it('keeps the catalogue the registradora’s: others read it but get 403 on changes', async () => {
    expect((await post(atendimento, { codigo: 300, marca: 'A', modelo: 'B' })).statusCode).toBe(
      403,
    );
    expect((await post(master, { codigo: 300, marca: 'A', modelo: 'B' })).statusCode).toBe(403);
    const clientUser = await post(personalizado, { codigo: 300, marca: 'A', modelo: 'B' });
    expect(clientUser.statusCode).toBe(403);
    expect(mensagens(clientUser)).toEqual([
      'Somente a registradora cadastra e altera marcas/modelos.',
    ]);
    expect((await del(personalizado, novoId)).statusCode).toBe(403);
    expect((await consultar(master)).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ url: `${base}/todos-combo` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the catalogue filtered, sorted and paged, counting each caller’s vehicles', async () => {
    const all = await consultar(admin, {}, '?sort=marca,asc');
    expect(all.statusCode).toBe(200);
    expect(all.json().totalElements).toBe(6);
    expect(all.json().content.map((m: { marca: string }) => m.marca)).toEqual([
      'CHEVROLET',
      'FIAT',
      'HONDA',
      'HYUNDAI',
      'Toyota',
      'VW',
    ]);
    const byCode = await consultar(admin, {}, '?sort=codigo,desc&size=2&page=0');
    expect(byCode.json().content.map((m: { codigo: number }) => m.codigo)).toEqual([
      200100, 100005,
    ]);
    expect((await consultar(admin, { modelo: 'corolla' })).json().content[0].id).toBe(novoId);
    expect((await consultar(admin, { codigo: 100004 })).json().content[0].modelo).toBe(
      'STRADA 1.3',
    );

    const strada = (await consultar(admin, { codigo: 100004 })).json().content[0];
    expect(strada.quantidadeVeiculos).toBe(1);
    // Banco Exemplo's vehicle is not the demo client's to count.
    const stradaMaster = (await consultar(master, { codigo: 100004 })).json().content[0];
    expect(stradaMaster.quantidadeVeiculos).toBe(0);
  });

  it('offers active models as options, searched by code or name', async () => {
    const found = await combo(master, '?busca=gol');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      { id: DEMO_MARCA_MODELO_IDS.gol, codigo: 100001, marca: 'VW', modelo: 'GOL 1.0' },
    ]);
    expect((await combo(master, '?busca=vw%20gol')).json()).toHaveLength(1);
    expect((await combo(master, '?busca=2001')).json().map((m: { id: string }) => m.id)).toEqual([
      novoId,
    ]);
    expect((await combo(master, '?busca=%25')).json()).toEqual([]);
    expect((await combo(master)).json()).toHaveLength(6);
  });

  it('edits a model; an inactive one leaves the options', async () => {
    const response = await put(admin, novoId, {
      codigo: 200100,
      marca: 'TOYOTA',
      modelo: 'COROLLA XEI 2.0',
      ativo: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ marca: 'TOYOTA', ativo: false });
    expect((await combo(admin, '?busca=corolla')).json()).toEqual([]);
    expect((await put(admin, novoId, { codigo: 100002, marca: 'X', modelo: 'Y' })).statusCode).toBe(
      409,
    );
    const absent = await put(admin, '00000000-0000-4000-8000-00000000ffff', {
      codigo: 1,
      marca: 'X',
      modelo: 'Y',
    });
    expect(absent.statusCode).toBe(404);
    expect(mensagens(absent)).toEqual([MENSAGENS.naoEncontrado]);
  });

  it('refuses to delete a model vehicles use (409); deletes an unused one', async () => {
    const before = await countMarcasModelos();
    const used = await del(admin, DEMO_MARCA_MODELO_IDS.gol);
    expect(used.statusCode).toBe(409);
    expect(mensagens(used)).toEqual([
      'A marca/modelo não pode ser excluída: 1 veículo a utiliza. Inative-a para que não seja mais escolhida.',
    ]);
    expect((await del(admin, novoId)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `${base}/${novoId}`, headers: admin })).statusCode).toBe(
      404,
    );
    expect(await countMarcasModelos()).toBe(before);
    expect(
      (await post(admin, { codigo: 200100, marca: 'TOYOTA', modelo: 'COROLLA' })).statusCode,
    ).toBe(201);
  });
});
