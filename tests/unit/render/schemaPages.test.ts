import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_LIST_PAGE, changeLocale } from '../../../runtime/core';
import { registerSchemaRuntime } from '../../../runtime/antd/register';
import {
  getPageLoader,
  listPageOfModel,
  registerSchemaSource,
  type PageSchemaSource,
} from '../../../runtime/render';
import {
  clearPageBundles,
  loadPageBundle,
  PageNotFoundError,
} from '../../../runtime/render/schema/loadPageBundle';
import { builtinListPage } from '../../../runtime/render/schema/builtinListPage';
import { usePageBundle, type PageBundleState } from '../../../runtime/render/schema/usePageBundle';
import { SchemaError, type ModelSchema } from '../../../runtime/render/schemaLite';
import { buildSchemaIndex } from '../../../runtime/render/vite/schemaIndexPlugin';
import { FIELD_WIDGET_NAMES, formatIssue, loadSchemaSet } from '../../../runtime/schema';
import { repositorySchemas } from '../schema/helpers';
import { repoJson } from './formilyHelpers';

const ROOT = join(import.meta.dirname, '../../..');

function brokenSource(): PageSchemaSource {
  return {
    name: 'test-broken',
    pages: () => [
      { id: 'test.broken.list', menuKey: 'test/BrokenList', kind: 'list', model: 'sys_position' },
    ],
    loadPage: async (id) =>
      id === 'test.broken.list'
        ? {
            path: 'db:test.broken.list',
            value: {
              id,
              kind: 'list',
              title: 'x',
              model: 'sys_position',
              columns: [{ field: 'salary' }],
              actions: [{ id: 'go', type: 'open', position: 'toolbar', target: 'test.gone.modal' }],
            },
          }
        : undefined,
    loadModel: async () => undefined,
  };
}

beforeAll(() => {
  registerSchemaRuntime();
  registerSchemaSource(brokenSource());
});

describe('schema page resolver', () => {
  it("registers every schema's menu key and the built-in list page at start", () => {
    for (const key of [
      'system/DictList',
      'system/SysPositionList',
      'system/SysCheckRuleList',
      'caseManage/CaseList',
      'caseManage/CaseAdd',
      'caseManage/CaseDetail',
    ]) {
      expect(getPageLoader(key), key).toBeTypeOf('function');
    }
    expect(getPageLoader(BUILTIN_LIST_PAGE)).toBeTypeOf('function');
    expect(getPageLoader('test/BrokenList')).toBeTypeOf('function');
    expect(listPageOfModel('sys_dict')).toBe('system.dict.list');
    expect(listPageOfModel('biz_case')).toBe('caseManage.case.list');
    // The users page's list, not the lists embedded elsewhere (address book, users of a role).
    expect(listPageOfModel('sys_user')).toBe('system.user.list');
  });

  it("takes a model's list page from the menu before a list only embedded in another page", () => {
    registerSchemaSource({
      name: 'test-lists',
      pages: () => [
        { id: 'test.embedded.list', kind: 'list', model: 'test_thing' },
        { id: 'test.menu.list', kind: 'list', model: 'test_thing', menuKey: 'test/ThingList' },
      ],
      loadPage: async () => undefined,
      loadModel: async () => undefined,
    });
    expect(listPageOfModel('test_thing')).toBe('test.menu.list');
  });

  it('offers every widget the repository schemas name', () => {
    const { issues } = loadSchemaSet(repositorySchemas(), { widgets: FIELD_WIDGET_NAMES });
    expect(issues.map(formatIssue)).toEqual([]);
  });

  it('indexes exactly the repository pages with a menu key plus the list pages', () => {
    const index = buildSchemaIndex(ROOT);
    expect(index).toContainEqual({
      id: 'system.dict.list',
      menuKey: 'system/DictList',
      kind: 'list',
      model: 'sys_dict',
    });
    expect(index).toContainEqual({ id: 'caseManage.case.add', menuKey: 'caseManage/CaseAdd' });
    expect(index).toContainEqual({ id: 'system.dictItem.list', kind: 'list', model: 'sys_dict_item' });
    expect(index.find((e) => e.id === 'system.dict.form')).toBeUndefined();
  });

  it('renders a page whose bundle is in with it at once, and one whose bundle is not as loading', async () => {
    clearPageBundles();
    const firstStates = (pageId: string) => {
      const states: PageBundleState['status'][] = [];
      renderHook(() => states.push(usePageBundle(pageId).state.status));
      return states;
    };
    expect(firstStates('caseManage.case.list')[0]).toBe('loading');
    const bundle = await loadPageBundle('caseManage.case.list');
    const states: PageBundleState[] = [];
    renderHook(() => states.push(usePageBundle('caseManage.case.list').state));
    expect(states[0]).toEqual({ status: 'ready', bundle });
    clearPageBundles();
    expect(firstStates('caseManage.case.list')[0]).toBe('loading');
  });

  it('loads a page with the pages it opens and the models they need, validated', async () => {
    clearPageBundles();
    const bundle = await loadPageBundle('caseManage.case.list');
    expect(bundle.file).toBe('schemas/pages/caseManage/case.list.json');
    expect([...bundle.pages.keys()].sort()).toEqual([
      'caseManage.case.detail',
      'caseManage.case.form',
      'caseManage.case.list',
      'caseManage.case.modal',
      'caseManage.caseContact.list',
    ]);
    expect([...bundle.models.keys()].sort()).toEqual([
      'biz_case',
      'biz_case_contact',
      'sys_category',
      'sys_depart',
      'sys_user',
    ]);
  });

  it('reports a broken page with its file, pointer and reason', async () => {
    await changeLocale('en-US');
    const error = await loadPageBundle('test.broken.list')
      .catch((e: unknown) => e)
      .finally(() => changeLocale('zh-CN'));
    expect(error).toBeInstanceOf(SchemaError);
    const issues = (error as SchemaError).issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`);
    expect(issues).toContain(
      'db:test.broken.list#/columns/0/field: property "salary" does not exist in model "sys_position"',
    );
    expect(issues).toContain('db:test.broken.list#/actions/0/target: page "test.gone.modal" does not exist');
  });

  it("reports a broken page's problems in the user's language", async () => {
    await changeLocale('zh-CN');
    const error = await loadPageBundle('test.broken.list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    const issues = (error as SchemaError).issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`);
    expect(issues).toContain('db:test.broken.list#/columns/0/field: 模型 "sys_position" 中没有属性 "salary"');
    expect(issues).toContain('db:test.broken.list#/actions/0/target: 页面 "test.gone.modal" 不存在');
  });

  it('reports a page id no source holds', async () => {
    await expect(loadPageBundle('system.nothing.list')).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it("makes a model's built-in list page that validates like any other", async () => {
    const page = builtinListPage(repoJson<ModelSchema>('schemas/models/sys_position.json'));
    expect(page.columns.map((c) => c.field)).toEqual([
      'code',
      'name',
      'postRank',
      'createBy',
      'createTime',
      'updateBy',
      'updateTime',
    ]);
    expect(page.columns[2]).toEqual({ field: 'postRank', display: 'dictTag' });
    expect(page.search?.fields).toEqual([
      { field: 'code', op: 'like' },
      { field: 'name', op: 'like' },
      { field: 'createBy', op: 'like' },
    ]);
    expect(page.actions).toEqual([
      { id: 'export', type: 'export', position: 'toolbar', permission: 'position:export' },
    ]);
    const bundle = await loadPageBundle('builtin.sys_position.list');
    expect(bundle.page.kind).toBe('list');
  });
});
