import { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exportacao } from '@portal/shared/exportacoes/schemas';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  arquivoPartes,
  arquivos,
  auditoriaExportacoes,
  exportacoes,
  fornecedores,
} from '../src/db/schema';
import { createArquivoStore } from '../src/lib/arquivos/store';
import { MENSAGENS_EXPORTACAO } from '../src/lib/export/background';
import { createExporter } from '../src/lib/export/exporter';
import type { JobQueue } from '../src/lib/jobs/job-queue';
import { DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { EXPORTACOES_MENSAGENS } from '../src/features/exportacoes/service';
import {
  bearer,
  createTestApp,
  createUserWithEveryPermission,
  createUserWithPermissions,
  login,
  mensagens,
  TEST_AUTH_SECRET,
  type TestApp,
} from './helper';

/**
 * Background exports (spec §2.8, export result): above EXPORTACAO_LINHAS_IMEDIATAS rows an
 * export answers JSON with a protocol, a job writes the file into the database's file store,
 * and only its requester downloads it from 'Minhas Exportações'. The API process here runs no
 * workers (PROCESSO=api), so what is asked stays queued until a worker process, started on the
 * same database, takes it: each step is seen on its own, with nothing left to timing.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
/** The bank's exporter: no permission for the background exports report. */
let bancoHeaders: Record<string, string> = {};
let worker: TestApp | null = null;
let dono: Record<string, string>;
let outro: Record<string, string>;

const LIMITE = 3;

beforeAll(async () => {
  ctx = await createTestApp({ PROCESSO: 'api', EXPORTACAO_LINHAS_IMEDIATAS: String(LIMITE) });
  await createUserWithEveryPermission(ctx, 'exportador', 'ADMINISTRADOR', {});
  await createUserWithEveryPermission(ctx, 'outro.exportador', 'ADMINISTRADOR', {});
  await createUserWithEveryPermission(ctx, 'exportador.bloqueado', 'ADMINISTRADOR', {});
  // Users of the demo bank who may list and export its users (and only its users).
  for (const username of ['exportador.banco', 'exportador.revogado']) {
    await createUserWithPermissions(
      ctx,
      username,
      'PERSONALIZADO',
      { clienteId: DEMO_CLIENTE_ID },
      ['ADMINISTRACAO_USUARIOS_CONSULTAR', 'EXPORTAR_USUARIOS'],
    );
  }
  dono = bearer(await login(ctx.app, 'exportador'));
  outro = bearer(await login(ctx.app, 'outro.exportador'));
});
afterAll(async () => {
  await worker?.close();
  await ctx.close();
});

/** A worker process on the same database (PROCESSO=worker): it runs the queued exports. */
async function startWorker(): Promise<void> {
  worker ??= await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PROCESSO: 'worker' }),
    db: ctx.database.db,
    authSecret: TEST_AUTH_SECRET,
    logger: false,
  });
  await worker.ready();
}

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function exportarFornecedores(headers: Record<string, string>, justificativa: string) {
  return get(
    `/api/fornecedores/csv?justificativaExportacao=${encodeURIComponent(justificativa)}`,
    headers,
  );
}

async function exportarUsuarios(headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/usuarios/consultar?formato=xlsx&justificativaExportacao=Auditoria%20anual',
    headers,
    payload: {},
  });
}

async function totalDeUsuarios(headers: Record<string, string>): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/usuarios/consultar?size=1',
    headers,
    payload: {},
  });
  return (response.json() as { totalElements: number }).totalElements;
}

async function revogar(username: string, permissao: string) {
  await ctx.database.pool.query(
    `delete from usuario_permissoes where permissao = $2
       and usuario_id = (select id from usuarios where username = $1)`,
    [username, permissao],
  );
}

/** Polls the export until it leaves the queue (the worker's 2 s polling, then the file). */
async function settled(protocolo: string, headers: Record<string, string>) {
  for (let i = 0; i < 150; i += 1) {
    const response = await get(`/api/exportacoes/${protocolo}`, headers);
    const body = response.json() as Exportacao;
    if (body.situacao === 'CONCLUIDA' || body.situacao === 'FALHOU') return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`export ${protocolo} still queued after 30 s`);
}

async function situacaoNoBanco(protocolo: string) {
  const [row] = await ctx.database.db
    .select({ situacao: exportacoes.situacao, mensagem: exportacoes.mensagem })
    .from(exportacoes)
    .where(eq(exportacoes.protocolo, protocolo));
  return row;
}

describe('an export above the limit', () => {
  let protocolo: string;
  let xlsxProtocolo: string;
  let bloqueadoProtocolo: string;
  /** How many suppliers the CSV export's filter selected when it was asked. */
  let pedidos: number;
  let banco: Record<string, string>;
  let totalDoBanco: number;
  let bancoProtocolo: string;
  let revogadoProtocolo: string;

  it('answers JSON with a protocol and a Portuguese message, and audits who asked and why', async () => {
    const response = await exportarFornecedores(dono, 'Conferência mensal dos fornecedores');
    // 200, not 202: spec §8 reads a 202 as an action that did not go through.
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as {
      protocolo: string;
      situacao: string;
      quantidadeRegistros: number;
      mensagem: string;
    };
    expect(body.protocolo).toMatch(/^EXP\d{14}$/);
    pedidos = body.quantidadeRegistros;
    expect(body.situacao).toBe('AGUARDANDO');
    expect(body.quantidadeRegistros).toBeGreaterThan(LIMITE);
    expect(body.mensagem).toContain(`Guarde o protocolo ${body.protocolo}`);
    expect(body.mensagem).toContain('Minhas Exportações');
    // No file now: nothing that looks like one.
    expect(response.headers['content-disposition']).toBeUndefined();
    protocolo = body.protocolo;

    const [audit] = await ctx.database.db
      .select()
      .from(auditoriaExportacoes)
      .where(eq(auditoriaExportacoes.justificativa, 'Conferência mensal dos fornecedores'));
    expect(audit).toMatchObject({
      recurso: 'fornecedores',
      formato: 'csv',
      quantidadeRegistros: body.quantidadeRegistros,
    });
  });

  it('is listed, queued, for its requester alone; its file is not ready yet', async () => {
    const list = await get('/api/exportacoes', dono);
    expect(list.statusCode).toBe(200);
    const page = list.json() as { content: { protocolo: string; situacao: string }[] };
    expect(page.content[0]).toMatchObject({ protocolo, situacao: 'AGUARDANDO', formato: 'csv' });

    const early = await get(`/api/exportacoes/${protocolo}/arquivo`, dono);
    expect(early.statusCode).toBe(409);
    expect(mensagens(early)).toEqual([EXPORTACOES_MENSAGENS.naoPronta]);

    // Another user, even an administrator with every permission, does not see it.
    expect((await get('/api/exportacoes', outro)).json()).toMatchObject({ totalElements: 0 });
    expect((await get(`/api/exportacoes/${protocolo}`, outro)).statusCode).toBe(404);
    expect((await get(`/api/exportacoes/${protocolo}/arquivo`, outro)).statusCode).toBe(404);
    expect((await get(`/api/exportacoes/${protocolo}`, {})).statusCode).toBe(401);
    expect((await get('/api/exportacoes/EXP123/arquivo', dono)).statusCode).toBe(400);
  });

  it('queues an xlsx too, and one whose user is blocked before the worker runs', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/usuarios/consultar?formato=xlsx&justificativaExportacao=Auditoria%20anual',
      headers: dono,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    xlsxProtocolo = (response.json() as { protocolo: string }).protocolo;

    const bloqueado = bearer(await login(ctx.app, 'exportador.bloqueado'));
    const pedido = await exportarFornecedores(bloqueado, 'Antes do bloqueio');
    expect(pedido.statusCode).toBe(200);
    bloqueadoProtocolo = (pedido.json() as { protocolo: string }).protocolo;
    await ctx.database.pool.query(
      `update usuarios set status = 'BLOQUEADO' where username = 'exportador.bloqueado'`,
    );

    // A bank's user: the job must read only the bank's users, as the list shows them.
    banco = bearer(await login(ctx.app, 'exportador.banco'));
    bancoHeaders = banco;
    totalDoBanco = await totalDeUsuarios(banco);
    expect(totalDoBanco).toBeGreaterThan(LIMITE);
    expect(totalDoBanco).toBeLessThan(await totalDeUsuarios(dono));
    const doBanco = await exportarUsuarios(banco);
    expect(doBanco.statusCode).toBe(200);
    bancoProtocolo = (doBanco.json() as { protocolo: string }).protocolo;
    protocoloAbandonado = bancoProtocolo;

    // One who loses the export permission before the job runs.
    const revogado = bearer(await login(ctx.app, 'exportador.revogado'));
    const semPermissao = await exportarUsuarios(revogado);
    expect(semPermissao.statusCode).toBe(200);
    revogadoProtocolo = (semPermissao.json() as { protocolo: string }).protocolo;
    await revogar('exportador.revogado', 'EXPORTAR_USUARIOS');

    // A supplier added after the CSV was asked: the job reads the rows as they are when it runs.
    await ctx.database.db
      .insert(fornecedores)
      .values({ nome: 'Fornecedor Depois do Pedido', tipo: 'OUTRO', email: 'depois@teste.com.br' });
  });

  it('is generated by a worker process and downloaded from the API process', async () => {
    await startWorker();
    const pronta = await settled(protocolo, dono);
    expect(pronta).toMatchObject({ situacao: 'CONCLUIDA', mensagem: null });
    expect(pronta.tamanho).toBeGreaterThan(0);

    const file = await get(`/api/exportacoes/${protocolo}/arquivo`, dono);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="fornecedores-\d{8}\.csv"$/,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    // The same rows a small export streams at once: the header, then one line per supplier.
    const text = file.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFNome;Razão Social;CNPJ;')).toBe(true);
    // The list says how many rows the file has: one more than when it was asked.
    const { quantidadeRegistros } = pronta;
    expect(quantidadeRegistros).toBe(pedidos + 1);
    expect(text.trimEnd().split('\r\n')).toHaveLength(quantidadeRegistros + 1);
    expect(text).toContain('Fornecedor Depois do Pedido');
    expect(text).toContain('Detran-SP');
  });

  it('gives a one-minute link that downloads the file without the token header', async () => {
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/exportacoes/${protocolo}/link`,
      headers: dono,
    });
    expect(link.statusCode).toBe(200);
    const { url } = link.json() as { url: string };
    expect(url).toMatch(/^\/api\/publica\/exportacoes\/arquivo\?token=[\w-]+\.[\w-]+$/);
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename="fornecedores-\d{8}\.csv"/);
    const direto = await get(`/api/exportacoes/${protocolo}/arquivo`, dono);
    expect(file.rawPayload.equals(direto.rawPayload)).toBe(true);

    // A changed token opens nothing; another user cannot ask for a link to it.
    // The signature's last character changed (any change: the token is compared as written).
    const ultimo = url.at(-1) === 'A' ? 'B' : 'A';
    const tampered = await ctx.app.inject({ method: 'GET', url: `${url.slice(0, -1)}${ultimo}` });
    expect(tampered.statusCode).toBe(404);
    expect(mensagens(tampered)).toEqual([EXPORTACOES_MENSAGENS.linkInvalido]);
    const alheio = await ctx.app.inject({
      method: 'POST',
      url: `/api/exportacoes/${protocolo}/link`,
      headers: outro,
    });
    expect(alheio.statusCode).toBe(404);

    // A link dies with the session that asked for it (logout, or an administrator ending it).
    const sessao = bearer(await login(ctx.app, 'exportador'));
    const daSessao = await ctx.app.inject({
      method: 'POST',
      url: `/api/exportacoes/${protocolo}/link`,
      headers: sessao,
    });
    const linkDaSessao = (daSessao.json() as { url: string }).url;
    expect((await ctx.app.inject({ method: 'GET', url: linkDaSessao })).statusCode).toBe(200);
    expect((await get('/api/auth/tokens/revoke', sessao)).statusCode).toBeLessThan(300);
    const depoisDoLogout = await ctx.app.inject({ method: 'GET', url: linkDaSessao });
    expect(depoisDoLogout.statusCode).toBe(404);
    expect(mensagens(depoisDoLogout)).toEqual([EXPORTACOES_MENSAGENS.linkInvalido]);
  });

  it('writes a readable xlsx with every user the filter selected', async () => {
    const pronta = await settled(xlsxProtocolo, dono);
    expect(pronta).toMatchObject({ situacao: 'CONCLUIDA' });
    const file = await get(`/api/exportacoes/${xlsxProtocolo}/arquivo`, dono);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename="usuarios-\d{8}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(pronta.quantidadeRegistros + 1);
  });

  it("holds a bank's user's export to the bank's rows, and hands it over only while allowed", async () => {
    const pronta = await settled(bancoProtocolo, banco);
    expect(pronta).toMatchObject({ situacao: 'CONCLUIDA', quantidadeRegistros: totalDoBanco });
    const file = await get(`/api/exportacoes/${bancoProtocolo}/arquivo`, banco);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.actualRowCount).toBe(totalDoBanco + 1);

    // Without the export permission any more: the file stays with the server, by the API
    // and by a link asked before.
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/exportacoes/${bancoProtocolo}/link`,
      headers: banco,
    });
    const { url } = link.json() as { url: string };
    await revogar('exportador.banco', 'EXPORTAR_USUARIOS');
    const negado = await get(`/api/exportacoes/${bancoProtocolo}/arquivo`, banco);
    expect(negado.statusCode).toBe(403);
    expect(mensagens(negado)).toEqual([EXPORTACOES_MENSAGENS.semPermissao]);
    const porLink = await ctx.app.inject({ method: 'GET', url });
    expect(porLink.statusCode).toBe(404);
    expect(mensagens(porLink)).toEqual([EXPORTACOES_MENSAGENS.linkInvalido]);
  });

  it('fails, saying why, when its user may no longer see the data', async () => {
    for (const falha of [bloqueadoProtocolo, revogadoProtocolo]) {
      for (let i = 0; i < 150; i += 1) {
        if ((await situacaoNoBanco(falha))?.situacao === 'FALHOU') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await situacaoNoBanco(falha)).toEqual({
        situacao: 'FALHOU',
        mensagem: MENSAGENS_EXPORTACAO.semAcesso,
      });
    }
  });

  it('answers 409 for the file of a failed export, and hides an expired one', async () => {
    await ctx.database.pool.query(
      `update exportacoes set situacao = 'FALHOU', mensagem = 'x' where protocolo = $1`,
      [xlsxProtocolo],
    );
    const failed = await get(`/api/exportacoes/${xlsxProtocolo}/arquivo`, dono);
    expect(failed.statusCode).toBe(409);
    expect(mensagens(failed)).toEqual([EXPORTACOES_MENSAGENS.falhou]);

    await ctx.database.pool.query(
      `update exportacoes set expira_em = now() - interval '1 second' where protocolo = $1`,
      [xlsxProtocolo],
    );
    expect((await get(`/api/exportacoes/${xlsxProtocolo}`, dono)).statusCode).toBe(404);
    const page = (await get('/api/exportacoes', dono)).json() as {
      content: { protocolo: string }[];
    };
    expect(page.content.map((row) => row.protocolo)).toEqual([protocolo]);
  });
});

describe('the background exports report (relatorio/segundo-plano)', () => {
  const consultar = (headers: Record<string, string>, filtro: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/relatorios/segundo-plano?size=50',
      headers,
      payload: filtro,
    });
  type Linha = { protocolo: string; username: string; situacao: string; justificativa: string };
  const linhas = async (headers: Record<string, string>, filtro: object = {}) => {
    const response = await consultar(headers, filtro);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { content: Linha[] }).content;
  };

  it("shows the registradora everyone's exports with their justification, filtered", async () => {
    const todas = await linhas(dono);
    expect(new Set(todas.map((l) => l.username))).toEqual(
      new Set(['exportador', 'exportador.bloqueado', 'exportador.banco', 'exportador.revogado']),
    );
    expect(todas.find((l) => l.username === 'exportador.bloqueado')).toMatchObject({
      situacao: 'FALHOU',
      justificativa: 'Antes do bloqueio',
    });
    const falhas = await linhas(dono, { situacao: 'FALHOU' });
    expect(falhas.length).toBeGreaterThan(0);
    expect(falhas.every((l) => l.situacao === 'FALHOU')).toBe(true);
    expect((await linhas(dono, { usuario: 'banco' })).map((l) => l.username)).toEqual([
      'exportador.banco',
    ]);
  });

  it("keeps a bank's user to the bank's exports, and refuses who lacks the permission", async () => {
    await createUserWithPermissions(
      ctx,
      'monitor.banco',
      'PERSONALIZADO',
      { clienteId: DEMO_CLIENTE_ID },
      ['RELATORIO_SEGUNDO_PLANO'],
    );
    const monitor = bearer(await login(ctx.app, 'monitor.banco'));
    expect(new Set((await linhas(monitor)).map((l) => l.username))).toEqual(
      new Set(['exportador.banco', 'exportador.revogado']),
    );
    expect((await consultar(bancoHeaders)).statusCode).toBe(403);
  });
});

describe('an export at or under the limit', () => {
  it('streams at once, as before', async () => {
    const response = await get(
      '/api/fornecedores/csv?justificativaExportacao=Poucos&nome=Detran-SP',
      dono,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/fornecedores-\d{8}\.csv/);
  });
});

describe('the file store and the daily purge', () => {
  const semFila = { define: () => undefined } as unknown as JobQueue;

  it('keeps a file in parts and reads back the same bytes; a failed write leaves nothing', async () => {
    const store = createArquivoStore(ctx.database.db, { tamanhoParte: 10 });
    const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyzÁÉÍÓÚ', 'utf8');
    const gravado = await store.write(Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), {
      dono: 'teste',
      nome: 'teste.csv',
      tipo: 'text/csv',
    });
    expect(gravado.tamanho).toBe(bytes.length);
    const partes = await ctx.database.db
      .select({ ordem: arquivoPartes.ordem })
      .from(arquivoPartes)
      .where(eq(arquivoPartes.arquivoId, gravado.id));
    expect(partes).toHaveLength(Math.ceil(bytes.length / 10));
    expect(Buffer.concat(await store.read(gravado).toArray())).toEqual(bytes);

    // A file that loses a part while it is read ends in an error, never short.
    await ctx.database.pool.query(
      `delete from arquivo_partes where arquivo_id = $1 and ordem = 2`,
      [gravado.id],
    );
    await expect(store.read(gravado).toArray()).rejects.toThrow(/incompleto/);

    async function* falha() {
      yield Buffer.alloc(25, 1);
      throw new Error('disco cheio');
    }
    await expect(
      store.write(falha(), { dono: 'teste', nome: 'x.csv', tipo: 'text/csv' }),
    ).rejects.toThrow('disco cheio');
    const [ultimo] = await ctx.database.db
      .select({ nome: arquivos.nome })
      .from(arquivos)
      .orderBy(desc(arquivos.createdAt))
      .limit(1);
    expect(ultimo?.nome).toBe('teste.csv');
  });

  it('deletes expired exports with their files', async () => {
    const store = createArquivoStore(ctx.database.db);
    const exporter = createExporter(ctx.database.db, {
      background: {
        jobs: semFila,
        arquivos: store,
        resolveUser: () => Promise.resolve(null),
        linhasImediatas: 0,
        retencaoDias: 7,
      },
    });
    const [vencida] = await ctx.database.db
      .select({ arquivoId: exportacoes.arquivoId })
      .from(exportacoes)
      .where(eq(exportacoes.protocolo, (await expiredProtocol())!));
    expect(vencida?.arquivoId).toBeTruthy();

    // A file no export points to (a crash between two statements) and an export whose job
    // can no longer run (every try over).
    const [orfao] = (
      (await ctx.database.pool.query(
        `insert into arquivos (dono, nome, tipo, completo, created_at)
         values ('exportacao', 'orfao.csv', 'text/csv', true, now() - interval '2 hours') returning id`,
        [],
      )) as { rows: { id: string }[] }
    ).rows;
    await ctx.database.pool.query(
      `update exportacoes set situacao = 'AGUARDANDO', created_at = now() - interval '6 hours'
       where protocolo = $1`,
      [protocoloAbandonado],
    );

    expect(await exporter.expurgar()).toMatchObject({ exportacoes: 1, abandonadas: 1, orfaos: 1 });
    expect(await store.info(orfao!.id)).toBeNull();
    expect(await situacaoNoBanco(protocoloAbandonado)).toEqual({
      situacao: 'FALHOU',
      mensagem: MENSAGENS_EXPORTACAO.falhou,
    });
    const restantes = await ctx.database.db.select().from(exportacoes);
    expect(restantes.every((row) => row.expiraEm > new Date())).toBe(true);
    expect(await store.info(vencida!.arquivoId!)).toBeNull();
  });
});

/** The bank user's export, which the purge test turns into one abandoned in the queue. */
let protocoloAbandonado = '';

async function expiredProtocol(): Promise<string | undefined> {
  const { rows } = (await ctx.database.pool.query(
    `select protocolo from exportacoes where expira_em < now()`,
    [],
  )) as { rows: { protocolo: string }[] };
  return rows[0]?.protocolo;
}
