// One file's upload, headless: one multipart POST for small files, a resumable chunked session for
// large ones. A chunk that fails on the network (or a 5xx) is retried a few times; after that the
// upload stops as `failed` with its session kept, and `resume()` asks the server which chunks it holds
// and sends only the missing ones. `cancel()` aborts the request in flight and drops the session.
import { errorMessageOf } from '../../core';
import {
  abortSession,
  completeSession,
  initSession,
  postFile,
  putChunk,
  readSession,
  type UploadSessionState,
} from './fileTransfer';

/** Above this a chunked session is used: the API's single-upload limit, or 20 MB, whichever is less. */
export const CHUNK_THRESHOLD_BYTES = 20 * 1024 * 1024;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadState {
  status: UploadStatus;
  /** Bytes the server has (or is receiving). */
  sent: number;
  total: number;
  /** The server's message (or the network error's) of a failure. */
  error?: string;
  /** A failed chunked upload can resume where it stopped. */
  resumable: boolean;
}

export interface UploadOptions {
  /** The multipart endpoint; with `chunked`, also the session base (`<api>/init` …). */
  api: string;
  chunked: boolean;
  /** Multipart fields, also sent with `init`. */
  fields: Record<string, string>;
  /** Single-upload limit of the API (schemas/api/files.ts SINGLE_UPLOAD_MAX_BYTES). */
  singleMaxBytes: number;
  /** Attempts per chunk before the upload stops (default 3). */
  attempts?: number;
  /** Pause before a retry, times the attempt number (default 500 ms). */
  retryDelayMs?: number;
  onChange: (state: UploadState) => void;
}

const isRetryable = (error: unknown) => {
  const status = (error as { response?: { status?: number } }).response?.status;
  return status === undefined || status >= 500;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads `file` as `options` say; `start()` resolves with the stored file (undefined when it failed
 * or was cancelled — the state says which).
 *
 * @example
 * const upload = new FileUpload(file, { api: '/sys/file/upload', chunked: true, fields, singleMaxBytes, onChange });
 * await upload.start();
 */
export class FileUpload<T = unknown> {
  private state: UploadState;
  private controller = new AbortController();
  private session?: UploadSessionState;
  result?: T;

  constructor(
    readonly file: File,
    private readonly options: UploadOptions,
  ) {
    this.state = { status: 'waiting', sent: 0, total: file.size, resumable: false };
  }

  get snapshot(): UploadState {
    return this.state;
  }

  /** Whether this file goes in chunks. */
  get chunked(): boolean {
    const limit = Math.min(this.options.singleMaxBytes, CHUNK_THRESHOLD_BYTES);
    return this.options.chunked && this.file.size > limit;
  }

  private set(patch: Partial<UploadState>): void {
    this.state = { ...this.state, ...patch };
    this.options.onChange(this.state);
  }

  async start(): Promise<T | undefined> {
    return this.run(() => (this.chunked ? this.sendChunked() : this.sendSingle()));
  }

  /** Sends what the server lacks of a failed chunked upload. */
  async resume(): Promise<T | undefined> {
    if (!this.session) return this.start();
    this.controller = new AbortController();
    return this.run(() => this.sendChunked());
  }

  /** Stops the upload; a chunked session is dropped on the server. */
  async cancel(): Promise<void> {
    this.controller.abort();
    this.set({ status: 'cancelled', resumable: false, error: undefined });
    const session = this.session;
    this.session = undefined;
    if (session) await abortSession(this.options.api, session.uploadId);
  }

  private async run(send: () => Promise<T>): Promise<T | undefined> {
    this.set({ status: 'uploading', error: undefined, resumable: false });
    try {
      this.result = await send();
      this.set({ status: 'done', sent: this.file.size });
      return this.result;
    } catch (error) {
      if (this.state.status === 'cancelled') return undefined;
      this.set({ status: 'failed', error: errorMessageOf(error), resumable: this.session !== undefined });
      return undefined;
    }
  }

  private sendSingle(): Promise<T> {
    return postFile<T>(this.options.api, this.file, this.options.fields, {
      signal: this.controller.signal,
      onProgress: (event) => this.set({ sent: Math.min(event.loaded, this.file.size) }),
    });
  }

  private async sendChunked(): Promise<T> {
    const { api } = this.options;
    const signal = this.controller.signal;
    this.session = this.session
      ? await readSession(api, this.session.uploadId, signal)
      : await initSession(
          api,
          { ...this.options.fields, name: this.file.name, sizeBytes: this.file.size },
          signal,
        );
    const { uploadId, chunkBytes, chunkCount } = this.session;
    const held = new Set(this.session.received);
    const sizeOf = (index: number) => Math.min(chunkBytes, this.file.size - index * chunkBytes);
    let done = [...held].reduce((sum, index) => sum + sizeOf(index), 0);
    this.set({ sent: done });
    for (let index = 0; index < chunkCount; index += 1) {
      if (held.has(index)) continue;
      const chunk = this.file.slice(index * chunkBytes, index * chunkBytes + sizeOf(index));
      await this.sendChunk(uploadId, index, chunk, (loaded) => this.set({ sent: done + loaded }));
      held.add(index);
      this.session = { ...this.session, received: [...held] };
      done += chunk.size;
      this.set({ sent: done });
    }
    const stored = await completeSession<T>(api, uploadId, signal);
    this.session = undefined;
    return stored;
  }

  private async sendChunk(uploadId: string, index: number, chunk: Blob, progress: (n: number) => void) {
    const attempts = this.options.attempts ?? 3;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await putChunk(this.options.api, uploadId, index, chunk, {
          signal: this.controller.signal,
          onProgress: (event) => progress(Math.min(event.loaded, chunk.size)),
        });
        return;
      } catch (error) {
        if (this.controller.signal.aborted || attempt >= attempts || !isRetryable(error)) throw error;
        await wait((this.options.retryDelayMs ?? 500) * attempt);
      }
    }
  }
}
