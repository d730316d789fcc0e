// Stored files: their bytes go through the meter (size, SHA-256, program check) into the backend under
// a fresh key of ours, and only then does the sys_file row appear, in one transaction with its
// folders. Whatever fails after the bytes were stored removes them again, so there is never a row
// without bytes nor bytes without a row.
import { pipeline, type Readable } from 'node:stream';
import { sql } from 'kysely';
import type { FileCategory, StoredFile } from '../../../schemas/api/files.js';
import { Scope } from '../crud/scope.js';
import { insertRow } from '../crud/store.js';
import type { Row, Tx } from '../crud/types.js';
import { formatDateTime } from '../lib/time.js';
import { newId } from '../lib/ids.js';
import { changeable, readable, type Viewer } from './access.js';
import { contentTypeOf } from './content.js';
import { columnOf, type FilesContext } from './context.js';
import { newFileKey } from './keys.js';
import { Meter, Refused } from './meter.js';
import { extOf, folderAndAncestors } from './names.js';
import { toRecord } from '../crud/records.js';

export interface NewFile {
  category: FileCategory;
  folder: string;
  /** Checked display name (names.ts). */
  name: string;
  isPublic: '0' | '1';
  orgCode: string | null;
  /** The SHA-256 the client says the file has: a different one stores nothing. */
  expectedSha256?: string;
}

/** A sys_file row as the routes use it: the record plus where its bytes are. */
export type FileRow = StoredFile & { storageKey: string };

/** Folders rows of internal folders carry '' as their organisation. */
export const INTERNAL_ORG = '';

/**
 * Inserts the folder and the folders above it for an organisation, skipping those that exist.
 *
 * @example
 * await ensureFolders(ctx, scope, tx, 'general', '2026/Q4', '', 'admin');
 */
export async function ensureFolders(
  ctx: FilesContext,
  scope: Scope,
  tx: Tx,
  category: FileCategory,
  folder: string,
  orgCode: string,
  username: string,
): Promise<void> {
  const { folder: model } = ctx;
  const folders = scope.whole(model);
  const now = formatDateTime();
  for (const path of folderAndAncestors(folder)) {
    await folders
      .insert(tx)
      .values({
        [model.pk.column]: newId(),
        [columnOf(model, 'category')]: category,
        [columnOf(model, 'path')]: path,
        [columnOf(model, 'orgCode')]: orgCode,
        create_by: username,
        create_time: now,
      })
      .onConflict((oc) =>
        oc
          .columns([columnOf(model, 'category'), columnOf(model, 'orgCode'), columnOf(model, 'path')])
          .doNothing(),
      )
      .execute();
  }
}

/** The organisation a folder row of this viewer gets. */
export const folderOrg = (viewer: Viewer) => viewer.partnerOrg ?? INTERNAL_ORG;

/**
 * Streams `source` into the backend and records it. Rejects with Refused when the source is over
 * `limit` bytes, is a program, or does not match `expectedSha256`; with the source's error when it
 * fails (an aborted upload). In every such case nothing is stored.
 *
 * @example
 * const file = await storeFile(ctx, scope, viewer, { category: 'general', folder: '', name: 'a.csv', isPublic: '0', orgCode: null }, part.file, limit);
 */
export async function storeFile(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  file: NewFile,
  source: Readable,
  limit: number,
): Promise<StoredFile> {
  const { backend } = ctx;
  const key = newFileKey(file.category);
  const meter = new Meter(limit);
  const ext = extOf(file.name);
  // pipeline() passes the source's error on to the meter (pipe() would leave the backend waiting).
  const metered = pipeline(source, meter, () => undefined);
  await backend.put(backend.bucket, key, metered, contentTypeOf(ext, Buffer.alloc(0)));
  try {
    const sha256 = meter.digest();
    if (file.expectedSha256 !== undefined && file.expectedSha256 !== sha256) throw new Refused('checksum');
    const values: Row = {
      category: file.category,
      folder: file.folder,
      name: file.name,
      ext,
      sizeBytes: meter.bytes,
      contentType: contentTypeOf(ext, meter.head),
      sha256,
      storage: backend.kind,
      storageKey: key,
      orgCode: file.orgCode,
      isPublic: file.isPublic,
      downloadCount: 0,
    };
    const record = await scope.transaction(async (tx) => {
      await ensureFolders(
        ctx,
        scope,
        tx,
        file.category,
        file.folder,
        folderOrg(viewer),
        viewer.user.username,
      );
      return insertRow(scope, tx, values);
    });
    ctx.registry.evict(ctx.file);
    return record as unknown as StoredFile;
  } catch (err) {
    await backend.delete(backend.bucket, key).catch(() => undefined);
    throw err;
  }
}

/** A row of sys_file (every column) as a FileRow. */
function fileRow(ctx: FilesContext, row: Row): FileRow {
  return {
    ...(toRecord(ctx.file, row) as unknown as StoredFile),
    storageKey: String(row[columnOf(ctx.file, 'storageKey')]),
  };
}

/**
 * The file `id` if the viewer may read it (`read`) or change it (`change`), else null.
 *
 * @example
 * const file = await findFile(ctx, scope, viewer, id, 'read');
 */
export async function findFile(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  id: string,
  mode: 'read' | 'change',
): Promise<FileRow | null> {
  const conditions = mode === 'read' ? readable(viewer, ctx.access) : changeable(viewer, ctx.access);
  const row = await scope
    .select(undefined, { conditions })
    .selectAll()
    .where(ctx.file.pk.column, '=', id)
    .executeTakeFirst();
  return row ? fileRow(ctx, row) : null;
}

/**
 * Renames and/or moves a file (the caller checked both); returns the updated record.
 *
 * @example
 * await updateFile(ctx, scope, viewer, file, { name: '新名称.pdf' });
 */
export async function updateFile(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  file: FileRow,
  change: { name?: string; folder?: string },
): Promise<StoredFile> {
  const set: Row = { update_by: viewer.user.username, update_time: formatDateTime() };
  if (change.name !== undefined) set[columnOf(ctx.file, 'name')] = change.name;
  if (change.folder !== undefined) set[columnOf(ctx.file, 'folder')] = change.folder;
  await scope.transaction(async (tx) => {
    if (change.folder !== undefined)
      await ensureFolders(
        ctx,
        scope,
        tx,
        file.category,
        change.folder,
        folderOrg(viewer),
        viewer.user.username,
      );
    await scope.update(tx).set(set).where(ctx.file.pk.column, '=', file.id).execute();
  });
  ctx.registry.evict(ctx.file);
  const updated = await findFile(ctx, scope, viewer, file.id, 'read');
  const { storageKey: _key, ...record } = updated!;
  return record;
}

/**
 * Deletes files' rows (and their download records), then their bytes. A byte removal that fails is
 * logged by the caller's `onOrphan`; the row is gone either way, so the file is.
 *
 * @example
 * await deleteFiles(ctx, scope, files, (key, err) => log.warn({ key, err }));
 */
export async function deleteFiles(
  ctx: FilesContext,
  scope: Scope,
  files: readonly FileRow[],
  onOrphan: (key: string, err: unknown) => void,
): Promise<void> {
  if (files.length === 0) return;
  const ids = files.map((f) => f.id);
  await scope.transaction(async (tx) => {
    await scope.deleteFrom(tx).where(ctx.file.pk.column, 'in', ids).execute();
    await scope
      .whole(ctx.download)
      .deleteFrom(tx)
      .where(columnOf(ctx.download, 'fileId'), 'in', ids)
      .execute();
  });
  ctx.registry.evict(ctx.file);
  for (const file of files) {
    await ctx.backend
      .delete(ctx.backend.bucket, file.storageKey)
      .catch((err) => onOrphan(file.storageKey, err));
  }
}

/**
 * Records a download: a sys_file_download row and the file's downloadCount + 1.
 *
 * @example
 * await recordDownload(ctx, scope, viewer, file.id);
 */
export async function recordDownload(ctx: FilesContext, scope: Scope, viewer: Viewer, fileId: string) {
  const count = columnOf(ctx.file, 'downloadCount');
  const downloads = scope.whole(ctx.download);
  await scope.transaction(async (tx) => {
    await insertRow(downloads, tx, { fileId, userId: viewer.user.id, orgCode: viewer.user.orgCode });
    await scope
      .whole()
      .update(tx)
      .set({ [count]: sql`${sql.ref(count)} + 1` })
      .where(ctx.file.pk.column, '=', fileId)
      .execute();
  });
}

/** The department names of organisation codes (a partner's organisation is a department). */
async function orgNames(ctx: FilesContext, codes: string[]): Promise<Map<string, string>> {
  const depart = ctx.registry.models.get('sys_depart');
  if (!depart || codes.length === 0) return new Map();
  const rows = await Scope.system(ctx.registry, depart)
    .storedRows()
    .select([`${columnOf(depart, 'orgCode')} as code`, `${columnOf(depart, 'departName')} as name`])
    .where(columnOf(depart, 'orgCode'), 'in', codes)
    .execute();
  return new Map(rows.map((r) => [String(r.code), String(r.name)]));
}

/**
 * How often a file was downloaded, in all and per organisation (a partner sees only its own).
 *
 * @example
 * await downloadStats(ctx, scope, viewer, id); // { total: 3, byOrg: [{ orgCode: 'A02A01', count: 2 }, …] }
 */
export async function downloadStats(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  fileId: string,
): Promise<{ total: number; byOrg: { orgCode: string | null; orgName: string | null; count: number }[] }> {
  const org = columnOf(ctx.download, 'orgCode');
  let query = scope
    .whole(ctx.download)
    .select()
    .select([sql.ref(org).as('org'), sql<number | string>`count(*)`.as('n')])
    .where(columnOf(ctx.download, 'fileId'), '=', fileId)
    .groupBy(org)
    .orderBy(org);
  if (viewer.partnerOrg !== undefined) query = query.where(org, '=', viewer.partnerOrg ?? '');
  const rows = await query.execute();
  const names = await orgNames(
    ctx,
    rows.flatMap((r) => (typeof r.org === 'string' ? [r.org] : [])),
  );
  const byOrg = rows.map((r) => {
    const orgCode = (r.org as string | null) ?? null;
    return { orgCode, orgName: orgCode === null ? null : (names.get(orgCode) ?? null), count: Number(r.n) };
  });
  return { total: byOrg.reduce((sum, r) => sum + r.count, 0), byOrg };
}
