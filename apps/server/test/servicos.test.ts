import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoeda } from '@portal/shared/servicos/moeda';
import { DEMO_FORNECEDOR_ID } from '../src/db/seed';
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
    expect(kept?.removidoEm).not.toBeNull();
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
