// Files a suite uploads through a form, written to a temporary folder of their own.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Writes a one-page, blank, well-formed PDF (objects, cross-reference table, trailer, %%EOF) named
 * `name` into a new temporary folder and returns its path.
 *
 * @example
 * await form.locator('input[type="file"]').setInputFiles(tinyPdf('销售证书.pdf'));
 */
export function tinyPdf(name = 'document.pdf'): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, at) => {
    const offset = body.length;
    body += `${at + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-upload-')), name);
  writeFileSync(path, body, 'latin1');
  return path;
}
