import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { RASCUNHO_MAX_CHARS } from '@portal/shared/contratos/rascunho-schemas';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let operador: Record<string, string>;
let master: Record<string, string>;
let detran: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await login(ctx.app, 'administrador'));
  operador = bearer(await login(ctx.app, 'operador'));
  master = bearer(await login(ctx.app, 'master'));
  detran = bearer(await login(ctx.app, 'detran'));
});
afterAll(() => ctx.close());

const URL = '/api/contratos/rascunhos';
const post = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
const put = (headers: Record<string, string>, id: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload: payload as object });
const get = (headers: Record<string, string>, id?: string) =>
  ctx.app.inject({ url: id ? `${URL}/${id}` : URL, headers });
const del = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });

/** What a person typed before leaving: no debtor's CPF, a chassis half typed. */
const INCOMPLETO = {
  contrato: { numero: 'CDC-RASCUNHO-1', data: '' },
  devedor: { nome: 'Maria da Silva', cpfCnpj: '529.982' },
  veiculos: [{ chassi: '9BWZZZ37' }],
};

describe('contract drafts (contratos/rascunhos)', () => {
  let id: string;

  it('saves what a bank user typed, incomplete and unvalidated, for its own client', async () => {
    const response = await post(operador, { modo: 1, dados: INCOMPLETO });
    expect(response.statusCode).toBe(201);
    const rascunho = response.json();
    expect(rascunho).toMatchObject({
      modo: 1,
      cliente: { id: DEMO_CLIENTE_ID },
      numeroContrato: 'CDC-RASCUNHO-1',
      devedor: 'Maria da Silva',
      chassi: '9BWZZZ37',
      dados: INCOMPLETO,
    });
    expect(rascunho.usuario.nome).toBeTruthy();
    id = rascunho.id;
  });

  it('lets a colleague of the same bank list, resume and save it again, and names who saved last', async () => {
    const lista = await get(master);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().map((r: { id: string }) => r.id)).toContain(id);
    expect(lista.json()[0]).not.toHaveProperty('dados');

    const completo = { ...CONTRATO_EXEMPLO, contrato: { ...CONTRATO_EXEMPLO.contrato } };
    const salvo = await put(master, id, { modo: 1, dados: completo });
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json()).toMatchObject({
      numeroContrato: CONTRATO_EXEMPLO.contrato.numero,
      chassi: CONTRATO_EXEMPLO.veiculos[0]!.chassi,
      dados: completo,
    });
    const masterUser = (await ctx.app.inject({ url: '/api/auth/usuario', headers: master })).json();
    expect(salvo.json().usuario.id).toBe(masterUser.id);
    expect((await get(operador, id)).json().dados).toEqual(completo);
  });

  it('hides it from another bank and from a Detran, as an absent id', async () => {
    const outroBanco = await post(admin, {
      clienteId: DEMO_CLIENTE_2_ID,
      modo: 2,
      dados: { aditivo: { numero: 'AD-1' } },
    });
    expect(outroBanco.statusCode).toBe(201);
    const outroId = outroBanco.json().id;
    expect((await get(operador, outroId)).statusCode).toBe(404);
    expect((await put(operador, outroId, { modo: 2, dados: {} })).statusCode).toBe(404);
    expect((await del(operador, outroId)).statusCode).toBe(404);
    expect((await get(operador)).json().map((r: { id: string }) => r.id)).not.toContain(outroId);
    // The registradora sees both banks' drafts.
    const todos = (await get(admin)).json().map((r: { id: string }) => r.id);
    expect(todos).toEqual(expect.arrayContaining([id, outroId]));
    // A Detran's user holds no CONTRATO_REGISTRAR.
    expect((await get(detran)).statusCode).toBe(403);
    expect((await post(detran, { modo: 1, dados: {} })).statusCode).toBe(403);
  });

  it('refuses a bad draft with Portuguese messages, never a 500', async () => {
    const semCliente = await post(admin, { modo: 1, dados: {} });
    expect(semCliente.statusCode).toBe(400);
    expect(mensagens(semCliente)).toEqual(['clienteId: Campo obrigatório']);

    const modo = await post(operador, { modo: 3, dados: {} });
    expect(modo.statusCode).toBe(400);
    expect(mensagens(modo)[0]).toMatch(/^modo: /);

    const semDados = await post(operador, { modo: 1, dados: 'texto' });
    expect(semDados.statusCode).toBe(400);
    expect(mensagens(semDados)[0]).toMatch(/^dados: /);

    const grande = await post(operador, { modo: 1, dados: { x: 'a'.repeat(RASCUNHO_MAX_CHARS) } });
    expect(grande.statusCode).toBe(400);
    expect(mensagens(grande)).toEqual([
      `dados: O rascunho é grande demais (máximo de ${RASCUNHO_MAX_CHARS} caracteres)`,
    ]);

    const outroCliente = await post(operador, {
      clienteId: DEMO_CLIENTE_2_ID,
      modo: 1,
      dados: {},
    });
    expect(outroCliente.statusCode).toBe(400);
    expect(mensagens(outroCliente)).toEqual(['clienteId: Cliente não encontrado']);

    expect((await get(operador, 'nao-e-uuid')).statusCode).toBe(400);
  });

  it('deletes it: gone from the list and from its id', async () => {
    expect((await del(master, id)).statusCode).toBe(204);
    expect((await get(operador, id)).statusCode).toBe(404);
    expect((await get(operador)).json().map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await del(master, id)).statusCode).toBe(404);
  });
});
