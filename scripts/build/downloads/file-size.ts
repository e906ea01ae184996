/** "842 B", "42 KB" (no decimals), "1.3 MB" (one decimal): the size shown on download buttons. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = bytes / 1024;
  if (Math.round(kilobytes) < 1024) return `${Math.round(kilobytes)} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}
