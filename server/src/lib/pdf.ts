// A tiny PDF writer: one A4 landscape page of text lines in the standard Helvetica fonts, framed, with
// nothing embedded. Enough for generated documents such as the demo certificates; the standard fonts
// cover ASCII only, so any other character is written as '?'. The file is PDF 1.4: a header, six
// objects (catalog, page tree, page, two fonts, the content stream), a cross-reference table with
// each object's byte offset, and a trailer.

export interface PdfLine {
  text: string;
  /** Font size in points; 12 by default. */
  size?: number;
  bold?: boolean;
  /** Space above the line in points; 1.6 × size by default. */
  gap?: number;
}

/** A4 landscape, in points. */
const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 72;

/**
 * The text as a PDF literal string: ASCII kept (backslash and parentheses escaped), anything else '?'.
 *
 * @example
 * pdfString('a(b)\\'); // '(a\\(b\\)\\\\)'
 */
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else out += code >= 0x20 && code <= 0x7e ? ch : '?';
  }
  return `(${out})`;
}

function contentStream(lines: readonly PdfLine[]): string {
  const ops = [
    // A double frame inside the margin.
    '0.2 0.35 0.6 RG',
    `2 w 36 36 ${WIDTH - 72} ${HEIGHT - 72} re S`,
    `0.5 w 44 44 ${WIDTH - 88} ${HEIGHT - 88} re S`,
    '0 g',
  ];
  let y = HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 12;
    y -= line.gap ?? size * 1.6;
    ops.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  return `${ops.join('\n')}\n`;
}

/**
 * A one-page PDF of `lines`, top to bottom; `title` goes into the document information.
 *
 * @example
 * const pdf = onePagePdf([{ text: 'Sales certificate', size: 24, bold: true }, { text: 'SC-20261121-0001' }]);
 * pdf.subarray(0, 5).toString(); // '%PDF-'
 */
export function onePagePdf(lines: readonly PdfLine[], title?: string): Buffer {
  const content = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    // Every character of the stream is ASCII, so its length in characters is its length in bytes.
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    `<< /Producer (support-center console)${title === undefined ? '' : ` /Title ${pdfString(title)}`} >>`,
  ];
  // The header's second line is a comment of bytes above 127, telling tools the file is binary.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    offset += chunk.length;
  });
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, n/f, EOL.
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f \n' + offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join(''),
  ].join('\n');
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
        `startxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}
