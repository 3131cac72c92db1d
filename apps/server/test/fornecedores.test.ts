import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UFS } from '@portal/shared/common/ufs';
import { DEMO_FORNECEDOR_ID } from '../src/db/demo-ids';
import { syncReferenceData } from '../src/db/seed';
import { auditoriaExportacoes, fornecedores, servicosDetran } from '../src/db/schema';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let operador: Record<string, string>;
let detran: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await login(ctx.app, 'administrador'));
  operador = bearer(await login(ctx.app, 'operador'));
  detran = bearer(await login(ctx.app, 'detran'));
});
afterAll(() => ctx.close());

type Fornecedor = { id: string; nome: string; cnpj: string | null; tipo: string; uf: string };
type Page = { content: Fornecedor[]; totalElements: number };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const b3 = {
  nome: 'B3 SNG',
  razaoSocial: 'B3 S.A. - Brasil, Bolsa, Balcão',
  cnpj: '09.346.601/0001-25',
  tipo: 'OUTRO',
  email: 'sng@b3.com.br',
  telefone: '(11) 2565-5000',
};

/** Every field of a PUT (a full replacement). */
const completo = { ...b3, uf: null, descricao: null, pagadorTaxaDetranRj: false, ativo: true };

async function create(payload: object = b3) {
  const response = await call('POST', '/api/fornecedores', admin, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Fornecedor;
}

async function detranOf(uf: string) {
  const [row] = await ctx.database.db
    .select()
    .from(fornecedores)
    .where(and(eq(fornecedores.tipo, 'DETRAN'), eq(fornecedores.uf, uf)));
  return row!;
}

describe('the 27 Detrans (reference data)', () => {
  it('exist once per UF after every start, and the demo supplier is Detran-SP', async () => {
    await syncReferenceData(ctx.database.db);
    const rows = await ctx.database.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.tipo, 'DETRAN'));
    expect(rows.map((r) => r.uf).sort()).toEqual([...UFS].sort());
    expect(rows.every((r) => r.nome === `Detran-${r.uf}`)).toBe(true);
    expect((await detranOf('SP')).id).toBe(DEMO_FORNECEDOR_ID);
    const descricao = (uf: string) => rows.find((r) => r.uf === uf)?.descricao;
    expect(descricao('AC')).toBe('Departamento Estadual de Trânsito do Acre');
    expect(descricao('BA')).toBe('Departamento Estadual de Trânsito da Bahia');
    expect(descricao('GO')).toBe('Departamento Estadual de Trânsito de Goiás');
    expect(descricao('DF')).toBe('Departamento de Trânsito do Distrito Federal');
  });

  it('answers ufs-detrans, destinos and destinos-combo to any logged-in user', async () => {
    const ufs = (await call('GET', '/api/fornecedores/ufs-detrans', operador)).json();
    expect(ufs).toHaveLength(27);
    expect(ufs).toContainEqual({
      uf: 'SP',
      estado: 'São Paulo',
      fornecedorId: DEMO_FORNECEDOR_ID,
      nome: 'Detran-SP',
    });
    const destinos = await call('GET', '/api/fornecedores/destinos', operador);
    expect(destinos.statusCode).toBe(200);
    expect(destinos.json()).toContainEqual({
      id: DEMO_FORNECEDOR_ID,
      nome: 'Detran-SP',
      uf: 'SP',
      tipo: 'DETRAN',
    });
    const combo = (await call('GET', '/api/fornecedores/destinos-combo', operador)).json();
    expect(combo).toContainEqual({ id: DEMO_FORNECEDOR_ID, nome: 'Detran-SP' });
    expect((await call('GET', '/api/fornecedores/destinos', {})).statusCode).toBe(401);
  });

  it('cannot be deleted nor change kind or UF', async () => {
    const rj = await detranOf('RJ');
    const del = await call('DELETE', `/api/fornecedores/${rj.id}`, admin);
    expect(del.statusCode).toBe(409);
    expect(mensagens(del)[0]).toMatch(/Detrans são dados de referência/);
    const put = await call('PUT', `/api/fornecedores/${rj.id}`, admin, {
      ...completo,
      nome: 'Detran-RJ',
      razaoSocial: null,
      cnpj: null,
      tipo: 'DETRAN',
      uf: 'SP',
    });
    expect(put.statusCode).toBe(409);
    expect((await detranOf('RJ')).deletedAt).toBeNull();
  });
});

describe('administration of suppliers', () => {
  it('creates, reads, lists, edits and soft-deletes a supplier with an alphanumeric CNPJ', async () => {
    const created = await create({ ...b3, nome: 'Registro Alfa', cnpj: '12.ABC.345/01DE-35' });
    expect(created).toMatchObject({ nome: 'Registro Alfa', cnpj: '12ABC34501DE35', tipo: 'OUTRO' });
    expect(created).toMatchObject({ telefone: '1125655000', ativo: true });

    const read = await call('GET', `/api/fornecedores/${created.id}`, admin);
    expect(read.json()).toEqual(created);

    const list = await call('POST', '/api/fornecedores/consultar?size=5&sort=nome,asc', admin, {
      nome: 'alfa',
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-tamanho-maximo-pagina']).toBe('100');
    expect((list.json() as Page).content.map((f) => f.nome)).toEqual(['Registro Alfa']);

    const byCnpj = (
      await call('POST', '/api/fornecedores/consultar', admin, { cnpj: '12.ABC' })
    ).json() as Page;
    expect(byCnpj.totalElements).toBe(1);

    const edited = await call('PUT', `/api/fornecedores/${created.id}`, admin, {
      ...completo,
      nome: 'Registro Alfa Editado',
      cnpj: '12ABC34501DE35',
      ativo: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ nome: 'Registro Alfa Editado', ativo: false });

    expect((await call('DELETE', `/api/fornecedores/${created.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/fornecedores/${created.id}`, admin)).statusCode).toBe(404);
    // A removed supplier frees its CNPJ.
    await create({ ...b3, nome: 'Registro Alfa Novo', cnpj: '12ABC34501DE35' });
  });

  it('pages and sorts the list in SQL and filters by kind and UF', async () => {
    const page = (
      await call('POST', '/api/fornecedores/consultar?page=1&size=10&sort=uf,desc', admin, {
        tipo: 'DETRAN',
      })
    ).json() as Page;
    expect(page.totalElements).toBe(27);
    expect(page.content).toHaveLength(10);
    expect(page.content[0]?.uf).toBe('PI');
    const sc = (
      await call('POST', '/api/fornecedores/consultar', admin, { uf: 'SC', tipo: 'DETRAN' })
    ).json() as Page;
    expect(sc.content.map((f) => f.nome)).toEqual(['Detran-SC']);
  });

  it('refuses invalid input with the §5 messages, naming each field, and saves nothing', async () => {
    const response = await call('POST', '/api/fornecedores', admin, {
      nome: 'X',
      cnpj: '11.111.111/1111-11',
      tipo: 'OUTRO',
      email: 'não-é-email',
      telefone: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'nome: Informe ao menos 2 caracteres', campo: 'nome' },
      { mensagem: 'cnpj: CNPJ Inválido', campo: 'cnpj' },
      { mensagem: 'email: Email inválido', campo: 'email' },
      { mensagem: 'telefone: Telefone Inválido', campo: 'telefone' },
    ]);
    const detranWithoutUf = await call('POST', '/api/fornecedores', admin, {
      nome: 'Detran sem UF',
      tipo: 'DETRAN',
    });
    expect(detranWithoutUf.json()).toEqual([{ mensagem: 'uf: Campo obrigatório', campo: 'uf' }]);
    const missing = await call('POST', '/api/fornecedores', admin, { tipo: 'OUTRO' });
    expect(mensagens(missing)).toEqual(['nome: Campo obrigatório']);
    const rows = await ctx.database.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.nome, 'Detran sem UF'));
    expect(rows).toHaveLength(0);
  });

  it("refuses a bidi override or a line break in the razão social and description with 'Caracteres não permitidos', saving nothing", async () => {
    const created = await call('POST', '/api/fornecedores', admin, {
      nome: 'Fornecedor Invertido',
      tipo: 'OUTRO',
      razaoSocial: 'Fornecedor \u202EadtL',
      descricao: 'Linha\u200B um\u202E',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual([
      { mensagem: 'razaoSocial: Caracteres não permitidos', campo: 'razaoSocial' },
      { mensagem: 'descricao: Caracteres não permitidos', campo: 'descricao' },
    ]);
    const newline = await call('POST', '/api/fornecedores', admin, {
      nome: 'Fornecedor Invertido',
      tipo: 'OUTRO',
      razaoSocial: 'Fornecedor\nBcc: a@b.c',
    });
    expect(mensagens(newline)).toEqual(['razaoSocial: Caracteres não permitidos']);
    expect(
      await ctx.database.db
        .select()
        .from(fornecedores)
        .where(eq(fornecedores.nome, 'Fornecedor Invertido')),
    ).toHaveLength(0);

    const { id } = await create({ ...b3, nome: 'Fornecedor Multilinha', cnpj: null });
    const edited = await call('PUT', `/api/fornecedores/${id}`, admin, {
      ...completo,
      nome: 'Fornecedor Multilinha',
      cnpj: null,
      razaoSocial: 'Outra\u202E',
      descricao: 'a\u0000b',
    });
    expect(mensagens(edited)).toEqual([
      'razaoSocial: Caracteres não permitidos',
      'descricao: Caracteres não permitidos',
    ]);
    const [unchanged] = await ctx.database.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.id, id));
    expect(unchanged).toMatchObject({ razaoSocial: b3.razaoSocial, descricao: null });

    // A description is typed in a textarea: its line breaks are kept.
    const multiline = await call('PUT', `/api/fornecedores/${id}`, admin, {
      ...completo,
      nome: 'Fornecedor Multilinha',
      cnpj: null,
      descricao: 'Linha um\r\nLinha dois\u200B',
    });
    expect(multiline.statusCode, multiline.body).toBe(200);
    expect(multiline.json().descricao).toBe('Linha um\nLinha dois');
    expect((await call('DELETE', `/api/fornecedores/${id}`, admin)).statusCode).toBe(204);
  });

  it('answers 409 on a duplicate CNPJ or a second Detran for a UF, saving nothing', async () => {
    const first = await create({ ...b3, nome: 'Destino Um', cnpj: '11.222.333/0001-81' });
    const duplicate = await call('POST', '/api/fornecedores', admin, {
      ...b3,
      nome: 'Destino Dois',
      cnpj: '11222333000181',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual([
      { mensagem: 'Já existe um fornecedor cadastrado com este CNPJ.', campo: 'cnpj' },
    ]);
    const other = await create({ ...b3, nome: 'Destino Três', cnpj: null });
    const editToDuplicate = await call('PUT', `/api/fornecedores/${other.id}`, admin, {
      ...completo,
      nome: 'Destino Três',
      cnpj: first.cnpj,
    });
    expect(editToDuplicate.statusCode).toBe(409);
    expect((await call('GET', `/api/fornecedores/${other.id}`, admin)).json()).toMatchObject({
      cnpj: null,
    });
    const secondDetran = await call('POST', '/api/fornecedores', admin, {
      nome: 'Outro Detran-SP',
      tipo: 'DETRAN',
      uf: 'SP',
    });
    expect(secondDetran.statusCode).toBe(409);
    expect(mensagens(secondDetran)).toEqual(['Já existe um Detran cadastrado para a UF SP.']);
    const names = await ctx.database.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.nome, 'Destino Dois'));
    expect(names).toHaveLength(0);
  });

  it('refuses to delete a referenced supplier, saying what refers to it', async () => {
    const bySp = await call('DELETE', `/api/fornecedores/${DEMO_FORNECEDOR_ID}`, admin);
    expect(bySp.statusCode).toBe(409);
    expect(mensagens(bySp)).toEqual([
      'O fornecedor não pode ser excluído: é referenciado por 1 usuário.',
    ]);

    const priced = await create({ ...b3, nome: 'Destino Com Preço', cnpj: null });
    await ctx.database.db.insert(servicosDetran).values({
      fornecedorId: priced.id,
      tipoServico: 1,
      valor: '85.90',
      vigenciaInicio: '2026-01-01',
    });
    const response = await call('DELETE', `/api/fornecedores/${priced.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(mensagens(response)).toEqual([
      'O fornecedor não pode ser excluído: é referenciado por 1 preço de serviço.',
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(fornecedores)
      .where(and(eq(fornecedores.id, priced.id), isNull(fornecedores.deletedAt)));
    expect(row?.ativo).toBe(true);
  });

  it('forbids the admin calls to a client user (403)', async () => {
    const calls = [
      call('POST', '/api/fornecedores/consultar', operador, {}),
      call('GET', `/api/fornecedores/${DEMO_FORNECEDOR_ID}`, operador),
      call('GET', '/api/fornecedores/administradores', operador),
      call('GET', '/api/fornecedores/csv?justificativaExportacao=teste', operador),
      call('POST', '/api/fornecedores', operador, b3),
      call('PUT', `/api/fornecedores/${DEMO_FORNECEDOR_ID}`, operador, b3),
      call('DELETE', `/api/fornecedores/${DEMO_FORNECEDOR_ID}`, operador),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(mensagens(response)).toEqual(['Você não tem permissão para realizar esta ação.']);
    }
  });

  it('refuses changes to suppliers from a client user even with the edit permission', async () => {
    await ctx.database.pool.query(
      `insert into usuario_permissoes (usuario_id, permissao)
       select id, unnest(array['ADMINISTRACAO_FORNECEDORES_CONSULTAR', 'ADMINISTRACAO_FORNECEDORES_EDITAR'])
       from usuarios where username = 'personalizado' on conflict do nothing`,
    );
    const personalizado = bearer(await login(ctx.app, 'personalizado'));
    const sp = await detranOf('SP');
    const responses = [
      await call('POST', '/api/fornecedores', personalizado, { ...b3, cnpj: '80000000000120' }),
      await call('PUT', `/api/fornecedores/${sp.id}`, personalizado, {
        ...completo,
        nome: 'Tomado',
        tipo: 'DETRAN',
        uf: 'SP',
      }),
      await call('DELETE', `/api/fornecedores/${sp.id}`, personalizado),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(mensagens(response)).toEqual([
        'Somente a registradora cadastra, altera e exclui fornecedores.',
      ]);
    }
    expect((await detranOf('SP')).nome).toBe('Detran-SP');
  });

  it('shows a supplier user only its own supplier; another id answers 404', async () => {
    const own = await call('GET', `/api/fornecedores/${DEMO_FORNECEDOR_ID}`, detran);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ nome: 'Detran-SP', uf: 'SP' });
    const other = await call('GET', `/api/fornecedores/${(await detranOf('RJ')).id}`, detran);
    expect(other.statusCode).toBe(404);
    expect(mensagens(other)).toEqual(['Registro não encontrado.']);
    const list = (await call('POST', '/api/fornecedores/consultar', detran, {})).json() as Page;
    expect(list.content.map((f) => f.id)).toEqual([DEMO_FORNECEDOR_ID]);
    const admins = (await call('GET', '/api/fornecedores/administradores', detran)).json();
    expect(admins).toEqual([
      { id: DEMO_FORNECEDOR_ID, nome: 'Detran-SP', uf: 'SP', tipo: 'DETRAN', ativo: true },
    ]);
  });

  it('lists administradores and the Detran-RJ fee payers', async () => {
    const all = (await call('GET', '/api/fornecedores/administradores', admin)).json() as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(27);
    const payer = await create({
      ...b3,
      nome: 'Pagador DUDA',
      cnpj: null,
      pagadorTaxaDetranRj: true,
    });
    const payers = await call('GET', '/api/fornecedores/administradoresPagadorTaxaDetranRJ', admin);
    expect(payers.statusCode).toBe(200);
    // Only the Detran-RJ fee report reads it (RELATORIO_TAXA_RJ), which a bank's operator lacks.
    const refused = await call(
      'GET',
      '/api/fornecedores/administradoresPagadorTaxaDetranRJ',
      operador,
    );
    expect(refused.statusCode).toBe(403);
    expect(payers.json()).toEqual([
      { id: payer.id, nome: 'Pagador DUDA', uf: null, tipo: 'OUTRO', ativo: true },
    ]);
  });

  it('answers the destinations with a price in force for a service type', async () => {
    const ba = await detranOf('BA');
    await ctx.database.db.insert(servicosDetran).values([
      { fornecedorId: ba.id, tipoServico: 14, valor: '150.00', vigenciaInicio: '2020-01-01' },
      // A price that starts in the future does not count yet.
      { fornecedorId: ba.id, tipoServico: 15, valor: '150.00', vigenciaInicio: '2999-01-01' },
    ]);
    const response = await call('GET', '/api/fornecedores/destinos/tipoServico/14', operador);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: ba.id, nome: 'Detran-BA', uf: 'BA', tipo: 'DETRAN' }]);
    expect(
      (await call('GET', '/api/fornecedores/destinos/tipoServico/15', operador)).json(),
    ).toEqual([]);
    const bad = await call('GET', '/api/fornecedores/destinos/tipoServico/abc', operador);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('requires a justification of 2 to 255 characters', async () => {
    const none = await call('GET', '/api/fornecedores/csv', admin);
    expect(none.statusCode).toBe(400);
    expect(mensagens(none)).toEqual(['justificativaExportacao: Campo obrigatório']);
    const short = await call('GET', '/api/fornecedores/csv?justificativaExportacao=a', admin);
    expect(mensagens(short)).toEqual(['justificativaExportacao: Informe ao menos 2 caracteres']);
    const long = await call(
      'GET',
      `/api/fornecedores/csv?justificativaExportacao=${'a'.repeat(256)}`,
      admin,
    );
    expect(mensagens(long)).toEqual(['justificativaExportacao: O máximo de caracteres é de 255']);
    expect(await ctx.database.db.select().from(auditoriaExportacoes)).toHaveLength(0);
  });

  it('streams a UTF-8 CSV with BOM and ";" and writes an audit row without the data', async () => {
    const response = await call(
      'GET',
      `/api/fornecedores/csv?tipo=DETRAN&justificativaExportacao=${encodeURIComponent('Conferência mensal; Detrans')}`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fornecedores-\d{8}\.csv"$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFNome;Razão Social;CNPJ;Tipo;UF;')).toBe(true);
    const lines = body.trim().split('\r\n');
    expect(lines).toHaveLength(28);
    expect(lines).toContainEqual(expect.stringMatching(/^Detran-SP;;;Detran;SP;/));

    const [audit] = await ctx.database.db.select().from(auditoriaExportacoes);
    expect(audit).toMatchObject({
      recurso: 'fornecedores',
      formato: 'csv',
      filtro: { tipo: 'DETRAN' },
      justificativa: 'Conferência mensal; Detrans',
      quantidadeRegistros: 27,
    });
    expect(audit?.usuarioId).toBeTruthy();
    expect(JSON.stringify(audit)).not.toContain('Detran-SP');
  });

  it('neutralises formulas in cells and scopes a supplier user to its own row', async () => {
    await create({ ...b3, nome: '=HYPERLINK("x")', cnpj: null });
    const csv = (
      await call('GET', '/api/fornecedores/csv?nome=HYPERLINK&justificativaExportacao=ok', admin)
    ).rawPayload.toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const own = (
      await call('GET', '/api/fornecedores/csv?justificativaExportacao=ok', detran)
    ).rawPayload.toString('utf8');
    expect(own.trim().split('\r\n').slice(1)).toEqual([expect.stringMatching(/^Detran-SP;/)]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the suppliers, services and cities calls', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/fornecedores/destinos',
        '/api/fornecedores/destinos-combo',
        '/api/fornecedores/ufs-detrans',
        '/api/fornecedores/administradores',
        '/api/fornecedores/administradoresPagadorTaxaDetranRJ',
        '/api/fornecedores/csv',
        '/api/fornecedores/destinos/tipoServico/{t}',
        '/api/fornecedores/consultar',
        '/api/fornecedores',
        '/api/fornecedores/{id}',
        '/api/servicos',
        '/api/servicos/{codigo}',
        '/api/servicos-detran',
        '/api/servicos-detran/{id}',
        '/api/cidades',
        '/api/cidades/{codigoIbge}',
      ]),
    );
  });
});

describe('names, full replacement and phone of suppliers', () => {
  it('refuses a second live supplier with the same name in any case or spacing (409)', async () => {
    const first = await create({ ...b3, nome: 'Registro  Gama', cnpj: null });
    expect(first.nome).toBe('Registro Gama');
    const again = await call('POST', '/api/fornecedores', admin, {
      ...b3,
      nome: ' registro   GAMA ',
      cnpj: null,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      { mensagem: 'Já existe um fornecedor cadastrado com este nome.', campo: 'nome' },
    ]);
    const other = await create({ ...b3, nome: 'Registro Delta', cnpj: null });
    const rename = await call('PUT', `/api/fornecedores/${other.id}`, admin, {
      ...completo,
      nome: 'REGISTRO GAMA',
      cnpj: null,
    });
    expect(rename.statusCode).toBe(409);
    // A removed supplier frees its name.
    expect((await call('DELETE', `/api/fornecedores/${first.id}`, admin)).statusCode).toBe(204);
    await create({ ...b3, nome: 'Registro Gama', cnpj: null });
  });

  it('creates one supplier out of a double submit without CNPJ', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() =>
        call('POST', '/api/fornecedores', admin, { ...b3, nome: 'Destino Duplo', cnpj: null }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await ctx.database.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.nome, 'Destino Duplo'));
    expect(rows).toHaveLength(1);
  });

  it('requires every field on PUT: a field left out is a 400 naming it, changing nothing', async () => {
    const created = await create({ ...b3, nome: 'Destino Completo', cnpj: '45.723.174/0001-10' });
    const response = await call('PUT', `/api/fornecedores/${created.id}`, admin, {
      nome: 'Destino Completo',
      tipo: 'OUTRO',
      razaoSocial: null,
      uf: null,
      telefone: null,
      descricao: null,
      pagadorTaxaDetranRj: false,
      ativo: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'cnpj: Campo obrigatório', campo: 'cnpj' },
      { mensagem: 'email: Campo obrigatório', campo: 'email' },
    ]);
    const read = (await call('GET', `/api/fornecedores/${created.id}`, admin)).json();
    expect(read).toMatchObject({ cnpj: '45723174000110', email: 'sng@b3.com.br' });
  });

  it('says Telefone Inválido for a bad phone, a DDD 00 included', async () => {
    for (const telefone of ['(00) 2565-5000', '123', '(11) 2565-50']) {
      const response = await call('POST', '/api/fornecedores', admin, {
        ...b3,
        nome: 'Destino Fone',
        cnpj: null,
        telefone,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { mensagem: 'telefone: Telefone Inválido', campo: 'telefone' },
      ]);
    }
  });
});

describe('concurrent writes of a supplier', () => {
  it('never deletes a supplier a price is being attached to at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await create({ ...b3, nome: `Destino Disputado ${round}`, cnpj: null });
      const [removal, price] = await Promise.all([
        call('DELETE', `/api/fornecedores/${created.id}`, admin),
        call('POST', '/api/servicos-detran', admin, {
          fornecedorId: created.id,
          tipoServico: 1,
          valor: '10.00',
          vigenciaInicio: '2025-01-01',
        }),
      ]);
      const outcome = [removal.statusCode, price.statusCode];
      expect([
        [204, 400],
        [409, 201],
      ]).toContainEqual(outcome);
      const { rows } = await ctx.database.pool.query(
        `select f.deleted_at is not null as removido,
                count(p.id) filter (where p.deleted_at is null)::int as precos
         from fornecedores f left join servicos_detran p on p.fornecedor_id = f.id
         where f.id = $1 group by f.id`,
        [created.id],
      );
      expect(rows[0].removido && rows[0].precos > 0).toBe(false);
    }
  });
});

describe('what a supplier’s own user may change', () => {
  it('is its contact data, never its name, CNPJ, kind, UF, status or the RJ fee flag (403)', async () => {
    await ctx.database.pool.query(
      `insert into usuario_permissoes (usuario_id, permissao)
       select id, 'ADMINISTRACAO_FORNECEDORES_EDITAR' from usuarios where username = 'detran'
       on conflict do nothing`,
    );
    const own = bearer(await login(ctx.app, 'detran'));
    const current = {
      nome: 'Detran-SP',
      razaoSocial: null,
      cnpj: null,
      tipo: 'DETRAN',
      uf: 'SP',
      email: null,
      telefone: null,
      descricao: (await detranOf('SP')).descricao,
      pagadorTaxaDetranRj: false,
      ativo: true,
    };
    const put = (payload: object) =>
      call('PUT', `/api/fornecedores/${DEMO_FORNECEDOR_ID}`, own, payload);
    for (const change of [
      { ativo: false },
      { pagadorTaxaDetranRj: true },
      { nome: 'Detran São Paulo' },
      { cnpj: '45.723.174/0001-10' },
    ]) {
      const response = await put({ ...current, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(mensagens(response)).toEqual([
        'Somente a registradora altera o nome, o CNPJ, o tipo, a UF, a situação e o pagamento da taxa do Detran-RJ de um fornecedor.',
      ]);
    }
    const ufs = (await call('GET', '/api/fornecedores/ufs-detrans', operador)).json() as {
      uf: string;
    }[];
    expect(ufs.map((u) => u.uf)).toContain('SP');
    expect(await detranOf('SP')).toMatchObject({
      nome: 'Detran-SP',
      cnpj: null,
      ativo: true,
      pagadorTaxaDetranRj: false,
    });

    const contact = await put({
      ...current,
      email: 'atendimento@detran.sp.gov.br',
      telefone: '(11) 3322-1100',
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({
      email: 'atendimento@detran.sp.gov.br',
      telefone: '1133221100',
    });
    // The registradora may change them all.
    const byAdmin = await call('PUT', `/api/fornecedores/${DEMO_FORNECEDOR_ID}`, admin, {
      ...current,
      pagadorTaxaDetranRj: true,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ pagadorTaxaDetranRj: true, email: null });
  });
});
