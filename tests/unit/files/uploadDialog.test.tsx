// The upload dialog over the in-memory stored-file API: a large file goes in chunks; when chunks keep
// failing it stops with the error and 继续上传, which sends only what the server lacks; removing a
// stopped upload deletes its session.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { UploadDialog } from '../../../runtime/antd/files/UploadDialog';
import '../../../runtime/antd/files/locales';
import { fileServer } from '../../../stories/fixtures/fileData';
import { SCHEMA_ADMIN } from '../../../stories/fixtures/schemaData';
import { renderWithProviders } from '../app/testProviders';

const MB = 1024 * 1024;
const button = (text: string | RegExp) => screen.getByText(text).closest('button') as HTMLElement;

async function renderDialog() {
  const setup = fileServer();
  const onUploaded = vi.fn();
  await renderWithProviders(
    <App>
      <UploadDialog
        api="/sys/file/upload"
        chunked
        rulesApi="/sys/file/categories"
        fields={{ category: 'general', folder: '' }}
        retryDelayMs={0}
        onUploaded={onUploaded}
        onClose={vi.fn()}
      />
    </App>,
    { user: SCHEMA_ADMIN, http: setup.adapter },
  );
  await screen.findByText(/单个文件不超过 1024 MB/, {}, { timeout: 15_000 });
  const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(21 * MB)], 'image.iso')] } });
  await screen.findByText('image.iso');
  return { ...setup, onUploaded };
}

describe('upload dialog', () => {
  it('resumes a chunked upload with only the missing chunks', { timeout: 90_000 }, async () => {
    const { files } = await renderDialog();
    expect(screen.getByText(/分片上传/)).toBeTruthy();
    files.fail = (method, path) => (method === 'PUT' && path.endsWith('/2') ? 'network' : undefined);
    fireEvent.click(button('开始上传'));
    fireEvent.click(await screen.findByText(/继续上传/, {}, { timeout: 15_000 }));
    expect(screen.queryByText('上传失败')).toBeNull();
    files.fail = undefined;
    await waitFor(() => expect(files.log.at(-1)).toMatch(/\/complete$/), { timeout: 15_000 });
    const puts = files.log.filter((l) => l.startsWith('PUT')).map((l) => l.split('/').pop());
    // Chunks 0 and 1 once, chunk 2 three times before the stop (it may or may not have been retried
    // again before the resume click), then once more after it.
    expect(puts.slice(0, 2)).toEqual(['0', '1']);
    expect(puts.slice(2).every((i) => i === '2')).toBe(true);
    expect(files.rows[0]).toMatchObject({ name: 'image.iso', sizeBytes: 21 * MB });
  });

  it('removing a stopped chunked upload deletes its session', { timeout: 90_000 }, async () => {
    const { files } = await renderDialog();
    files.fail = (method) => (method === 'PUT' ? 'network' : undefined);
    fireEvent.click(button('开始上传'));
    await screen.findByText(/继续上传/, {}, { timeout: 15_000 });
    expect(screen.getByText('无法连接服务器')).toBeTruthy();
    fireEvent.click(button(/^移\s*除$/));
    await waitFor(() => expect(files.log.at(-1)).toMatch(/^DELETE \/sys\/file\/upload\//));
    expect(files.sessions.size).toBe(0);
    expect(screen.queryByText('image.iso')).toBeNull();
  });
});
