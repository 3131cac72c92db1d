import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID, DEMO_GRUPO_ECONOMICO_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let operador: Record<string, string>;
let detran: Record<string, string>;
/** A user of the demo client holding the clients' permissions (PERSONALIZADO, granted below). */
let personalizado: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.pool.query(
    `insert into usuario_permissoes (usuario_id, permissao)
     select id, unnest($2::text[]) from usuarios where username = $1`,
    ['personalizado', ['ADMINISTRACAO_CLIENTES_CONSULTAR', 'ADMINISTRACAO_CLIENTES_EDITAR']],
  );
  admin = bearer(await login(ctx.app, 'administrador'));
  operador = bearer(await login(ctx.app, 'operador'));
  detran = bearer(await login(ctx.app, 'detran'));
  personalizado = bearer(await login(ctx.app, 'personalizado'));
});
afterAll(() => ctx.close());

const novoCliente = (overrides: Record<string, unknown> = {}) => ({
  razaoSocial: 'Financeira Alfa S.A.',
  nomeFantasia: 'Financeira Alfa',
  cnpj: '12.abc.345/01de-35',
  endereco: {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '2000',
    bairro: 'Bela Vista',
    codigoMunicipioIbge: '3550308',
    uf: 'SP',
  },
  email: 'contato@alfa.com.br',
  telefone: '(11) 9 8765-4321',
  ...overrides,
});

/** Every field of a PUT (a full replacement), from the new client's data. */
const completo = (overrides: Record<string, unknown> = {}) => ({
  ...novoCliente(),
  grupoEconomicoId: null,
  vbDetransAtivo: false,
  vbPagueAtivo: false,
  serasaHubAtivo: false,
  ativo: true,
  ...overrides,
});

async function countClientes(): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ total: number }>(
    'select count(*)::int as total from clientes',
  );
  return rows[0]?.total ?? 0;
}

const consultar = (headers: Record<string, string>, body: object = {}, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/clientes/consultar${query}`,
    headers,
    payload: body,
  });

const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/clientes', headers, payload });

describe('POST /api/clientes/consultar', () => {
  it('lists the clients, paged and sorted in SQL, with the page cap announced', async () => {
    const all = await consultar(admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-tamanho-maximo-pagina']).toBe('100');
    expect(all.json().totalElements).toBe(2);
    expect(all.json().content.map((c: { nomeFantasia: string }) => c.nomeFantasia)).toEqual([
      'Banco Demonstração',
      'Banco Exemplo',
    ]);

    const second = await consultar(admin, {}, '?page=1&size=1&sort=nomeFantasia,desc');
    expect(second.json()).toMatchObject({
      totalElements: 2,
      content: [{ id: DEMO_CLIENTE_ID, grupoEconomico: { id: DEMO_GRUPO_ECONOMICO_ID } }],
    });
    const original = await consultar(admin, {}, '?size=9999999');
    expect(original.json().content).toHaveLength(2);
  });

  it('filters by name, CNPJ (masked or not), economic group, UF and status', async () => {
    const ids = async (body: object) =>
      (await consultar(admin, body)).json().content.map((c: { id: string }) => c.id);
    expect(await ids({ nome: 'exemplo' })).toEqual([DEMO_CLIENTE_2_ID]);
    expect(await ids({ nome: 'S.A.' })).toHaveLength(2);
    expect(await ids({ cnpj: '70.000.000/0001' })).toEqual([DEMO_CLIENTE_2_ID]);
    expect(await ids({ grupoEconomicoId: DEMO_GRUPO_ECONOMICO_ID })).toEqual([DEMO_CLIENTE_ID]);
    expect(await ids({ uf: 'RJ' })).toEqual([DEMO_CLIENTE_2_ID]);
    expect(await ids({ ativo: false })).toEqual([]);
    expect(await ids({ nome: '%' })).toEqual([]);
  });

  it('refuses an unknown filter and an unknown sort key', async () => {
    const filter = await consultar(admin, { senha: 'x' });
    expect(filter.statusCode).toBe(400);
    expect(mensagens(filter)).toEqual(['Corpo da requisição: Campo não permitido: senha']);
    expect((await consultar(admin, {}, '?sort=senha,asc')).statusCode).toBe(400);
  });

  it('needs the permission and a session', async () => {
    const forbidden = await consultar(operador);
    expect(forbidden.statusCode).toBe(403);
    expect(mensagens(forbidden)).toEqual([MENSAGENS.acessoNegado]);
    expect((await consultar({})).statusCode).toBe(401);
  });

  it('shows a client user only its own client', async () => {
    const response = await consultar(personalizado);
    expect(response.json().totalElements).toBe(1);
    expect(response.json().content[0].id).toBe(DEMO_CLIENTE_ID);
    expect((await consultar(personalizado, { nome: 'Exemplo' })).json().totalElements).toBe(0);
  });
});

describe('GET /api/clientes/todos and /todos-combo', () => {
  it('answers every client to the registradora and the active ones as options', async () => {
    const todos = await ctx.app.inject({ url: '/api/clientes/todos', headers: admin });
    expect(todos.statusCode).toBe(200);
    expect(todos.json()).toHaveLength(2);
    const combo = await ctx.app.inject({ url: '/api/clientes/todos-combo', headers: admin });
    expect(combo.json()).toEqual([
      { id: DEMO_CLIENTE_ID, nomeFantasia: 'Banco Demonstração' },
      { id: DEMO_CLIENTE_2_ID, nomeFantasia: 'Banco Exemplo' },
    ]);
  });

  it('answers a client user only its own client, a supplier user nothing', async () => {
    const combo = await ctx.app.inject({ url: '/api/clientes/todos-combo', headers: operador });
    expect(combo.json()).toEqual([{ id: DEMO_CLIENTE_ID, nomeFantasia: 'Banco Demonstração' }]);
    const todos = await ctx.app.inject({ url: '/api/clientes/todos', headers: operador });
    expect(todos.json().map((c: { id: string }) => c.id)).toEqual([DEMO_CLIENTE_ID]);
    const fornecedor = await ctx.app.inject({ url: '/api/clientes/todos-combo', headers: detran });
    expect(fornecedor.json()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/clientes/todos-combo' })).statusCode).toBe(401);
  });
});

describe('GET /api/clientes/{id}', () => {
  it('answers the client with its address, contact and group', async () => {
    const response = await ctx.app.inject({
      url: `/api/clientes/${DEMO_CLIENTE_ID}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cnpj: '11222333000181',
      grupoEconomico: { id: DEMO_GRUPO_ECONOMICO_ID, nome: 'Grupo Demonstração' },
      endereco: { codigoMunicipioIbge: '3550308', uf: 'SP', complemento: null },
      vbDetransAtivo: true,
      vbPagueAtivo: false,
      serasaHubAtivo: true,
      ativo: true,
    });
  });

  it('answers an absent id and another client’s id alike: 404', async () => {
    const absent = await ctx.app.inject({
      url: '/api/clientes/00000000-0000-4000-8000-00000000ffff',
      headers: admin,
    });
    expect(absent.statusCode).toBe(404);
    expect(mensagens(absent)).toEqual([MENSAGENS.naoEncontrado]);
    const other = await ctx.app.inject({
      url: `/api/clientes/${DEMO_CLIENTE_2_ID}`,
      headers: personalizado,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(absent.json());
    const own = await ctx.app.inject({
      url: `/api/clientes/${DEMO_CLIENTE_ID}`,
      headers: personalizado,
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a malformed id and a profile without the permission', async () => {
    const malformed = await ctx.app.inject({ url: '/api/clientes/123', headers: admin });
    expect(malformed.statusCode).toBe(400);
    expect(mensagens(malformed)).toEqual(['id: Formato inválido']);
    const forbidden = await ctx.app.inject({
      url: `/api/clientes/${DEMO_CLIENTE_ID}`,
      headers: detran,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('POST /api/clientes', () => {
  let createdId: string;

  it('creates a client with an alphanumeric CNPJ, normalized', async () => {
    const response = await post(admin, novoCliente({ grupoEconomicoId: DEMO_GRUPO_ECONOMICO_ID }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    createdId = body.id;
    expect(body).toMatchObject({
      cnpj: '12ABC34501DE35',
      telefone: '11987654321',
      endereco: { cep: '01310100', complemento: null },
      grupoEconomico: { id: DEMO_GRUPO_ECONOMICO_ID },
      vbDetransAtivo: false,
      ativo: true,
    });
    const found = await consultar(admin, { cnpj: '12.ABC.345' });
    expect(found.json().content.map((c: { id: string }) => c.id)).toEqual([createdId]);
  });

  it('refuses a duplicate CNPJ with 409 and saves nothing', async () => {
    const before = await countClientes();
    const response = await post(
      admin,
      novoCliente({ cnpj: '12ABC34501DE35', razaoSocial: 'Outra' }),
    );
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)).toEqual(['Já existe um cliente com este CNPJ.']);
    expect(await countClientes()).toBe(before);
  });

  it('answers 400 naming each invalid field, in Portuguese, and saves nothing', async () => {
    const before = await countClientes();
    const response = await post(
      admin,
      novoCliente({
        cnpj: '12.ABC.345/01DE-36',
        razaoSocial: '  ',
        email: 'sem-arroba',
        telefone: '123',
        endereco: { ...novoCliente().endereco, codigoMunicipioIbge: '3304557' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { mensagem: 'cnpj: CNPJ Inválido', campo: 'cnpj' },
        { mensagem: 'razaoSocial: Campo obrigatório', campo: 'razaoSocial' },
        { mensagem: 'email: Email inválido', campo: 'email' },
        { mensagem: 'telefone: Telefone Inválido', campo: 'telefone' },
        {
          mensagem: 'endereco.codigoMunicipioIbge: O município não pertence à UF informada',
          campo: 'endereco.codigoMunicipioIbge',
        },
      ]),
    );
    const missing = await post(admin, { razaoSocial: 'X' });
    expect(mensagens(missing)).toEqual(
      expect.arrayContaining(['nomeFantasia: Campo obrigatório', 'cnpj: Campo obrigatório']),
    );
    expect(await countClientes()).toBe(before);
  });

  it('refuses an economic group that does not exist, saving nothing', async () => {
    const before = await countClientes();
    const response = await post(
      admin,
      novoCliente({
        cnpj: '80000000000120',
        grupoEconomicoId: '00000000-0000-4000-8000-00000000ffff',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)).toEqual(['grupoEconomicoId: Grupo econômico não encontrado']);
    expect(await countClientes()).toBe(before);
  });

  it('refuses a city that does not exist, naming the field, and saves nothing', async () => {
    const before = await countClientes();
    const response = await post(
      admin,
      novoCliente({
        cnpj: '80000000000120',
        endereco: { ...novoCliente().endereco, codigoMunicipioIbge: '3599999' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)).toEqual(['endereco.codigoMunicipioIbge: Município não encontrado']);
    expect(await countClientes()).toBe(before);
  });

  it('is the registradora’s: other profiles get 403', async () => {
    expect((await post(operador, novoCliente({ cnpj: '80000000000120' }))).statusCode).toBe(403);
    const clientUser = await post(personalizado, novoCliente({ cnpj: '80000000000120' }));
    expect(clientUser.statusCode).toBe(403);
    expect(mensagens(clientUser)).toEqual(['Somente a registradora cadastra clientes.']);
  });

  describe('PUT and DELETE /api/clientes/{id}', () => {
    const put = (headers: Record<string, string>, id: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/clientes/${id}`, headers, payload });
    const del = (headers: Record<string, string>, id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/clientes/${id}`, headers });

    it('replaces a client’s data', async () => {
      const response = await put(
        admin,
        createdId,
        completo({ nomeFantasia: 'Alfa Financeira', vbPagueAtivo: true, ativo: false }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        nomeFantasia: 'Alfa Financeira',
        vbPagueAtivo: true,
        ativo: false,
        grupoEconomico: null,
      });
      const combo = await ctx.app.inject({ url: '/api/clientes/todos-combo', headers: admin });
      expect(combo.json().map((c: { id: string }) => c.id)).not.toContain(createdId);
    });

    it('refuses another client’s CNPJ with 409, changing nothing', async () => {
      const response = await put(admin, createdId, completo({ cnpj: '70000000000177' }));
      expect(response.statusCode).toBe(409);
      expect(mensagens(response)).toEqual(['Já existe um cliente com este CNPJ.']);
      const after = await ctx.app.inject({ url: `/api/clientes/${createdId}`, headers: admin });
      expect(after.json().cnpj).toBe('12ABC34501DE35');
    });

    it('lets a client user correct its own client but not another’s (404)', async () => {
      const other = await put(
        personalizado,
        DEMO_CLIENTE_2_ID,
        completo({ cnpj: '70000000000177' }),
      );
      expect(other.statusCode).toBe(404);
      expect(mensagens(other)).toEqual([MENSAGENS.naoEncontrado]);
      const untouched = await ctx.app.inject({
        url: `/api/clientes/${DEMO_CLIENTE_2_ID}`,
        headers: admin,
      });
      expect(untouched.json().nomeFantasia).toBe('Banco Exemplo');

      const own = {
        ...completo({ cnpj: '11222333000181', nomeFantasia: 'Banco Demonstração' }),
        razaoSocial: 'Banco Demonstração S.A.',
        grupoEconomicoId: DEMO_GRUPO_ECONOMICO_ID,
        vbDetransAtivo: true,
        serasaHubAtivo: true,
        telefone: '1133335555',
      };
      const ok = await put(personalizado, DEMO_CLIENTE_ID, own);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().telefone).toBe('1133335555');

      const flags = await put(personalizado, DEMO_CLIENTE_ID, { ...own, vbPagueAtivo: true });
      expect(flags.statusCode).toBe(403);
      expect(mensagens(flags)).toEqual([
        'Somente a registradora altera as funcionalidades, o grupo econômico e a situação do cliente.',
      ]);
      const after = await ctx.app.inject({
        url: `/api/clientes/${DEMO_CLIENTE_ID}`,
        headers: admin,
      });
      expect(after.json().vbPagueAtivo).toBe(false);
    });

    it('keeps the CNPJ and the razão social the registradora’s: 403 before any 409', async () => {
      const own = completo({
        razaoSocial: 'Banco  Demonstração   S.A.',
        nomeFantasia: 'Banco Demonstração',
        cnpj: '11.222.333/0001-81',
        grupoEconomicoId: DEMO_GRUPO_ECONOMICO_ID,
        vbDetransAtivo: true,
        serasaHubAtivo: true,
      });
      // The same razão social with other spacing is no change.
      expect((await put(personalizado, DEMO_CLIENTE_ID, own)).statusCode).toBe(200);
      for (const change of [
        // Another client's CNPJ: refused without telling that it is taken.
        { cnpj: '70000000000177' },
        { cnpj: '12.ABC.345/01DE-35' },
        { razaoSocial: 'Banco Tomado S.A.' },
      ]) {
        const response = await put(personalizado, DEMO_CLIENTE_ID, { ...own, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(403);
        expect(mensagens(response)).toEqual([
          'Somente a registradora altera o CNPJ e a razão social do cliente.',
        ]);
      }
      const after = await ctx.app.inject({
        url: `/api/clientes/${DEMO_CLIENTE_ID}`,
        headers: admin,
      });
      expect(after.json()).toMatchObject({
        cnpj: '11222333000181',
        razaoSocial: 'Banco Demonstração S.A.',
      });
    });

    it('requires every field: one left out is a 400 naming it, never a reset', async () => {
      const { vbDetransAtivo, serasaHubAtivo, ativo, grupoEconomicoId, ...partial } = completo({
        cnpj: '11222333000181',
        razaoSocial: 'Banco Demonstração S.A.',
      });
      void [vbDetransAtivo, serasaHubAtivo, ativo, grupoEconomicoId];
      const response = await put(admin, DEMO_CLIENTE_ID, partial);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { mensagem: 'grupoEconomicoId: Campo obrigatório', campo: 'grupoEconomicoId' },
        { mensagem: 'vbDetransAtivo: Campo obrigatório', campo: 'vbDetransAtivo' },
        { mensagem: 'serasaHubAtivo: Campo obrigatório', campo: 'serasaHubAtivo' },
        { mensagem: 'ativo: Campo obrigatório', campo: 'ativo' },
      ]);
      const after = await ctx.app.inject({
        url: `/api/clientes/${DEMO_CLIENTE_ID}`,
        headers: admin,
      });
      expect(after.json()).toMatchObject({
        vbDetransAtivo: true,
        serasaHubAtivo: true,
        ativo: true,
        grupoEconomico: { id: DEMO_GRUPO_ECONOMICO_ID },
      });
    });

    it('answers 404 for an absent client and 403 without the permission', async () => {
      const absent = await put(admin, '00000000-0000-4000-8000-00000000ffff', completo());
      expect(absent.statusCode).toBe(404);
      expect((await put(operador, createdId, completo())).statusCode).toBe(403);
      expect((await del(operador, createdId)).statusCode).toBe(403);
    });

    it('refuses to delete a referenced client, saying what references it', async () => {
      const response = await del(admin, DEMO_CLIENTE_ID);
      expect(response.statusCode).toBe(409);
      expect(mensagens(response)[0]).toMatch(
        /^O cliente não pode ser excluído: ele é referenciado por \d+ usuários, 3 agentes financeiros, 1 despachante, 1 terceiro garantidor e \d+ veículos\.$/,
      );
      const second = await del(admin, DEMO_CLIENTE_2_ID);
      expect(mensagens(second)[0]).toMatch(
        /^O cliente não pode ser excluído: ele é referenciado por 2 agentes financeiros, 1 despachante, /,
      );
      const still = await ctx.app.inject({
        url: `/api/clientes/${DEMO_CLIENTE_ID}`,
        headers: admin,
      });
      expect(still.statusCode).toBe(200);
    });

    it('refuses to delete a client while its own dispatcher is live, and allows it after', async () => {
      const cliente = await post(admin, novoCliente({ cnpj: '80000000000120' }));
      expect(cliente.statusCode).toBe(201);
      const clienteId = cliente.json().id as string;
      const despachante = await ctx.app.inject({
        method: 'POST',
        url: '/api/despachantes',
        headers: admin,
        payload: {
          clienteId,
          nome: 'Despacho Só Dele',
          cpfCnpj: '529.982.247-25',
          uf: 'SP',
          codigoMunicipioIbge: '3550308',
          telefone: '(11) 3333-4444',
        },
      });
      expect(despachante.statusCode).toBe(201);
      const refused = await del(admin, clienteId);
      expect(refused.statusCode).toBe(409);
      expect(mensagens(refused)).toEqual([
        'O cliente não pode ser excluído: ele é referenciado por 1 despachante.',
      ]);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/despachantes/${despachante.json().id}`,
        headers: admin,
      });
      expect(removed.statusCode).toBe(204);
      expect((await del(admin, clienteId)).statusCode).toBe(204);
    });

    it('answers another client’s id as absent on delete, and refuses its own to a client user', async () => {
      const other = await del(personalizado, DEMO_CLIENTE_2_ID);
      expect(other.statusCode).toBe(404);
      expect(mensagens(other)).toEqual([MENSAGENS.naoEncontrado]);
      const own = await del(personalizado, DEMO_CLIENTE_ID);
      expect(own.statusCode).toBe(403);
    });

    it('soft-deletes an unreferenced client; its CNPJ can be registered again', async () => {
      expect((await del(admin, createdId)).statusCode).toBe(204);
      const gone = await ctx.app.inject({ url: `/api/clientes/${createdId}`, headers: admin });
      expect(gone.statusCode).toBe(404);
      expect((await del(admin, createdId)).statusCode).toBe(404);
      expect((await consultar(admin, { cnpj: '12ABC' })).json().totalElements).toBe(0);
      const { rows } = await ctx.database.pool.query(
        'select deleted_at from clientes where id = $1',
        [createdId],
      );
      expect(rows[0].deleted_at).not.toBeNull();
      const again = await post(admin, novoCliente());
      expect(again.statusCode).toBe(201);
      expect(again.json().id).not.toBe(createdId);
    });
  });
});

describe('the public pre-registration’s clients', () => {
  let prospectId: string;

  beforeAll(async () => {
    // What POST /api/publica/preCadastro/enviar writes: an inactive client with the states it
    // operates in, and a PRE_CADASTRADO user of it.
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      `insert into clientes (razao_social, nome_fantasia, cnpj, email, telefone, ufs_atuacao, ativo)
       values ('Prospecto Financeira Ltda.', 'Prospecto Financeira Ltda.', '45723174000110',
               'contato@prospecto.com.br', '11987654321', '{SP,RJ,MG}', false)
       returning id`,
    );
    prospectId = rows[0]!.id;
    await ctx.database.pool.query(
      `insert into usuarios (username, nome, email, senha_hash, status, perfil, cliente_id)
       values ('prospecto', 'Pessoa Prospecto', 'pessoa@prospecto.com.br', 'x', 'PRE_CADASTRADO',
               'PRE_CADASTRO', $1)`,
      [prospectId],
    );
  });

  it('shows the states it operates in and tells a prospect from any other inactive client', async () => {
    const read = await ctx.app.inject({ url: `/api/clientes/${prospectId}`, headers: admin });
    expect(read.json()).toMatchObject({
      ufsAtuacao: ['SP', 'RJ', 'MG'],
      preCadastro: true,
      ativo: false,
      endereco: null,
    });
    const demo = await ctx.app.inject({ url: `/api/clientes/${DEMO_CLIENTE_ID}`, headers: admin });
    expect(demo.json()).toMatchObject({ ufsAtuacao: [], preCadastro: false });

    const ids = async (body: object) =>
      (await consultar(admin, body)).json().content.map((c: { id: string }) => c.id);
    expect(await ids({ preCadastro: true })).toEqual([prospectId]);
    expect(await ids({ preCadastro: false })).not.toContain(prospectId);
    expect(await ids({ preCadastro: false, ativo: false })).not.toContain(prospectId);
    const row = (await consultar(admin, { preCadastro: true })).json().content[0];
    expect(row).toMatchObject({ ufsAtuacao: ['SP', 'RJ', 'MG'], preCadastro: true });
  });

  it('stops being a prospect once the client has a user of its own', async () => {
    await ctx.database.pool.query(
      `insert into usuarios (username, nome, email, senha_hash, status, perfil, cliente_id)
       values ('prospecto_operador', 'Operador Prospecto', 'op@prospecto.com.br', 'x', 'ATIVO',
               'OPERADOR', $1)`,
      [prospectId],
    );
    const read = await ctx.app.inject({ url: `/api/clientes/${prospectId}`, headers: admin });
    expect(read.json().preCadastro).toBe(false);
    expect((await consultar(admin, { preCadastro: true })).json().totalElements).toBe(0);
  });

  it('refuses a preCadastro filter that is not a boolean', async () => {
    const response = await consultar(admin, { preCadastro: 'sim' });
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)).toEqual(['preCadastro: Formato inválido']);
  });
});

describe('sorting and names', () => {
  it('accepts the sort direction in upper case', async () => {
    const response = await consultar(admin, { ativo: true }, '?sort=nomeFantasia,DESC');
    expect(response.statusCode).toBe(200);
    const names = response.json().content.map((c: { nomeFantasia: string }) => c.nomeFantasia);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect((await consultar(admin, {}, '?sort=nomeFantasia,Asc')).statusCode).toBe(200);
    expect((await consultar(admin, {}, '?sort=NOMEFANTASIA,asc')).statusCode).toBe(400);
  });

  it('saves names with runs of white space collapsed', async () => {
    const response = await post(
      admin,
      novoCliente({
        cnpj: '80000000000120',
        razaoSocial: '  Financeira   Beta  S.A. ',
        nomeFantasia: 'Financeira \t Beta',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      razaoSocial: 'Financeira Beta S.A.',
      nomeFantasia: 'Financeira Beta',
    });
  });
});
