import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITE_CONTAGEM_EXATA } from '@portal/shared/common/paging';
import { DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, createUserWithPermissions, login } from './helper';

/*
 * The access and sent e-mails reports over more rows than they count exactly: the count
 * stops at LIMITE_CONTAGEM_EXATA and says so (`totalExato: false`), and a page beyond it is
 * still read, in order, by the deferred join under the page number.
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let admDemo: Record<string, string>;

/** More than the exact count reaches. */
const MASSA = LIMITE_CONTAGEM_EXATA + 150;
const SIZE = 50;
/** A page wholly beyond the exact count: rows 10,050 to 10,099 (from 0, newest first). */
const BEYOND = Math.floor((LIMITE_CONTAGEM_EXATA + SIZE) / SIZE);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
  admin = bearer(await login(ctx.app, 'administrador'));
  await createUserWithPermissions(
    ctx,
    'adm-paginas',
    'PERSONALIZADO',
    {
      clienteId: DEMO_CLIENTE_ID,
    },
    ['RELATORIO_ACESSO'],
  );
  admDemo = bearer(await login(ctx.app, 'adm-paginas'));
  // Events of a username that exists nowhere (the registradora's alone), one a minute, the
  // newest an hour ago; every tenth a LOGOUT, the rest failures.
  await ctx.database.pool.query(
    `insert into eventos_acesso (em, tipo, username, ip)
     select now() - interval '1 hour' - make_interval(mins => n),
            case when n % 10 = 0 then 'LOGOUT' else 'FALHA' end, 'massa.paginas', '10.1.1.1'
       from generate_series(1, $1::int) n`,
    [MASSA],
  );
  await ctx.database.pool.query(
    `insert into emails_enviados (id, para, assunto, texto, status, created_at)
     select gen_random_uuid(),
            jsonb_build_array('massa' || n || '@banco.test', 'copia@banco.test'),
            'Aviso em massa ' || n, 'Texto', case when n % 10 = 0 then 'FALHA' else 'ENVIADO' end,
            now() - interval '1 hour' - make_interval(mins => n)
       from generate_series(1, $1::int) n`,
    [MASSA],
  );
  await ctx.database.pool.query('analyze eventos_acesso; analyze emails_enviados');
});

afterAll(async () => {
  await ctx?.close();
});

type Page<T> = { content: T[]; totalElements: number; totalExato: boolean };
const post = <T>(url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<T>>();
  });

describe('POST /api/relatorios/acesso over more events than it counts', () => {
  const acesso = (query: string, filtro: object, headers = admin) =>
    post<{ id: string; em: string; tipo: string; username: string }>(
      `/api/relatorios/acesso?${query}`,
      headers,
      filtro,
    );

  it('caps the count and says so, and still serves a page beyond the cap, in order', async () => {
    const first = await acesso(`size=${SIZE}`, { usuario: 'MASSA.PAGINAS' });
    expect(first.totalExato).toBe(false);
    expect(first.totalElements).toBeGreaterThan(LIMITE_CONTAGEM_EXATA);
    expect(first.content).toHaveLength(SIZE);

    const beyond = await acesso(`size=${SIZE}&page=${BEYOND}`, { usuario: 'massa.paginas' });
    expect(beyond.totalExato).toBe(false);
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      `select id::text from eventos_acesso where username = 'massa.paginas'
        order by em desc, id desc offset $1 limit $2`,
      [BEYOND * SIZE, SIZE],
    );
    expect(rows).toHaveLength(SIZE);
    expect(beyond.content.map((row) => row.id)).toEqual(rows.map((row) => row.id));

    // The oldest first: the last page holds the newest rows, the first the oldest.
    const oldest = await acesso(`size=5&sort=em,asc`, { usuario: 'massa.paginas' });
    const times = oldest.content.map((row) => Date.parse(row.em));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const { rows: minimum } = await ctx.database.pool.query<{ id: string }>(
      "select id::text from eventos_acesso where username = 'massa.paginas' order by em, id limit 1",
    );
    expect(oldest.content[0]?.id).toBe(minimum[0]?.id);
  });

  it('counts exactly up to the cap', async () => {
    const logouts = await acesso('size=5', { usuario: 'massa.paginas', tipo: 'LOGOUT' });
    expect(logouts).toMatchObject({ totalElements: MASSA / 10, totalExato: true });
    expect(logouts.content.every((row) => row.tipo === 'LOGOUT')).toBe(true);
  });

  it("keeps a client's administrator to its own users' events, with an exact count", async () => {
    const own = await acesso(`size=${SIZE}`, {}, admDemo);
    expect(own.totalExato).toBe(true);
    expect(own.content.some((row) => row.username === 'massa.paginas')).toBe(false);
    const filtered = await acesso('size=5', { usuario: 'massa' }, admDemo);
    expect(filtered).toMatchObject({ content: [], totalElements: 0, totalExato: true });
  });
});

describe('POST /api/emails/consultar over more messages than it counts', () => {
  const emails = (query: string, filtro: object) =>
    post<{ id: string; para: string[]; status: string }>(
      `/api/emails/consultar?${query}`,
      admin,
      filtro,
    );

  it('caps the count and says so, and still serves a page beyond the cap, in order', async () => {
    const first = await emails(`size=${SIZE}`, {});
    expect(first.totalExato).toBe(false);
    expect(first.totalElements).toBeGreaterThan(LIMITE_CONTAGEM_EXATA);

    const beyond = await emails(`size=${SIZE}&page=${BEYOND}`, {});
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      'select id from emails_enviados order by created_at desc, id desc offset $1 limit $2',
      [BEYOND * SIZE, SIZE],
    );
    expect(rows).toHaveLength(SIZE);
    expect(beyond.content.map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('counts exactly up to the cap, and filters a recipient address by address', async () => {
    const failed = await emails('size=5', { status: 'FALHA' });
    expect(failed).toMatchObject({ totalElements: MASSA / 10, totalExato: true });

    const one = await emails('size=5', { destinatario: 'MASSA777@' });
    expect(one).toMatchObject({ totalElements: 1, totalExato: true });
    expect(one.content[0]?.para).toEqual(['massa777@banco.test', 'copia@banco.test']);
    // The list's JSON punctuation never matches: no address holds a quote or a comma.
    const across = await emails('size=5', { destinatario: 'test","copia' });
    expect(across).toMatchObject({ totalElements: 0, totalExato: true });
    const comma = await emails('size=5', { destinatario: 'test, ' });
    expect(comma).toMatchObject({ totalElements: 0, totalExato: true });
  });
});
