import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import {
  bearer,
  createTestApp,
  createUserWithPermissions,
  DEMO_PASSWORD,
  login,
  mensagens,
} from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
/** A client's administrator of Banco Demonstração holding the three reports and user editing. */
let admDemo: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
  admin = bearer(await login(ctx.app, 'administrador'));
  await createUserWithPermissions(
    ctx,
    'exemplo-usuario',
    'OPERADOR',
    { clienteId: DEMO_CLIENTE_2_ID },
    [],
  );
  await createUserWithPermissions(
    ctx,
    'adm-demo',
    'PERSONALIZADO',
    { clienteId: DEMO_CLIENTE_ID },
    [
      'RELATORIO_ACESSO',
      'RELATORIO_USUARIOS',
      'RELATORIO_SESSAO_ATIVA',
      'ADMINISTRACAO_USUARIOS_EDITAR',
      'EXPORTAR_RELATORIOS',
    ],
  );
  admDemo = bearer(await login(ctx.app, 'adm-demo'));
  // A failed login of Banco Exemplo's user, one of an unknown username, and a login.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    remoteAddress: '10.9.8.7',
    payload: { username: 'exemplo-usuario', password: 'errada-123', guid: 'g' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    remoteAddress: '10.9.8.7',
    payload: { username: 'ninguem-existe', password: 'errada-123', guid: 'g' },
  });
  await login(ctx.app, 'exemplo-usuario');
});

afterAll(async () => {
  await ctx?.close();
});

type Page<T> = { content: T[]; totalElements: number };
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

describe('POST /api/relatorios/acesso', () => {
  it('lists logins and failures with filters; a client admin sees only its own users', async () => {
    const all = await post('/api/relatorios/acesso?size=100', admin, {
      usuario: 'exemplo-usuario',
    });
    expect(all.statusCode).toBe(200);
    const rows =
      all.json<Page<{ tipo: string; username: string; ip: string; nome: string | null }>>();
    expect(rows.content.map((r) => r.tipo).sort()).toEqual(['FALHA', 'LOGIN']);
    const falha = await post('/api/relatorios/acesso', admin, {
      tipo: 'FALHA',
      usuario: 'ninguem',
    });
    expect(falha.json<Page<{ username: string; nome: string | null }>>().content).toEqual([
      expect.objectContaining({ username: 'ninguem-existe', nome: null, ip: '10.9.8.7' }),
    ]);

    const scoped = await post('/api/relatorios/acesso?size=100', admDemo);
    const usernames = new Set(
      scoped.json<Page<{ username: string }>>().content.map((r) => r.username),
    );
    expect(usernames).toContain('adm-demo');
    expect(usernames).not.toContain('exemplo-usuario');
    expect(usernames).not.toContain('ninguem-existe');
    expect(usernames).not.toContain('administrador');
  });

  it('lists every kind of event the portal records, a password change among them', async () => {
    const headers = bearer(await login(ctx.app, 'exemplo-usuario'));
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/usuario/password',
      headers,
      payload: {
        password: DEMO_PASSWORD,
        newPassword: 'Cavalo-Azul-Bateria!',
        confirmNewPassword: 'Cavalo-Azul-Bateria!',
      },
    });
    expect(change.statusCode).toBe(204);
    const answer = await post('/api/relatorios/acesso', admin, {
      tipo: 'SENHA_ALTERADA',
      usuario: 'exemplo-usuario',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Page<{ tipo: string }>>().content).toEqual([
      expect.objectContaining({ tipo: 'SENHA_ALTERADA', username: 'exemplo-usuario' }),
    ]);
  });

  it('exports with a justification (audited), and refuses without one', async () => {
    const refused = await post('/api/relatorios/acesso?formato=csv', admin);
    expect(refused.statusCode).toBe(400);
    expect(mensagens(refused)).toEqual(['justificativaExportacao: Campo obrigatório']);
    const file = await post(
      '/api/relatorios/acesso?formato=csv&justificativaExportacao=Auditoria%20anual',
      admDemo,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain('adm-demo');
    expect(file.body).not.toContain('exemplo-usuario');
    const audit = await ctx.database.pool.query(
      `select justificativa from auditoria_exportacoes where recurso = 'acessos'`,
    );
    expect((audit as { rows: unknown[] }).rows).toEqual([{ justificativa: 'Auditoria anual' }]);
  });

  it('needs RELATORIO_ACESSO (Operador has none)', async () => {
    const operador = bearer(await login(ctx.app, 'operador'));
    expect((await post('/api/relatorios/acesso', operador)).statusCode).toBe(403);
  });
});

describe('POST /api/relatorios/usuarios', () => {
  it('lists users with profile, status, client and last access; scoped per client', async () => {
    const response = await post('/api/relatorios/usuarios?size=100&sort=ultimoAcesso,desc', admin, {
      usuario: 'exemplo-usuario',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Page<unknown>>().content).toEqual([
      expect.objectContaining({
        username: 'exemplo-usuario',
        perfil: 'OPERADOR',
        status: 'ATIVO',
        cliente: 'Banco Exemplo',
        ultimoAcesso: expect.any(String),
      }),
    ]);
    const scoped = await post('/api/relatorios/usuarios?size=100', admDemo);
    const page = scoped.json<Page<{ username: string; cliente: string | null }>>();
    expect(page.content.length).toBeGreaterThan(1);
    expect(new Set(page.content.map((r) => r.cliente))).toEqual(new Set(['Banco Demonstração']));
    const other = await post('/api/relatorios/usuarios', admDemo, { clienteId: DEMO_CLIENTE_2_ID });
    expect(other.json()).toMatchObject({ totalElements: 0 });
  });

  it('exports as xlsx with a justification', async () => {
    const file = await post(
      '/api/relatorios/usuarios?formato=xlsx&justificativaExportacao=Revis%C3%A3o',
      admin,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/usuarios-\d{8}\.xlsx/);
    const operador = bearer(await login(ctx.app, 'operador'));
    expect((await post('/api/relatorios/usuarios', operador)).statusCode).toBe(403);
  });
});

describe('active sessions', () => {
  it('lists open sessions, and ending one makes its token answer 401 at once', async () => {
    const token = await login(ctx.app, 'operador');
    const list = await post('/api/relatorios/sessoes-ativas?size=100', admin, {
      usuario: 'operador',
    });
    expect(list.statusCode).toBe(200);
    const sessoes =
      list.json<Page<{ id: string; username: string; ip: string; propria: boolean }>>();
    const alvo = sessoes.content.find((s) => s.username === 'operador');
    expect(alvo).toBeDefined();
    expect(
      (await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) })).statusCode,
    ).toBe(200);

    // Another client's administrator cannot see or end it (404), and it keeps working.
    await createUserWithPermissions(
      ctx,
      'adm-exemplo',
      'PERSONALIZADO',
      { clienteId: DEMO_CLIENTE_2_ID },
      ['RELATORIO_SESSAO_ATIVA', 'ADMINISTRACAO_USUARIOS_EDITAR'],
    );
    const admExemplo = bearer(await login(ctx.app, 'adm-exemplo'));
    const visible = await post('/api/relatorios/sessoes-ativas?size=100', admExemplo);
    expect(visible.json<Page<{ id: string }>>().content.map((s) => s.id)).not.toContain(alvo!.id);
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/relatorios/sessoes-ativas/${alvo!.id}`,
      headers: admExemplo,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) })).statusCode,
    ).toBe(200);

    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/relatorios/sessoes-ativas/${alvo!.id}`,
      headers: admDemo,
    });
    expect(ended.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: '/api/auth/usuario', headers: bearer(token) })).statusCode,
    ).toBe(401);
    // The access log says whose session ended, on which device, and who ended it.
    const { rows: registro } = await ctx.database.pool.query<{
      username: string;
      guid: string;
      por: string;
    }>(
      `select e.username, e.guid, p.username as por from eventos_acesso e
         join sessoes s on s.id = $1
         join usuarios p on p.id = e.por_usuario_id
        where e.tipo = 'SESSAO_ENCERRADA_ADMIN' and e.usuario_id = s.usuario_id`,
      [alvo!.id],
    );
    expect(registro).toEqual([{ username: 'operador', guid: expect.any(String), por: 'adm-demo' }]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/relatorios/sessoes-ativas/${alvo!.id}`,
      headers: admDemo,
    });
    expect(again.statusCode).toBe(404);
    const after = await post('/api/relatorios/sessoes-ativas?size=100', admin);
    expect(after.json<Page<{ id: string }>>().content.map((s) => s.id)).not.toContain(alvo!.id);
  });

  it("refuses to end the caller's own session, and needs the permissions", async () => {
    const list = await post('/api/relatorios/sessoes-ativas?size=100', admDemo, {
      usuario: 'adm-demo',
    });
    const propria = list
      .json<Page<{ id: string; propria: boolean }>>()
      .content.find((s) => s.propria);
    expect(propria).toBeDefined();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/relatorios/sessoes-ativas/${propria!.id}`,
      headers: admDemo,
    });
    expect(response.statusCode).toBe(409);
    const operador = bearer(await login(ctx.app, 'operador'));
    expect((await post('/api/relatorios/sessoes-ativas', operador)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/relatorios/sessoes-ativas/${randomUUID()}`,
          headers: operador,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('in production', () => {
  it('the access and active-session reports do not exist (§2.4), the users report does', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: '0' });
    const { app } = prod;
    try {
      await app.ready();
      const routes = app.printRoutes({ commonPrefix: false });
      expect(routes).not.toContain('relatorios/acesso');
      expect(routes).not.toContain('relatorios/sessoes-ativas');
      expect(routes).toContain('relatorios/usuarios');
    } finally {
      await prod.close();
    }
  });
});
