// The layout builder's document functions: every page of the repository reads into the layout model
// and writes back unchanged, and each edit changes exactly what it is about.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  FormPageSchema,
  ListPageSchema,
  ModalPageSchema,
  ModelSchema,
  PageSchema,
} from '../../../runtime/schema/types';
import {
  addSection,
  arrangeForm,
  formItems,
  readFormLayout,
  removeSection,
  setFieldSpan,
  writeFormLayout,
} from '../../../widgets/schema-designer/layout/formLayout';
import {
  moveItem,
  patchColumn,
  readListLayout,
  searchOpFor,
  setActionPermission,
  setColumnShown,
  setSearchField,
  toggleAction,
  writeListLayout,
} from '../../../widgets/schema-designer/layout/listLayout';
import {
  chooseSize,
  chooseWidth,
  readModalLayout,
  writeModalLayout,
} from '../../../widgets/schema-designer/layout/modalLayout';
import { STANDARD_ACTIONS, standardAction } from '../../../widgets/schema-designer/layout/standardActions';

const root = join(__dirname, '../../../schemas/pages');
const pages: PageSchema[] = readdirSync(root).flatMap((area) =>
  readdirSync(join(root, area))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(root, area, file), 'utf8')) as PageSchema),
);
// The positions module spelled out (its repository files now lean on implied defaults).
const spelledOut = join(__dirname, '../schema/spelledOut/pages/system');
const page = (id: string) =>
  JSON.parse(readFileSync(join(spelledOut, `${id.replace('system.', '')}.json`), 'utf8')) as PageSchema;
const model = JSON.parse(
  readFileSync(join(__dirname, '../../../schemas/models/sys_position.json'), 'utf8'),
) as ModelSchema;
const context = { permissionPrefix: 'position', editTarget: 'system.position.modal' };

describe('layout round trip over the repository pages', () => {
  it('has list, form and modal pages to read', () => {
    for (const kind of ['list', 'form', 'modal'])
      expect(pages.filter((p) => p.kind === kind).length).toBeGreaterThan(10);
  });

  it('writes every page back as it read it, text for text', () => {
    for (const original of pages) {
      const copy = structuredClone(original);
      let written: PageSchema = copy;
      if (copy.kind === 'list') written = writeListLayout(copy, readListLayout(copy));
      if (copy.kind === 'form') {
        written = writeFormLayout(copy, readFormLayout(copy));
        const layout = readFormLayout(copy);
        expect(writeFormLayout(copy, arrangeForm(layout, formItems(layout)))).toEqual(original);
      }
      if (copy.kind === 'modal') written = writeModalLayout(copy, readModalLayout(copy));
      expect(JSON.stringify(written), original.id).toBe(JSON.stringify(original));
    }
  });
});

describe('list layout of a page that implies its standard actions', () => {
  const short = () => pages.find((p) => p.id === 'system.position.list') as ListPageSchema;

  it('shows the implied actions and writes the short page back unchanged', () => {
    const layout = readListLayout(short(), model);
    expect(Object.keys(layout.actions).sort()).toEqual(['add', 'delete', 'edit', 'export', 'import']);
    expect(layout.actions.export?.permission).toBe('position:export');
    expect(writeListLayout(short(), layout)).toEqual(short());
    const moved = { ...layout, columns: [...layout.columns].reverse() };
    const written = writeListLayout(short(), moved);
    expect(written.standardActions).toBe(true);
    expect(written.columns[0]!.field).toBe('createTime');
  });

  it('writes the actions out when one of them changes, rendering as the short page would', () => {
    const off = writeListLayout(
      short(),
      toggleAction(readListLayout(short(), model), 'export', false, context),
    );
    expect(off.standardActions).toBeUndefined();
    expect(off.actions!.map((a) => a.id)).toEqual(['add', 'import', 'edit', 'delete']);
    const expected = page('system.position.list') as ListPageSchema;
    expect(off.actions).toEqual(expected.actions!.filter((a) => a.id !== 'export'));
  });
});

describe('list layout', () => {
  const list = () => page('system.position.list') as ListPageSchema;

  it('writes each standard action as the repository pages do', () => {
    const existing = list().actions!;
    for (const id of ['add', 'edit', 'delete', 'export', 'import'] as const)
      expect(standardAction(id, context)).toEqual(existing.find((a) => a.id === id));
    expect(standardAction('detail', { ...context, detailTarget: 'system.position.detailModal' })).toEqual({
      id: 'detail',
      type: 'open',
      position: 'row',
      target: 'system.position.detailModal',
      permission: 'position:list',
    });
    expect(standardAction('add', { editTarget: 'x.y.modal' }).permission).toBeUndefined();
  });

  it('switches export off and on, and the other actions stay in place', () => {
    const before = list();
    const off = writeListLayout(before, toggleAction(readListLayout(before), 'export', false, context));
    expect(off.actions!.map((a) => a.id)).toEqual(['add', 'import', 'edit', 'delete']);
    const on = writeListLayout(off, toggleAction(readListLayout(off), 'export', true, context));
    expect(on.actions!.map((a) => a.id)).toEqual(['add', 'import', 'edit', 'delete', 'export']);
    expect(on.actions!.at(-1)).toEqual({
      id: 'export',
      type: 'export',
      position: 'toolbar',
      permission: 'position:export',
    });
  });

  it('keeps custom actions and adds every toggle to a page without actions', () => {
    const bare = { ...list(), actions: [{ id: 'sync', type: 'api', position: 'toolbar' }] } as ListPageSchema;
    let layout = readListLayout(bare);
    for (const id of STANDARD_ACTIONS) layout = toggleAction(layout, id, true, context);
    const written = writeListLayout(bare, layout);
    expect(written.actions!.map((a) => a.id)).toEqual(['sync', ...STANDARD_ACTIONS]);
    expect(written.actions!.find((a) => a.id === 'delete')!.permission).toBe('position:delete');
  });

  it('edits a permission code and removes it when emptied', () => {
    const layout = readListLayout(list());
    expect(setActionPermission(layout, 'add', 'biz:position:add').actions.add!.permission).toBe(
      'biz:position:add',
    );
    expect(setActionPermission(layout, 'add', '  ').actions.add).not.toHaveProperty('permission');
  });

  it('reorders, shows, hides and sizes columns, keeping their other properties', () => {
    const before = list();
    let layout = readListLayout(before);
    layout = { ...layout, columns: moveItem(layout.columns, 3, 0) };
    layout = setColumnShown(layout, 'name', false);
    layout = setColumnShown(layout, 'memo', true);
    layout = patchColumn(layout, 'code', { width: 120 });
    const written = writeListLayout(before, layout);
    expect(written.columns).toEqual([
      { field: 'createTime', display: 'datetime', sortable: true },
      { field: 'code', sortable: true, width: 120 },
      { field: 'postRank', display: 'dictTag' },
      { field: 'memo' },
    ]);
    expect(patchColumn(layout, 'code', { width: undefined }).columns[1]).toEqual({
      field: 'code',
      sortable: true,
    });
    expect(written.table).toEqual(before.table);
  });

  it('adds, changes and removes search fields; no fields, no search block', () => {
    let layout = readListLayout(list());
    layout = setSearchField(layout, 'postRank', 'in');
    layout = setSearchField(layout, 'createTime', 'between');
    expect(layout.search.slice(2)).toEqual([
      { field: 'postRank', op: 'in' },
      { field: 'createTime', op: 'between' },
    ]);
    for (const field of ['code', 'name', 'postRank', 'createTime'])
      layout = setSearchField(layout, field, null);
    expect(writeListLayout(list(), layout)).not.toHaveProperty('search');
  });

  it('starts a new search field with the op its type suggests', () => {
    expect(searchOpFor({ type: 'string', maxLength: 50 })).toBe('like');
    expect(searchOpFor({ type: 'string', 'x-dict': 'position_rank' })).toBe('eq');
    expect(searchOpFor({ type: 'string', format: 'datetime' })).toBe('between');
    expect(searchOpFor({ type: 'integer' })).toBe('between');
    expect(searchOpFor({ type: 'string', format: 'email' })).toBe('eq');
    expect(searchOpFor({ type: 'boolean' })).toBe('eq');
  });
});

describe('form layout', () => {
  const form = () => page('system.user.form') as FormPageSchema;

  it('moves a field into the next section by putting it below that header', () => {
    const layout = readFormLayout(page('system.position.form') as FormPageSchema);
    const split = addSection(layout, 'postRank', 'Rank');
    expect(formItems(split)).toEqual(['s:0', 'f:code', 'f:name', 's:1', 'f:postRank']);
    const moved = arrangeForm(split, ['s:0', 'f:code', 's:1', 'f:name', 'f:postRank']);
    expect(moved.sections.map((s) => s.fields!.map((f) => f.field))).toEqual([
      ['code'],
      ['name', 'postRank'],
    ]);
    // The moved field keeps its own properties (the rules of code, the widget of postRank).
    expect(moved.sections[1]!.fields![1]).toEqual({ field: 'postRank', widget: 'DictSelect' });
  });

  it('drops a section its last field left, and a removed section gives its fields to the one above', () => {
    const layout = addSection(readFormLayout(page('system.position.form') as FormPageSchema), 'name', 'Two');
    expect(arrangeForm(layout, ['s:0', 'f:code', 'f:postRank', 'f:name', 's:1']).sections).toHaveLength(1);
    const merged = removeSection(layout, 1);
    expect(merged.sections.map((s) => s.fields!.map((f) => f.field))).toEqual([['code', 'postRank', 'name']]);
    const first = removeSection(layout, 0);
    // The first section's fields go to the top of the next one, which keeps its title.
    expect(first.sections).toEqual([
      {
        title: 'Two',
        fields: [
          merged.sections[0]!.fields![0],
          { field: 'postRank', widget: 'DictSelect' },
          { field: 'name' },
        ],
      },
    ]);
  });

  it('sets the layout columns and a span, keeping labelWidth', () => {
    const before = page('system.position.form') as FormPageSchema;
    const layout = setFieldSpan({ ...readFormLayout(before), columns: 2 }, 'name', 2);
    const written = writeFormLayout(before, layout);
    expect(written.layout).toEqual({ columns: 2, labelWidth: 100 });
    expect(written.sections[0]!.fields![1]).toEqual({ field: 'name', span: 2 });
    expect(writeFormLayout(before, { ...layout, columns: undefined }).layout).toEqual({ labelWidth: 100 });
  });

  it('leaves sub-table sections where they are', () => {
    const withTable = pages.find(
      (p) => p.kind === 'form' && p.sections.some((s) => s.subTable) && p.sections.length > 1,
    ) as FormPageSchema | undefined;
    expect(withTable ?? form()).toBeTruthy();
    if (!withTable) return;
    const layout = readFormLayout(withTable);
    const reversed = arrangeForm(layout, formItems(layout));
    expect(reversed.sections.filter((s) => s.subTable)).toEqual(withTable.sections.filter((s) => s.subTable));
  });
});

describe('modal layout', () => {
  it('switches to a drawer, picks a size or a width, keeping the content', () => {
    const before = page('system.position.modal') as ModalPageSchema;
    const layout = { ...readModalLayout(before), container: 'drawer' as const };
    const sized = writeModalLayout(before, chooseSize(layout, 'lg'));
    expect(sized).toMatchObject({ container: 'drawer', size: 'lg', content: before.content });
    const wide = writeModalLayout(sized, chooseWidth(readModalLayout(sized), '640px'));
    expect(wide.width).toBe('640px');
    expect(wide).not.toHaveProperty('size');
    expect(chooseWidth(readModalLayout(wide), '640 px')).toEqual(readModalLayout(wide));
  });
});
