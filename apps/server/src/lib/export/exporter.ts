import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  exportacaoAgendadaSchema,
  type ExportacaoAgendada,
} from '@portal/shared/common/exportacao';
import type { PageRequest } from '@portal/shared/common/paging';
import { meetsAccess, type RouteAccess } from '@portal/shared/usuarios/permissoes';
import { MENSAGENS } from '@portal/shared/common/messages';
import type { Db } from '../../db/client';
import type { ArquivoStore } from '../arquivos/store';
import type { AuthContext } from '../auth-context';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/job-queue';
import { announcePageCap } from '../paging';
import { recordExport } from './audit';
import { createBackgroundExports } from './background';
import {
  downloadHeaders,
  EXPORT_CONTENT_TYPES,
  exportFileName,
  type ExportFormat,
} from './download';
import type { ExportColumn } from './columns';
import { csvStream } from './csv';
import { iterateByKeyset, type KeysetChunkQuery, type KeysetCursor } from './keyset';
import { XLSX_MAX_ROWS, xlsxStream } from './xlsx';

export type { ExportFormat } from './download';

/**
 * Rows per query. Large enough that a million-row export is 2,000 short queries, small
 * enough that one chunk is a few hundred kB and other requests wait little for the
 * embedded database's single connection between two chunks.
 */
export const DEFAULT_CHUNK_SIZE = 500;

/** How a feature's rows are read for one caller and one filter. */
export interface ExportRows<Row> {
  /** How many rows the filter selects now (audit row, xlsx cap, background threshold). */
  count: () => Promise<number>;
  /** One keyset chunk of the same filter, in ascending (key, id) order. */
  chunk: KeysetChunkQuery<Row>;
  /** The (key, id) of a row, matching the order of `chunk`. */
  cursorOf: (row: Row) => KeysetCursor;
}

/**
 * One exportable list of a feature, declared once when its service is created
 * (`exporter.source({...})`). A background export reads the rows again from it, in a job, by
 * its `id`, with the filter saved when it was asked.
 */
export interface ExportSource<F, Row> {
  /** Unique over the app, `<feature>.<list>` ('relatorios.acessos'). */
  id: string;
  /** The API resource ('fornecedores'): the audit row's `recurso` and the file name's stem. */
  recurso: string;
  /**
   * What an export of it needs, each entry met (a permission, or a list of which any one
   * will do, as a route's access): the list's access and the export's. Checked when it is
   * asked, again by a background job against the user's permissions of then, and again when
   * its file is downloaded.
   */
  permissoes: readonly RouteAccess[];
  /** The filter's schema: the job parses the saved filter back through it (jobs outlive deploys). */
  filtro: z.ZodType<F>;
  columns: readonly ExportColumn<Row>[];
  /** The rows this caller may see under this filter (tenancy applies in the repository). */
  rows: (auth: AuthContext, filtro: F) => ExportRows<Row>;
}

/** One export asked by a caller. */
export interface ExportCall<F> {
  formato: ExportFormat;
  /** The filter as parsed (the audit row keeps it; never the rows themselves). */
  filtro: F;
  justificativa: string;
  ip: string | null;
}

/** A download ready to send: the route only pipes it (`sendExport`). */
export interface ExportFile {
  headers: Record<string, string>;
  body: Readable;
}

/** What an export call answers: the file now, or the protocol of a background export (JSON). */
export type ExportAnswer = { arquivo: ExportFile } | { agendada: ExportacaoAgendada };

/** A declared source, ready to start exports. */
export interface ExportHandle<F> {
  start: (auth: AuthContext, call: ExportCall<F>) => Promise<ExportAnswer>;
}

/** What background exports need; without it every export streams at once, whatever its size. */
export interface BackgroundOptions {
  jobs: JobQueue;
  arquivos: ArquivoStore;
  /** The user a job acts for, as a session would establish it now; null: no longer allowed in. */
  resolveUser: (usuarioId: string) => Promise<AuthContext | null>;
  /** Above this many rows an export is generated in the background (EXPORTACAO_LINHAS_IMEDIATAS). */
  linhasImediatas: number;
  /** Days a generated file stays available (EXPORTACAO_RETENCAO_DIAS). */
  retencaoDias: number;
}

export interface ExporterOptions {
  /** Rows per query; tests set it small to cross chunk boundaries with few rows. */
  chunkSize?: number;
  xlsxMaxRows?: number;
  background?: BackgroundOptions;
}

/**
 * The export pipeline (ARCHITECTURE, Exports): counts the rows, refuses an xlsx above the
 * cap, writes the audit row, then either returns the file as a stream that reads the query by
 * keyset chunks as the client downloads it, or, above `linhasImediatas` rows, records a
 * background export and its job (one transaction with the audit row) and answers its protocol.
 * Nothing runs in a transaction while rows are read: the audit row is committed before the
 * first byte leaves, and each chunk is its own short query.
 */
export function createExporter(db: Db, options: ExporterOptions = {}) {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const xlsxMaxRows = options.xlsxMaxRows ?? XLSX_MAX_ROWS;
  const sources = new Map<string, ExportSource<unknown, unknown>>();
  const background = options.background
    ? createBackgroundExports(db, options.background, sources, (source, formato, rows) => {
        // Counts the rows the file receives (the filter may select others by the time the job
        // runs; an xlsx stops at its cap).
        let linhas = 0;
        const contadas: ExportRows<unknown> = {
          ...rows,
          chunk: async (after, limit) => {
            const chunk = await rows.chunk(after, limit);
            linhas += chunk.length;
            return chunk;
          },
        };
        return {
          body: fileStream(source, formato, contadas),
          linhas: () => (formato === 'xlsx' ? Math.min(linhas, xlsxMaxRows) : linhas),
        };
      })
    : null;

  function fileStream<Row>(
    source: Pick<ExportSource<unknown, Row>, 'recurso' | 'columns'>,
    formato: ExportFormat,
    rows: ExportRows<Row>,
  ): Readable {
    const chunks = iterateByKeyset(rows.chunk, rows.cursorOf, chunkSize);
    return formato === 'csv'
      ? csvStream(source.columns, chunks)
      : xlsxStream(source.columns, chunks, { sheetName: source.recurso, maxRows: xlsxMaxRows });
  }

  return {
    /** The hourly purge of background exports (tests call it). */
    expurgar: () => background?.expurgar() ?? Promise.resolve({ exportacoes: 0, incompletos: 0 }),

    /**
     * Whether `auth` may have an export of source `id` now (the download of a background
     * export checks it again: permissions may have changed since it was asked).
     */
    mayExportSource(auth: AuthContext, id: string): boolean {
      const source = sources.get(id);
      return source !== undefined && mayExport(auth, source);
    },

    /** Declares an exportable list; its `id` must be unique over the app. */
    source<F, Row>(source: ExportSource<F, Row>): ExportHandle<F> {
      if (sources.has(source.id)) throw new Error(`export source ${source.id} declared twice`);
      sources.set(source.id, source as ExportSource<unknown, unknown>);
      return {
        async start(auth, call) {
          if (!mayExport(auth, source)) {
            throw new AppError('FORBIDDEN', MENSAGENS.acessoNegado);
          }
          const rows = source.rows(auth, call.filtro);
          const total = await rows.count();
          if (call.formato === 'xlsx' && total > xlsxMaxRows) {
            throw new AppError(
              'INVALID_INPUT',
              `A exportação em Excel (xlsx) é limitada a ${inteiro.format(xlsxMaxRows)} linhas e ` +
                `esta consulta tem ${inteiro.format(total)}. Refine o filtro ou exporte em CSV.`,
            );
          }
          const audit = {
            recurso: source.recurso,
            formato: call.formato,
            filtro: call.filtro as Record<string, unknown>,
            justificativa: call.justificativa,
            quantidadeRegistros: total,
            ip: call.ip,
          };
          if (background && total > background.linhasImediatas) {
            return { agendada: await background.schedule(auth, source.id, audit) };
          }
          await recordExport(db, auth, audit);
          return {
            arquivo: {
              headers: downloadHeaders(
                exportFileName(source.recurso, call.formato),
                EXPORT_CONTENT_TYPES[call.formato],
              ),
              body: fileStream(source, call.formato, rows),
            },
          };
        },
      };
    },
  };
}

const inteiro = new Intl.NumberFormat('pt-BR');

/** Whether the caller meets every access an export of `source` needs. */
export function mayExport(
  auth: AuthContext,
  source: Pick<ExportSource<never, never>, 'permissoes'>,
): boolean {
  return source.permissoes.every((access) => meetsAccess(auth.roles, access));
}

export type Exporter = ReturnType<typeof createExporter>;

/** The route's whole answer to an export: the service's headers and stream, as they are. */
export function sendExport(reply: FastifyReply, answer: ExportAnswer): FastifyReply {
  if ('agendada' in answer) return reply.type('application/json').send(answer.agendada);
  return reply.headers(answer.arquivo.headers).send(answer.arquivo.body);
}

/** What an export route's 200 says of a large export, in the API document. */
export const EXPORTACAO_GRANDE =
  'acima de EXPORTACAO_LINHAS_IMEDIATAS linhas (100.000 por padrão), em vez do arquivo, JSON ' +
  'ExportacaoAgendada com o protocolo: o arquivo é gerado em segundo plano e baixado depois em ' +
  'GET /api/exportacoes/{protocolo}/arquivo.';

/**
 * The JSON 200 of an export route: a page of the list, or, when an export's filter is too large
 * to send at once, the protocol of the file generated in the background (spec §2.8: an export
 * that returns JSON instead of a file). Not a 202: spec §8 reads a 202 as a failed action.
 */
export function pageOrScheduled<T extends z.ZodType>(page: T) {
  return z.union([page, exportacaoAgendadaSchema]);
}

/**
 * A list route that is its own export (`?formato=csv|xlsx`): the file when a format is asked
 * (the service streams it), else the page, with the page-size cap announced.
 */
export async function pageOrExport<Q extends PageRequest & { formato?: string }, P>(
  reply: FastifyReply,
  query: Q,
  answer: {
    page: (query: Q) => P | Promise<P>;
    file: (query: Q & { formato: NonNullable<Q['formato']> }) => Promise<ExportAnswer>;
  },
): Promise<P | FastifyReply> {
  const { formato } = query;
  if (formato) return sendExport(reply, await answer.file({ ...query, formato }));
  announcePageCap(reply, query);
  return answer.page(query);
}
