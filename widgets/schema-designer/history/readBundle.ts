// Reads a module bundle file picked for import (server/src/online/module.ts) and lists its files as the
// import will treat them: a model or page that is already stored gets a new version, others are new.
import type { StoredSchema } from '../api';
import type { ModuleBundle } from './api';

export interface BundleEntry {
  path: string;
  kind: 'model' | 'page' | 'menu';
  /** The model name or page id the file claims. */
  name: string;
  /** Whether a stored document has that name (the import versions it). */
  stored: boolean;
  menuItems: number;
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function entryOf(path: string, content: string, rows: readonly StoredSchema[]): BundleEntry {
  const value = (json(content) ?? {}) as { $id?: unknown; id?: unknown; items?: unknown };
  const kind = path.startsWith('schemas/models/')
    ? 'model'
    : path.startsWith('schemas/menus/')
      ? 'menu'
      : 'page';
  const name =
    kind === 'model'
      ? String(value.$id ?? '').replace('urn:lowcode:model:', '')
      : kind === 'page'
        ? String(value.id ?? '')
        : '';
  return {
    path,
    kind,
    name,
    stored: rows.some((r) => r.kind === kind && r.name === name),
    menuItems: Array.isArray(value.items) ? value.items.length : 0,
  };
}

/**
 * The bundle in a picked file and its entries, or why it is not one (the server checks it again).
 *
 * @example
 * readBundle(await file.text(), rows); // { value, entries } or { error: 'files: …' }
 */
export function readBundle(
  text: string,
  rows: readonly StoredSchema[],
): { value: ModuleBundle; entries: BundleEntry[] } | { error: string } {
  const value = json(text) as Partial<ModuleBundle> | undefined;
  if (!value || typeof value !== 'object') return { error: 'not JSON' };
  const files = value.files;
  if (!Array.isArray(files) || files.length === 0) return { error: 'files: a non-empty list' };
  for (const [i, file] of files.entries())
    if (typeof file?.path !== 'string' || typeof file.content !== 'string')
      return { error: `files/${i}: path and content` };
  return {
    value: { ...value, files } as ModuleBundle,
    entries: files.map((f) => entryOf(f.path, f.content, rows)),
  };
}
