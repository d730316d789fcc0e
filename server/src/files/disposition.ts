// Content-Disposition for stored files (RFC 6266): the display name as `filename*=UTF-8''…` for every
// browser of this decade, plus an ASCII `filename="…"` fallback with everything else replaced by '_'.
// Names were checked on the way in (names.ts); quotes and backslashes are replaced here all the same.

const encode = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The ASCII fallback: printable ASCII kept, the rest (and '"', '\\', '%') as '_'. */
export function asciiName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return ascii.trim() === '' ? 'download' : ascii;
}

/**
 * @example
 * attachment('报告.pdf'); // `attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`
 */
export function attachment(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return `${type}; filename="${asciiName(name)}"; filename*=UTF-8''${encode(name)}`;
}
