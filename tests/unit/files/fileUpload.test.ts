// The headless uploader against the in-memory stored-file API (the HTTP client's adapter swapped,
// never fetch): single and chunked uploads, retries, resume of only the missing chunks, cancel, and
// the server's 413 / 415 messages.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../runtime/core';
import { FileUpload, type UploadState } from '../../../runtime/render/files/fileUpload';
import { memoryFiles, memoryFilesAdapter, type MemoryFiles } from '../../../stories/fixtures/memoryFiles';

const realAdapter = http.defaults.adapter;
let fake: MemoryFiles;

beforeEach(() => {
  fake = memoryFiles();
  fake.chunkBytes = 10;
  http.defaults.adapter = memoryFilesAdapter(fake);
});
afterEach(() => {
  http.defaults.adapter = realAdapter;
});

function upload(file: File, states: UploadState[] = [], singleMaxBytes = 8) {
  return new FileUpload(file, {
    api: '/sys/file/upload',
    chunked: true,
    fields: { category: 'general', folder: '合同' },
    singleMaxBytes,
    retryDelayMs: 0,
    onChange: (s) => states.push(s),
  });
}
const fileOf = (size: number, name = 'data.csv') => new File([new Uint8Array(size)], name);
const puts = () => fake.log.filter((l) => l.startsWith('PUT ')).map((l) => l.split('/').pop());

describe('FileUpload', () => {
  it('sends a small file in one multipart POST and reports its progress', async () => {
    const states: UploadState[] = [];
    const stored = await upload(fileOf(5), states, 100).start();
    expect(fake.log).toEqual(['POST /sys/file/upload']);
    expect(stored).toMatchObject({ name: 'data.csv', folder: '合同', sizeBytes: 5 });
    expect(states.some((s) => s.status === 'uploading' && s.sent === 5)).toBe(true);
    expect(states.at(-1)).toMatchObject({ status: 'done', sent: 5, total: 5 });
  });

  it('splits a large file into chunks of the session size, the last one shorter', async () => {
    const stored = await upload(fileOf(25)).start();
    expect(fake.log[0]).toBe('POST /sys/file/upload/init');
    expect(puts()).toEqual(['0', '1', '2']);
    expect(fake.log.at(-1)).toMatch(/\/complete$/);
    expect(stored).toMatchObject({ sizeBytes: 25 });
  });

  it('retries a chunk that failed on the network', async () => {
    let failures = 2;
    fake.fail = (method, path) =>
      method === 'PUT' && path.endsWith('/1') && failures-- > 0 ? 'network' : undefined;
    const item = upload(fileOf(25));
    await item.start();
    expect(puts()).toEqual(['0', '1', '1', '1', '2']);
    expect(item.snapshot.status).toBe('done');
  });

  it('stops after the retries and resumes with only the missing chunks', async () => {
    fake.fail = (method, path) => (method === 'PUT' && path.endsWith('/2') ? 503 : undefined);
    const item = upload(fileOf(25));
    expect(await item.start()).toBeUndefined();
    expect(item.snapshot).toMatchObject({ status: 'failed', resumable: true, sent: 20 });
    fake.fail = undefined;
    fake.log.length = 0;
    const stored = await item.resume();
    expect(fake.log[0]).toMatch(/^GET \/sys\/file\/upload\/f/);
    expect(puts()).toEqual(['2']);
    expect(stored).toMatchObject({ sizeBytes: 25 });
  });

  it('cancels: the request stops and the session is deleted on the server', async () => {
    fake.fail = (method, path) => (method === 'PUT' && path.endsWith('/1') ? 'network' : undefined);
    const item = upload(fileOf(25));
    await item.start();
    await item.cancel();
    expect(fake.log.at(-1)).toMatch(/^DELETE \/sys\/file\/upload\/f/);
    expect(fake.sessions.size).toBe(0);
    expect(item.snapshot.status).toBe('cancelled');
  });

  it("shows the server's 413 and 415 messages", async () => {
    fake.rules.general = { perm: 'biz:generalFile', maxMB: 0, accept: ['pdf'] };
    const big = upload(fileOf(25));
    await big.start();
    expect(big.snapshot).toMatchObject({ status: 'failed', error: '文件超过上限 0 MB', resumable: false });
    fake.rules.general = { perm: 'biz:generalFile', maxMB: 10, accept: ['pdf'] };
    const wrong = upload(fileOf(5, 'tool.exe'), [], 100);
    await wrong.start();
    expect(wrong.snapshot.error).toBe('不接受该文件类型，可接受：pdf');
  });
});
