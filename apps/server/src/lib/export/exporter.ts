import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth-context';
import { AppError } from '../errors';
import { announcePageCap } from '../paging';
import { recordExport } from './audit';
import type { ExportColumn } from './columns';
import { csvStream } from './csv';
import { iterateByKeyset, type KeysetChunkQuery, type KeysetCursor } from './keyset';
import { XLSX_MAX_ROWS, xlsxStream } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Rows per query. Large enough that a million-row export is 2,000 short queries, small
 * enough that one chunk is a few hundred kB and other requests wait little for the
 * embedded database's single connection between two chunks.
 */
export const DEFAULT_CHUNK_SIZE = 500;

/** What a feature's service hands the pipeline to export one query. */
export interface ExportRequest<Row> {
  /** The API resource ('fornecedores'): the audit row's `recurso` and the file name's stem. */
  recurso: string;
  formato: ExportFormat;
  /** The filter as the caller sent it, for the audit row (never the rows themselves). */
  filtro: Record<string, unknown>;
  justificativa: string;
  ip: string | null;
  columns: readonly ExportColumn<Row>[];
  /** How many rows the filter selects now (audit row, xlsx cap). */
  count: () => Promise<number>;
  /** One keyset chunk of the same filter, in ascending (key, id) order. */
  chunk: KeysetChunkQuery<Row>;
  /** The (key, id) of a row, matching the order of `chunk`. */
  cursorOf: (row: Row) => KeysetCursor;
}

/** A download ready to send: the route only pipes it (`sendExport`). */
export interface ExportFile {
  headers: Record<string, string>;
  body: Readable;
}

export interface ExporterOptions {
  /** Rows per query; tests set it small to cross chunk boundaries with few rows. */
  chunkSize?: number;
  xlsxMaxRows?: number;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// en-CA formats a date as YYYY-MM-DD; the day is the registradora's (São Paulo), not UTC's.
const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
const inteiro = new Intl.NumberFormat('pt-BR');

/**
 * `<stem>-<yyyymmdd>.<ext>`: only ASCII letters (accents dropped), digits and hyphens from the
 * stem, so the name needs no quoting rules or `filename*` and cannot carry a path or a header
 * break.
 */
export function exportFileName(stem: string, formato: ExportFormat, now = new Date()): string {
  const safeStem =
    stem
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'exportacao';
  return `${safeStem}-${isoDate.format(now).replaceAll('-', '')}.${formato}`;
}

function downloadHeaders(stem: string, formato: ExportFormat): Record<string, string> {
  return {
    'content-type': CONTENT_TYPES[formato],
    'content-disposition': `attachment; filename="${exportFileName(stem, formato)}"`,
    // Exports carry personal data: no browser or proxy may keep a copy.
    'cache-control': 'no-store',
  };
}

/**
 * The export pipeline (ARCHITECTURE, Exports): counts the rows, refuses an xlsx above the
 * cap, writes the audit row, then returns the file as a stream that reads the query by
 * keyset chunks as the client downloads it. Nothing runs in a transaction: the audit row is
 * committed before the first byte leaves, and each chunk is its own short query.
 */
export function createExporter(db: Pick<Db, 'insert'>, options: ExporterOptions = {}) {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const xlsxMaxRows = options.xlsxMaxRows ?? XLSX_MAX_ROWS;

  return {
    async start<Row>(auth: AuthContext, request: ExportRequest<Row>): Promise<ExportFile> {
      const total = await request.count();
      if (request.formato === 'xlsx' && total > xlsxMaxRows) {
        throw new AppError(
          'INVALID_INPUT',
          `A exportação em Excel (xlsx) é limitada a ${inteiro.format(xlsxMaxRows)} linhas e ` +
            `esta consulta tem ${inteiro.format(total)}. Refine o filtro ou exporte em CSV.`,
        );
      }
      await recordExport(db, auth, {
        recurso: request.recurso,
        formato: request.formato,
        filtro: request.filtro,
        justificativa: request.justificativa,
        quantidadeRegistros: total,
        ip: request.ip,
      });
      const chunks = iterateByKeyset(request.chunk, request.cursorOf, chunkSize);
      const body =
        request.formato === 'csv'
          ? csvStream(request.columns, chunks)
          : xlsxStream(request.columns, chunks, {
              sheetName: request.recurso,
              maxRows: xlsxMaxRows,
            });
      return { headers: downloadHeaders(request.recurso, request.formato), body };
    },
  };
}

export type Exporter = ReturnType<typeof createExporter>;

/** The route's whole answer to an export: the service's headers and stream, as they are. */
export function sendExport(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply.headers(file.headers).send(file.body);
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
    file: (query: Q & { formato: NonNullable<Q['formato']> }) => Promise<ExportFile>;
  },
): Promise<P | FastifyReply> {
  const { formato } = query;
  if (formato) return sendExport(reply, await answer.file({ ...query, formato }));
  announcePageCap(reply, query);
  return answer.page(query);
}
