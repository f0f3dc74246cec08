/**
 * Offers bytes or a text as a file download under fileName (the one way the portal saves files: downloads of
 * stored documents, CSV and XLSX exports).
 */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL asynchronously after click(); revoke it once that has surely happened.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
