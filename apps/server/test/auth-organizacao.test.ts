import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_CLIENTE_ID, DEMO_FORNECEDOR_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, DEMO_PASSWORD, login, mensagens } from './helper';

/**
 * Deactivating or deleting a client or a supplier cuts its users off: no login, and their
 * open sessions stop at the next request. The registradora's own users are unaffected.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const currentUser = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/auth/usuario', headers });

const postLogin = (username: string, password = DEMO_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    remoteAddress: `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { username, password, guid: 'dispositivo-de-teste' },
  });

const setCliente = (sql: string) =>
  ctx.database.pool.query(`update clientes set ${sql} where id = $1`, [DEMO_CLIENTE_ID]);
const setFornecedor = (sql: string) =>
  ctx.database.pool.query(`update fornecedores set ${sql} where id = $1`, [DEMO_FORNECEDOR_ID]);

describe('users of an inactive or deleted client', () => {
  it('lose their open session and cannot log in until the client is active again', async () => {
    const operador = bearer(await login(ctx.app, 'operador'));
    const admin = bearer(await login(ctx.app, 'administrador'));
    expect((await currentUser(operador)).statusCode).toBe(200);

    // Deactivated through the API, as an administrator does it.
    const cliente = (
      await ctx.app.inject({ url: `/api/clientes/${DEMO_CLIENTE_ID}`, headers: admin })
    ).json();
    const body = {
      razaoSocial: cliente.razaoSocial,
      nomeFantasia: cliente.nomeFantasia,
      cnpj: cliente.cnpj,
      grupoEconomicoId: cliente.grupoEconomico?.id ?? null,
      endereco: cliente.endereco,
      email: cliente.email,
      telefone: cliente.telefone,
      vbDetransAtivo: cliente.vbDetransAtivo,
      vbPagueAtivo: cliente.vbPagueAtivo,
      serasaHubAtivo: cliente.serasaHubAtivo,
    };
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clientes/${DEMO_CLIENTE_ID}`,
      headers: admin,
      payload: { ...body, ativo: false },
    });
    expect(off.statusCode).toBe(200);

    const afterOff = await currentUser(operador);
    expect(afterOff.statusCode).toBe(401);
    const refused = await postLogin('operador');
    expect(refused.statusCode).toBe(401);
    // The same answer as a wrong password: nothing tells the organization is inactive.
    const wrong = await postLogin('operador', 'SenhaErrada@1');
    expect(refused.body).toBe(wrong.body);
    expect(mensagens(refused)).toEqual([MENSAGENS.credenciaisInvalidas]);
    // The registradora's users go on.
    expect((await currentUser(admin)).statusCode).toBe(200);

    const on = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clientes/${DEMO_CLIENTE_ID}`,
      headers: admin,
      payload: { ...body, ativo: true },
    });
    expect(on.statusCode).toBe(200);
    const again = bearer(await login(ctx.app, 'operador'));
    expect((await currentUser(again)).statusCode).toBe(200);
  });

  it('are cut off when the client is deleted', async () => {
    const operador = bearer(await login(ctx.app, 'operador'));
    await setCliente('deleted_at = now()');
    try {
      expect((await currentUser(operador)).statusCode).toBe(401);
      expect((await postLogin('operador')).statusCode).toBe(401);
    } finally {
      await setCliente('deleted_at = null');
    }
    expect((await postLogin('operador')).statusCode).toBe(200);
  });
});

describe('users of an inactive or removed supplier', () => {
  it('lose their open session and cannot log in', async () => {
    const detran = bearer(await login(ctx.app, 'detran'));
    expect((await currentUser(detran)).statusCode).toBe(200);

    await setFornecedor('ativo = false');
    expect((await currentUser(detran)).statusCode).toBe(401);
    expect((await postLogin('detran')).statusCode).toBe(401);
    await setFornecedor('ativo = true');
    const again = bearer(await login(ctx.app, 'detran'));
    expect((await currentUser(again)).statusCode).toBe(200);

    await setFornecedor('deleted_at = now()');
    try {
      expect((await currentUser(again)).statusCode).toBe(401);
      expect((await postLogin('detran')).statusCode).toBe(401);
    } finally {
      await setFornecedor('deleted_at = null');
    }
    expect((await postLogin('detran')).statusCode).toBe(200);
  });
});
