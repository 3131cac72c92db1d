import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import type { PedidoConsultaPage } from '@portal/shared/contratos/consulta-schemas';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, createUserWithEveryPermission, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);

let sequencia = 0;
/** The example contract with a contract number and chassis of its own. */
function contrato(muda: (c: typeof CONTRATO_EXEMPLO) => void = () => undefined) {
  sequencia += 1;
  const c = structuredClone(CONTRATO_EXEMPLO);
  c.agenteFinanceiroId = DEMO_AGENTE_IDS.demonstracaoFinanceira;
  c.contrato.numero = `BUSCA-${sequencia}`;
  c.veiculos[0]!.chassi = `9BWZZZ377VT${String(200000 + sequencia).padStart(6, '0')}`;
  c.veiculos[0]!.placa = `BUS${sequencia}A${String(sequencia).padStart(2, '0')}`.slice(0, 7);
  c.veiculos[0]!.numeroGravame = String(80000000 + sequencia);
  muda(c);
  return c;
}

async function registrar(payload: unknown, token: string): Promise<string> {
  const resposta = await ctx.app.inject({
    method: 'POST',
    url: '/api/contratos/registrar',
    headers: bearer(token),
    payload: payload as object,
  });
  expect(resposta.statusCode, resposta.body).toBe(201);
  return resposta.json<{ protocolo: string }>().protocolo;
}

function consultar(filtro: object = {}, query = '', token = tokens.administrador!) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v2/pedidos/consultar${query ? `?${query}` : ''}`,
    headers: bearer(token),
    payload: filtro,
  });
}

async function protocolos(filtro: object = {}, query = 'size=50', token?: string) {
  const resposta = await consultar(filtro, query, token);
  expect(resposta.statusCode, resposta.body).toBe(200);
  return resposta.json<PedidoConsultaPage>().content.map((p) => p.protocolo);
}

/** The orders the tests made: A and B of the demo bank, C of the second bank, W by web service. */
const p = { A: '', B: '', C: '', W: '' };

beforeAll(async () => {
  ctx = await createTestApp({ PROCESSO: 'api' });
  await createUserWithEveryPermission(ctx, 'banco-dois', 'MASTER', {
    clienteId: DEMO_CLIENTE_2_ID,
  });
  for (const username of ['operador', 'administrador', 'detran', 'web_service', 'banco-dois']) {
    tokens[username] = await login(ctx.app, username);
  }
  p.A = await registrar(
    contrato((c) => (c.devedor.nome = 'Aparecida Gonçalves Prado')),
    tokens.operador!,
  );
  p.B = await registrar(
    contrato((c) => {
      c.veiculos[0]!.ufLicenciamento = 'RJ';
      c.veiculos[0]!.ufPlaca = 'RJ';
      c.devedor.cpfCnpj = '11222333000181';
    }),
    tokens.operador!,
  );
  p.C = await registrar(
    contrato((c) => (c.agenteFinanceiroId = DEMO_AGENTE_IDS.exemploFinanciamentos)),
    tokens['banco-dois']!,
  );
  p.W = await registrar(contrato(), tokens.web_service!);
  // States and answers the dispatch would give (the API process alone sends nothing).
  await sql(
    `update pedidos set status = 'NAO_REGISTRADO',
       motivos = '[{"codigo":"401","mensagem":"Contrato inexistente"}]' where protocolo = $1`,
    [p.A],
  );
  await sql(
    `update pedidos set status = 'REGISTRADO', imagem_recebida = true where protocolo = $1`,
    [p.B],
  );
  // Registered one day, a week ago and last year: the period filter in Brasília's days.
  await sql(`update pedidos set created_at = '2026-01-10T12:00:00-03:00' where protocolo = $1`, [
    p.C,
  ]);
  await sql(`update pedidos set created_at = '2026-01-20T23:30:00-03:00' where protocolo = $1`, [
    p.W,
  ]);
}, 60_000);
afterAll(() => ctx.close());

describe('order search filters', () => {
  it('finds by chassis, plate, contract, gravame and protocol', async () => {
    expect(await protocolos({ chassi: '9bwzzz377vt200001' })).toEqual([p.A]);
    expect(await protocolos({ placa: 'BUS-2A02' })).toEqual([p.B]);
    expect(await protocolos({ numeroContrato: 'BUSCA-3' })).toEqual([p.C]);
    expect(await protocolos({ numeroGravame: '80000004' })).toEqual([p.W]);
    expect(await protocolos({ protocolo: p.B })).toEqual([p.B]);
    expect(await protocolos({ chassi: '9BWZZZ377VT999999' })).toEqual([]);
  });

  it('finds an addendum by its number', async () => {
    await sql(
      `update pedidos set dados = jsonb_set(dados, '{aditivo}', '{"numero":"AD-77","tipo":"1","data":"2026-01-01"}')
       where protocolo = $1`,
      [p.W],
    );
    expect(await protocolos({ numeroAditivo: 'AD-77' })).toEqual([p.W]);
    expect(await protocolos({ numeroAditivo: 'AD-78' })).toEqual([]);
  });

  it("finds by the debtor's document (its start, masked or not) and part of the name", async () => {
    expect(await protocolos({ devedorCpfCnpj: '11.222.333/0001-81' })).toEqual([p.B]);
    expect(await protocolos({ devedorCpfCnpj: '11.222' })).toEqual([p.B]);
    expect(await protocolos({ devedorNome: 'gonçalves' })).toEqual([p.A]);
    // LIKE's wildcards are taken literally.
    expect(await protocolos({ devedorNome: '%%%' })).toEqual([]);
  });

  it('finds by agent, client, operation, status, return code, image, channel and UF', async () => {
    expect(await protocolos({ agenteFinanceiroId: DEMO_AGENTE_IDS.exemploFinanciamentos })).toEqual(
      [p.C],
    );
    expect((await protocolos({ clienteId: DEMO_CLIENTE_2_ID })).sort()).toEqual([p.C]);
    expect((await protocolos({ clienteId: DEMO_CLIENTE_ID })).sort()).toEqual(
      [p.A, p.B, p.W].sort(),
    );
    expect((await protocolos({ operacao: 1 })).length).toBe(4);
    expect(await protocolos({ operacao: 3 })).toEqual([]);
    expect(await protocolos({ status: 'REGISTRADO' })).toEqual([p.B]);
    expect(await protocolos({ codigoRetorno: '401' })).toEqual([p.A]);
    expect(await protocolos({ imagemRecebida: true })).toEqual([p.B]);
    expect((await protocolos({ imagemRecebida: false })).sort()).toEqual([p.A, p.C, p.W].sort());
    expect(await protocolos({ canal: 'WS' })).toEqual([p.W]);
    expect((await protocolos({ canal: 'TELA' })).sort()).toEqual([p.A, p.B, p.C].sort());
    expect(await protocolos({ uf: 'RJ' })).toEqual([p.B]);
  });

  it("filters the period by Brasília's calendar days, both ends included", async () => {
    expect(
      await protocolos({ dataCadastroInicial: '2026-01-10', dataCadastroFinal: '2026-01-10' }),
    ).toEqual([p.C]);
    // 23:30 in Brasília on the 20th is the 21st in UTC: still the 20th here.
    expect(
      await protocolos({ dataCadastroInicial: '2026-01-20', dataCadastroFinal: '2026-01-20' }),
    ).toEqual([p.W]);
    expect(
      await protocolos({ dataCadastroInicial: '2026-01-01', dataCadastroFinal: '2026-01-31' }),
    ).toEqual([p.W, p.C]);
    expect((await protocolos({ dataCadastroInicial: '2026-01-11' })).sort()).toEqual(
      [p.A, p.B, p.W].sort(),
    );
  });

  it('answers each row with what the page shows', async () => {
    const resposta = await consultar({ protocolo: p.A });
    expect(resposta.json()).toEqual({
      content: [
        {
          protocolo: p.A,
          dataCadastro: expect.any(String),
          operacao: 1,
          status: 'NAO_REGISTRADO',
          uf: 'SP',
          cliente: expect.any(String),
          agenteFinanceiro: expect.any(String),
          numeroContrato: 'BUSCA-1',
          numeroAditivo: null,
          chassis: ['9BWZZZ377VT200001'],
          placas: ['BUS1A01'],
          devedorNome: 'Aparecida Gonçalves Prado',
          devedorCpfCnpj: '52998224725',
          canal: 'TELA',
          imagemRecebida: false,
          codigosRetorno: ['401'],
        },
      ],
      totalElements: 1,
      totalExato: true,
      cursor: expect.any(String),
    });
  });

  it('refuses a wrong filter with a Portuguese message and a 400', async () => {
    const data = await consultar({ dataCadastroInicial: '2026-02-30' });
    expect(data.statusCode).toBe(400);
    expect(mensagens(data)).toEqual(['dataCadastroInicial: Data Inválida']);
    const invertido = await consultar({
      dataCadastroInicial: '2026-02-10',
      dataCadastroFinal: '2026-02-01',
    });
    expect(mensagens(invertido)).toEqual([
      'dataCadastroFinal: A data final deve ser igual ou posterior à inicial',
    ]);
    expect((await consultar({ protocolo: '123' })).statusCode).toBe(400);
    expect((await consultar({ devedorNome: 'ab' })).statusCode).toBe(400);
    expect((await consultar({ status: 'QUALQUER' })).statusCode).toBe(400);
    expect((await consultar({ desconhecido: 1 })).statusCode).toBe(400);
    expect((await consultar({}, 'sort=devedorNome,asc')).statusCode).toBe(400);
  });
});

describe('order search sorting and paging', () => {
  it('sorts by each allowed key both ways, the id breaking ties', async () => {
    const todos = (await consultar({}, 'size=50')).json<PedidoConsultaPage>().content;
    const chave = {
      dataCadastro: (r: (typeof todos)[number]) => r.dataCadastro,
      protocolo: (r: (typeof todos)[number]) => r.protocolo,
      status: (r: (typeof todos)[number]) => r.status,
      uf: (r: (typeof todos)[number]) => r.uf,
      numeroContrato: (r: (typeof todos)[number]) => r.numeroContrato,
    };
    for (const [key, valor] of Object.entries(chave)) {
      for (const direction of ['asc', 'desc'] as const) {
        const lidos = (await consultar({}, `size=50&sort=${key},${direction}`))
          .json<PedidoConsultaPage>()
          .content.map(valor);
        const esperados = [...lidos].sort();
        if (direction === 'desc') esperados.reverse();
        expect(lidos, `${key},${direction}`).toEqual(esperados);
      }
    }
    // The default: newest first.
    expect(todos.map((r) => r.protocolo).slice(-2)).toEqual([p.W, p.C]);
  });

  it('pages with page and size, caps the size at 50 and says so', async () => {
    const primeira = await consultar({}, 'page=0&size=2&sort=protocolo,asc');
    const segunda = await consultar({}, 'page=1&size=2&sort=protocolo,asc');
    expect(primeira.json<PedidoConsultaPage>().content.map((r) => r.protocolo)).toEqual([p.A, p.B]);
    expect(segunda.json<PedidoConsultaPage>().content.map((r) => r.protocolo)).toEqual([p.C, p.W]);
    expect(segunda.json<PedidoConsultaPage>().totalElements).toBe(4);
    const alem = await consultar({}, 'page=5&size=2');
    expect(alem.json()).toMatchObject({ content: [], totalElements: 4, totalExato: true });
    const tudo = await consultar({}, 'size=9999999');
    expect(tudo.statusCode).toBe(200);
    expect(tudo.headers['x-tamanho-maximo-pagina']).toBe('50');
    expect((await consultar({}, 'size=0')).statusCode).toBe(400);
    expect((await consultar({}, 'page=-1')).statusCode).toBe(400);
  });

  it('reads a page from the cursor of the page shown (keyset), the same rows as counting from the start', async () => {
    const paginas = [];
    for (const page of [0, 1, 2, 3]) {
      paginas.push(
        (await consultar({}, `page=${page}&size=1&sort=protocolo,asc`)).json<PedidoConsultaPage>(),
      );
    }
    const esperado = paginas.map((pagina) => pagina.content[0]!.protocolo);
    expect(esperado).toEqual([p.A, p.B, p.C, p.W]);
    const comCursor = (page: number, cursor: string | null, sort = 'protocolo,asc', size = 1) =>
      consultar({}, `page=${page}&size=${size}&sort=${sort}&cursor=${cursor}`);
    // Forward one page, forward two, back one, back to the first.
    const proxima = (await comCursor(1, paginas[0]!.cursor)).json<PedidoConsultaPage>();
    expect(proxima.content.map((r) => r.protocolo)).toEqual([p.B]);
    expect(
      (await comCursor(3, proxima.cursor)).json<PedidoConsultaPage>().content[0]!.protocolo,
    ).toBe(p.W);
    expect(
      (await comCursor(2, paginas[3]!.cursor)).json<PedidoConsultaPage>().content[0]!.protocolo,
    ).toBe(p.C);
    expect(
      (await comCursor(0, paginas[3]!.cursor)).json<PedidoConsultaPage>().content[0]!.protocolo,
    ).toBe(p.A);
    // Descending by creation time (microseconds kept in the cursor), forward and back.
    const recentes = (await consultar({}, 'page=0&size=2')).json<PedidoConsultaPage>();
    const seguinte = (
      await comCursor(1, recentes.cursor, 'dataCadastro,desc', 2)
    ).json<PedidoConsultaPage>();
    const todos = (await consultar({}, 'size=4'))
      .json<PedidoConsultaPage>()
      .content.map((r) => r.protocolo);
    expect(seguinte.content.map((r) => r.protocolo)).toEqual(todos.slice(2, 4));
    const volta = (
      await comCursor(0, seguinte.cursor, 'dataCadastro,desc', 2)
    ).json<PedidoConsultaPage>();
    expect(volta.content.map((r) => r.protocolo)).toEqual(todos.slice(0, 2));
    // A cursor of another sort is not used; a forged one is a 400.
    expect(
      (await comCursor(1, paginas[0]!.cursor, 'uf,asc')).json<PedidoConsultaPage>().content,
    ).toHaveLength(1);
    const forjado = await comCursor(1, 'bm8tanNvbg');
    expect(forjado.statusCode).toBe(400);
    expect(mensagens(forjado)).toEqual(['cursor: Cursor inválido: repita a consulta']);
  });
});

describe('order search tenancy', () => {
  it("shows a bank's user only its client's orders, whatever the filter names", async () => {
    expect((await protocolos({}, 'size=50', tokens.operador)).sort()).toEqual(
      [p.A, p.B, p.W].sort(),
    );
    const alheio = await consultar({ clienteId: DEMO_CLIENTE_2_ID }, '', tokens.operador);
    expect(alheio.json()).toMatchObject({ content: [], totalElements: 0 });
    expect(await protocolos({ protocolo: p.C }, 'size=50', tokens.operador)).toEqual([]);
    expect(await protocolos({}, 'size=50', tokens['banco-dois'])).toEqual([p.C]);
  });

  it("shows a Detran's user only the orders sent to it", async () => {
    expect((await protocolos({}, 'size=50', tokens.detran)).sort()).toEqual([p.A, p.C, p.W].sort());
    expect(await protocolos({ uf: 'RJ' }, 'size=50', tokens.detran)).toEqual([]);
  });

  it('counts exactly up to 10,000 and estimates above, never counting another bank', async () => {
    // 10,050 more orders of the second bank, copied from its one order.
    await sql(
      `insert into pedidos (protocolo, cliente_id, agente_financeiro_id, fornecedor_id, uf, operacao,
         status, numero_contrato, devedor_cpf_cnpj, dados, created_at)
       select '2025' || lpad(n::text, 10, '0'), cliente_id, agente_financeiro_id, fornecedor_id, uf,
         operacao, status, 'COPIA-' || n, devedor_cpf_cnpj, dados, created_at - n * interval '1 second'
       from pedidos, generate_series(1, 10050) n where protocolo = $1`,
      [p.C],
    );
    await sql('analyze pedidos');
    const registradora = (await consultar({}, 'size=5')).json<PedidoConsultaPage>();
    expect(registradora.totalExato).toBe(false);
    expect(registradora.totalElements).toBeGreaterThan(10_000);
    const banco = (await consultar({}, 'size=5', tokens.operador)).json<PedidoConsultaPage>();
    expect(banco).toMatchObject({ totalElements: 3, totalExato: true });
    const deep = (
      await consultar({}, 'page=2000&size=5&sort=protocolo,asc')
    ).json<PedidoConsultaPage>();
    expect(deep.content).toHaveLength(5);
    expect(deep.content[0]!.protocolo).toBe(`2025${String(10001).padStart(10, '0')}`);
    await sql(`delete from pedidos where protocolo like '2025%'`);
  });
});

describe('order search export', () => {
  const exportar = (
    formato: string,
    justificativa: string | null,
    filtro: object = {},
    token = tokens.operador!,
  ) =>
    consultar(
      filtro,
      `formato=${formato}${justificativa === null ? '' : `&justificativaExportacao=${encodeURIComponent(justificativa)}`}`,
      token,
    );

  it('streams the CSV of the filter with its audit row: who, what filter, why, how many', async () => {
    const resposta = await exportar('csv', 'Conferência mensal', { uf: 'SP' });
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(resposta.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(resposta.headers['content-disposition']).toMatch(
      /^attachment; filename="pedidos-\d{8}\.csv"$/,
    );
    const linhas = resposta.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe(
      'Protocolo;Data de cadastro;Operação;Situação;UF;Cliente;Agente financeiro;' +
        'Número do contrato;Número do aditivo;Chassis;Placas;Devedor;CPF/CNPJ do devedor;Canal;' +
        'Imagem recebida;Códigos de retorno do Detran',
    );
    // The demo bank's SP orders, oldest first; never the second bank's.
    expect(linhas.slice(1).map((l) => l.split(';')[0])).toEqual([p.W, p.A]);
    expect(linhas[2]).toContain('Não registrado');
    expect(linhas[2]).toContain('529.982.247-25');
    const { rows } = (await sql(
      `select a.recurso, a.formato, a.filtro, a.justificativa, a.quantidade_registros, u.username
       from auditoria_exportacoes a join usuarios u on u.id = a.usuario_id
       where a.recurso = 'pedidos' order by a.created_at desc limit 1`,
    )) as { rows: unknown[] };
    expect(rows[0]).toEqual({
      recurso: 'pedidos',
      formato: 'csv',
      filtro: { uf: 'SP' },
      justificativa: 'Conferência mensal',
      quantidade_registros: 2,
      username: 'operador',
    });
  });

  it('streams an xlsx with the same rows', async () => {
    const resposta = await exportar('xlsx', 'Auditoria interna');
    expect(resposta.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(resposta.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Protocolo');
    const lidos: string[] = [];
    sheet.eachRow((row, n) => n > 1 && lidos.push(String(row.getCell(1).value)));
    expect(lidos.sort()).toEqual([p.A, p.B, p.W].sort());
  });

  it('asks the justification, 2 to 255 characters, of who must give it; writes no audit row', async () => {
    const antes = (await sql('select count(*)::int as n from auditoria_exportacoes')) as {
      rows: { n: number }[];
    };
    const sem = await exportar('csv', null);
    expect(sem.statusCode).toBe(400);
    expect(mensagens(sem)).toEqual(['justificativaExportacao: Campo obrigatório']);
    expect((await exportar('csv', 'x')).statusCode).toBe(400);
    expect((await exportar('csv', 'x'.repeat(256))).statusCode).toBe(400);
    expect((await exportar('pdf', 'Conferência')).statusCode).toBe(400);
    const depois = (await sql('select count(*)::int as n from auditoria_exportacoes')) as {
      rows: { n: number }[];
    };
    expect(depois.rows[0]!.n).toBe(antes.rows[0]!.n);
  });

  it('exports without a justification for who is not asked one, and refuses who may not export', async () => {
    // A custom profile holds only what the user was given: here, no justification asked.
    await createUserWithEveryPermission(ctx, 'exporta-livre', 'PERSONALIZADO', {
      clienteId: DEMO_CLIENTE_2_ID,
    });
    await sql(
      `delete from usuario_permissoes where permissao = 'JUSTIFICATIVA_EXPORTAR_CONTRATOS'
       and usuario_id = (select id from usuarios where username = 'exporta-livre')`,
    );
    const livre = await exportar('csv', null, {}, await login(ctx.app, 'exporta-livre'));
    expect(livre.statusCode, livre.body).toBe(200);
    expect(livre.body.trim().split('\r\n')).toHaveLength(2);
    const detran = await exportar('csv', 'Conferência', {}, tokens.detran);
    expect(detran.statusCode).toBe(403);
    expect(mensagens(detran)).toEqual(['Sem permissão para exportar a consulta de contratos.']);
  });
});
