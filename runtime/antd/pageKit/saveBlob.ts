// Saves a downloaded Blob as a file through a temporary link (no iframe, no new window).

/**
 * Offers a Blob for download under a file name.
 *
 * @example
 * saveBlob(await downFile('/sys/dict/exportXls'), '数据字典.xlsx');
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The server's message when a "file" download turned out to be an error envelope.
 *
 * @example
 * await blobError(blob); // '没有权限' or undefined for a real file
 */
export async function blobError(blob: Blob): Promise<string | undefined> {
  if (!blob.type.includes('json')) return undefined;
  try {
    const body = JSON.parse(await blob.text()) as { success?: boolean; message?: string };
    return body.success === false ? (body.message ?? '') : undefined;
  } catch {
    return undefined;
  }
}
