import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_CLIENTE_2_ID, DEMO_GRUPO_ECONOMICO_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let administrativo: Record<string, string>;
let operador: Record<string, string>;
let detran: Record<string, string>;
/** A user of the demo client holding the read and parametrization permissions. */
let personalizado: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.pool.query(
    `insert into usuario_permissoes (usuario_id, permissao)
     select id, unnest($2::text[]) from usuarios where username = $1`,
    ['personalizado', ['ADMINISTRACAO_CLIENTES_CONSULTAR', 'ADMINISTRACAO_PARAMETRIZACAO']],
  );
  admin = bearer(await login(ctx.app, 'administrador'));
  administrativo = bearer(await login(ctx.app, 'administrativo'));
  operador = bearer(await login(ctx.app, 'operador'));
  detran = bearer(await login(ctx.app, 'detran'));
  personalizado = bearer(await login(ctx.app, 'personalizado'));
});
afterAll(() => ctx.close());

const url = (id?: string) => (id ? `/api/grupos-economicos/${id}` : '/api/grupos-economicos');
const consultar = (headers: Record<string, string>, body: object = {}, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/grupos-economicos/consultar${query}`,
    headers,
    payload: body,
  });
const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: url(), headers, payload });
const put = (headers: Record<string, string>, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: url(id), headers, payload });
const del = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: url(id), headers });

/** Every field of a PUT (a full replacement). */
const completo = { nome: 'Grupo', descricao: null, ativo: true };

async function countGrupos(): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ total: number }>(
    'select count(*)::int as total from grupos_economicos',
  );
  return rows[0]?.total ?? 0;
}

describe('economic groups', () => {
  let grupoId: string;

  it('creates a group (POST /api/grupos-economicos)', async () => {
    const response = await post(admin, { nome: '  Grupo Alfa ', descricao: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      nome: 'Grupo Alfa',
      descricao: null,
      ativo: true,
      quantidadeClientes: 0,
    });
    grupoId = response.json().id;
  });

  it('refuses a duplicate name in any case with 409, saving nothing', async () => {
    const before = await countGrupos();
    const response = await post(admin, { nome: 'grupo alfa' });
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)).toEqual(['Já existe um grupo econômico com este nome.']);
    expect(await countGrupos()).toBe(before);
  });

  it('collapses runs of spaces in a name, so it cannot pose as another group', async () => {
    const spaced = await post(admin, { nome: 'Grupo   Demonstração' });
    expect(spaced.statusCode).toBe(409);
    expect(mensagens(spaced)).toEqual(['Já existe um grupo econômico com este nome.']);
    const saved = await post(admin, { nome: 'Grupo  Beta   Participações' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().nome).toBe('Grupo Beta Participações');
    expect((await del(admin, saved.json().id)).statusCode).toBe(204);
  });

  it('requires every field on PUT: a missing one is a 400 naming it, changing nothing', async () => {
    const response = await put(admin, DEMO_GRUPO_ECONOMICO_ID, { nome: 'Grupo Demonstração' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'descricao: Campo obrigatório', campo: 'descricao' },
      { mensagem: 'ativo: Campo obrigatório', campo: 'ativo' },
    ]);
    const read = await ctx.app.inject({ url: url(DEMO_GRUPO_ECONOMICO_ID), headers: admin });
    expect(read.json().descricao).toBe('Conglomerado do Banco Demonstração');
  });

  it("refuses a bidi override in the description with 'Caracteres não permitidos', saving nothing", async () => {
    const before = await countGrupos();
    const created = await post(admin, { nome: 'Grupo Invertido', descricao: 'Grupo \u202Eofla' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual([
      { mensagem: 'descricao: Caracteres não permitidos', campo: 'descricao' },
    ]);
    expect(await countGrupos()).toBe(before);
    const edited = await put(admin, DEMO_GRUPO_ECONOMICO_ID, {
      ...completo,
      nome: 'Grupo Demonstração',
      descricao: 'Conglomerado\u202E',
    });
    expect(mensagens(edited)).toEqual(['descricao: Caracteres não permitidos']);
    const read = await ctx.app.inject({ url: url(DEMO_GRUPO_ECONOMICO_ID), headers: admin });
    expect(read.json().descricao).toBe('Conglomerado do Banco Demonstração');
  });

  it('answers 400 naming the field', async () => {
    const response = await post(admin, { nome: '', ativo: 'sim' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'nome: Campo obrigatório', campo: 'nome' },
      { mensagem: 'ativo: Formato inválido', campo: 'ativo' },
    ]);
  });

  it('needs the parametrization permission to edit, the clients’ one to read', async () => {
    expect((await post(administrativo, { nome: 'Grupo Beta' })).statusCode).toBe(403);
    expect((await post(operador, { nome: 'Grupo Beta' })).statusCode).toBe(403);
    expect((await consultar(administrativo)).statusCode).toBe(200);
    expect((await consultar(operador)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: url(grupoId), headers: detran })).statusCode).toBe(403);
  });

  it('lists groups paged, sorted and filtered, counting their clients', async () => {
    const all = await consultar(admin, {}, '?sort=nome,desc');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      totalElements: 2,
      content: [
        { id: DEMO_GRUPO_ECONOMICO_ID, nome: 'Grupo Demonstração', quantidadeClientes: 1 },
        { id: grupoId, nome: 'Grupo Alfa' },
      ],
    });
    const page = await consultar(admin, {}, '?page=1&size=1');
    expect(page.json().content.map((g: { id: string }) => g.id)).toEqual([DEMO_GRUPO_ECONOMICO_ID]);
    expect((await consultar(admin, { nome: 'alfa' })).json().totalElements).toBe(1);
    expect((await consultar(admin, { ativo: false })).json().totalElements).toBe(0);
  });

  it('reads and edits a group (GET and PUT /api/grupos-economicos/{id})', async () => {
    const response = await put(admin, grupoId, {
      nome: 'Grupo Alfa Holding',
      descricao: null,
      ativo: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nome: 'Grupo Alfa Holding', ativo: false });
    const read = await ctx.app.inject({ url: url(grupoId), headers: admin });
    expect(read.json().nome).toBe('Grupo Alfa Holding');
    const combo = await ctx.app.inject({ url: `${url()}/todos-combo`, headers: admin });
    expect(combo.json()).toEqual([{ id: DEMO_GRUPO_ECONOMICO_ID, nome: 'Grupo Demonstração' }]);
    const duplicate = await put(admin, grupoId, { ...completo, nome: 'GRUPO DEMONSTRAÇÃO' });
    expect(duplicate.statusCode).toBe(409);
    const absent = await put(admin, '00000000-0000-4000-8000-00000000ffff', {
      ...completo,
      nome: 'X',
    });
    expect(absent.statusCode).toBe(404);
    expect(mensagens(absent)).toEqual([MENSAGENS.naoEncontrado]);
  });

  it('shows a client user only its own client’s group; another group answers 404', async () => {
    const list = await consultar(personalizado);
    expect(list.json().content.map((g: { id: string }) => g.id)).toEqual([DEMO_GRUPO_ECONOMICO_ID]);
    const other = await ctx.app.inject({ url: url(grupoId), headers: personalizado });
    expect(other.statusCode).toBe(404);
    expect(mensagens(other)).toEqual([MENSAGENS.naoEncontrado]);
    expect((await put(personalizado, grupoId, { ...completo, nome: 'Tomado' })).statusCode).toBe(
      404,
    );
    expect((await del(personalizado, grupoId)).statusCode).toBe(404);
    const combo = await ctx.app.inject({ url: `${url()}/todos-combo`, headers: personalizado });
    expect(combo.json()).toEqual([{ id: DEMO_GRUPO_ECONOMICO_ID, nome: 'Grupo Demonstração' }]);
    // The combo serves the screens of clients and groups only (ACESSO_COMBO_GRUPOS_ECONOMICOS).
    expect(
      (await ctx.app.inject({ url: `${url()}/todos-combo`, headers: operador })).statusCode,
    ).toBe(403);
    // A Detran's user that may open the clients' register sees no client's group.
    const grant = (sql: string) =>
      ctx.database.pool.query(sql, ['detran', 'ADMINISTRACAO_CLIENTES_CONSULTAR']);
    await grant(
      `insert into usuario_permissoes (usuario_id, permissao)
       select id, $2 from usuarios where username = $1`,
    );
    const fornecedor = await ctx.app.inject({ url: `${url()}/todos-combo`, headers: detran });
    await grant(
      `delete from usuario_permissoes where permissao = $2
       and usuario_id = (select id from usuarios where username = $1)`,
    );
    expect(fornecedor.json()).toEqual([]);
  });

  it('keeps groups the registradora’s to change, even a client user’s own (403)', async () => {
    const own = await put(personalizado, DEMO_GRUPO_ECONOMICO_ID, {
      ...completo,
      nome: 'Meu grupo',
    });
    expect(own.statusCode).toBe(403);
    expect((await post(personalizado, { nome: 'Novo grupo' })).statusCode).toBe(403);
    const read = await ctx.app.inject({ url: url(DEMO_GRUPO_ECONOMICO_ID), headers: admin });
    expect(read.json().nome).toBe('Grupo Demonstração');
  });

  it('refuses to delete a group its clients belong to (409)', async () => {
    const response = await del(admin, DEMO_GRUPO_ECONOMICO_ID);
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)).toEqual([
      'O grupo econômico não pode ser excluído: 1 cliente pertence a ele.',
    ]);
    const still = await ctx.app.inject({ url: url(DEMO_GRUPO_ECONOMICO_ID), headers: admin });
    expect(still.statusCode).toBe(200);
  });

  it('attaches a client to a group, then deletes the group once the client leaves', async () => {
    const cliente = await ctx.app.inject({
      url: `/api/clientes/${DEMO_CLIENTE_2_ID}`,
      headers: admin,
    });
    const c = cliente.json();
    const body = {
      razaoSocial: c.razaoSocial,
      nomeFantasia: c.nomeFantasia,
      cnpj: c.cnpj,
      endereco: c.endereco,
      email: c.email,
      telefone: c.telefone,
      vbDetransAtivo: c.vbDetransAtivo,
      vbPagueAtivo: c.vbPagueAtivo,
      serasaHubAtivo: c.serasaHubAtivo,
      ativo: c.ativo,
    };
    const attach = await ctx.app.inject({
      method: 'PUT',
      url: `/api/clientes/${DEMO_CLIENTE_2_ID}`,
      headers: admin,
      payload: { ...body, grupoEconomicoId: grupoId },
    });
    expect(attach.statusCode).toBe(200);
    expect((await del(admin, grupoId)).statusCode).toBe(409);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/clientes/${DEMO_CLIENTE_2_ID}`,
      headers: admin,
      payload: { ...body, grupoEconomicoId: null },
    });
    expect((await del(admin, grupoId)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: url(grupoId), headers: admin })).statusCode).toBe(404);
    expect((await consultar(admin)).json().totalElements).toBe(1);
    const again = await post(admin, { nome: 'Grupo Alfa Holding' });
    expect(again.statusCode).toBe(201);
  });
});
