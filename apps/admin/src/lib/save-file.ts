/**
 * Hands a fetched file to the browser as a download named `filename`. Files that need the staff
 * token cannot be plain links, so they are fetched first and saved through an object URL.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
