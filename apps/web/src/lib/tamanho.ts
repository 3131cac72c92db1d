/** A file's size as people read it: '840 kB', '12,5 MB' (decimal comma; at least 1 kB). */
export function formatTamanho(bytes: number): string {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
