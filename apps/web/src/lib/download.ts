import {
  exportacaoAgendadaSchema,
  type ExportacaoAgendada,
} from '@portal/shared/common/exportacao';

/**
 * The file name of a download, from `Content-Disposition` (RFC 6266: `filename*` wins over
 * `filename`), or `fallback`.
 */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(contentDisposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads by plain navigation to a short-lived link (`url`, relative to the portal): the
 * browser streams the file to disk with its own progress, however large, and the page stays.
 */
export function openDownloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file answer under the name the server gave it (else `fallback`); resolves to the name. */
async function saveResponse(response: Response, fallback: string): Promise<string> {
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallback);
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** What an export call gave: the file, saved under this name, or a background export's protocol. */
export type ResultadoExportacao = { arquivo: string } | { agendada: ExportacaoAgendada };

/**
 * The answer of an export call (`?formato=`): JSON is a background export (spec §2.8, export
 * result: JSON with the protocol instead of a file); anything else is the file, saved.
 */
export async function receiveExportacao(
  response: Response,
  fallback: string,
): Promise<ResultadoExportacao> {
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    return { agendada: exportacaoAgendadaSchema.parse(await response.json()) };
  }
  return { arquivo: await saveResponse(response, fallback) };
}
