// The file list pages from the repository's schemas (file/general.split.json and its list) against the
// in-memory stored-file API: folders on the left, sizes and short digests, the upload dialog with its
// checks and progress, preview only for images and PDF, download under the server's file name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSchemaRuntime } from '../../../runtime/antd/register';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { clearPageBundles } from '../../../runtime/render/schema/loadPageBundle';
import { fileServer } from '../../../stories/fixtures/fileData';
import { SCHEMA_ADMIN } from '../../../stories/fixtures/schemaData';
import { grant } from '../antd/schemaHarness';
import { renderWithProviders } from '../app/testProviders';

// The first page of a file loads the kinds' chunks: slow on a busy machine.
const LOAD = { timeout: 15_000 };
const CODES = ['biz:generalFile:add', 'biz:generalFile:edit', 'biz:generalFile:delete', 'biz:document:add'];

async function renderFiles(pageId = 'file.general.split') {
  const setup = fileServer();
  registerSchemaRuntime();
  clearPageBundles();
  grant(CODES);
  await renderWithProviders(
    <App>
      <SchemaPage pageId={pageId} params={{}} />
    </App>,
    { user: SCHEMA_ADMIN, http: setup.adapter },
  );
  return setup;
}

// Role queries walk the whole accessibility tree of a list page: text queries keep the test fast.
const button = (text: string | RegExp) => screen.getByText(text).closest('button') as HTMLElement;
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const choose = (files: File[]) => {
  const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('file list pages', () => {
  it(
    'shows the folders beside the files of the selected one, sizes and short digests',
    { timeout: 90_000 },
    async () => {
      const { server } = await renderFiles();
      expect(await screen.findByText('产品手册.pdf', {}, LOAD)).toBeTruthy();
      expect(screen.getByText('全部文件')).toBeTruthy();
      expect(within(row('产品手册.pdf')).getByText('1.2 MB')).toBeTruthy();
      expect(within(row('logs-2026-11.zip')).getByText('700 MB')).toBeTruthy();
      expect(within(row('logo.png')).getAllByText('3a7bd3e2360a').length).toBeGreaterThan(0);
      const list = server.log.find((l) => l.path === '/sys/file/list');
      // The root node (全部文件) lists the category without a folder.
      expect(list?.params).toMatchObject({ category: 'general' });
      expect(list?.params).not.toHaveProperty('folder');
      fireEvent.click(screen.getByText('合同'));
      expect(await screen.findByText('框架协议.pdf', {}, LOAD)).toBeTruthy();
      await waitFor(() => expect(server.log.at(-1)?.params).toMatchObject({ folder: '合同' }));
    },
  );

  it('offers preview only for images and PDF and shows the file from an object URL', async () => {
    await renderFiles();
    await screen.findByText('logo.png', {}, LOAD);
    expect(within(row('logs-2026-11.zip')).queryByText('预览')).toBeNull();
    fireEvent.click(within(row('logo.png')).getByText('预览'));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-body img')?.getAttribute('src')).toBe('blob:file'),
    );
    expect(screen.getByText('预览：logo.png')).toBeTruthy();
  });

  it('downloads a file as a blob under its Content-Disposition name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('产品手册.pdf');
    });
    await renderFiles();
    await screen.findByText('产品手册.pdf', {}, LOAD);
    fireEvent.click(within(row('产品手册.pdf')).getByText('下载'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it(
    'uploads the chosen files with a progress bar and refreshes the list when closed',
    { timeout: 90_000 },
    async () => {
      const { files } = await renderFiles();
      await screen.findByText('产品手册.pdf', {}, LOAD);
      fireEvent.click(button(/^上\s*传$/));
      expect(await screen.findByText('点击或将文件拖到此处')).toBeTruthy();
      await screen.findByText(/单个文件不超过 1024 MB/);
      choose([new File(['hello'], '周报.txt')]);
      expect(await screen.findByText('周报.txt')).toBeTruthy();
      fireEvent.click(button('开始上传'));
      expect(await screen.findByText('1 个文件已上传')).toBeTruthy();
      expect(files.log).toContain('POST /sys/file/upload');
      expect(document.querySelector('.ant-modal .ant-progress')?.textContent).toContain('100%');
      fireEvent.click(button(/^关\s*闭$/));
      expect(await screen.findByText('周报.txt')).toBeTruthy();
    },
  );

  it(
    'refuses a file over the limit or of a refused type before sending, naming the limit',
    { timeout: 90_000 },
    async () => {
      const { files } = await renderFiles('document.document.split');
      await screen.findByText('全部文件', {}, LOAD);
      fireEvent.click(await screen.findByText(/^上\s*传$/));
      await screen.findByText(/单个文件不超过 200 MB/);
      choose([new File(['x'], 'setup.exe')]);
      expect(
        await screen.findByText(/不接受 \.exe 类型的文件（setup\.exe），可接受：pdf, docx/),
      ).toBeTruthy();
      expect(button('开始上传')).toHaveProperty('disabled', true);
      expect(files.log.filter((l) => l.startsWith('POST'))).toEqual([]);
    },
  );
});
