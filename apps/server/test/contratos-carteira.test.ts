import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { CARTEIRA_PREFIXO, CARTEIRA_TAMANHO } from '../src/features/contratos/seed';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './helper';

// The demo portfolio: registered in the background after start, through the registration
// service and the dispatch to the in-process simulator, then released or cancelled in part.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let reiniciado: TestApp | undefined;

beforeAll(async () => {
  ctx = await createTestApp({ SEED_DEMO_CARTEIRA: '1', DESPACHO_INTERVALO_SEGUNDOS: '0.5' });
  await ctx.app.ready();
});
afterAll(async () => {
  await reiniciado?.close();
  await ctx.close();
});

async function porStatus(): Promise<Record<string, number>> {
  const { rows } = await ctx.database.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from pedidos where numero_contrato like $1 group by status',
    [`${CARTEIRA_PREFIXO}%`],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

describe('the demo portfolio', () => {
  it('registers a few hundred orders over every UF, each moved by the Detrans and people', async () => {
    // Settled, as the chassis rules and the people's actions decide (README: Demo logins).
    await expect
      .poll(porStatus, { timeout: 120_000, interval: 500 })
      .toEqual({ REGISTRADO: 170, NAO_REGISTRADO: 50, BAIXADO: 42, CANCELADO: 38 });
    expect(170 + 50 + 42 + 38).toBe(CARTEIRA_TAMANHO);

    const { rows } = await ctx.database.pool.query<{ ufs: number; detran: number }>(
      `select count(distinct uf)::int as ufs,
         (select count(*)::int from pedido_historico h join pedidos p on p.id = h.pedido_id
          where p.numero_contrato like $1 and h.usuario_id is null) as detran
       from pedidos where numero_contrato like $1`,
      [`${CARTEIRA_PREFIXO}%`],
    );
    expect(rows[0]!.ufs).toBe(27);
    // Every order heard from its Detran through the dispatch (history rows with no user).
    expect(rows[0]!.detran).toBeGreaterThanOrEqual(CARTEIRA_TAMANHO);
  }, 150_000);

  it('is not registered twice: a restart finds it there', async () => {
    const antes = await porStatus();
    await ctx.app.close();
    reiniciado = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_CARTEIRA: '1' }),
      db: ctx.database.db,
      authSecret: TEST_AUTH_SECRET,
      logger: false,
    });
    await reiniciado.ready();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await porStatus()).toEqual(antes);
  });
});
