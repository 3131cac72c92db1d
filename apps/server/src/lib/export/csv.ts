import { Readable } from 'node:stream';
import type { ExportColumn } from './columns';

/** Brazilian Excel opens a UTF-8 file with a BOM and ';' between cells without asking. */
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break; a leading
 * = + - @ (or a tab or carriage return) is neutralised so a spreadsheet never runs it as a
 * formula (CSV injection).
 */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(SEPARATOR)}\r\n`;
}

async function* csvText<Row>(
  columns: readonly ExportColumn<Row>[],
  chunks: AsyncIterable<Row[]>,
): AsyncGenerator<string> {
  yield BOM + line(columns.map((column) => column.header));
  for await (const rows of chunks) {
    // One string per chunk: a write per row would cost more than formatting the row.
    let text = '';
    for (const row of rows) text += line(columns.map((column) => column.value(row)));
    yield text;
  }
}

/**
 * The CSV file as a byte stream: BOM and header line, then one CRLF line per row. It pulls
 * the next chunk only when the client has taken the previous one (backpressure), and stops
 * querying when the client goes away.
 */
export function csvStream<Row>(
  columns: readonly ExportColumn<Row>[],
  chunks: AsyncIterable<Row[]>,
): Readable {
  return Readable.from(csvText(columns, chunks), { objectMode: false });
}
