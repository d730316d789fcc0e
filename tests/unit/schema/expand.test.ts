// Each implied default of runtime/schema/expand, an explicit value winning over it, and issues of the
// expanded set pointing into the author's document.
import { describe, expect, it } from 'vitest';
import {
  authorPointer,
  expandModel,
  expandPage,
  formatIssue,
  loadSchemaSet,
  type ListPageSchema,
  type ModelSchema,
  type PageSchema,
} from '../../../runtime/schema/index.js';

const MODEL: ModelSchema = {
  $id: 'urn:lowcode:model:demo_thing',
  type: 'object',
  'x-label': { $t: 'thing.entity', default: '物品' },
  'x-i18n': {
    'zh-CN': { 'thing.entity': '物品', 'thing.name': '名称' },
    'en-US': { 'thing.entity': 'Thing', 'thing.name': 'Name' },
  },
  'x-storage': { table: 'demo_thing' },
  'x-api': { basePath: '/demo/thing', permissionPrefix: 'thing' },
  properties: { name: { type: 'string', maxLength: 50 }, note: { type: 'string' } },
} as ModelSchema;

const list = (extra: Record<string, unknown>) =>
  ({
    id: 'demo.thing.list',
    kind: 'list',
    model: 'demo_thing',
    columns: [{ field: 'name' }],
    ...extra,
  }) as unknown as PageSchema;

const actionsOf = (page: PageSchema) => (page as ListPageSchema).actions ?? [];

describe('implied defaults', () => {
  it('standardActions: true gives add, export, import, edit and delete with the model’s codes', () => {
    const { page, issues } = expandPage(list({ title: 'x', standardActions: true }), MODEL);
    expect(issues).toEqual([]);
    expect(actionsOf(page)).toEqual([
      {
        id: 'add',
        type: 'open',
        position: 'toolbar',
        icon: 'PlusOutlined',
        target: 'demo.thing.modal',
        permission: 'thing:add',
        onSuccess: ['refresh'],
      },
      { id: 'export', type: 'export', position: 'toolbar', permission: 'thing:export' },
      {
        id: 'import',
        type: 'import',
        position: 'toolbar',
        permission: 'thing:import',
        onSuccess: ['refresh'],
      },
      {
        id: 'edit',
        type: 'open',
        position: 'row',
        target: 'demo.thing.modal',
        permission: 'thing:edit',
        onSuccess: ['refresh'],
      },
      {
        id: 'delete',
        type: 'delete',
        position: ['row', 'bulk'],
        danger: true,
        confirm: true,
        permission: 'thing:delete',
        onSuccess: ['refresh'],
      },
    ]);
    expect(page).not.toHaveProperty('standardActions');
  });

  it('a listed set, the page’s own prefix, merged overrides and other actions before delete', () => {
    const { page } = expandPage(
      list({
        title: 'x',
        standardActions: ['delete', 'detail', 'add'],
        permissionPrefix: 'biz:thing',
        actions: [
          { id: 'add', label: 'New', target: 'demo.thing.drawer' },
          { id: 'archive', type: 'api', position: 'row', api: { method: 'PUT', url: '/demo/thing/archive' } },
        ],
      }),
      MODEL,
    );
    const actions = actionsOf(page);
    expect(actions.map((a) => a.id)).toEqual(['add', 'detail', 'archive', 'delete']);
    expect(actions[0]).toMatchObject({
      label: 'New',
      target: 'demo.thing.drawer',
      permission: 'biz:thing:add',
      icon: 'PlusOutlined',
    });
    expect(actions[1]).toMatchObject({ target: 'demo.thing.detailModal', permission: 'biz:thing:list' });
    expect(page).not.toHaveProperty('permissionPrefix');
  });

  it('a page without standardActions keeps its actions as written', () => {
    const actions = [{ id: 'go', type: 'navigate', position: 'row', path: '/x' }];
    expect(actionsOf(expandPage(list({ title: 'x', actions }), MODEL).page)).toEqual(actions);
  });

  it('titles a page by its id’s text key, else by the model’s label, copying the texts; a written title wins', () => {
    const keyed = expandPage(
      list({
        i18n: { 'zh-CN': { 'thing.list.title': '物品管理' }, 'en-US': { 'thing.list.title': 'Things' } },
      }),
      MODEL,
    );
    expect(keyed.page.title).toEqual({ $t: 'thing.list.title' });
    const form = {
      id: 'demo.thing.form',
      kind: 'form',
      model: 'demo_thing',
      sections: [{ fields: [{ field: 'name' }] }],
    } as unknown as PageSchema;
    const labelled = expandPage(form, MODEL).page;
    expect(labelled.title).toEqual({ $t: 'thing.entity', default: '物品' });
    expect(labelled.i18n).toEqual({
      'zh-CN': { 'thing.entity': '物品' },
      'en-US': { 'thing.entity': 'Thing' },
    });
    expect(expandPage(list({ title: 'Mine' }), MODEL).page.title).toBe('Mine');
    // A modal has no model to take a title from.
    const modal = {
      id: 'demo.thing.modal',
      kind: 'modal',
      content: { page: 'demo.thing.form' },
    } as unknown as PageSchema;
    expect(expandPage(modal, undefined).issues).toEqual([{ pointer: '', code: 'titleNotImplied' }]);
  });

  it('gives a form the layout the renderer uses when unset, keeping what it says', () => {
    const form = {
      id: 'demo.thing.form',
      kind: 'form',
      title: 't',
      model: 'demo_thing',
      layout: { columns: 2 },
      sections: [],
    } as unknown as PageSchema;
    expect((expandPage(form, MODEL).page as { layout?: unknown }).layout).toEqual({
      columns: 2,
      labelWidth: 100,
    });
  });

  it('labels properties from <namespace>.<property> keys and adds the stored id, without touching written ones', () => {
    const expanded = expandModel({
      ...MODEL,
      properties: { ...MODEL.properties, note: { type: 'string', 'x-label': 'Mine' } },
    } as ModelSchema);
    expect(expanded.properties.name!['x-label']).toEqual({ $t: 'thing.name' });
    expect(expanded.properties.note!['x-label']).toBe('Mine');
    expect(expanded.properties.id).toEqual({ type: 'string', maxLength: 32, readOnly: true });
    const withId = {
      ...MODEL,
      properties: { id: { type: 'string', maxLength: 20 } },
    } as unknown as ModelSchema;
    expect(expandModel(withId).properties.id).toEqual({ type: 'string', maxLength: 20 });
  });

  it('names a missing prefix and an incomplete action', () => {
    const bare = { ...MODEL, 'x-api': { basePath: '/demo/thing' } } as ModelSchema;
    expect(expandPage(list({ title: 'x', standardActions: true }), bare).issues).toEqual([
      { pointer: '/standardActions', code: 'standardActionsNoPrefix' },
    ]);
    const partial = list({ title: 'x', standardActions: ['add'], actions: [{ id: 'other', label: 'x' }] });
    expect(expandPage(partial, MODEL).issues).toEqual([{ pointer: '/actions/0', code: 'actionIncomplete' }]);
  });

  it('maps pointers of the expanded page back to the author’s', () => {
    const { origins } = expandPage(
      list({
        title: 'x',
        standardActions: ['add', 'edit'],
        actions: [
          { id: 'edit', label: 'E' },
          { id: 'x', type: 'refresh', position: 'toolbar' },
        ],
      }),
      MODEL,
    );
    // add (generated), edit merged with the author's entry 0, then the author's entry 1.
    expect(authorPointer(origins, '/actions/0/target')).toBe('/standardActions/0');
    expect(authorPointer(origins, '/actions/1/label')).toBe('/actions/0/label');
    expect(authorPointer(origins, '/actions/1/target')).toBe('/actions/0');
    expect(authorPointer(origins, '/actions/2/type')).toBe('/actions/1/type');
    expect(authorPointer(origins, '/columns/0/field')).toBe('/columns/0/field');
  });
});

describe('a set with implied defaults', () => {
  const model = { path: 'schemas/models/demo_thing.json', value: MODEL };
  const form = {
    id: 'demo.thing.form',
    kind: 'form',
    model: 'demo_thing',
    sections: [{ fields: [{ field: 'name' }] }],
  };

  it('implies the modal a form opens in, unless one is written', () => {
    const set = loadSchemaSet({
      models: [model],
      pages: [
        { path: 'schemas/pages/demo/thing.form.json', value: form },
        { path: 'schemas/pages/demo/thing.list.json', value: list({ standardActions: ['add'] }) },
      ],
    });
    expect(set.issues.map(formatIssue)).toEqual([]);
    expect(set.pages.get('demo.thing.modal')!.schema).toEqual({
      id: 'demo.thing.modal',
      kind: 'modal',
      title: { $t: 'thing.entity', default: '物品' },
      i18n: { 'zh-CN': { 'thing.entity': '物品' }, 'en-US': { 'thing.entity': 'Thing' } },
      container: 'modal',
      content: { page: 'demo.thing.form', params: { id: { $expr: 'params.id' } } },
    });
    const written = {
      id: 'demo.thing.modal',
      kind: 'modal',
      title: 'Own',
      container: 'drawer',
      content: { page: 'demo.thing.form' },
    };
    const own = loadSchemaSet({
      models: [model],
      pages: [
        { path: 'schemas/pages/demo/thing.form.json', value: form },
        { path: 'schemas/pages/demo/thing.modal.json', value: written },
      ],
    });
    expect(own.pages.get('demo.thing.modal')!.schema).toEqual(written);
  });

  it('reports semantic issues of implied parts at the author’s pointers', () => {
    const set = loadSchemaSet({
      models: [model],
      pages: [
        {
          path: 'schemas/pages/demo/thing.list.json',
          value: list({
            standardActions: ['add', 'detail'],
            columns: [{ field: 'name' }, { field: 'nope' }],
          }),
        },
      ],
    });
    expect(set.issues.map(formatIssue)).toEqual([
      'schemas/pages/demo/thing.list.json#/standardActions/0: page "demo.thing.modal" does not exist',
      'schemas/pages/demo/thing.list.json#/standardActions/1: page "demo.thing.detailModal" does not exist',
      'schemas/pages/demo/thing.list.json#/columns/1/field: property "nope" does not exist in model "demo_thing"',
    ]);
  });
});
