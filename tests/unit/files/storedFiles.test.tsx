// The `x-storedFiles` widget and display over the in-memory stored-file API: the files a record holds
// show with size and digest, a remove button drops one from the value, an upload through the dialog
// adds the stored file's id; the display lists names, sizes, whole digests and download counts.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import '../../../runtime/antd/files/locales';
import { StoredFiles } from '../../../runtime/antd/storedFiles/StoredFiles';
import StoredFilesValue from '../../../runtime/antd/storedFiles/StoredFilesValue';
import { fakeAdapter } from '../../../stories/fixtures/fakeHttp';
import { fileServer } from '../../../stories/fixtures/fileData';
import { SCHEMA_ADMIN } from '../../../stories/fixtures/schemaData';
import { renderWithProviders } from '../app/testProviders';

const SHA = 'ab'.repeat(32);
const held = [
  { id: 'f1', name: '产品手册.pdf', sizeBytes: 1_258_291, sha256: SHA, downloadCount: 3 },
  { id: 'f2', name: 'logo.png', sizeBytes: 48_213, sha256: SHA, downloadCount: 0 },
];

async function renderWidget(value: string | undefined, onChange = vi.fn()) {
  const setup = fileServer();
  await renderWithProviders(
    <App>
      <StoredFiles
        category="general"
        folder=""
        value={value}
        onChange={onChange}
        initialFiles={held}
        max={3}
      />
    </App>,
    { user: SCHEMA_ADMIN, http: setup.adapter },
  );
  return { ...setup, onChange };
}

describe('stored files widget', () => {
  it('shows the held files and removes one from the value', async () => {
    const { onChange } = await renderWidget('f1,f2');
    expect(screen.getByText('产品手册.pdf')).toBeTruthy();
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    expect(screen.getAllByText(SHA.slice(0, 12))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /移除 产品手册\.pdf/ }));
    expect(onChange).toHaveBeenCalledWith('f2');
  });

  it('adds an uploaded file to the value', { timeout: 60_000 }, async () => {
    const { onChange, files } = await renderWidget('f1');
    fireEvent.click(screen.getByText('上传文件').closest('button')!);
    await screen.findByText(/单个文件不超过/, {}, { timeout: 15_000 });
    const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'hello.txt')] } });
    fireEvent.click((await screen.findByText('开始上传')).closest('button')!);
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 15_000 });
    const stored = files.rows.find((r) => r.name === 'hello.txt')!;
    expect(onChange).toHaveBeenCalledWith(`f1,${String(stored.id)}`);
  });

  it('offers no upload once the value holds the most files', async () => {
    await renderWidget('f1,f2,f3');
    expect(screen.getByText('上传文件').closest('button')!.disabled).toBe(true);
    expect(screen.getByText('最多 3 个文件')).toBeTruthy();
  });
});

describe('stored files display', () => {
  it('lists each file with its size, whole digest and download count', async () => {
    await renderWithProviders(<StoredFilesValue files={held} full />, { user: SCHEMA_ADMIN });
    expect(screen.getByText('产品手册.pdf')).toBeTruthy();
    expect(screen.getAllByText(`SHA-256 ${SHA}`)).toHaveLength(2);
    expect(screen.getByText('下载 3 次')).toBeTruthy();
    expect(screen.getByText('下载 0 次')).toBeTruthy();
  });

  it('shows the downloads by organisation when asked', async () => {
    const stats = {
      total: 4,
      byOrg: [
        { orgCode: 'A02A01', orgName: '华东云联科技有限公司', count: 3 },
        { orgCode: null, orgName: null, count: 1 },
      ],
    };
    await renderWithProviders(<StoredFilesValue files={[held[0]]} full />, {
      user: SCHEMA_ADMIN,
      http: fakeAdapter({
        '/sys/file/downloadStats': { success: true, code: 200, message: '', result: stats },
      }),
    });
    fireEvent.click(screen.getByText('按组织统计').closest('button')!);
    const table = await screen.findByTestId('download-stats');
    expect(table.textContent).toBe('华东云联科技有限公司3无组织1');
  });

  it('drops entries that are not files', async () => {
    await renderWithProviders(<StoredFilesValue files={[{ id: 1 }, 'x', held[1]]} />, { user: SCHEMA_ADMIN });
    expect(screen.getAllByTestId('stored-file')).toHaveLength(1);
  });
});
