// A list's loading states: the first rows load under a spinner where they will be, with no blur over
// the table, so the rows never mount blurred (the blur lifting a commit later made the browser restyle
// every row: issue 16); a reload over rows already shown blurs them only when it is slow.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
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
  id: 'test.loadingPeople',
  kind: 'list',
  title: 'People',
  dataSource: { api: '/test/loading-people', rowKey: 'userId' },
  columns: [{ field: 'username', title: 'Account' }],
};
stored.set(PAGE.id, { page: PAGE, file: 'test:people', pages: new Map(), models: new Map() } as PageBundle);

const people = (from: number) =>
  Array.from({ length: 10 }, (_, i) => ({ userId: `u${from + i}`, username: `user${from + i}` }));

/** Renders the page with its list answers held until `release` is called. */
async function renderHeld() {
  const server = schemaServer();
  server.intercept = ({ path, params }) =>
    path === '/test/loading-people'
      ? {
          success: true,
          code: 200,
          message: '',
          result: { records: people((Number(params.pageNo) - 1) * 10), total: 30, current: 1, size: 10 },
        }
      : undefined;
  const held: (() => void)[] = [];
  const hold =
    (adapter: AxiosAdapter): AxiosAdapter =>
    async (config) => {
      if (config.url?.includes('/test/loading-people')) await new Promise<void>((go) => held.push(go));
      return adapter(config);
    };
  await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server, wrapAdapter: hold });
  await waitFor(() => expect(held).toHaveLength(1));
  return { release: () => held.shift()?.(), held };
}

/** Whether any blur was on the page at a DOM change while `during` ran. */
async function blurSeen(during: () => Promise<void>): Promise<boolean> {
  let seen = document.querySelector('.ant-spin-blur') !== null;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('.ant-spin-blur') !== null;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  await during();
  observer.disconnect();
  return seen;
}

const rowTexts = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.textContent);

describe('a list loading its rows', { timeout: 60_000 }, () => {
  it('shows a spinner where the first rows will be, never "no data", and no blur as they arrive', async () => {
    const { release } = await renderHeld();
    await waitFor(() =>
      expect(document.querySelector('.ant-table-placeholder .ant-spin-spinning')).not.toBeNull(),
    );
    expect(screen.queryByText('暂无数据')).toBeNull();
    const blurred = await blurSeen(async () => {
      release();
      await screen.findByText('user0');
    });
    expect(blurred).toBe(false);
    expect(rowTexts()).toHaveLength(10);
    expect(document.querySelector('.ant-table-placeholder')).toBeNull();
  });

  it('keeps the rows shown while the next page loads, blurring them only when it is slow', async () => {
    const { release, held } = await renderHeld();
    release();
    await screen.findByText('user0');
    fireEvent.click(document.querySelector('.ant-pagination-next button')!);
    await waitFor(() => expect(held).toHaveLength(1));
    expect(rowTexts()[0]).toBe('user0');
    expect(document.querySelector('.ant-spin-blur')).toBeNull();
    // A slow answer: after 300 ms the rows shown are blurred under the spinner.
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).not.toBeNull(), { timeout: 3000 });
    expect(rowTexts()[0]).toBe('user0');
    release();
    await screen.findByText('user10');
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
  });
});
