// A picked module file as the import dialog lists it (widgets/schema-designer/history/readBundle.ts):
// each file with what the import will do, and a file that is not a bundle refused with the reason.
import { describe, expect, it } from 'vitest';
import { storedRow } from '../../../widgets/schema-designer/designerFake';
import { readBundle } from '../../../widgets/schema-designer/history/readBundle';

const model = { $id: 'urn:lowcode:model:online_book', type: 'object', properties: {} };
const page = { id: 'online.book.list', kind: 'list', model: 'online_book' };
const menu = {
  model: 'online_book',
  items: [{ page: 'online.book.list' }, { page: 'online.book.list' }],
  codes: [],
};

describe('readBundle', () => {
  it('lists the files: a stored name gets a new version, others are new, the menu counts its items', () => {
    const bundle = {
      format: 'lowcode-online-module',
      files: [
        { path: 'schemas/models/online_book.json', content: JSON.stringify(model) },
        { path: 'schemas/pages/online/book.list.json', content: JSON.stringify(page) },
        { path: 'schemas/menus/online_book.json', content: JSON.stringify(menu) },
      ],
    };
    const read = readBundle(JSON.stringify(bundle), [storedRow('model', model)]);
    if ('error' in read) throw new Error(read.error);
    expect(read.entries.map((e) => [e.kind, e.name, e.stored, e.menuItems])).toEqual([
      ['model', 'online_book', true, 0],
      ['page', 'online.book.list', false, 0],
      ['menu', '', false, 2],
    ]);
    expect(read.value.files).toHaveLength(3);
  });

  it('refuses what is not a bundle, saying why', () => {
    expect(readBundle('{', [])).toEqual({ error: 'not JSON' });
    expect(readBundle('{"files": []}', [])).toEqual({ error: 'files: a non-empty list' });
    expect(readBundle('{"files": [{"path": "x.json"}]}', [])).toEqual({ error: 'files/0: path and content' });
  });
});
