// The local store's write of a source that fails at once (a file the meter refuses at its first
// chunk): no temporary file may be left behind. CI once found a `.tmp/….part` after a refused
// chunked upload: the write stream's open was still running when the failed pipeline returned, so
// removing the temporary file could come before the file existed (files/temp-write.ts). The race is
// a matter of thread-pool timing, so it is tried many times, with a timer between tries as between
// requests; before the mend, five runs in six left files behind.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalBackend, LOCAL_BUCKET } from '../../server/src/files/local-backend.js';
import { LinkSigner } from '../../server/src/files/links.js';

const TRIES = 2000;

describe('the local store writing a failed source', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-local-put-'));
  const root = join(dataDir, 'store');
  const backend = new LocalBackend(root, new LinkSigner({ dataDir }, '/api/sys/oss/file/signed'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rejects with the source error and leaves no temporary file, however the open is timed', async () => {
    const refusedAtOnce = () =>
      new Readable({
        read() {
          this.destroy(new Error('refused: program'));
        },
      });
    for (let i = 0; i < TRIES; i += 1) {
      await expect(backend.put(LOCAL_BUCKET, `general/2026/12/${i}`, refusedAtOnce())).rejects.toThrow(
        'refused: program',
      );
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    // Time for an open still in flight to show its file.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    expect(readdirSync(root)).toEqual(['.tmp']);
  });
});
