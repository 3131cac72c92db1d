import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoeda } from '@portal/shared/common/moeda';
import { DEMO_FORNECEDOR_ID } from '../src/db/demo-ids';
import { DEMO_PRECOS } from '../src/features/servicos/seed';
import { fornecedores, servicos, servicosDetran } from '../src/db/schema';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let operador: Record<string, string>;
let atendimento: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await login(ctx.app, 'administrador'));
  operador = bearer(await login(ctx.app, 'operador'));
  atendimento = bearer(await login(ctx.app, 'atendimento_n1'));
});
afterAll(() => ctx.close());

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

type Preco = { id: string; valor: string; tipoServico: number; uf: string | null };

async function detranId(uf: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(eq(fornecedores.nome, `Detran-${uf}`));
  return row!.id;
}

describe('service types', () => {
  it('include the §9 accreditation codes and the registration operations', async () => {
    const response = await call('GET', '/api/servicos?size=50', atendimento);
    expect(response.statusCode).toBe(200);
    const { content } = response.json() as { content: { codigo: number; nome: string }[] };
    expect(content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codigo: 1, nome: 'Registro de Contrato', referencia: true }),
        expect.objectContaining({ codigo: 14, nome: 'Credenciamento Detran' }),
        expect.objectContaining({ codigo: 15, nome: 'Renovação Credenciamento Detran' }),
      ]),
    );
    const one = await call('GET', '/api/servicos/14', atendimento);
    expect(one.json()).toMatchObject({ codigo: 14, nome: 'Credenciamento Detran' });
  });

  it('are created, edited and deleted by an administrator; reference ones are kept', async () => {
    const created = await call('POST', '/api/servicos', admin, {
      codigo: 30,
      nome: 'Certidão de Registro',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      codigo: 30,
      nome: 'Certidão de Registro',
      descricao: null,
      ativo: true,
      referencia: false,
    });
    const duplicate = await call('POST', '/api/servicos', admin, { codigo: 30, nome: 'Outro' });
    expect(duplicate.statusCode).toBe(409);
    expect(mensagens(duplicate)).toEqual(['Já existe um serviço com o código 30.']);
    const edited = await call('PUT', '/api/servicos/30', admin, {
      nome: 'Certidão de Inteiro Teor',
      descricao: null,
      ativo: false,
    });
    expect(edited.json()).toMatchObject({ nome: 'Certidão de Inteiro Teor', ativo: false });
    const inactive = (await call('GET', '/api/servicos?ativo=false', admin)).json() as {
      content: { codigo: number }[];
    };
    expect(inactive.content.map((s) => s.codigo)).toEqual([30]);
    expect((await call('DELETE', '/api/servicos/30', admin)).statusCode).toBe(204);
    expect((await call('GET', '/api/servicos/30', admin)).statusCode).toBe(404);
    const reference = await call('DELETE', '/api/servicos/14', admin);
    expect(reference.statusCode).toBe(409);
    expect(mensagens(reference)[0]).toMatch(/dado de referência/);
  });

  it('validates input in Portuguese and forbids a client user', async () => {
    const bad = await call('POST', '/api/servicos', admin, { codigo: 0, nome: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { mensagem: 'codigo: O valor mínimo é 1', campo: 'codigo' },
      { mensagem: 'nome: Informe ao menos 2 caracteres', campo: 'nome' },
    ]);
    expect((await call('GET', '/api/servicos', operador)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/servicos', atendimento, { codigo: 31, nome: 'X' })).statusCode,
    ).toBe(403);
  });

  it("refuses a bidi override in the description with 'Caracteres não permitidos', saving nothing", async () => {
    const created = await call('POST', '/api/servicos', admin, {
      codigo: 32,
      nome: 'Serviço Invertido',
      descricao: 'Registro \u202Eodavirp',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual([
      { mensagem: 'descricao: Caracteres não permitidos', campo: 'descricao' },
    ]);
    expect(await ctx.database.db.select().from(servicos).where(eq(servicos.codigo, 32))).toEqual(
      [],
    );
    const saved = await call('POST', '/api/servicos', admin, {
      codigo: 33,
      nome: 'Serviço Multilinha',
      descricao: 'Linha um\r\nLinha dois',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().descricao).toBe('Linha um\nLinha dois');
    const edited = await call('PUT', '/api/servicos/33', admin, {
      nome: 'Serviço Multilinha',
      descricao: 'Linha\u202E',
      ativo: true,
    });
    expect(mensagens(edited)).toEqual(['descricao: Caracteres não permitidos']);
    const [unchanged] = await ctx.database.db
      .select()
      .from(servicos)
      .where(eq(servicos.codigo, 33));
    expect(unchanged?.descricao).toBe('Linha um\nLinha dois');
    expect((await call('DELETE', '/api/servicos/33', admin)).statusCode).toBe(204);
  });
});

describe('Detran prices (servicos-detran)', () => {
  it('round-trip money as decimal strings, never floats', async () => {
    const fornecedorId = await detranId('RJ');
    const created = await call('POST', '/api/servicos-detran', admin, {
      fornecedorId,
      tipoServico: 1,
      valor: '85.9',
      vigenciaInicio: '2026-01-01',
    });
    expect(created.statusCode).toBe(201);
    const preco = created.json() as Preco;
    expect(preco).toMatchObject({
      fornecedorNome: 'Detran-RJ',
      uf: 'RJ',
      tipoServico: 1,
      servicoNome: 'Registro de Contrato',
      valor: '85.90',
      vigenciaInicio: '2026-01-01',
      vigenciaFim: null,
    });
    expect(created.body).toContain('"valor":"85.90"');
    expect(formatMoeda(preco.valor)).toBe('R$ 85,90');

    const big = await call('PUT', `/api/servicos-detran/${preco.id}`, admin, {
      fornecedorId,
      tipoServico: 1,
      valor: '1234567890.12',
      vigenciaInicio: '2026-01-01',
      vigenciaFim: '2026-12-31',
    });
    expect(big.statusCode).toBe(200);
    expect(big.json()).toMatchObject({ valor: '1234567890.12', vigenciaFim: '2026-12-31' });
    const [row] = await ctx.database.db
      .select({ valor: servicosDetran.valor })
      .from(servicosDetran)
      .where(eq(servicosDetran.id, preco.id));
    expect(row?.valor).toBe('1234567890.12');
    expect(formatMoeda('1234567890.12')).toBe('R$ 1.234.567.890,12');
  });

  it('lists with filters and paging, and deletes softly', async () => {
    const sp = DEMO_FORNECEDOR_ID;
    for (const [tipoServico, valor] of [
      [14, '350.00'],
      [15, '175.50'],
    ] as const) {
      const response = await call('POST', '/api/servicos-detran', admin, {
        fornecedorId: sp,
        tipoServico,
        valor,
        vigenciaInicio: '2025-01-01',
      });
      expect(response.statusCode).toBe(201);
    }
    const page = await call(
      'GET',
      '/api/servicos-detran?uf=SP&size=1&sort=valor,desc',
      atendimento,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalElements: 2, content: [{ valor: '350.00' }] });
    const inForce = (
      await call('GET', '/api/servicos-detran?tipoServico=15&vigenteEm=2025-06-01', atendimento)
    ).json() as { content: Preco[] };
    expect(inForce.content.map((p) => p.valor)).toEqual(['175.50']);
    const destinos = (
      await call('GET', '/api/fornecedores/destinos/tipoServico/14', operador)
    ).json();
    expect(destinos).toContainEqual({ id: sp, nome: 'Detran-SP', uf: 'SP', tipo: 'DETRAN' });

    const id = (inForce.content[0] as Preco).id;
    expect((await call('DELETE', `/api/servicos-detran/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/servicos-detran/${id}`, admin)).statusCode).toBe(404);
    const [kept] = await ctx.database.db
      .select()
      .from(servicosDetran)
      .where(eq(servicosDetran.id, id));
    expect(kept?.deletedAt).not.toBeNull();
    const referenced = await call('DELETE', '/api/servicos/15', admin);
    expect(referenced.statusCode).toBe(409);
  });

  it('refuses bad money, bad dates, unknown references and duplicates, saving nothing', async () => {
    const fornecedorId = await detranId('MG');
    const bad = await call('POST', '/api/servicos-detran', admin, {
      fornecedorId,
      tipoServico: 1,
      valor: 85.9,
      vigenciaInicio: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { mensagem: 'valor: Formato inválido', campo: 'valor' },
      { mensagem: 'vigenciaInicio: Formato inválido', campo: 'vigenciaInicio' },
    ]);
    const comma = await call('POST', '/api/servicos-detran', admin, {
      fornecedorId,
      tipoServico: 1,
      valor: '85,90',
      vigenciaInicio: '2026-01-01',
      vigenciaFim: '2025-01-01',
    });
    expect(comma.json()).toEqual([
      { mensagem: 'valor: Valor inválido', campo: 'valor' },
      {
        mensagem: 'vigenciaFim: A data final deve ser igual ou posterior à data inicial',
        campo: 'vigenciaFim',
      },
    ]);
    const unknown = await call('POST', '/api/servicos-detran', admin, {
      fornecedorId: '00000000-0000-4000-8000-0000000000ff',
      tipoServico: 999,
      valor: '1.00',
      vigenciaInicio: '2026-01-01',
    });
    expect(unknown.statusCode).toBe(400);
    expect(mensagens(unknown)).toEqual([
      'fornecedorId: Fornecedor não encontrado',
      'tipoServico: Tipo de serviço não encontrado',
    ]);
    const price = { fornecedorId, tipoServico: 2, valor: '45.00', vigenciaInicio: '2026-01-01' };
    expect((await call('POST', '/api/servicos-detran', admin, price)).statusCode).toBe(201);
    const duplicate = await call('POST', '/api/servicos-detran', admin, {
      ...price,
      valor: '55.00',
    });
    expect(duplicate.statusCode).toBe(409);
    const rows = await ctx.database.db
      .select({ valor: servicosDetran.valor })
      .from(servicosDetran)
      .where(eq(servicosDetran.fornecedorId, fornecedorId));
    expect(rows).toEqual([{ valor: '45.00' }]);
    expect(
      await ctx.database.db.select().from(servicos).where(eq(servicos.codigo, 999)),
    ).toHaveLength(0);
  });

  it('forbids a client user and answers 404 for an unknown price', async () => {
    expect((await call('GET', '/api/servicos-detran', operador)).statusCode).toBe(403);
    const missing = await call(
      'GET',
      '/api/servicos-detran/00000000-0000-4000-8000-0000000000ff',
      admin,
    );
    expect(missing.statusCode).toBe(404);
    expect(mensagens(missing)).toEqual(['Registro não encontrado.']);
  });
});

describe('who may change service types and prices', () => {
  it('is the registradora only, whatever permission a client’s or supplier’s user holds', async () => {
    await ctx.database.pool.query(
      `insert into usuario_permissoes (usuario_id, permissao)
       select id, 'SERVICO_CLIENTE_EDITAR' from usuarios where username in ('detran', 'personalizado')
       on conflict do nothing`,
    );
    const before = await ctx.database.db.select().from(servicosDetran);
    for (const username of ['detran', 'personalizado']) {
      const headers = bearer(await login(ctx.app, username));
      const preco = await call('POST', '/api/servicos-detran', headers, {
        fornecedorId: await detranId('RJ'),
        tipoServico: 1,
        valor: '1.00',
        vigenciaInicio: '2026-01-01',
      });
      expect(preco.statusCode).toBe(403);
      expect(mensagens(preco)).toEqual([
        'Somente a registradora cadastra e altera serviços e preços.',
      ]);
      const servico = await call('PUT', '/api/servicos/14', headers, {
        nome: 'Tomado',
        descricao: null,
        ativo: false,
      });
      expect(servico.statusCode).toBe(403);
    }
    expect(await ctx.database.db.select().from(servicosDetran)).toEqual(before);
    const [credenciamento] = await ctx.database.db
      .select()
      .from(servicos)
      .where(eq(servicos.codigo, 14));
    expect(credenciamento).toMatchObject({ nome: 'Credenciamento Detran', ativo: true });
  });
});

describe('dates PostgreSQL cannot hold', () => {
  it('refuses year 0000 in a price and in the filter with 400, not 500', async () => {
    const created = await call('POST', '/api/servicos-detran', admin, {
      fornecedorId: await detranId('RJ'),
      tipoServico: 1,
      valor: '1.00',
      vigenciaInicio: '0000-01-01',
    });
    expect(created.statusCode).toBe(400);
    expect(mensagens(created)).toEqual(['vigenciaInicio: Data Inválida']);
    const filtered = await call('GET', '/api/servicos-detran?vigenteEm=0000-01-01', admin);
    expect(filtered.statusCode).toBe(400);
  });
});

describe('price periods never overlap', () => {
  const post = (payload: object) => call('POST', '/api/servicos-detran', admin, payload);

  it('refuses a second open-ended period for the same supplier and service, naming the first', async () => {
    const fornecedorId = await detranId('ES');
    const first = await post({
      fornecedorId,
      tipoServico: 1,
      valor: '85.90',
      vigenciaInicio: '2024-01-01',
    });
    expect(first.statusCode).toBe(201);
    for (const vigenciaInicio of ['2024-06-01', '2025-01-01', '2026-03-15', '2030-12-31']) {
      const response = await post({ fornecedorId, tipoServico: 1, valor: '45.00', vigenciaInicio });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual([
        {
          mensagem:
            'Já existe um preço deste serviço para este fornecedor vigente desde 01/01/2024, sem data final: os períodos de vigência não podem se sobrepor.',
          campo: 'vigenciaInicio',
        },
      ]);
    }
    // A period before the open one, ending the day before it starts, fits.
    const before = await post({
      fornecedorId,
      tipoServico: 1,
      valor: '55.00',
      vigenciaInicio: '2023-01-01',
      vigenciaFim: '2023-12-31',
    });
    expect(before.statusCode).toBe(201);
    // Ends on the day the open one starts: the ends are inclusive, so they share that day.
    const touching = await post({
      fornecedorId,
      tipoServico: 1,
      valor: '55.00',
      vigenciaInicio: '2022-01-01',
      vigenciaFim: '2024-01-01',
    });
    expect(touching.statusCode).toBe(409);
    expect(mensagens(touching)[0]).toContain('vigente de 01/01/2023 a 31/12/2023');
    // Another service type, or another supplier, is another sequence of periods.
    expect(
      (await post({ fornecedorId, tipoServico: 2, valor: '45.00', vigenciaInicio: '2024-06-01' }))
        .statusCode,
    ).toBe(201);
    const { rows } = await ctx.database.pool.query(
      'select count(*)::int as total from servicos_detran where fornecedor_id = $1 and tipo_servico = 1',
      [fornecedorId],
    );
    expect(rows[0].total).toBe(2);
    const inForce = (
      await call(
        'GET',
        `/api/servicos-detran?fornecedorId=${fornecedorId}&tipoServico=1&vigenteEm=2025-06-01`,
        admin,
      )
    ).json() as { content: Preco[] };
    expect(inForce.content.map((p) => p.valor)).toEqual(['85.90']);
  });

  it('lets only one of many concurrent creates of overlapping periods through', async () => {
    const fornecedorId = await detranId('PE');
    const responses = await Promise.all(
      ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01'].map((vigenciaInicio) =>
        post({ fornecedorId, tipoServico: 1, valor: '85.90', vigenciaInicio }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const { rows } = await ctx.database.pool.query(
      'select count(*)::int as total from servicos_detran where fornecedor_id = $1',
      [fornecedorId],
    );
    expect(rows[0].total).toBe(1);
  });

  it('checks an update against the other periods, not against itself', async () => {
    const fornecedorId = await detranId('CE');
    const a = (
      await post({
        fornecedorId,
        tipoServico: 3,
        valor: '45.00',
        vigenciaInicio: '2024-01-01',
        vigenciaFim: '2024-12-31',
      })
    ).json() as Preco;
    const b = (
      await post({ fornecedorId, tipoServico: 3, valor: '55.00', vigenciaInicio: '2025-01-01' })
    ).json() as Preco;
    const put = (id: string, payload: object) =>
      call('PUT', `/api/servicos-detran/${id}`, admin, payload);
    const extended = await put(a.id, {
      fornecedorId,
      tipoServico: 3,
      valor: '45.00',
      vigenciaInicio: '2024-01-01',
      vigenciaFim: null,
    });
    expect(extended.statusCode).toBe(409);
    expect(mensagens(extended)[0]).toContain('vigente desde 01/01/2025, sem data final');
    const itself = await put(b.id, {
      fornecedorId,
      tipoServico: 3,
      valor: '60.00',
      vigenciaInicio: '2025-02-01',
      vigenciaFim: null,
    });
    expect(itself.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ vigenciaFim: servicosDetran.vigenciaFim })
      .from(servicosDetran)
      .where(eq(servicosDetran.id, a.id));
    expect(row?.vigenciaFim).toBe('2024-12-31');
  });

  it('lets only one of concurrent updates into the same gap', async () => {
    const fornecedorId = await detranId('AL');
    const ids: string[] = [];
    for (const vigenciaInicio of ['2020-01-01', '2021-01-01']) {
      const created = await post({
        fornecedorId,
        tipoServico: 4,
        valor: '45.00',
        vigenciaInicio,
        vigenciaFim: vigenciaInicio.replace('-01-01', '-01-31'),
      });
      ids.push((created.json() as Preco).id);
    }
    const responses = await Promise.all(
      ids.map((id) =>
        call('PUT', `/api/servicos-detran/${id}`, admin, {
          fornecedorId,
          tipoServico: 4,
          valor: '45.00',
          vigenciaInicio: id === ids[0] ? '2022-01-01' : '2022-01-15',
          vigenciaFim: '2022-02-28',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('requires every field of a price on PUT', async () => {
    const fornecedorId = await detranId('AM');
    const created = (
      await post({
        fornecedorId,
        tipoServico: 1,
        valor: '45.00',
        vigenciaInicio: '2024-01-01',
        vigenciaFim: '2024-12-31',
      })
    ).json() as Preco;
    const response = await call('PUT', `/api/servicos-detran/${created.id}`, admin, {
      fornecedorId,
      tipoServico: 1,
      valor: '45.00',
      vigenciaInicio: '2024-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'vigenciaFim: Campo obrigatório', campo: 'vigenciaFim' },
    ]);
    const [row] = await ctx.database.db
      .select({ vigenciaFim: servicosDetran.vigenciaFim })
      .from(servicosDetran)
      .where(eq(servicosDetran.id, created.id));
    expect(row?.vigenciaFim).toBe('2024-12-31');
  });

  it('answers one message for one malformed date', async () => {
    const response = await post({
      fornecedorId: await detranId('AM'),
      tipoServico: 1,
      valor: '1.00',
      vigenciaInicio: '10000-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'vigenciaInicio: Formato inválido', campo: 'vigenciaInicio' },
    ]);
  });
});

describe('deleting a service type', () => {
  it('is allowed once its prices are deleted, and refused while one is live', async () => {
    expect(
      (await call('POST', '/api/servicos', admin, { codigo: 40, nome: 'Serviço Temporário' }))
        .statusCode,
    ).toBe(201);
    const preco = await call('POST', '/api/servicos-detran', admin, {
      fornecedorId: await detranId('PA'),
      tipoServico: 40,
      valor: '10.00',
      vigenciaInicio: '2025-01-01',
    });
    expect(preco.statusCode).toBe(201);
    const refused = await call('DELETE', '/api/servicos/40', admin);
    expect(refused.statusCode).toBe(409);
    expect(mensagens(refused)).toEqual([
      'O serviço não pode ser excluído: é referenciado por 1 preço de Detran.',
    ]);
    const id = (preco.json() as Preco).id;
    expect((await call('DELETE', `/api/servicos-detran/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/servicos/40', admin)).statusCode).toBe(204);
    expect((await call('GET', '/api/servicos/40', admin)).statusCode).toBe(404);
  });

  it('requires every field of a service type on PUT', async () => {
    const response = await call('PUT', '/api/servicos/1', admin, { nome: 'Registro de Contrato' });
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)).toEqual([
      'descricao: Campo obrigatório',
      'ativo: Campo obrigatório',
    ]);
  });
});

describe('the demo prices', () => {
  it('make the contract-registration destinations answer something', async () => {
    const response = await call('GET', '/api/fornecedores/destinos/tipoServico/1', operador);
    expect(response.statusCode).toBe(200);
    const ufs = (response.json() as { uf: string }[]).map((d) => d.uf);
    expect(ufs).toEqual(expect.arrayContaining(['GO', 'PR', 'RS', 'SC']));
    const pr = (
      await call('GET', '/api/servicos-detran?uf=PR&sort=tipoServico,ASC', admin)
    ).json() as { content: Preco[] };
    expect(pr.content.map((p) => [p.tipoServico, p.valor])).toEqual([
      [1, '85.90'],
      [2, '45.00'],
    ]);
    expect(DEMO_PRECOS.map((p) => p.valor)).toEqual(
      expect.arrayContaining(['85.90', '45.00', '55.00']),
    );
  });
});
