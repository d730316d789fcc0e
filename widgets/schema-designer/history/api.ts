// The designer's version and module endpoints (server/src/online/routes-versions.ts, routes-module.ts).
import { getAction } from '../../../runtime/core';
import type { StoredSchema } from '../api';
import { designerWrite, type SaveExtras } from './write';

export type { DataLoss, SaveExtras, WriteOutcome } from './write';

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

export const HISTORY_URLS = {
  versions: '/online/schema/versions',
  version: '/online/schema/version',
  rollback: '/online/schema/rollback',
  exportModule: '/online/schema/exportModule',
  importModule: '/online/schema/importModule',
} as const;

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
