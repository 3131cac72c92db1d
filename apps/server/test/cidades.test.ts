import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCidades } from '../src/features/cidades/load';
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
    expect(row?.total).toBeGreaterThanOrEqual(5570);
    expect(row?.total).toBeLessThan(5600);
    expect(await loadCidades(ctx.database.db)).toBe(0);

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
});
