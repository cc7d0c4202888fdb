/**
 * Hands a fetched file to the browser as a download named `filename`. Files behind a token (the
 * staff's, or a donor's lookup) cannot be plain links, so they are fetched first and saved through
 * an object URL.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later nothing needs it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
