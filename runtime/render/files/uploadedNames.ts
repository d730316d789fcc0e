// The names files had when uploaded (GET /sys/common/fileNames): a stored path ends in 128 random
// bits, so links, upload lists and detail pages show the uploaded name instead. Paths are asked for
// in one request per render pass (batched, at most 100 a request) and remembered for the session; an
// upload made here is remembered from the file itself. A path without a name (an older file, an
// external URL, a failed lookup) shows its stored name, as before.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { http, type ApiEnvelope } from '../../core';

export const FILE_NAMES_URL = '/sys/common/fileNames';
/** The server's bounds (server/src/services/upload-names.ts): paths and characters a request. */
const BATCH_PATHS = 100;
const BATCH_CHARS = 8_000;
/** Characters of one stored path the server looks up (STORED_PATH_MAX, server/src/services/upload-names.ts). */
const STORED_PATH_MAX = 300;

const known = new Map<string, string | null>();
const waiting = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;
let scheduled = false;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Stored paths our server can name (not external links). */
const isStoredPath = (path: string) => !/^[a-z][a-z0-9+.-]*:/i.test(path) && !path.startsWith('/');

/** The stored name, the last segment of a path. */
export function storedNameOf(path: string): string {
  const last = path.split('/').pop() ?? path;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function batches(paths: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const path of paths) {
    if (current.length === BATCH_PATHS || chars + path.length + 1 > BATCH_CHARS) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(path);
    chars += path.length + 1;
  }
  if (current.length > 0) out.push(current);
  return out;
}

async function lookUp(paths: string[]) {
  try {
    const envelope = await http.get<unknown, ApiEnvelope<Record<string, string>>>(FILE_NAMES_URL, {
      params: { paths: paths.join(',') },
      skipErrorHandler: true,
    });
    const names = envelope.success && envelope.result ? envelope.result : {};
    for (const path of paths) known.set(path, typeof names[path] === 'string' ? names[path] : null);
  } catch {
    for (const path of paths) known.set(path, null);
  }
  changed();
}

function flush() {
  scheduled = false;
  const paths = [...waiting];
  waiting.clear();
  for (const batch of batches(paths)) void lookUp(batch);
}

function ask(paths: readonly string[]) {
  for (const path of paths) {
    if (path.length <= STORED_PATH_MAX && isStoredPath(path) && !known.has(path)) waiting.add(path);
  }
  if (waiting.size > 0 && !scheduled) {
    scheduled = true;
    // After the render pass that asked: every cell of a page in one request.
    setTimeout(flush, 0);
  }
}

/**
 * Remembers the name of a file this session uploaded (its upload list shows it at once).
 *
 * @example
 * rememberUploadedName(await uploadFile(file, { biz }), file.name);
 */
export function rememberUploadedName(path: string, name: string): void {
  if (known.get(path) === name) return;
  known.set(path, name);
  changed();
}

/** The uploaded name of `path` if known, else its stored name. */
export function uploadedNameOf(path: string): string {
  return known.get(path) ?? storedNameOf(path);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/**
 * A name for each of `paths`: the uploaded one once looked up, the stored one until then.
 *
 * @example
 * const nameOf = useUploadedNames(paths);
 * paths.map((p) => <a key={p} href={urlOf(p)}>{nameOf(p)}</a>);
 */
export function useUploadedNames(paths: readonly string[]): (path: string) => string {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const key = paths.join(',');
  useEffect(() => ask(key === '' ? [] : key.split(',')), [key]);
  // A new function once names arrive, so that memoised lists built with it are built again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (path: string) => uploadedNameOf(path), [current]);
}

/** Forgets every name (tests). */
export function resetUploadedNames(): void {
  known.clear();
  waiting.clear();
}
