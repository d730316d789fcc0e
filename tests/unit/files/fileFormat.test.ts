// Sizes, digests, extensions, Content-Disposition names and the category checks made before sending.
import { describe, expect, it } from 'vitest';
import { extOf, fileNameFromDisposition } from '../../../runtime/render/files/fileFormat';
import { formatBytes, shortHash } from '../../../runtime/render/list/format';
import { acceptAttribute, checkFile } from '../../../runtime/render/files/fileRules';

describe('file formats', () => {
  it('shows sizes in binary units with one decimal below ten', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
    expect(formatBytes(314_572_800)).toBe('300 MB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5.0 TB');
    expect(formatBytes(null)).toBe('');
    expect(formatBytes('n/a')).toBe('n/a');
  });

  it('cuts a digest to its first 12 characters', () => {
    expect(shortHash('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe(
      '9f86d081884c',
    );
    expect(shortHash(undefined)).toBe('');
  });

  it('reads extensions and Content-Disposition names', () => {
    expect(extOf('Report.PDF')).toBe('pdf');
    expect(extOf('.bashrc')).toBe('');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf")).toBe('报告.pdf');
    expect(fileNameFromDisposition('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(fileNameFromDisposition('attachment; filename=plain.txt; size=3')).toBe('plain.txt');
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });

  it('checks size and type against the category rule, naming the limit', () => {
    const rule = { maxMB: 1, accept: ['pdf', 'png'] };
    expect(checkFile({ name: 'a.pdf', size: 1024 }, rule)).toBeUndefined();
    expect(checkFile({ name: 'a.pdf', size: 2 * 1024 * 1024 }, rule)).toEqual({
      key: 'tooLarge',
      values: { name: 'a.pdf', limit: '1 MB' },
    });
    expect(checkFile({ name: 'a.exe', size: 1 }, rule)).toEqual({
      key: 'badType',
      values: { name: 'a.exe', ext: 'exe', accept: 'pdf, png' },
    });
    expect(checkFile({ name: 'a.exe', size: 1 }, { maxMB: 1, accept: null })).toBeUndefined();
    expect(checkFile({ name: 'a.exe', size: 1 }, undefined)).toBeUndefined();
    expect(acceptAttribute(rule)).toBe('.pdf,.png');
  });
});
