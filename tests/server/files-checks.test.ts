// The stored-file service's checks on their own: names, folders and keys, HTTP ranges,
// Content-Disposition, and the meter (limit, checksum, a program spotted however its bytes arrive).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../server/src/files/content.js';
import { attachment } from '../../server/src/files/disposition.js';
import { isSafeKey, isSafePrefix } from '../../server/src/files/keys.js';
import { Meter, Refused } from '../../server/src/files/meter.js';
import { acceptsExt, extOf, isSafeFolder, isSafeName } from '../../server/src/files/names.js';
import { parseRange } from '../../server/src/files/range.js';
import { sha256 } from './files-helpers.js';

const drain = () => new Writable({ write: (_chunk, _encoding, done) => done() });

async function meter(chunks: Buffer[], limit = 1000): Promise<Meter> {
  const m = new Meter(limit);
  await pipeline(Readable.from(chunks), m, drain());
  return m;
}

describe('stored-file checks', () => {
  it('refuses names with path parts, dot-dot, control or direction characters, or over 200 characters', () => {
    for (const good of ['报告.pdf', 'a b (1).tar.gz', '.env.example', 'x'.repeat(200)])
      expect(isSafeName(good), good).toBe(true);
    for (const bad of [
      '',
      ' ',
      'a/b',
      'a\\b',
      '..',
      '../x',
      'x..y',
      'a\u0000',
      'a\u001f',
      'a\u007f',
      'gpj\u202e.exe',
      'x'.repeat(201),
    ])
      expect(isSafeName(bad), JSON.stringify(bad)).toBe(false);
  });

  it('takes folders of up to ten safe segments and keys without a way out', () => {
    expect(isSafeFolder('')).toBe(true);
    expect(isSafeFolder('2026/第四季度')).toBe(true);
    for (const bad of [
      '/a',
      'a/',
      'a//b',
      '.',
      'a/./b',
      'a/../b',
      ' a',
      'a:b',
      'x'.repeat(65),
      Array(11).fill('a').join('/'),
    ])
      expect(isSafeFolder(bad), bad).toBe(false);
    expect(isSafeKey('general/2026/11/0123456789abcdef0123456789abcdef')).toBe(true);
    for (const bad of ['', '/etc/passwd', '../app.db', 'a/../../b', '.tmp/x', 'a//b'])
      expect(isSafeKey(bad), bad).toBe(false);
    expect(isSafePrefix('')).toBe(true);
    expect(isSafePrefix('oss/2026/')).toBe(true);
    expect(isSafePrefix('../')).toBe(false);
  });

  it('reads extensions and holds categories to their types, programs refused everywhere', () => {
    expect(extOf('backup.TAR.GZ')).toBe('gz');
    expect(extOf('README')).toBe('');
    expect(acceptsExt('document', 'pdf')).toBe(true);
    expect(acceptsExt('document', 'exe')).toBe(false);
    expect(acceptsExt('general', 'iso')).toBe(true);
    expect(acceptsExt('general', 'exe')).toBe(false);
    expect(acceptsExt('temporary', 'sh')).toBe(false);
  });

  it('shows an image or PDF only when its bytes are what its extension says', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(contentTypeOf('png', png)).toBe('image/png');
    expect(contentTypeOf('jpg', png)).toBe('application/octet-stream');
    expect(contentTypeOf('pdf', Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(contentTypeOf('pdf', Buffer.from('<html>'))).toBe('application/octet-stream');
    expect(contentTypeOf('csv', Buffer.from('a,b'))).toBe('text/csv; charset=utf-8');
    expect(contentTypeOf('weird', Buffer.from('x'))).toBe('application/octet-stream');
  });

  it('parses one byte range, ignores what it cannot use, and knows an unsatisfiable one', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-0', 10)).toEqual({ kind: 'part', range: { start: 0, end: 0 } });
    expect(parseRange('bytes=5-', 10)).toEqual({ kind: 'part', range: { start: 5, end: 9 } });
    expect(parseRange('bytes=5-100', 10)).toEqual({ kind: 'part', range: { start: 5, end: 9 } });
    expect(parseRange('bytes=-3', 10)).toEqual({ kind: 'part', range: { start: 7, end: 9 } });
    expect(parseRange('bytes=-30', 10)).toEqual({ kind: 'part', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    for (const ignored of ['bytes=0-1,3-4', 'bytes=5-2', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(parseRange(ignored, 10), ignored).toEqual({ kind: 'whole' });
  });

  it('names files for download in UTF-8 with an ASCII fallback that cannot break the header', () => {
    expect(attachment('报告 "终版".pdf')).toBe(
      `attachment; filename="__ ____.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%22%E7%BB%88%E7%89%88%22.pdf`,
    );
    expect(attachment("it's (1).txt", 'inline')).toBe(
      `inline; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`,
    );
  });

  it('counts and hashes what passes, stops past its limit, and spots a program even a byte at a time', async () => {
    const data = Buffer.from('hello, stored world');
    const m = await meter([data.subarray(0, 3), data.subarray(3)]);
    expect(m.bytes).toBe(data.length);
    expect(m.digest()).toBe(sha256(data));
    expect(m.head.equals(data.subarray(0, 16))).toBe(true);

    await expect(meter([Buffer.alloc(600), Buffer.alloc(600)])).rejects.toEqual(new Refused('tooLarge'));
    expect((await meter([Buffer.alloc(1000)])).bytes).toBe(1000);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(40)]);
    await expect(meter([...elf].map((b) => Buffer.from([b])))).rejects.toEqual(new Refused('program'));
    await expect(meter([Buffer.from('#!')])).rejects.toEqual(new Refused('program'));
    await expect(meter([Buffer.from('MZ')])).rejects.toEqual(new Refused('program'));
    expect((await meter([])).bytes).toBe(0);
  });
});
