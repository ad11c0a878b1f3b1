/**
 * Hands a downloaded file to the browser as if the user had followed a link to it. The object
 * URL is revoked on the next task: revoking it at once cancels the download in some browsers.
 */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
