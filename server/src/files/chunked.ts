// Chunked, resumable uploads of large files. A session is a folder DATA_DIR/uploads/<uploadId>/ with
// session.json (who, what, where) and one file per chunk received, named by its index; a chunk is
// written to a temporary name and renamed only once it has exactly its size, so a chunk cut short is
// never counted as held. Completing streams the chunks in order through the meter into the backend
// (file-store.ts) and removes the folder. Sessions idle for a day are swept, so an upload abandoned
// half-way leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { FileCategory, UploadSession } from '../../../schemas/api/files.js';
import { UPLOAD_CHUNK_BYTES } from '../../../schemas/api/files.js';
import { writeThenCommit } from './temp-write.js';

export interface SessionData {
  uploadId: string;
  /** The user who started it; nobody else sees it. */
  userId: string;
  category: FileCategory;
  folder: string;
  name: string;
  sizeBytes: number;
  sha256?: string;
  isPublic: '0' | '1';
  orgCode: string | null;
  chunkBytes: number;
  chunkCount: number;
}

const SESSION_FILE = 'session.json';
/** Sessions untouched for this long are abandoned. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
const ID = /^[0-9a-f]{32}$/;

/** A chunk of the wrong size: `expected` bytes were due. */
export class ChunkSizeError extends Error {
  constructor(readonly expected: number) {
    super(`the chunk must have ${expected} bytes`);
    this.name = 'ChunkSizeError';
  }
}

export class UploadSessions {
  constructor(private readonly root: string) {}

  private dir(uploadId: string): string {
    return join(this.root, uploadId);
  }

  /**
   * Starts a session for a file of `sizeBytes`, cut into chunks of UPLOAD_CHUNK_BYTES.
   *
   * @example
   * const session = await sessions.create({ userId, category: 'general', folder: '', name: 'big.iso', sizeBytes, isPublic: '0', orgCode: null });
   */
  async create(data: Omit<SessionData, 'uploadId' | 'chunkBytes' | 'chunkCount'>): Promise<SessionData> {
    const session: SessionData = {
      ...data,
      uploadId: randomBytes(16).toString('hex'),
      chunkBytes: UPLOAD_CHUNK_BYTES,
      chunkCount: Math.ceil(data.sizeBytes / UPLOAD_CHUNK_BYTES),
    };
    await mkdir(this.dir(session.uploadId), { recursive: true });
    await writeFile(join(this.dir(session.uploadId), SESSION_FILE), JSON.stringify(session), { flag: 'wx' });
    return session;
  }

  /** The session if it exists and belongs to `userId`, else null. */
  async load(uploadId: string, userId: string): Promise<SessionData | null> {
    if (!ID.test(uploadId)) return null;
    const text = await readFile(join(this.dir(uploadId), SESSION_FILE), 'utf8').catch(() => null);
    if (text === null) return null;
    const session = JSON.parse(text) as SessionData;
    return session.userId === userId ? session : null;
  }

  /** The size chunk `index` must have. */
  chunkSize(session: SessionData, index: number): number {
    const last = session.chunkCount - 1;
    return index < last ? session.chunkBytes : session.sizeBytes - session.chunkBytes * last;
  }

  /** The indexes of the chunks held, in order. */
  async received(session: SessionData): Promise<number[]> {
    const names = await readdir(this.dir(session.uploadId)).catch(() => [] as string[]);
    const held: number[] = [];
    for (const name of names) {
      if (!/^\d{1,6}$/.test(name)) continue;
      const index = Number(name);
      if (index >= session.chunkCount) continue;
      const info = await stat(join(this.dir(session.uploadId), name)).catch(() => null);
      if (info?.size === this.chunkSize(session, index)) held.push(index);
    }
    return held.sort((a, b) => a - b);
  }

  /** The session as the API answers it. */
  async view(session: SessionData): Promise<UploadSession> {
    return {
      uploadId: session.uploadId,
      chunkBytes: session.chunkBytes,
      chunkCount: session.chunkCount,
      received: await this.received(session),
    };
  }

  /**
   * Stores chunk `index` from `source`; rejects with ChunkSizeError (and keeps nothing of it) when the
   * source has more or fewer bytes than the chunk's size, or with the source's error. Sending a chunk
   * again replaces it.
   */
  async writeChunk(session: SessionData, index: number, source: Readable): Promise<void> {
    const dir = this.dir(session.uploadId);
    const expected = this.chunkSize(session, index);
    const temp = join(dir, `${index}.${randomBytes(8).toString('hex')}.tmp`);
    let bytes = 0;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        bytes += chunk.length;
        done(bytes > expected ? new ChunkSizeError(expected) : null, chunk);
      },
      flush(done: TransformCallback) {
        done(bytes === expected ? null : new ChunkSizeError(expected));
      },
    });
    await writeThenCommit(temp, source, [guard], async () => {
      await rename(temp, join(dir, String(index)));
      const now = new Date();
      await utimes(join(dir, SESSION_FILE), now, now);
    });
  }

  /** The whole file: the chunks read one after another. */
  assemble(session: SessionData): Readable {
    const dir = this.dir(session.uploadId);
    async function* chunks() {
      for (let i = 0; i < session.chunkCount; i += 1) {
        for await (const data of createReadStream(join(dir, String(i)))) yield data as Buffer;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  /** Deletes a session and its chunks. */
  async remove(uploadId: string): Promise<void> {
    if (ID.test(uploadId)) await rm(this.dir(uploadId), { recursive: true, force: true });
  }

  /**
   * Deletes sessions idle for longer than `idleMs` (their session.json, which every chunk touches,
   * is older), and folders without one. @returns how many were deleted.
   */
  async sweep(idleMs = SESSION_IDLE_MS, now = Date.now()): Promise<number> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const dir = join(this.root, name);
      const info =
        (await stat(join(dir, SESSION_FILE)).catch(() => null)) ?? (await stat(dir).catch(() => null));
      if (info && now - info.mtimeMs > idleMs) {
        await rm(dir, { recursive: true, force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
