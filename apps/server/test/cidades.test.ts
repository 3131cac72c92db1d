import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nomeBusca, syncCidades } from '../src/features/cidades/load';
import { cidades } from '../src/db/schema';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, 'operador');
});
afterAll(() => ctx.close());

type Page = { content: { codigoIbge: string; nome: string; uf: string }[]; totalElements: number };

const get = (url: string, auth = token) =>
  ctx.app.inject({ url, headers: auth ? bearer(auth) : {} });

describe('the municipalities (IBGE)', () => {
  it('are all loaded at start, with 7-digit codes, and not loaded twice', async () => {
    const [row] = await ctx.database.db.select({ total: count() }).from(cidades);
    expect(row?.total).toBe(5571);
    expect(await syncCidades(ctx.database.db)).toEqual({ inserted: 0, updated: 0 });

    const all = (await get('/api/cidades?size=9999999')).json() as Page;
    expect(all.totalElements).toBe(row?.total);
    expect(all.content).toHaveLength(row?.total ?? 0);
    expect(all.content.every((c) => /^\d{7}$/.test(c.codigoIbge))).toBe(true);
    expect(new Set(all.content.map((c) => c.uf)).size).toBe(27);
  });

  it('filters by UF and by name ignoring case and accents, paged in SQL', async () => {
    const response = await get('/api/cidades?uf=sp&nome=SAO%20PAULO');
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.content).toContainEqual({ codigoIbge: '3550308', nome: 'São Paulo', uf: 'SP' });
    expect(page.content.every((c) => c.uf === 'SP')).toBe(true);

    const sp = (await get('/api/cidades?uf=SP&size=10&page=1')).json() as Page;
    expect(sp.totalElements).toBe(645);
    expect(sp.content).toHaveLength(10);

    const contains = (await get('/api/cidades?nome=lindoia')).json() as Page;
    expect(contains.content.map((c) => c.nome)).toEqual(
      expect.arrayContaining(['Águas de Lindóia', 'Lindóia']),
    );

    const accented = (await get('/api/cidades?nome=POXOREU')).json() as Page;
    expect(accented.content).toEqual([{ codigoIbge: '5107008', nome: 'Poxoréu', uf: 'MT' }]);
  });

  it('include the newest municipality and carry the names IBGE uses today', async () => {
    const newest = await get('/api/cidades/5101837');
    expect(newest.json()).toEqual({
      codigoIbge: '5101837',
      nome: 'Boa Esperança do Norte',
      uf: 'MT',
    });

    const itapaje = (await get('/api/cidades?nome=itapaj')).json() as Page;
    expect(itapaje.content).toEqual([{ codigoIbge: '2306306', nome: 'Itapajé', uf: 'CE' }]);
    expect((await get('/api/cidades?nome=itapage')).json()).toMatchObject({ totalElements: 0 });

    const renamed = {
      '2410306': { nome: 'Serra Caiada', uf: 'RN' },
      '3530805': { nome: 'Mogi Mirim', uf: 'SP' },
      '1708254': { nome: 'Tabocão', uf: 'TO' },
      '2922250': { nome: 'Muquém do São Francisco', uf: 'BA' },
      '4206108': { nome: 'Grão-Pará', uf: 'SC' },
    };
    for (const [codigoIbge, cidade] of Object.entries(renamed)) {
      expect((await get(`/api/cidades/${codigoIbge}`)).json()).toEqual({ codigoIbge, ...cidade });
    }
  });

  it('answers one municipality by code, 404 for an unknown one', async () => {
    const response = await get('/api/cidades/3304557');
    expect(response.json()).toEqual({ codigoIbge: '3304557', nome: 'Rio de Janeiro', uf: 'RJ' });
    const missing = await get('/api/cidades/9999999');
    expect(missing.statusCode).toBe(404);
    expect(mensagens(missing)).toEqual(['Registro não encontrado.']);
  });

  it('refuses bad input in Portuguese and anonymous callers', async () => {
    const badUf = await get('/api/cidades?uf=XX');
    expect(badUf.statusCode).toBe(400);
    expect(mensagens(badUf)).toEqual(['uf: Valor inválido']);
    const badCode = await get('/api/cidades/123');
    expect(badCode.statusCode).toBe(400);
    expect(mensagens(badCode)).toEqual(['codigoIbge: Formato inválido']);
    expect((await get('/api/cidades', '')).statusCode).toBe(401);
  });

  it('are brought up to date on the next start: missing ones added, old names fixed, none deleted', async () => {
    const { db } = ctx.database;
    // A database loaded from the 2014 table: old names, no Boa Esperança do Norte, and a row
    // the current table does not have (never deleted: addresses may reference it).
    const oldNames: Record<string, string> = {
      '2306306': 'Itapagé',
      '2410306': 'Presidente Juscelino',
      '3530805': 'Moji Mirim',
      '5107008': 'Poxoréo',
    };
    for (const [codigoIbge, nome] of Object.entries(oldNames)) {
      await db
        .update(cidades)
        .set({ nome, nomeBusca: nomeBusca(nome) })
        .where(eq(cidades.codigoIbge, codigoIbge));
    }
    await db.delete(cidades).where(eq(cidades.codigoIbge, '5101837'));
    await db.insert(cidades).values({
      codigoIbge: '1199999',
      nome: 'Município Extinto',
      nomeBusca: 'municipio extinto',
      uf: 'RO',
    });
    expect((await get('/api/cidades?nome=itapage')).json()).toMatchObject({ totalElements: 1 });

    expect(await syncCidades(db)).toEqual({ inserted: 1, updated: 4 });
    expect(await syncCidades(db)).toEqual({ inserted: 0, updated: 0 });

    const itapaje = (await get('/api/cidades?nome=itapaj')).json() as Page;
    expect(itapaje.content).toEqual([{ codigoIbge: '2306306', nome: 'Itapajé', uf: 'CE' }]);
    expect((await get('/api/cidades?nome=itapage')).json()).toMatchObject({ totalElements: 0 });
    expect((await get('/api/cidades/5107008')).json()).toMatchObject({ nome: 'Poxoréu' });
    expect((await get('/api/cidades/5101837')).json()).toMatchObject({
      nome: 'Boa Esperança do Norte',
    });
    expect((await get('/api/cidades/1199999')).statusCode).toBe(200);
    const [row] = await db.select({ total: count() }).from(cidades);
    expect(row?.total).toBe(5572);

    await db.delete(cidades).where(eq(cidades.codigoIbge, '1199999'));
    expect(await syncCidades(db)).toEqual({ inserted: 0, updated: 0 });
  });
});
