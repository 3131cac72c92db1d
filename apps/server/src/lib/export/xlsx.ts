import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn } from './columns';

/**
 * exceljs's streaming writer still buffers each sheet in memory until the zip takes it
 * (STACK-NOTES: 100k rows x 6 columns peaked at ~181 MB RSS; bench:consulta, 100,000 orders x
 * 17 columns: the server's RSS 174 -> 229 MB), so an xlsx export is capped and a larger one
 * is told to narrow its filter or take the CSV, which streams in constant memory.
 */
export const XLSX_MAX_ROWS = 100_000;

/** Resolves once `stream` has room again (or is gone), so rows are produced at its pace. */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The xlsx file as a byte stream (exceljs WorkbookWriter): one sheet, the header row, then
 * the rows, at most `maxRows` (the caller refuses larger exports before it starts; the cap
 * here only holds when rows were added meanwhile). Cells are plain strings, so a value that
 * looks like a formula stays text. Stops querying when the client goes away.
 */
export function xlsxStream<Row>(
  columns: readonly ExportColumn<Row>[],
  chunks: AsyncIterable<Row[]>,
  options: { sheetName: string; maxRows?: number },
): Readable {
  const maxRows = options.maxRows ?? XLSX_MAX_ROWS;
  const output = new PassThrough();

  async function write(): Promise<void> {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31));
    sheet.addRow(columns.map((column) => column.header)).commit();
    let written = 0;
    rows: for await (const rows of chunks) {
      // Leaving the loop ends the chunk iterator: no further query runs.
      if (output.destroyed) return;
      for (const row of rows) {
        if (written >= maxRows) break rows;
        sheet.addRow(columns.map((column) => column.value(row))).commit();
        written += 1;
      }
      await drained(output);
    }
    sheet.commit();
    await workbook.commit();
  }

  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
