// The local-disk backend: objects are files under DATA_DIR/files/store/<key>, one bucket named after
// the folder. A write goes to a temporary file under store/.tmp and is renamed into place only when
// complete, so a key never shows half a file; the temporary file is removed on any error, and ones a
// crash left behind are swept at start.
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, ListedObject, StorageBackend } from './backend.js';
import { SIGNED_LINK_SECONDS } from './backend.js';
import { isSafeKey } from './keys.js';
import type { LinkSigner } from './links.js';
import { writeThenCommit } from './temp-write.js';

/** The local store's one bucket. */
export const LOCAL_BUCKET = 'store';
const TMP = '.tmp';
/** Temporary files older than this are left-overs of a crash. */
const STALE_TMP_MS = 24 * 60 * 60 * 1000;

export class LocalBackend implements StorageBackend {
  readonly kind = 'local';
  readonly bucket = LOCAL_BUCKET;

  constructor(
    /** DATA_DIR/files/store */
    private readonly root: string,
    private readonly links: LinkSigner,
  ) {}

  /** The file of a key; throws for a bucket other than ours or a key that is not of our shape. */
  private pathOf(bucket: string, key: string): string {
    if (bucket !== LOCAL_BUCKET || !isSafeKey(key)) throw new Error(`not a key of the local store: ${key}`);
    return join(this.root, ...key.split('/'));
  }

  async put(bucket: string, key: string, source: Readable): Promise<void> {
    const target = this.pathOf(bucket, key);
    const temp = join(this.root, TMP, `${randomBytes(16).toString('hex')}.part`);
    await mkdir(dirname(temp), { recursive: true });
    await writeThenCommit(temp, source, [], async () => {
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    });
  }

  async get(bucket: string, key: string, range?: ByteRange): Promise<Readable | null> {
    const handle = await open(this.pathOf(bucket, key), 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    return handle?.createReadStream(range ? { start: range.start, end: range.end } : {}) ?? null;
  }

  async delete(bucket: string, key: string): Promise<void> {
    await unlink(this.pathOf(bucket, key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async buckets(): Promise<{ name: string; createTime: Date | null }[]> {
    await mkdir(this.root, { recursive: true });
    const info = await stat(this.root);
    return [{ name: LOCAL_BUCKET, createTime: info.birthtime }];
  }

  async list(bucket: string, prefix: string, max: number): Promise<ListedObject[] | null> {
    if (bucket !== LOCAL_BUCKET) return null;
    const cut = prefix.lastIndexOf('/') + 1;
    const folder = prefix.slice(0, cut);
    const start = prefix.slice(cut);
    const dir = folder === '' ? this.root : this.pathOf(bucket, folder.slice(0, -1));
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return [];
      throw err;
    }
    const picked = entries
      .filter((e) => !e.name.startsWith('.') && e.name.startsWith(start) && (e.isDirectory() || e.isFile()))
      .sort((a, b) => Number(b.isDirectory()) - Number(a.isDirectory()) || (a.name < b.name ? -1 : 1))
      .slice(0, max);
    return Promise.all(
      picked.map(async (e): Promise<ListedObject> => {
        if (e.isDirectory()) return { key: `${folder}${e.name}/`, sizeBytes: 0, lastModified: null };
        const info = await stat(join(dir, e.name));
        return { key: `${folder}${e.name}`, sizeBytes: info.size, lastModified: info.mtime };
      }),
    );
  }

  async signedUrl(bucket: string, key: string): Promise<string> {
    this.pathOf(bucket, key);
    return this.links.link(key, SIGNED_LINK_SECONDS);
  }

  /** Removes temporary files a crash left behind (older than a day). */
  async sweep(now = Date.now()): Promise<number> {
    const dir = join(this.root, TMP);
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info && now - info.mtimeMs > STALE_TMP_MS) {
        await rm(join(dir, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async close(): Promise<void> {}
}
