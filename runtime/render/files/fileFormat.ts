// Stored files' names: extensions and the name a download's Content-Disposition gives. (Sizes and
// digests as lists show them are in ../list/format.ts, which every list page loads anyway.)

/**
 * A file name's extension, lower case, without the dot ('' when there is none).
 *
 * @example
 * extOf('Report.PDF'); // 'pdf'
 */
export function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The file name a download's Content-Disposition gives (RFC 6266 `filename*` first), or undefined.
 *
 * @example
 * fileNameFromDisposition("attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf"); // '报告.pdf'
 */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const star = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]!).trim() : '';
  return name || undefined;
}
