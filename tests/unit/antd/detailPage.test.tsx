import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { SchemaDialog } from '../../../runtime/antd/pageKit/SchemaDialog';
import { localeAtom, resetUiProviders, setUiProviders } from '../../../runtime/core';
import { registerSchemaSource } from '../../../runtime/render';
import { renderSchema } from './schemaHarness';

const FIRST = 'c0000000000000000000000000000001';

describe('schema detail page', () => {
  it('shows the base, case and product sections with dictionary and reference labels', async () => {
    await renderSchema(<SchemaPage pageId="caseManage.case.detail" params={{ id: FIRST }} />);
    expect(await screen.findByText('工单详情')).toBeTruthy();
    for (const title of ['基本信息', '问题信息', '产品信息']) expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText('CS202611210001')).toBeTruthy();
    expect(screen.getByText('新建').closest('.ant-tag')).toBeTruthy();
    expect(screen.getByText('张伟')).toBeTruthy();
    expect(screen.getByText('一线支持部')).toBeTruthy();
    expect(screen.getByText('2026-12-01')).toBeTruthy();
    // The attachment is named as it was uploaded, and links to its stored path.
    expect((await screen.findByText('抓包分析.pdf')).getAttribute('href')).toContain(
      'biz_case/8c1f4e2a9b3d4c5e6f708192a3b4c5d6.pdf',
    );
  });

  it('asks for its record again when the interface language changes (the server localises labels)', async () => {
    const { server, store } = await renderSchema(
      <SchemaPage pageId="caseManage.case.detail" params={{ id: FIRST }} />,
    );
    await screen.findByText('CS202611210001');
    const reads = () => server.log.filter((r) => r.path === '/biz/case/queryById').length;
    const before = reads();
    act(() => store.set(localeAtom, 'en-US'));
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(screen.getByText('CS202611210001')).toBeTruthy();
  });

  it("lays sections out in the page's columns, at most 4 (more is a schema error)", async () => {
    registerSchemaSource({
      name: 'test-wide-detail',
      pages: () => [],
      loadPage: async (id) =>
        id === 'test.wide.detail'
          ? {
              path: 'db:test.wide.detail',
              value: {
                id,
                kind: 'detail',
                title: '宽',
                model: 'biz_case',
                columns: 4,
                sections: [
                  {
                    fields: [
                      'caseNo',
                      'title',
                      'status',
                      'priority',
                      'caseType',
                      'product',
                      'customerName',
                    ].map((field) => ({ field })),
                  },
                ],
              },
            }
          : undefined,
      loadModel: async () => undefined,
    });
    const { unmount } = await renderSchema(<SchemaPage pageId="test.wide.detail" params={{ id: FIRST }} />);
    await screen.findByText('CS202611210001');
    const rows = document.querySelectorAll('.ant-descriptions-row');
    expect(rows[0]!.querySelectorAll('th')).toHaveLength(4);
    unmount();
    registerSchemaSource({
      name: 'test-too-wide-detail',
      pages: () => [],
      loadPage: async (id) =>
        id === 'test.tooWide.detail'
          ? {
              path: 'db:test.tooWide.detail',
              value: {
                id,
                kind: 'detail',
                title: '宽',
                model: 'biz_case',
                columns: 6,
                sections: [{ fields: [{ field: 'caseNo' }] }],
              },
            }
          : undefined,
      loadModel: async () => undefined,
    });
    await renderSchema(<SchemaPage pageId="test.tooWide.detail" params={{ id: FIRST }} />);
    expect(await screen.findByText('db:test.tooWide.detail#/columns')).toBeTruthy();
  });

  it('uses the columns of the case detail page (3)', async () => {
    await renderSchema(<SchemaPage pageId="caseManage.case.detail" params={{ id: FIRST }} />);
    await screen.findByText('基本信息');
    const widest = Math.max(
      ...[...document.querySelectorAll('.ant-descriptions-row')].map(
        (row) => row.querySelectorAll('th').length,
      ),
    );
    expect(widest).toBe(3);
  });

  it('lists the record history from the data log with what changed', async () => {
    const { server } = await renderSchema(
      <SchemaPage pageId="caseManage.case.detail" params={{ id: FIRST }} />,
    );
    expect(await screen.findByText('修改历史')).toBeTruthy();
    expect(await screen.findByText('版本 2')).toBeTruthy();
    expect(screen.getByText('创建记录')).toBeTruthy();
    expect(screen.getByText(/修改了：.*优先级/)).toBeTruthy();
    expect(server.log.find((r) => r.path === '/sys/dataLog/list')?.params).toMatchObject({
      dataTable: 'biz_case',
      dataId: FIRST,
    });
  });

  it('hides the history without the data-log permission', async () => {
    await renderSchema(<SchemaPage pageId="caseManage.case.detail" params={{ id: FIRST }} />, {
      codes: ['biz:case:edit'],
    });
    await screen.findByText('基本信息');
    expect(screen.queryByText('修改历史')).toBeNull();
  });

  it('edits from the header in a modal and shows the saved values', async () => {
    await renderSchema(<SchemaPage pageId="caseManage.case.detail" params={{ id: FIRST }} />);
    await screen.findByText('基本信息');
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const title = (await within(dialog).findByLabelText('标题')) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('实例无法通过 SSH 登录'));
    fireEvent.change(title, { target: { value: '实例无法通过 SSH 登录（已复现）' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('实例无法通过 SSH 登录（已复现）')).toBeTruthy();
  });

  it('says so when the record does not exist', async () => {
    await renderSchema(<SchemaPage pageId="caseManage.case.detail" params={{ id: 'missing' }} />);
    expect(await screen.findByText('记录不存在')).toBeTruthy();
  });

  it("shows the server's 404 in the page, without the not-found notification besides", async () => {
    // The server answers a missing record with HTTP 404 (the in-memory server answers 200).
    const notFound: (adapter: AxiosAdapter) => AxiosAdapter = (adapter) => async (config) => {
      if (!config.url?.endsWith('/queryById')) return adapter(config);
      const data = { success: false, code: 404, message: '未找到对应实体', result: null };
      throw Object.assign(new Error('Request failed with status code 404'), {
        isAxiosError: true,
        config,
        response: { data, status: 404, statusText: 'Not Found', headers: {}, config },
      });
    };
    const open = vi.fn();
    setUiProviders({ notification: { open, close: () => undefined } });
    try {
      await renderSchema(<SchemaPage pageId="caseManage.case.detail" params={{ id: 'missing' }} />, {
        wrapAdapter: notFound,
      });
      expect(await screen.findByText('记录不存在')).toBeTruthy();
      expect(screen.getByText('未找到对应实体')).toBeTruthy();
      expect(open).not.toHaveBeenCalled();
    } finally {
      resetUiProviders();
    }
  });

  it('says the address names no record when the id is missing, without asking the server', async () => {
    await renderSchema(<SchemaPage pageId="caseManage.case.detail" params={{}} />);
    expect(await screen.findByText('未指定要查看的记录')).toBeTruthy();
    expect(screen.getByText('地址中缺少记录 id，请从列表中打开一条记录。')).toBeTruthy();
    expect(screen.queryByText('记录不存在')).toBeNull();
  });
});

describe('schema dialogs', () => {
  it('opens a modal page 60% wide and toggles fullscreen to 100%', async () => {
    await renderSchema(
      <SchemaDialog
        target="system.dict.modal"
        params={{}}
        onDone={() => undefined}
        onClosed={() => undefined}
      />,
    );
    await screen.findByLabelText('字典名称');
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('60%');
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    await waitFor(() =>
      expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('100%'),
    );
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    await waitFor(() =>
      expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('60%'),
    );
  });

  it('gives a detail page in a modal a body 80% of the window high', async () => {
    await renderSchema(
      <SchemaDialog
        target="caseManage.case.detail"
        params={{ id: FIRST }}
        onDone={() => undefined}
        onClosed={() => undefined}
      />,
    );
    await screen.findByText('基本信息');
    const body = document.querySelector('.ant-modal-body') as HTMLElement;
    expect(body.style.height).toBe('80vh');
  });

  it('opens the dictionary items in a drawer filtered by the dictionary', async () => {
    const { server } = await renderSchema(
      <SchemaDialog
        target="system.dictItem.drawer"
        params={{ dictId: 'a0000000000000000000000000000001' }}
        onDone={() => undefined}
        onClosed={() => undefined}
      />,
    );
    expect(await screen.findByText('字典列表')).toBeTruthy();
    expect(document.querySelector('.ant-drawer')).toBeTruthy();
    expect((await screen.findAllByText('启用', { selector: '.ant-tag' })).length).toBe(2);
    expect(server.log.find((r) => r.path === '/sys/dictItem/list')?.params).toMatchObject({
      dictId: 'a0000000000000000000000000000001',
      column: 'sortOrder',
      order: 'asc',
    });
  });
});
