import { randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ExportacaoAgendada } from '@portal/shared/common/exportacao';
import type { Db } from '../../db/client';
import { exportacoes } from '../../db/schema';
import type { AuthContext } from '../auth-context';
import { isUniqueViolation } from '../db-errors';
import type { JobContext, JobDefinition } from '../jobs/job-queue';
import { type ExportAudit, recordExport } from './audit';
import { EXPORT_CONTENT_TYPES, exportFileName, type ExportFormat } from './download';
import { type BackgroundOptions, type ExportRows, type ExportSource, mayExport } from './exporter';
import { FUSO_BRASILIA, hojeEmBrasilia } from '@portal/shared/common/datas';

export const GERAR_EXPORTACAO_QUEUE = 'exportacao.gerar';
export const EXPURGAR_EXPORTACOES_QUEUE = 'exportacao.expurgar';

/** Tries of a background export before it is marked FALHOU (the first one and 2 retries). */
const RETRY_LIMIT = 2;
/** How long one try may run before pg-boss gives it up and retries. */
const EXPIRA_EM_SEGUNDOS = 3_600;
/**
 * Past this, every try of an export's job has run or expired (3 tries of an hour at most, and
 * the retry delays): one still pending is marked FALHOU by the purge.
 */
const PRAZO_MAXIMO_SEGUNDOS = (RETRY_LIMIT + 1) * EXPIRA_EM_SEGUNDOS + 3_600;
/** The file store's owner of the exports' files. */
const DONO_ARQUIVO = 'exportacao';

const inteiro = new Intl.NumberFormat('pt-BR');

/** `EXP` + the day in Brasília + 6 random digits; unique in the table (a clash draws again). */
function novoProtocolo(now = new Date()): string {
  return `EXP${hojeEmBrasilia(now).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const daysFromNow = (dias: number) => sql`now() + make_interval(days => ${dias})`;

export const MENSAGENS_EXPORTACAO = {
  agendada: (total: number, protocolo: string, dias: number) =>
    `A consulta tem ${inteiro.format(total)} registros: o arquivo será gerado em segundo plano. ` +
    `Guarde o protocolo ${protocolo}. Quando estiver pronto, baixe-o em Minhas Exportações ` +
    `(fica disponível por ${dias} dias).`,
  semAcesso: 'O usuário não tem mais acesso a estes dados: a exportação não foi gerada.',
  fonteDesconhecida: 'Esta exportação não existe mais nesta versão do portal. Peça-a de novo.',
  filtroInvalido:
    'O filtro desta exportação não vale mais nesta versão do portal. Peça a exportação de novo.',
  falhou: 'Não foi possível gerar o arquivo. Peça a exportação de novo.',
} as const;

/**
 * Background exports (ARCHITECTURE, Exports): an export above `linhasImediatas` rows is
 * recorded (audit row, `exportacoes` row and its job, one transaction) and answered with its
 * protocol; the job reads the rows again from the source, as the user it acts for may see them
 * now, and keeps the file in the file store until it expires. An hourly job deletes expired files.
 */
export function createBackgroundExports(
  db: Db,
  options: BackgroundOptions,
  sources: ReadonlyMap<string, ExportSource<unknown, unknown>>,
  render: (
    source: ExportSource<unknown, unknown>,
    formato: ExportFormat,
    rows: ExportRows<unknown>,
  ) => { body: Readable; linhas: () => number },
) {
  const { jobs, arquivos, resolveUser, retencaoDias } = options;

  /** Only a pending export changes state: a late or duplicate run never undoes a final one. */
  const pendente = (id: string) =>
    and(eq(exportacoes.id, id), inArray(exportacoes.situacao, ['AGUARDANDO', 'GERANDO']));

  async function falhar(id: string, mensagem: string): Promise<void> {
    await db
      .update(exportacoes)
      .set({ situacao: 'FALHOU', mensagem, concluidaEm: sql`now()` })
      .where(pendente(id));
  }

  /** Generates the file of a pending export; false when it was not pending (nothing done). */
  async function generateFile(row: typeof exportacoes.$inferSelect, job: JobContext) {
    const source = sources.get(row.fonte);
    if (!source) return falhar(row.id, MENSAGENS_EXPORTACAO.fonteDesconhecida);
    // As the user may see the rows now: blocked, removed, moved to another organization or
    // without the permission, nothing.
    const auth = await resolveUser(row.usuarioId);
    if (
      !auth ||
      !mayExport(auth, source) ||
      auth.clienteId !== row.clienteId ||
      auth.fornecedorId !== row.fornecedorId
    ) {
      return falhar(row.id, MENSAGENS_EXPORTACAO.semAcesso);
    }
    const filtro = source.filtro.safeParse(row.filtro);
    if (!filtro.success) return falhar(row.id, MENSAGENS_EXPORTACAO.filtroInvalido);
    const formato = row.formato as ExportFormat;

    const [gerando] = await db
      .update(exportacoes)
      .set({ situacao: 'GERANDO' })
      .where(pendente(row.id))
      .returning({ id: exportacoes.id });
    if (!gerando) return;
    const arquivoDaExportacao = render(source, formato, source.rows(auth, filtro.data));
    const arquivo = await arquivos.write(arquivoDaExportacao.body, {
      dono: DONO_ARQUIVO,
      nome: exportFileName(row.recurso, formato, row.createdAt),
      tipo: EXPORT_CONTENT_TYPES[formato],
    });
    try {
      const [concluida] = await db
        .update(exportacoes)
        .set({
          situacao: 'CONCLUIDA',
          arquivoId: arquivo.id,
          // The rows in the file, which may differ from the count when it was asked.
          quantidadeRegistros: arquivoDaExportacao.linhas(),
          mensagem: null,
          concluidaEm: sql`now()`,
          expiraEm: daysFromNow(retencaoDias),
        })
        .where(pendente(row.id))
        .returning({ id: exportacoes.id });
      // Another run of the same job ended it first (at-least-once): its outcome stands.
      if (!concluida) await arquivos.remove([arquivo.id]);
    } catch (error) {
      await arquivos.remove([arquivo.id]);
      throw error;
    }
    job.log.info({ protocolo: row.protocolo, bytes: arquivo.tamanho }, 'export generated');
  }

  const gerar: JobDefinition<{ id: string }> = {
    name: GERAR_EXPORTACAO_QUEUE,
    schema: z.object({ id: z.uuid() }),
    queue: {
      retryLimit: RETRY_LIMIT,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: EXPIRA_EM_SEGUNDOS,
    },
    // One file at a time per worker: an export is long, and memory-bound when xlsx.
    work: { batchSize: 1 },
    async handle({ id }, job) {
      const [row] = await db.select().from(exportacoes).where(pendente(id));
      if (!row) return;
      try {
        await generateFile(row, job);
      } catch (error) {
        // The last try: the user is told. Before it, the export waits for the next try.
        if (job.retryCount >= RETRY_LIMIT) await falhar(id, MENSAGENS_EXPORTACAO.falhou);
        else {
          await db
            .update(exportacoes)
            .set({ situacao: 'AGUARDANDO' })
            .where(and(eq(exportacoes.id, id), eq(exportacoes.situacao, 'GERANDO')));
        }
        throw error;
      }
    },
  };
  jobs.define(gerar);

  jobs.define<Record<string, never>>({
    name: EXPURGAR_EXPORTACOES_QUEUE,
    schema: z.strictObject({}),
    queue: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3_600 },
    // Hourly: a pending export whose job can no longer run is told within the hour.
    schedule: { cron: '45 * * * *', tz: FUSO_BRASILIA },
    async handle(_data, job) {
      job.log.info(await expurgar(), 'expired exports purged');
    },
  });

  /**
   * Deletes expired exports with their files and files no export points to any more, and
   * marks FALHOU an export still pending after every try of its job could have run (a
   * process stopped during the last one, a job expired): its user is told, the page stops
   * waiting.
   */
  async function expurgar() {
    const vencidas = await db
      .delete(exportacoes)
      .where(lt(exportacoes.expiraEm, sql`now()`))
      .returning({ arquivoId: exportacoes.arquivoId });
    await arquivos.remove(vencidas.flatMap((row) => (row.arquivoId ? [row.arquivoId] : [])));
    const abandonadas = await db
      .update(exportacoes)
      .set({ situacao: 'FALHOU', mensagem: MENSAGENS_EXPORTACAO.falhou, concluidaEm: sql`now()` })
      .where(
        and(
          inArray(exportacoes.situacao, ['AGUARDANDO', 'GERANDO']),
          lt(exportacoes.createdAt, sql`now() - make_interval(secs => ${PRAZO_MAXIMO_SEGUNDOS})`),
        ),
      )
      .returning({ id: exportacoes.id });
    return {
      exportacoes: vencidas.length,
      abandonadas: abandonadas.length,
      orfaos: await arquivos.removeOrphans(DONO_ARQUIVO, exportacoes.arquivoId),
      incompletos: await arquivos.removeIncomplete(),
    };
  }

  return {
    linhasImediatas: options.linhasImediatas,
    expurgar,

    /** Records a background export and its job; answers what the caller is told (JSON, 200). */
    async schedule(
      auth: AuthContext,
      fonte: string,
      audit: ExportAudit & { formato: ExportFormat },
    ): Promise<ExportacaoAgendada> {
      for (let tentativa = 1; ; tentativa += 1) {
        const protocolo = novoProtocolo();
        try {
          await db.transaction(async (tx) => {
            const auditoriaId = await recordExport(tx, auth, audit);
            const [row] = await tx
              .insert(exportacoes)
              .values({
                protocolo,
                usuarioId: auth.usuarioId,
                clienteId: auth.clienteId,
                fornecedorId: auth.fornecedorId,
                auditoriaId,
                fonte,
                recurso: audit.recurso,
                formato: audit.formato,
                filtro: JSON.parse(JSON.stringify(audit.filtro)) as object,
                quantidadeRegistros: audit.quantidadeRegistros,
                // Until it is generated; then counted from the moment it is ready.
                expiraEm: daysFromNow(retencaoDias),
              })
              .returning({ id: exportacoes.id });
            await jobs.send(gerar, { id: row!.id }, { tx });
          });
        } catch (error) {
          if (tentativa < 5 && isUniqueViolation(error, 'exportacoes_protocolo_unique')) continue;
          throw error;
        }
        return {
          protocolo,
          situacao: 'AGUARDANDO',
          quantidadeRegistros: audit.quantidadeRegistros,
          mensagem: MENSAGENS_EXPORTACAO.agendada(
            audit.quantidadeRegistros,
            protocolo,
            retencaoDias,
          ),
        };
      }
    },
  };
}
