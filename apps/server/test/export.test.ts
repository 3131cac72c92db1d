import type { Readable } from 'node:stream';
import { desc, eq, ilike } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/lib/auth-context';
import {
  createExporter,
  type ExportAnswer,
  type ExporterOptions,
  type ExportFile,
} from '../src/lib/export/exporter';
import { fornecedorFiltroSchema } from '@portal/shared/fornecedores/schemas';
import type { KeysetCursor } from '../src/lib/export/keyset';
import * as schema from '../src/db/schema';
import { auditoriaExportacoes, fornecedores, usuarios } from '../src/db/schema';
import { FORNECEDOR_EXPORT_COLUMNS } from '../src/features/fornecedores/csv';
import { createFornecedoresRepository } from '../src/features/fornecedores/repository';
import { createFornecedoresService } from '../src/features/fornecedores/service';
import { bearer, createTestApp, login } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let adminAuth: AuthContext;

/** More rows than one default chunk (500) holds, so the HTTP export crosses two boundaries. */
const LOTE = 1_100;

/** Names a spreadsheet would run as formulas, or that need quoting in a CSV. */
const TRICKY = [
  '=SOMA(1;2) Lote',
  '+5511 Lote',
  '-Lote menos',
  '@Lote arroba',
  'Lote "aspas"',
  'Lote; ponto e vírgula',
  'Lote\r\nquebra',
];

/** Every SQL statement the export ran (a drizzle logger over the test database's pool). */
const statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await login(ctx.app, 'administrador'));
  const [user] = await ctx.database.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.username, 'administrador'));
  adminAuth = {
    usuarioId: user!.id,
    sessaoId: 'sessao-de-teste',
    perfil: 'ADMINISTRADOR',
    roles: new Set(['ADMINISTRACAO_FORNECEDORES_CONSULTAR']),
    clienteId: null,
    fornecedorId: null,
    senhaExpirada: false,
  };
  const names = [
    ...Array.from({ length: LOTE }, (_, i) => `Lote ${String(i + 1).padStart(4, '0')}`),
    ...TRICKY,
  ];
  await ctx.database.db.insert(fornecedores).values(
    names.map((nome, i) => ({
      nome,
      tipo: 'OUTRO',
      email: `lote${i}@example.com`,
      // A third of the numbered rows inactive, to filter on; the tricky ones all active.
      ativo: i >= LOTE || i % 3 !== 0,
    })),
  );
});
afterAll(() => ctx.close());

/** The suppliers' export service over the test database, with a small chunk. */
function exportService(options: ExporterOptions) {
  const db = drizzle(ctx.database.pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query) => statements.push(query) },
  });
  const repository = createFornecedoresRepository(db);
  const chunk = repository.exportChunk.bind(repository);
  const chunkCalls: (KeysetCursor | null)[] = [];
  // Records each chunk query's cursor, to count queries and see where each one started.
  repository.exportChunk = (filtro, scope, after, limit) => {
    chunkCalls.push(after);
    return chunk(filtro, scope, after, limit);
  };
  const exporter = createExporter(db, options);
  const xlsx = exporter.source({
    id: 'teste.fornecedores-xlsx',
    recurso: 'fornecedores',
    permissoes: ['ADMINISTRACAO_FORNECEDORES_CONSULTAR'],
    filtro: fornecedorFiltroSchema,
    columns: FORNECEDOR_EXPORT_COLUMNS,
    rows: (auth, filtro) => ({
      count: () => repository.count(filtro, auth),
      chunk: (after, limit) => repository.exportChunk(filtro, auth, after, limit),
      cursorOf: (row) => ({ key: row.nome, id: row.id }),
    }),
  });
  /** The same rows as an xlsx (the pipeline's other format; the route serves only CSV). */
  const exportXlsx = (justificativa: string) =>
    xlsx.start(adminAuth, {
      formato: 'xlsx',
      filtro: { nome: 'Lote' },
      justificativa,
      ip: '127.0.0.1',
    });
  return {
    service: createFornecedoresService(repository, exporter),
    exportXlsx,
    chunkCalls,
  };
}

/** The names the filter selects, in the order the database sorts (nome, id). */
async function expectedNames(pattern = '%Lote%'): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ nome: fornecedores.nome })
    .from(fornecedores)
    .where(ilike(fornecedores.nome, pattern))
    .orderBy(fornecedores.nome, fornecedores.id);
  return rows.map((row) => row.nome);
}

/** The file of an export answered at once (these exports are all under the background threshold). */
function fileOf(answer: ExportAnswer): ExportFile {
  if (!('arquivo' in answer)) throw new Error('expected a file, got a background export');
  return answer.arquivo;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const parts = (await body.toArray()) as Buffer[];
  return Buffer.concat(parts);
}

/** A small RFC 4180 reader for ';' files: enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function auditOf(justificativa: string) {
  return ctx.database.db
    .select()
    .from(auditoriaExportacoes)
    .where(eq(auditoriaExportacoes.justificativa, justificativa))
    .orderBy(desc(auditoriaExportacoes.createdAt));
}

describe('the export pipeline over keyset chunks', () => {
  it('streams every row once, in order, over many small chunks, never with OFFSET', async () => {
    const { service, chunkCalls } = exportService({ chunkSize: 7 });
    statements.length = 0;
    const file = fileOf(
      await service.exportCsv(
        adminAuth,
        { nome: 'Lote', justificativaExportacao: 'Chunks pequenos' },
        '127.0.0.1',
      ),
    );
    const text = (await bytesOf(file.body)).toString('utf8');
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));

    expect(header?.slice(0, 3)).toEqual(['Nome', 'Razão Social', 'CNPJ']);
    const expected = await expectedNames();
    expect(expected).toHaveLength(LOTE + TRICKY.length);
    const exported = rows.map((row) => row[0]!.replace(/^'(?=[=+\-@])/, ''));
    expect(exported).toEqual(expected);
    expect(new Set(exported).size).toBe(exported.length);

    // 158 full chunks and one of a single row (a full last chunk would need one more query).
    expect(chunkCalls).toHaveLength(Math.floor(expected.length / 7) + 1);
    expect(chunkCalls[0]).toBeNull();
    expect(chunkCalls.slice(1).every((after) => after !== null)).toBe(true);
    const chunkQueries = statements.filter((s) => /from "fornecedores"/.test(s) && /limit/.test(s));
    expect(chunkQueries.length).toBeGreaterThan(100);
    for (const query of chunkQueries) expect(query).not.toMatch(/offset/i);
    expect(chunkQueries[1]).toMatch(
      /\("fornecedores"\."nome", "fornecedores"\."id"\) > \(\$\d+, \$\d+\)/,
    );
  });

  it('escapes the separator, quotes and line breaks and neutralises formulas in the CSV', async () => {
    const { service } = exportService({ chunkSize: 100 });
    const file = fileOf(
      await service.exportCsv(
        adminAuth,
        { nome: 'Lote', ativo: true, justificativaExportacao: 'Escapes' },
        '127.0.0.1',
      ),
    );
    const text = (await bytesOf(file.body)).toString('utf8');
    expect(text.startsWith('\uFEFFNome;Razão Social;CNPJ;Tipo;UF;E-mail;Telefone;')).toBe(true);
    expect(text).toContain(`"'=SOMA(1;2) Lote";`);
    expect(text).toContain(`\r\n'+5511 Lote;`);
    expect(text).toContain(`\r\n'-Lote menos;`);
    expect(text).toContain(`\r\n'@Lote arroba;`);
    expect(text).toContain(`\r\n"Lote ""aspas""";`);
    expect(text).toContain(`\r\n"Lote; ponto e vírgula";`);
    expect(text).toContain(`\r\n"Lote\r\nquebra";`);
    const rows = parseCsv(text.replace(/^\uFEFF/, '')).slice(1);
    expect(rows.every((row) => row.length === FORNECEDOR_EXPORT_COLUMNS.length)).toBe(true);
    expect(rows.every((row) => row[8] === 'Sim')).toBe(true);
    expect(rows.map((row) => row[0])).toContain('Lote\r\nquebra');
  });

  it('writes a readable xlsx with every row in order, formulas kept as text', async () => {
    const { exportXlsx } = exportService({ chunkSize: 50 });
    const file = fileOf(await exportXlsx('Planilha'));
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="fornecedores-\d{8}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as the pre-generic Buffer of older @types/node.
    await workbook.xlsx.load((await bytesOf(file.body)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('fornecedores')!;
    const values = sheet.getSheetValues().slice(1) as (string | undefined)[][];
    expect(values[0]?.slice(1, 4)).toEqual(['Nome', 'Razão Social', 'CNPJ']);
    // XML turns a CR LF inside a text into LF (Excel's own line break in a cell).
    const expected = (await expectedNames()).map((nome) => nome.replaceAll('\r\n', '\n'));
    expect(values.slice(1).map((row) => row[1])).toEqual(expected);
    const cells = sheet.getColumn(1).values.filter((value) => value !== undefined);
    const formula = sheet.getRow(cells.indexOf('=SOMA(1;2) Lote') + 1).getCell(1);
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe('=SOMA(1;2) Lote');
    const [audit] = await auditOf('Planilha');
    expect(audit).toMatchObject({ formato: 'xlsx', quantidadeRegistros: LOTE + TRICKY.length });
  });

  it('refuses an xlsx above the cap in Portuguese before writing any audit row', async () => {
    const { exportXlsx } = exportService({ xlsxMaxRows: 1_000 });
    await expect(exportXlsx('Acima do limite')).rejects.toMatchObject({
      statusCode: 400,
      mensagens: [
        {
          mensagem:
            'A exportação em Excel (xlsx) é limitada a 1.000 linhas e esta consulta tem 1.107. ' +
            'Refine o filtro ou exporte em CSV.',
        },
      ],
    });
    expect(await auditOf('Acima do limite')).toHaveLength(0);
  });

  it('writes the audit row before the first byte, with the filter and no data', async () => {
    const { service, chunkCalls } = exportService({ chunkSize: 7 });
    const file = fileOf(
      await service.exportCsv(
        adminAuth,
        { nome: 'Lote 00', ativo: false, justificativaExportacao: 'Auditoria\nsem dados' },
        '10.1.2.3',
      ),
    );
    // Nothing has been read yet: no chunk was queried, but the export is on record.
    expect(chunkCalls).toHaveLength(0);
    const [audit] = await auditOf('Auditoria\nsem dados');
    expect(audit).toMatchObject({
      usuarioId: adminAuth.usuarioId,
      recurso: 'fornecedores',
      formato: 'csv',
      filtro: { nome: 'Lote 00', ativo: false },
      quantidadeRegistros: 33,
      ip: '10.1.2.3',
    });
    expect(audit?.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(audit)).not.toMatch(/Lote 00\d\d|@example\.com/);
    file.body.destroy();
  });

  it('lets other requests run between chunks and stops querying when the client leaves', async () => {
    const { service, chunkCalls } = exportService({ chunkSize: 7 });
    const file = fileOf(
      await service.exportCsv(
        adminAuth,
        { nome: 'Lote', justificativaExportacao: 'Cliente saiu' },
        '127.0.0.1',
      ),
    );
    const reader = file.body[Symbol.asyncIterator]();
    await reader.next();
    // The stream is paused mid-export; the single pooled connection must still be free.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/fornecedores/consultar?size=1',
      headers: admin,
      payload: {},
    });
    expect(other.statusCode).toBe(200);
    await reader.return?.();
    const queried = chunkCalls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunkCalls.length).toBe(queried);
    expect(queried).toBeLessThan(Math.ceil((LOTE + TRICKY.length) / 7));
  });

  it('stops an xlsx export cleanly when the client leaves', async () => {
    const { exportXlsx, chunkCalls } = exportService({ chunkSize: 7 });
    const file = fileOf(await exportXlsx('Planilha abandonada'));
    const reader = file.body[Symbol.asyncIterator]();
    await reader.next();
    await reader.return?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const queried = chunkCalls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunkCalls.length).toBe(queried);
    expect(queried).toBeLessThan(Math.ceil((LOTE + TRICKY.length) / 7));
  });

  it("keeps a supplier's user to its own row", async () => {
    const [own] = await ctx.database.db
      .select({ id: fornecedores.id })
      .from(fornecedores)
      .where(eq(fornecedores.nome, 'Lote 0500'));
    const { service } = exportService({ chunkSize: 2 });
    const file = fileOf(
      await service.exportCsv(
        { ...adminAuth, fornecedorId: own!.id },
        { justificativaExportacao: 'Só o meu' },
        '127.0.0.1',
      ),
    );
    const rows = parseCsv((await bytesOf(file.body)).toString('utf8')).slice(1);
    expect(rows.map((row) => row[0])).toEqual(['Lote 0500']);
  });
});

describe('GET /api/fornecedores/csv on the pipeline', () => {
  it('downloads more rows than one chunk holds, each once and in order', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/fornecedores/csv?nome=Lote&justificativaExportacao=Mais%20que%20um%20bloco',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fornecedores-\d{8}\.csv"$/,
    );
    const rows = parseCsv(response.rawPayload.toString('utf8').replace(/^\uFEFF/, '')).slice(1);
    const names = rows.map((row) => row[0]!.replace(/^'(?=[=+\-@])/, ''));
    expect(names).toEqual(await expectedNames());
    expect(names.length).toBeGreaterThan(2 * 500);
    const [audit] = await auditOf('Mais que um bloco');
    expect(audit).toMatchObject({ filtro: { nome: 'Lote' }, quantidadeRegistros: names.length });
  });
});
