import { hojeEmBrasilia } from '@portal/shared/common/datas';

/** The file side of exports: names, types and download headers. */
export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

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
  return `${safeStem}-${hojeEmBrasilia(now).replaceAll('-', '')}.${formato}`;
}

/** The download headers of a file named `fileName` of type `contentType`. */
export function downloadHeaders(fileName: string, contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    // Exports carry personal data: no browser or proxy may keep a copy.
    'cache-control': 'no-store',
  };
}
