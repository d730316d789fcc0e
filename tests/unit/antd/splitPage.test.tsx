// The split page kind: a tree from an API, its search and expand / collapse all, the hint until a node
// is selected, the tabs' pages for the selected node with params computed from `record`, tree actions
// on the selected node that refresh the tree keeping the selection, and the tree's error state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import {
  registerSplitStorySource,
  STORY_SPLIT_ID,
  STORY_SPLIT_PAGE,
} from '../../../runtime/antd/split/splitStoryData';
import { filterNodes, toViewNodes } from '../../../runtime/antd/split/treeNodes';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const FIELDS = { keyField: 'key', labelField: 'title' };

async function renderSplit(
  change?: (server: ReturnType<typeof schemaServer>) => void,
  page = STORY_SPLIT_PAGE,
) {
  registerSplitStorySource(page);
  const server = schemaServer();
  change?.(server);
  return renderSchema(<SchemaPage pageId={STORY_SPLIT_ID} params={{}} />, { server });
}

describe('split page', () => {
  it('filters the tree keeping the path to each hit', () => {
    const nodes = toViewNodes(
      [
        {
          key: 'a',
          title: '支持中心',
          children: [
            { key: 'b', title: '一线支持部' },
            { key: 'c', title: '财务' },
          ],
        },
      ],
      FIELDS,
    );
    const hits = filterNodes(nodes, '一线');
    expect(hits.map((n) => n.key)).toEqual(['a']);
    expect(hits[0]!.children!.map((n) => n.key)).toEqual(['b']);
    expect(filterNodes(nodes, 'nothing')).toEqual([]);
  });

  it('shows the hint, then the tab page for the selected node with params from record', async () => {
    // The dictionary items list passes its `dictId` param on to its API: the record's key shows there.
    const tab = {
      key: 'items',
      title: '字典项',
      page: 'system.dictItem.list',
      params: { dictId: { $expr: 'record.key' } },
    };
    const { server } = await renderSplit(undefined, { ...STORY_SPLIT_PAGE, tabs: [tab] });
    expect(await screen.findByText('一线支持部')).toBeTruthy();
    expect(screen.getByText('请在左侧选择部门')).toBeTruthy();
    fireEvent.click(screen.getByText('一线支持部'));
    expect(await screen.findByRole('tab', { name: '字典项' })).toBeTruthy();
    await waitFor(() =>
      expect(
        server.log.some(
          (r) => r.path === '/sys/dictItem/list' && r.params.dictId === 'd0000000000000000000000000000002',
        ),
      ).toBe(true),
    );
    expect(screen.queryByText('请在左侧选择部门')).toBeNull();
  });

  it('starts with the first node selected when the tree says selectFirst', async () => {
    const tab = {
      key: 'items',
      title: '字典项',
      page: 'system.dictItem.list',
      params: { dictId: { $expr: 'record.key' } },
    };
    const tree = { ...STORY_SPLIT_PAGE.tree, selectFirst: true };
    const { server } = await renderSplit(undefined, { ...STORY_SPLIT_PAGE, tree, tabs: [tab] });
    expect(await screen.findByRole('tab', { name: '字典项' })).toBeTruthy();
    expect(screen.queryByText('请在左侧选择部门')).toBeNull();
    await waitFor(() =>
      expect(server.log.some((r) => r.path === '/sys/dictItem/list' && Boolean(r.params.dictId))).toBe(true),
    );
  });

  it('collapses and expands all, and filters by the search box', async () => {
    await renderSplit();
    expect(await screen.findByText('一线支持部')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '折叠全部' }));
    await waitFor(() => expect(screen.queryByText('一线支持部')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(await screen.findByText('一线支持部')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: '搜索' });
    fireEvent.change(search, { target: { value: '一线' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('二线支持部')).toBeNull());
    expect(screen.getByText('一线支持部')).toBeTruthy();
  });

  it('deletes the selected node after confirming, refreshes the tree and clears the selection', async () => {
    const { server } = await renderSplit((s) => {
      s.intercept = ({ method, path, params }) => {
        if (method !== 'DELETE' || path !== '/sys/sysDepart/delete') return undefined;
        s.departs = (s.departs ?? []).filter((d) => d.id !== params.id);
        return { success: true, code: 200, message: '删除成功', result: null, timestamp: 0 };
      };
    });
    const remove = await screen.findByRole('button', { name: /删\s*除/ });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('一线支持部'));
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除选中的部门？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.queryByText('一线支持部')).toBeNull());
    expect(server.log.filter((r) => r.path === '/sys/sysDepart/queryTreeList').length).toBe(2);
    expect(await screen.findByText('请在左侧选择部门')).toBeTruthy();
  });

  it('keeps the selection and the opened nodes when the tree reloads', async () => {
    const { server } = await renderSplit();
    fireEvent.click(await screen.findByText('一线支持部'));
    expect(await screen.findByRole('tab', { name: '职务' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() =>
      expect(server.log.filter((r) => r.path === '/sys/sysDepart/queryTreeList').length).toBe(2),
    );
    expect(screen.getByText('一线支持部').closest('.ant-tree-treenode-selected')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '职务' })).toBeTruthy();
  });

  it('shows the tree API failure with a retry', async () => {
    let failing = true;
    await renderSplit((s) => {
      s.intercept = ({ path }) =>
        failing && path === '/sys/sysDepart/queryTreeList'
          ? { success: false, code: 500, message: '部门树读取失败', result: null, timestamp: 0 }
          : undefined;
    });
    expect(await screen.findByText('部门树读取失败')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('一线支持部')).toBeTruthy();
  });
});
