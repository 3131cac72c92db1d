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
