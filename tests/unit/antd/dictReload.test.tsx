// Dictionary edits reach open dictionary widgets without a new sign-in: after the dictionary page's
// "refresh cache" action and after a write through the dictItem model API, the client reloads the
// stored items (GET /sys/dict/queryAllDictItems) and the widgets load their options again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictSelect } from '../../../runtime/antd/fields/DictSelect';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { LS_PREFIX, SESSION_TTL_MS, UI_CACHE_DB_DICT_DATA, ls } from '../../../runtime/core';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_PERMISSIONS, schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const PRIORITY = 'a0000000000000000000000000000001';
const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });

/** The memory server answering the dictionary endpoints from its sys_dict and sys_dict_item rows. */
function dictServer(): MemoryServer {
  const server = schemaServer();
  const rows = (table: string) => server.tables.find((t) => t.table === table)!.rows;
  const allItems = () => {
    const byCode: Record<string, { value: string; text: string }[]> = {};
    for (const dict of rows('sys_dict')) {
      byCode[String(dict.dictCode)] = rows('sys_dict_item')
        .filter((item) => item.dictId === dict.id && Number(item.status ?? 1) === 1)
        .map((item) => ({ value: String(item.itemValue), text: String(item.itemText) }));
    }
    return byCode;
  };
  server.intercept = ({ path }) => {
    if (path === '/sys/dict/refleshCache') return ok(null, '刷新缓存完成！');
    if (path === '/sys/dict/queryAllDictItems') return ok(allItems());
    const code = /^\/sys\/dict\/getDictItems\/(.+)$/.exec(path)?.[1];
    return code ? ok(allItems()[code] ?? []) : undefined;
  };
  return server;
}

/** What the login left in storage: the priority dictionary as it was then. */
function signedInWithDicts(): void {
  ls.set(UI_CACHE_DB_DICT_DATA, {
    priority: [
      { value: 'L', text: '低' },
      { value: 'M', text: '中' },
    ],
  });
}

const option = (text: string) => screen.queryByText(text, { selector: '.ant-select-item-option-content' });

async function openPrioritySelect(): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '优先级选择' }));
  expect(await screen.findByText('中', { selector: '.ant-select-item-option-content' })).toBeTruthy();
}

describe('dictionary widgets after dictionary edits', () => {
  it('show an item added on the server once the refresh-cache action succeeds', async () => {
    signedInWithDicts();
    const server = dictServer();
    await renderSchema(
      <>
        <DictSelect aria-label="优先级选择" dictCode="priority" />
        <SchemaPage pageId="system.dict.list" params={{}} />
      </>,
      { server },
    );
    await openPrioritySelect();
    // Another admin adds an item; the browser still has the login's copy.
    server.tables
      .find((t) => t.table === 'sys_dict_item')!
      .rows.push({ id: 'i9', dictId: PRIORITY, itemText: '紧急', itemValue: 'U', sortOrder: 9, status: 1 });
    expect(option('紧急')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: /刷新缓存/ }));

    await waitFor(() => expect(option('紧急')).toBeTruthy());
    expect(server.log.some((r) => r.path === '/sys/dict/queryAllDictItems')).toBe(true);
    expect(ls.get<Record<string, { value: string }[]>>(UI_CACHE_DB_DICT_DATA)?.priority).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'U' })]),
    );
    // Stored like the login's copy: for 7 days.
    const stored = JSON.parse(localStorage.getItem(LS_PREFIX + UI_CACHE_DB_DICT_DATA) ?? '{}') as {
      expire?: number;
    };
    expect(stored.expire! - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
  });

  it('show an item added through the dictItem form', async () => {
    signedInWithDicts();
    const server = dictServer();
    await renderSchema(
      <>
        <DictSelect aria-label="优先级选择" dictCode="priority" />
        <SchemaPage pageId="system.dictItem.form" params={{ dictId: PRIORITY }} />
      </>,
      { server },
    );
    await openPrioritySelect();
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '紧急' } });
    fireEvent.change(screen.getByLabelText('数据值'), { target: { value: 'U' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

    await waitFor(() => expect(option('紧急')).toBeTruthy());
    expect(option('低')).toBeTruthy();
  });

  it('drop an item deleted in the dictItem list', async () => {
    signedInWithDicts();
    const server = dictServer();
    await renderSchema(
      <>
        <DictSelect aria-label="优先级选择" dictCode="priority" />
        <SchemaPage pageId="system.dictItem.list" params={{ dictId: PRIORITY }} />
      </>,
      { server, codes: [...SCHEMA_PERMISSIONS, 'dictItem:delete'] },
    );
    await openPrioritySelect();
    const row = (await screen.findByText('低', { selector: 'td, td *' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(option('低')).toBeNull());
    expect(option('中')).toBeTruthy();
  });
});
