// The storage backend: where the bytes of stored files (and of the object-storage list) live. Local
// disk under DATA_DIR/files/store by default (local-backend.ts), or an S3-compatible object store
// (s3-backend.ts) when STORAGE=s3. Both promise the same: a write either stores all of its source
// under the key or leaves nothing behind (no partial object, no temporary file), whatever stops it.
import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An entry of a listing: an object, or a folder (a common prefix) when `key` ends with '/'. */
export interface ListedObject {
  key: string;
  sizeBytes: number;
  lastModified: Date | null;
}

export interface StorageBackend {
  /** What sys_file.storage records: 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  /** The bucket stored files go to (S3_BUCKET; the local store's one bucket). */
  readonly bucket: string;
  /**
   * Stores everything `source` yields under `key`, replacing nothing: keys are fresh. On any error —
   * the source failing (a refused or aborted upload) or the store — nothing is left and it rethrows.
   */
  put(bucket: string, key: string, source: Readable, contentType: string): Promise<void>;
  /** The object, or one range of it; null when there is no such object. */
  get(bucket: string, key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes an object; a missing one is no error. */
  delete(bucket: string, key: string): Promise<void>;
  /** The buckets the object-storage list shows. */
  buckets(): Promise<{ name: string; createTime: Date | null }[]>;
  /**
   * The objects and folders one level below `prefix` (folders first, then by key), at most `max`;
   * null when the bucket does not exist.
   */
  list(bucket: string, prefix: string, max: number): Promise<ListedObject[] | null>;
  /** A link that downloads the object without a token for the next 15 minutes. */
  signedUrl(bucket: string, key: string, downloadName: string): Promise<string>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** How long a pre-signed link works. */
export const SIGNED_LINK_SECONDS = 15 * 60;
/** The most entries a listing reads (the object-storage list pages through them). */
export const LIST_MAX = 10_000;
