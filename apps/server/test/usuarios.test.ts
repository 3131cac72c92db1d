import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MENSAGENS } from '@portal/shared/common/messages';
import {
  DEMO_CLIENTE_2_ID,
  DEMO_CLIENTE_ID,
  DEMO_FORNECEDOR_ID,
  demoUsuarioId,
} from '../src/db/demo-ids';
import { bearer, createTestApp, createUserWithPermissions, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let master: Record<string, string>;
let operador: Record<string, string>;
let administrativo: Record<string, string>;

const query = <T extends object>(text: string, values: unknown[] = []) =>
  ctx.database.pool.query<T>(text, values);

async function idOf(username: string): Promise<string> {
  const { rows } = await query<{ id: string }>('select id from usuarios where username = $1', [
    username,
  ]);
  return rows[0]!.id;
}

async function statusOf(id: string): Promise<string> {
  const { rows } = await query<{ status: string }>('select status from usuarios where id = $1', [
    id,
  ]);
  return rows[0]!.status;
}

async function openSessions(id: string): Promise<number> {
  const { rows } = await query<{ n: number }>(
    'select count(*)::int as n from sessoes where usuario_id = $1 and revoked_at is null',
    [id],
  );
  return rows[0]!.n;
}

const consultar = (headers: Record<string, string>, body: object = {}, qs = '') =>
  ctx.app.inject({ method: 'POST', url: `/api/usuarios/consultar${qs}`, headers, payload: body });

const act = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/usuarios/${url}`, headers, payload });

/** A full PUT body from the user's current detail, with overrides. */
async function edicao(id: string, overrides: Record<string, unknown> = {}) {
  const atual = (await act('GET', id, admin)).json();
  return {
    nome: atual.nome,
    email: atual.email,
    telefone: atual.telefone,
    cpf: atual.cpf,
    perfil: atual.perfil,
    status: atual.status,
    clienteId: atual.cliente?.id ?? null,
    fornecedorId: atual.fornecedor?.id ?? null,
    permissoes: atual.permissoes,
    ...overrides,
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_USERNAME_RATE_LIMIT_PER_MINUTE: '5' });
  admin = bearer(await login(ctx.app, 'administrador'));
  master = bearer(await login(ctx.app, 'master'));
  operador = bearer(await login(ctx.app, 'operador'));
  administrativo = bearer(await login(ctx.app, 'administrativo'));
  await createUserWithPermissions(
    ctx,
    'op.exemplo',
    'OPERADOR',
    { clienteId: DEMO_CLIENTE_2_ID },
    [],
  );
  await createUserWithPermissions(
    ctx,
    'colega.demo',
    'OPERADOR',
    { clienteId: DEMO_CLIENTE_ID },
    [],
  );
});
afterAll(() => ctx.close());

describe('POST /api/usuarios/consultar', () => {
  it('lists everyone to the registradora, paged and sorted in SQL', async () => {
    const page = await consultar(admin, {}, '?size=5&sort=username,asc');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-tamanho-maximo-pagina']).toBe('100');
    const body = page.json();
    expect(body.content).toHaveLength(5);
    expect(body.totalElements).toBeGreaterThan(20);
    const names = body.content.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
    expect(body.content[0]).not.toHaveProperty('senhaHash');
  });

  it('keeps a client’s administrator to its client’s users', async () => {
    const body = (await consultar(master, {}, '?size=100')).json();
    const clientes = new Set(
      body.content.map((u: { cliente: { id: string } | null }) => u.cliente?.id),
    );
    expect([...clientes]).toEqual([DEMO_CLIENTE_ID]);
    expect(body.content.map((u: { username: string }) => u.username)).not.toContain('op.exemplo');
    // Asking for another client's users finds none.
    const outro = (await consultar(master, { clienteId: DEMO_CLIENTE_2_ID })).json();
    expect(outro.totalElements).toBe(0);
  });

  it('filters by text, profile, status, client, supplier and interval codes', async () => {
    const porTexto = (await consultar(admin, { nome: 'EXEMPLO' })).json();
    expect(porTexto.content.map((u: { username: string }) => u.username)).toEqual(['op.exemplo']);
    const porPerfil = (await consultar(admin, { perfil: 'DETRAN' })).json();
    expect(porPerfil.content.map((u: { username: string }) => u.username)).toEqual(['detran']);
    const porFornecedor = (await consultar(admin, { fornecedorId: DEMO_FORNECEDOR_ID })).json();
    expect(porFornecedor.totalElements).toBe(1);
    const porCliente = (await consultar(admin, { clienteId: DEMO_CLIENTE_2_ID })).json();
    expect(porCliente.content.map((u: { username: string }) => u.username)).toEqual(['op.exemplo']);
    await query(
      "update usuarios set created_at = now() - interval '3 days' where username = 'op.exemplo'",
    );
    const hoje = (await consultar(admin, { intervalo: 3, clienteId: DEMO_CLIENTE_2_ID })).json();
    expect(hoje.totalElements).toBe(0);
    const dia = (await consultar(admin, { intervalo: 2, clienteId: DEMO_CLIENTE_2_ID })).json();
    expect(dia.totalElements).toBe(0);
    const mes = (await consultar(admin, { intervalo: 1, clienteId: DEMO_CLIENTE_2_ID })).json();
    expect(mes.totalElements).toBe(1);
    const bloqueados = (await consultar(admin, { status: 'BLOQUEADO' })).json();
    expect(bloqueados.totalElements).toBe(0);
  });

  it('answers 400 in Portuguese for a bad filter, never 500', async () => {
    const intervalo = await consultar(admin, { intervalo: 4 });
    expect(intervalo.statusCode).toBe(400);
    const periodo = await consultar(admin, {
      dataCadastroInicial: '2026-05-10',
      dataCadastroFinal: '2026-05-01',
    });
    expect(periodo.statusCode).toBe(400);
    expect(mensagens(periodo)[0]).toContain('A data final deve ser igual ou posterior à inicial');
    expect((await consultar(admin, {}, '?sort=senha,asc')).statusCode).toBe(400);
  });

  it('refuses who has no user-administration permission', async () => {
    expect((await consultar(operador)).statusCode).toBe(403);
  });

  it('exports the filter as xlsx with a justification and writes the audit row', async () => {
    const sem = await consultar(admin, {}, '?formato=xlsx');
    expect(sem.statusCode).toBe(400);
    expect(mensagens(sem)).toEqual(['justificativaExportacao: Campo obrigatório']);
    const file = await consultar(
      admin,
      { clienteId: DEMO_CLIENTE_2_ID },
      '?formato=xlsx&justificativaExportacao=Auditoria%20de%20acessos',
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Nome');
    expect(sheet.getRow(2).getCell(2).value).toBe('op.exemplo');
    expect(sheet.rowCount).toBe(2);
    const { rows } = await query<{ recurso: string; justificativa: string; n: number }>(
      `select recurso, justificativa, quantidade_registros as n from auditoria_exportacoes
       where recurso = 'usuarios' order by created_at desc limit 1`,
    );
    expect(rows[0]).toEqual({ recurso: 'usuarios', justificativa: 'Auditoria de acessos', n: 1 });
    // Master holds no EXPORTAR_USUARIOS.
    const master403 = await consultar(master, {}, '?formato=xlsx&justificativaExportacao=Teste');
    expect(master403.statusCode).toBe(403);
  });
});

describe('GET, PUT and DELETE /api/usuarios/{id}', () => {
  it('reads a user in scope, 404 for another client’s user', async () => {
    const colega = await idOf('colega.demo');
    const detalhe = await act('GET', colega, master);
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.json()).toMatchObject({
      username: 'colega.demo',
      perfil: 'OPERADOR',
      cliente: { id: DEMO_CLIENTE_ID, nome: 'Banco Demonstração' },
      permissoes: [],
    });
    expect(detalhe.json().permissoesPerfil).toContain('CONTRATO_CONSULTAR');
    const outro = await act('GET', await idOf('op.exemplo'), master);
    expect(outro.statusCode).toBe(404);
    expect(mensagens(outro)).toEqual([MENSAGENS.naoEncontrado]);
    expect(
      (await act('PUT', await idOf('op.exemplo'), master, await edicao(await idOf('op.exemplo'))))
        .statusCode,
    ).toBe(404);
    expect((await act('DELETE', await idOf('op.exemplo'), master)).statusCode).toBe(404);
  });

  it('edits a user and shows the change in the list', async () => {
    const id = await idOf('colega.demo');
    const saved = await act(
      'PUT',
      id,
      master,
      await edicao(id, { nome: 'Colega Renomeado', telefone: '(11) 98888-7777' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ nome: 'Colega Renomeado', telefone: '11988887777' });
    const lista = (await consultar(master, { nome: 'renomeado' })).json();
    expect(lista.content.map((u: { id: string }) => u.id)).toEqual([id]);
  });

  it('never lets an administrator grant more than it holds (403 in Portuguese)', async () => {
    const id = await idOf('colega.demo');
    // Master holds no ADMINISTRACAO_CLIENTES_EDITAR: a PERSONALIZADO with it is refused.
    const extra = await act(
      'PUT',
      id,
      master,
      await edicao(id, {
        perfil: 'PERSONALIZADO',
        permissoes: ['CONTRATO_CONSULTAR', 'ADMINISTRACAO_CLIENTES_EDITAR'],
      }),
    );
    expect(extra.statusCode).toBe(403);
    expect(mensagens(extra)[0]).toContain(
      'Você não pode conceder permissões que não tem: ADMINISTRACAO_CLIENTES_EDITAR',
    );
    // Administrativo holds less than Atendimento N2: that profile is refused.
    await createUserWithPermissions(ctx, 'comercial.novo', 'COMERCIAL', {}, []);
    const alvo = await idOf('comercial.novo');
    const perfil = await act(
      'PUT',
      alvo,
      administrativo,
      await edicao(alvo, {
        perfil: 'ATENDIMENTO_N2',
        clienteId: null,
      }),
    );
    expect(perfil.statusCode).toBe(403);
    expect(mensagens(perfil)[0]).toContain('Você não pode conceder permissões que não tem');
    // Nor may it change a user who already holds more (the administrator).
    const admId = demoUsuarioId('ADMINISTRADOR');
    const acima = await act(
      'PUT',
      admId,
      administrativo,
      await edicao(admId, { nome: 'Outro Nome' }),
    );
    expect(acima.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('ATIVO');
    // Within its own permissions, a PERSONALIZADO is granted what was chosen.
    const ok = await act(
      'PUT',
      id,
      master,
      await edicao(id, {
        perfil: 'PERSONALIZADO',
        permissoes: ['CONTRATO_CONSULTAR', 'CONTRATO_REGISTRAR'],
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().permissoes).toEqual(['CONTRATO_CONSULTAR', 'CONTRATO_REGISTRAR']);
    // A limitation is no privilege: the administrator gives it without holding it.
    const limitado = await act(
      'PUT',
      id,
      admin,
      await edicao(id, { perfil: 'PERSONALIZADO', permissoes: ['LIMITACAO_PERIODO_DATAPICKER'] }),
    );
    expect(limitado.statusCode).toBe(200);
    // Permissions only for PERSONALIZADO.
    const bad = await act(
      'PUT',
      id,
      master,
      await edicao(id, { perfil: 'OPERADOR', permissoes: ['CONTRATO_CONSULTAR'] }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('gives a client’s administrator only its own client’s profiles', async () => {
    const id = await idOf('colega.demo');
    const staff = await act(
      'PUT',
      id,
      master,
      await edicao(id, { perfil: 'ADMINISTRATIVO', clienteId: null, permissoes: [] }),
    );
    expect(staff.statusCode).toBe(403);
    expect(mensagens(staff)).toEqual(['Um administrador de cliente só dá perfis de cliente.']);
    const outroCliente = await act(
      'PUT',
      id,
      master,
      await edicao(id, { perfil: 'OPERADOR', clienteId: DEMO_CLIENTE_2_ID, permissoes: [] }),
    );
    expect(outroCliente.statusCode).toBe(400);
    expect(mensagens(outroCliente)).toEqual(['clienteId: Cliente não encontrado']);
  });

  it('refuses changing one’s own profile or status', async () => {
    const self = demoUsuarioId('MASTER');
    const r = await act('PUT', self, master, await edicao(self, { status: 'INATIVO' }));
    expect(r.statusCode).toBe(403);
    expect((await act('DELETE', self, master)).statusCode).toBe(409);
  });

  it('removes a user: status REMOVIDO, row kept, every session ended at once', async () => {
    await createUserWithPermissions(
      ctx,
      'sai.hoje',
      'OPERADOR',
      { clienteId: DEMO_CLIENTE_ID },
      [],
    );
    const id = await idOf('sai.hoje');
    const token = bearer(await login(ctx.app, 'sai.hoje'));
    await login(ctx.app, 'sai.hoje');
    expect(await openSessions(id)).toBe(2);
    expect((await act('DELETE', id, master)).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('REMOVIDO');
    expect(await openSessions(id)).toBe(0);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/usuario', headers: token });
    expect(after.statusCode).toBe(401);
    // Left out of the list unless asked for; editing it is a 409.
    expect((await consultar(master, { nome: 'sai.hoje' })).json().totalElements).toBe(0);
    expect(
      (await consultar(master, { nome: 'sai.hoje', status: 'REMOVIDO' })).json().totalElements,
    ).toBe(1);
    const editado = await act('PUT', id, master, await edicao(id, { status: 'ATIVO' }));
    expect(editado.statusCode).toBe(409);
    expect(mensagens(editado)).toEqual(['O usuário foi removido.']);
  });

  it('ends the sessions when an edit takes a user out of ATIVO', async () => {
    await createUserWithPermissions(
      ctx,
      'fica.inativo',
      'OPERADOR',
      { clienteId: DEMO_CLIENTE_ID },
      [],
    );
    const id = await idOf('fica.inativo');
    await login(ctx.app, 'fica.inativo');
    expect(await openSessions(id)).toBe(1);
    expect((await act('PUT', id, master, await edicao(id, { status: 'INATIVO' }))).statusCode).toBe(
      200,
    );
    expect(await openSessions(id)).toBe(0);
  });
});

describe('pre-registrations: approve and reject', () => {
  async function preCadastrado(username: string) {
    await createUserWithPermissions(
      ctx,
      username,
      'PRE_CADASTRO',
      { clienteId: DEMO_CLIENTE_ID },
      [],
    );
    await query("update usuarios set status = 'PRE_CADASTRADO' where username = $1", [username]);
    return idOf(username);
  }

  it('approves: ATIVO; only a pre-registered user', async () => {
    const id = await preCadastrado('novo.aprovado');
    expect((await act('PUT', `aprovar/${id}`, admin)).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('ATIVO');
    const again = await act('PUT', `aprovar/${id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(mensagens(again)).toEqual(['Só um usuário pré-cadastrado pode ser aprovado.']);
  });

  it('rejects: REMOVIDO, the row kept', async () => {
    const id = await preCadastrado('novo.reprovado');
    expect((await act('POST', 'reprovar', operador, { id })).statusCode).toBe(403);
    expect((await act('POST', 'reprovar', admin, { id })).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('REMOVIDO');
    expect((await act('POST', 'reprovar', admin, { id })).statusCode).toBe(409);
    expect((await act('POST', 'reprovar', admin, { id: 'x' })).statusCode).toBe(400);
  });
});

describe('usernames, combos and organizations', () => {
  it('tells whether a username is free, ignoring case', async () => {
    expect((await act('GET', 'username/OPERADOR', admin)).json()).toEqual({ disponivel: false });
    expect((await act('GET', 'username/livre.demais', admin)).json()).toEqual({ disponivel: true });
    expect((await act('GET', 'username/a%20b', admin)).statusCode).toBe(400);
    expect((await act('GET', 'username/livre', operador)).statusCode).toBe(403);
  });

  it('answers the public check with yes or no only, rate-limited', async () => {
    const pub = (u: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/publica/usuarios/username/${u}`,
        remoteAddress: '10.9.9.9',
      });
    const taken = await pub('operador');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ disponivel: false });
    expect((await pub('ninguem.usa')).json()).toEqual({ disponivel: true });
    for (let i = 0; i < 3; i += 1) await pub(`x${i}yz`);
    expect((await pub('mais.um')).statusCode).toBe(429);
  });

  it('answers the public profiles: only Pré-cadastro', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/publica/usuarios/perfil' });
    expect(r.json()).toEqual([{ perfil: 'PRE_CADASTRO', descricao: 'Pré-cadastro' }]);
  });

  it('lists all, the combo and an organization’s users within scope', async () => {
    const todos = (await act('GET', 'todos', master)).json();
    expect(
      todos.every((u: { cliente: { id: string } | null }) => u.cliente?.id === DEMO_CLIENTE_ID),
    ).toBe(true);
    const combo = (await act('GET', 'todos-combo', master)).json();
    expect(Object.keys(combo[0]).sort()).toEqual(['id', 'nome']);
    const deOutro = await act('POST', 'cliente/fornecedor/', master, {
      cliente: DEMO_CLIENTE_2_ID,
    });
    expect(deOutro.json()).toEqual([]);
    const doDetran = (
      await act('POST', 'cliente/fornecedor/', admin, { fornecedor: DEMO_FORNECEDOR_ID })
    ).json();
    expect(doDetran.map((u: { username: string }) => u.username)).toEqual(['detran']);
    expect((await act('POST', 'cliente/fornecedor/', admin, {})).statusCode).toBe(400);
  });
});

describe('PUT /api/usuarios/preferencias', () => {
  it('saves the page size and period, and GET auth/usuario answers them', async () => {
    const r = await act('PUT', 'preferencias', operador, {
      qtdItensPagina: 20,
      dataInicioIntervalo: '2026-01-01',
      dataFimIntervalo: '2026-01-31',
    });
    expect(r.statusCode).toBe(204);
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/usuario', headers: operador })
    ).json();
    expect(me).toMatchObject({
      qtdItensPagina: 20,
      dataInicioIntervalo: '2026-01-01',
      dataFimIntervalo: '2026-01-31',
    });
    const tamanho = await act('PUT', 'preferencias', operador, {
      qtdItensPagina: 7,
      dataInicioIntervalo: null,
      dataFimIntervalo: null,
    });
    expect(tamanho.statusCode).toBe(400);
    const bad = await act('PUT', 'preferencias', operador, {
      qtdItensPagina: null,
      dataInicioIntervalo: '2026-02-01',
      dataFimIntervalo: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(mensagens(bad)).toEqual([
      'dataFimIntervalo: Informe as duas datas do período, ou nenhuma',
    ]);
  });
});
