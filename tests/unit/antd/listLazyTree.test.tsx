// A tree list the server keeps (sys_category): roots only, children loaded on expand, flat search
// results, and a refresh that forgets the loaded children.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { lazyTreeOf } from '../../../runtime/render/list/lazyTree';
import type { ListPageSchema, ModelSchema } from '../../../runtime/render/schemaLite';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const node = (id: string, pid: string, name: string, code: string, hasChild: '0' | '1') => ({
  id,
  pid,
  name,
  code,
  hasChild,
  createTime: '2026-11-20 09:00:00',
});

/** The in-memory server with a small category tree (and `fail` to refuse children's requests). */
function categoryServer(options: { failChildren?: boolean } = {}) {
  const server = schemaServer();
  server.tables.push({
    basePath: '/sys/category',
    table: 'sys_category',
    rows: [
      node('c1', '0', '计算', 'A01', '1'),
      node('c2', '0', '存储', 'A02', '0'),
      node('c11', 'c1', '云服务器 ECS', 'A01A01', '1'),
      node('c12', 'c1', '容器服务', 'A01A02', '0'),
      node('c111', 'c11', '突发性能实例', 'A01A01A01', '0'),
    ],
  });
  if (options.failChildren) {
    server.intercept = ({ params }) =>
      params.pid && params.pid !== '0'
        ? { success: false, code: 500, message: '数据库忙', result: null, timestamp: 0 }
        : undefined;
  }
  return server;
}

const lists = (server: { log: { path: string; params: Record<string, unknown> }[] }) =>
  server.log.filter((r) => r.path === '/sys/category/list').map((r) => r.params);

const expandButton = (name: string) =>
  screen.getByText(name).closest('tr')!.querySelector<HTMLButtonElement>('.ant-table-row-expand-icon')!;

const render = (server = categoryServer()) =>
  renderSchema(<SchemaPage pageId="system.category.list" params={{}} />, { server });

describe('lazy tree list', () => {
  it('is inferred from the model when table.tree names the parent field the server keeps', () => {
    const model = { 'x-storage': { tree: { parentField: 'pid', hasChildField: 'hasChild' } } };
    const page = (tree: object) => ({ table: { tree } }) as unknown as ListPageSchema;
    expect(lazyTreeOf(page({ parentField: 'pid' }), model as unknown as ModelSchema)).toEqual({
      parentField: 'pid',
      root: '0',
      hasChildField: 'hasChild',
    });
    expect(lazyTreeOf(page({ parentField: 'pid', lazy: false }), model as unknown as ModelSchema)).toBe(
      undefined,
    );
    expect(lazyTreeOf(page({ parentField: 'parentId' }), model as unknown as ModelSchema)).toBe(undefined);
  });

  it('asks for the roots only, and counts them', async () => {
    const { server } = await render();
    expect(await screen.findByText('计算')).toBeTruthy();
    expect(screen.getByText('存储')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.queryByText('云服务器 ECS')).toBeNull();
    expect(lists(server)).toEqual([
      expect.objectContaining({ pid: '0', pageNo: 1, pageSize: 100, column: 'code', order: 'asc' }),
    ]);
    // Only a row with children expands.
    expect(expandButton('计算').className).toContain('collapsed');
    expect(expandButton('存储').className).toContain('spaced');
  });

  it('loads the children of an expanded row, nested, and keeps them when it collapses', async () => {
    const { server } = await render();
    fireEvent.click(expandButton(await screen.findByText('计算').then((el) => el.textContent!)));
    expect(await screen.findByText('云服务器 ECS')).toBeTruthy();
    expect(screen.getByText('容器服务')).toBeTruthy();
    expect(lists(server).at(-1)).toMatchObject({
      pid: 'c1',
      column: 'code',
      order: 'asc',
      pageNo: 1,
      pageSize: 1000,
    });
    // A grandchild on demand too.
    fireEvent.click(expandButton('云服务器 ECS'));
    expect(await screen.findByText('突发性能实例')).toBeTruthy();
    expect(lists(server).at(-1)).toMatchObject({ pid: 'c11' });
    const requests = lists(server).length;
    fireEvent.click(expandButton('计算'));
    await waitFor(() => expect(screen.queryByText('云服务器 ECS')).toBeNull());
    fireEvent.click(expandButton('计算'));
    expect(await screen.findByText('云服务器 ECS')).toBeTruthy();
    expect(lists(server)).toHaveLength(requests);
  });

  it('lists the matches of a search flat', async () => {
    const { server } = await render();
    await screen.findByText('计算');
    fireEvent.change(screen.getByLabelText('分类名称:'), { target: { value: '实例' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('突发性能实例')).toBeTruthy();
    expect(screen.queryByText('计算')).toBeNull();
    expect(lists(server).at(-1)).not.toHaveProperty('pid');
    expect(lists(server).at(-1)).toMatchObject({ name: '*实例*' });
    expect(document.querySelector('.ant-table-row-expand-icon')).toBeNull();
  });

  it('forgets the loaded children on refresh', async () => {
    const { server } = await render();
    fireEvent.click(expandButton(await screen.findByText('计算').then((el) => el.textContent!)));
    expect(await screen.findByText('云服务器 ECS')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(screen.queryByText('云服务器 ECS')).toBeNull());
    await waitFor(() => expect(lists(server).at(-1)).toMatchObject({ pid: '0' }));
    await waitFor(() => expect(expandButton('计算').className).toContain('collapsed'));
    fireEvent.click(expandButton('计算'));
    expect(await screen.findByText('云服务器 ECS')).toBeTruthy();
    expect(lists(server).filter((p) => p.pid === 'c1')).toHaveLength(2);
  });

  it('reports a failed load of children and leaves the row collapsed', async () => {
    await render(categoryServer({ failChildren: true }));
    fireEvent.click(expandButton(await screen.findByText('计算').then((el) => el.textContent!)));
    expect(await screen.findByText(/下级加载失败.*数据库忙/)).toBeTruthy();
    expect(expandButton('计算').className).toContain('collapsed');
  });
});
