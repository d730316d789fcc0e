// The designer's version and module endpoints (server/src/online/routes-versions.ts, routes-module.ts).
// Refusals bypass the shared error notification: the history shows the issues or the data-losing
// changes itself and asks for a confirmation.
import { getAction, http, type ApiEnvelope } from '../../../runtime/core';
import type { SchemaIssue, StoredSchema } from '../api';

/** A table change a save would make that could lose data (server/src/online/data-loss.ts). */
export interface DataLoss {
  field: string;
  column: string;
  change: 'removed' | 'typeNarrowed' | 'maxLengthLowered';
  from: string;
  to: string;
}

export interface VersionInfo {
  version: number;
  name: string;
  note: string | null;
  createBy: string | null;
  createTime: string | null;
}

export interface VersionContent extends VersionInfo {
  content: string;
}

export interface BundleFile {
  path: string;
  content: string;
}

/** A module as files in the repository's layout (server/src/online/module.ts). */
export interface ModuleBundle {
  format?: string;
  version?: number;
  model?: string;
  files: BundleFile[];
}

/** What the caller adds to a save: a note for its version, the data-losing fields accepted. */
export interface SaveExtras {
  note?: string;
  confirmDataLoss?: string[];
}

/** A write: done, refused with issues (400), or waiting for the data-losing fields to be confirmed (409). */
export type WriteOutcome<T> =
  | { ok: true; result: T; message: string }
  | { ok: false; message: string; issues: SchemaIssue[]; dataLoss: DataLoss[] };

export const HISTORY_URLS = {
  versions: '/online/schema/versions',
  version: '/online/schema/version',
  rollback: '/online/schema/rollback',
  exportModule: '/online/schema/exportModule',
  importModule: '/online/schema/importModule',
} as const;

interface RefusalBody {
  message?: string;
  result?: { issues?: SchemaIssue[]; dataLoss?: DataLoss[] } | null;
}

/**
 * Sends a designer write and reads a 400/409 refusal into issues and data losses; other errors throw.
 *
 * @example
 * const outcome = await designerWrite<StoredSchema>('put', '/online/schema/edit', { id, content });
 */
export async function designerWrite<T>(
  method: 'post' | 'put',
  url: string,
  body: unknown,
): Promise<WriteOutcome<T>> {
  try {
    const envelope = await http[method]<unknown, ApiEnvelope<T>>(url, body, { skipErrorHandler: true });
    return { ok: true, result: envelope.result, message: envelope.message };
  } catch (err) {
    const data = (err as { response?: { data?: RefusalBody } }).response?.data;
    const { issues, dataLoss } = data?.result ?? {};
    if (!issues && !dataLoss) throw err;
    return { ok: false, message: data?.message ?? '', issues: issues ?? [], dataLoss: dataLoss ?? [] };
  }
}

/** A stored document's versions, newest first. */
export async function fetchVersions(id: string): Promise<VersionInfo[]> {
  return (await getAction<VersionInfo[]>(HISTORY_URLS.versions, { id })).result ?? [];
}

/** One version with its content. */
export async function fetchVersion(id: string, version: number): Promise<VersionContent> {
  return (await getAction<VersionContent>(HISTORY_URLS.version, { id, version })).result;
}

/** Saves an old version's content as the document's next version. */
export function rollback(id: string, version: number, extras: SaveExtras) {
  return designerWrite<StoredSchema & { version: number }>('post', HISTORY_URLS.rollback, {
    id,
    version,
    ...extras,
  });
}

/** The module of a stored model as files. */
export async function exportModule(model: string): Promise<ModuleBundle> {
  return (await getAction<ModuleBundle>(HISTORY_URLS.exportModule, { model })).result;
}

/** Imports a module's files, all or nothing. */
export function importModule(bundle: ModuleBundle, extras: SaveExtras) {
  return designerWrite<StoredSchema[]>('post', HISTORY_URLS.importModule, { ...bundle, ...extras });
}
