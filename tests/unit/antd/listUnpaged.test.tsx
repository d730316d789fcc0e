// List features for rows a hand-written endpoint answers all at once (a plain array, no model): a column
// falling back to another field when empty, labels and coloured tags from the column's own `options`
// with a header filter, the table paging the loaded rows itself, and a `summary` line over them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import type { PageBundle } from '../../../runtime/render/schema/loadPageBundle';
import type { ListPageSchema } from '../../../runtime/render/schemaLite';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';
import { storedBundles as stored } from './storedBundles';

vi.mock('../../../runtime/render/schema/loadPageBundle', async (original) =>
  (await import('./storedBundles')).withStoredBundles(original),
);

const PAGE: ListPageSchema = {
  id: 'test.people',
  kind: 'list',
  title: 'People',
  i18n: {
    'zh-CN': { done: '已完成', open: '未完成', summary: '完成 {{count}} / 共 {{total}} 人' },
    'en-US': { done: 'Done', open: 'Open', summary: '{{count}} of {{total}} done' },
  },
  dataSource: { api: '/test/people', rowKey: 'userId', params: { team: { $expr: 'params.team' } } },
  summary: { text: { $t: 'summary' }, when: { $expr: "record.state == '1'" } },
  columns: [
    { field: 'realname', title: 'Name', fallback: 'username' },
    { field: 'username', title: 'Account' },
    {
      field: 'state',
      title: 'State',
      display: 'dictTag',
      filter: true,
      options: [
        { value: '0', label: { $t: 'open' } },
        { value: '1', label: { $t: 'done' } },
      ],
      tagColors: { '1': 'green', '0': 'default' },
    },
  ],
};
stored.set(PAGE.id, { page: PAGE, file: 'test:people', pages: new Map(), models: new Map() } as PageBundle);
// The same rows as a tree (the menu tree arrives whole like this): it shows whole, never paged.
const TREE: ListPageSchema = {
  ...PAGE,
  id: 'test.peopleTree',
  table: { tree: { parentField: 'parentId', lazy: false } },
};
stored.set(TREE.id, { page: TREE, file: 'test:people', pages: new Map(), models: new Map() } as PageBundle);

// Twelve people, the first three done; odd ones without a real name.
const PEOPLE = Array.from({ length: 12 }, (_, i) => ({
  userId: `u${i}`,
  username: `user${i}`,
  realname: i % 2 ? null : `名${i}`,
  state: i < 3 ? '1' : '0',
}));

async function renderPeople(locale?: 'en-US', pageId = PAGE.id) {
  const server = schemaServer();
  server.intercept = ({ path }) =>
    path === '/test/people' ? { success: true, code: 200, message: '', result: PEOPLE } : undefined;
  const rendered = await renderSchema(<SchemaPage pageId={pageId} params={{ team: 't1' }} />, {
    server,
    ...(locale ? { locale } : {}),
  });
  await screen.findByText('名0', {}, { timeout: 30_000 });
  return rendered;
}

const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('a list of rows answered all at once', { timeout: 60_000 }, () => {
  it('shows the fallback field where the value is empty, and option labels as coloured tags', async () => {
    const { server } = await renderPeople();
    expect(server.log.find((r) => r.path === '/test/people')!.params.team).toBe('t1');
    const second = screen.getAllByText('user1');
    // Under Name (no real name) and under Account.
    expect(second).toHaveLength(2);
    const first = screen.getByText('名0').closest('tr') as HTMLElement;
    expect(within(first).getByText('已完成').className).toContain('ant-tag-green');
    const fourth = screen.getByText('名4').closest('tr') as HTMLElement;
    expect(within(fourth).getByText('未完成').className).toContain('ant-tag-default');
  });

  it('pages the loaded rows itself, without asking the server again', async () => {
    const { server } = await renderPeople();
    expect(rows()).toHaveLength(10);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('名10')).toBeTruthy();
    expect(server.log.filter((r) => r.path === '/test/people')).toHaveLength(1);
  });

  it('shows a tree answered all at once whole, without paging its rows', async () => {
    await renderPeople(undefined, TREE.id);
    expect(rows()).toHaveLength(12);
    expect(screen.getByText('名10')).toBeTruthy();
  });

  it('counts the rows meeting the summary condition out of all loaded rows', async () => {
    await renderPeople();
    expect(screen.getByText('完成 3 / 共 12 人')).toBeTruthy();
  });

  it('filters the loaded rows by a column option from the header', async () => {
    await renderPeople();
    fireEvent.click(document.querySelector('.ant-table-filter-trigger') as HTMLElement);
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('已完成'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText('名4')).toBeNull();
    // The summary still counts every loaded row.
    expect(screen.getByText('完成 3 / 共 12 人')).toBeTruthy();
  });

  it('speaks English in en-US', async () => {
    await renderPeople('en-US');
    expect(screen.getByText('3 of 12 done')).toBeTruthy();
    expect(screen.getAllByText('Done')[0]!.className).toContain('ant-tag-green');
  });
});
