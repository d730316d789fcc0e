// Folders of a file list: sys_file_folder rows (so an empty folder exists) together with the folders
// of the files the viewer may read. Staff see every folder; a partner user its organisation's folders
// and those holding files it may read, never another partner's empty ones.
import { sql } from 'kysely';
import type { FileCategory, FileFolderNode as FolderNode } from '../../../schemas/api/files.js';
import { escapeLike } from '../crud/query.js';
import type { Scope } from '../crud/scope.js';
import { isPartner, readable, type Viewer } from './access.js';
import { columnOf, type FilesContext } from './context.js';
import { ensureFolders, folderOrg } from './file-store.js';
import { folderAndAncestors } from './names.js';

/** Paths → a tree sorted by title at every level. */
export function buildTree(paths: Iterable<string>): FolderNode[] {
  const all = new Set<string>();
  for (const path of paths) for (const p of folderAndAncestors(path)) all.add(p);
  const roots: FolderNode[] = [];
  const nodes = new Map<string, FolderNode>();
  for (const path of [...all].sort()) {
    const cut = path.lastIndexOf('/');
    const node: FolderNode = { key: path, title: path.slice(cut + 1), children: [] };
    nodes.set(path, node);
    (cut < 0 ? roots : nodes.get(path.slice(0, cut))!.children).push(node);
  }
  const order = (list: FolderNode[]) => {
    list.sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
    list.forEach((n) => order(n.children));
  };
  order(roots);
  return roots;
}

/**
 * The folder tree of a category as the viewer sees it.
 *
 * @example
 * await folderTree(ctx, scope, viewer, 'general'); // [{ key: '2026', title: '2026', children: […] }]
 */
export async function folderTree(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  category: FileCategory,
): Promise<FolderNode[]> {
  const folders = scope.whole(ctx.folder);
  const path = columnOf(ctx.folder, 'path');
  let rows = folders
    .select()
    .select(sql.ref(path).as('p'))
    .where(columnOf(ctx.folder, 'category'), '=', category);
  if (isPartner(viewer)) rows = rows.where(columnOf(ctx.folder, 'orgCode'), '=', folderOrg(viewer));
  const folder = columnOf(ctx.file, 'folder');
  const fileFolders = await scope
    .select(undefined, { conditions: readable(viewer, ctx.access) })
    .select(sql.ref(folder).as('p'))
    .distinct()
    .where(columnOf(ctx.file, 'category'), '=', category)
    .where(folder, '<>', '')
    .execute();
  const paths = [...(await rows.execute()), ...fileFolders].map((r) => String(r.p));
  return buildTree(paths);
}

/**
 * Whether the folder exists for the viewer (a row of its organisation, or staff's view of any).
 */
async function folderExists(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  category: FileCategory,
  path: string,
) {
  let query = scope
    .whole(ctx.folder)
    .select()
    .select(ctx.folder.pk.column)
    .where(columnOf(ctx.folder, 'category'), '=', category)
    .where(columnOf(ctx.folder, 'path'), '=', path);
  if (isPartner(viewer)) query = query.where(columnOf(ctx.folder, 'orgCode'), '=', folderOrg(viewer));
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Creates an empty folder (and the folders above it); false when it already exists.
 *
 * @example
 * await createFolder(ctx, scope, viewer, 'general', '2026/Q4');
 */
export async function createFolder(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  category: FileCategory,
  path: string,
): Promise<boolean> {
  if (await folderExists(ctx, scope, viewer, category, path)) return false;
  await scope.transaction((tx) =>
    ensureFolders(ctx, scope, tx, category, path, folderOrg(viewer), viewer.user.username),
  );
  return true;
}

/**
 * Deletes a folder and the folders below it when no file (of anyone) is in them; 'notEmpty' when one
 * is, 'missing' when the viewer has no such folder.
 *
 * @example
 * await deleteFolder(ctx, scope, viewer, 'general', '2026/Q4'); // 'deleted'
 */
export async function deleteFolder(
  ctx: FilesContext,
  scope: Scope,
  viewer: Viewer,
  category: FileCategory,
  path: string,
): Promise<'deleted' | 'notEmpty' | 'missing'> {
  if (!(await folderExists(ctx, scope, viewer, category, path))) return 'missing';
  const below = `${escapeLike(path)}/%`;
  const folderCol = columnOf(ctx.file, 'folder');
  const file = await scope
    .whole()
    .select()
    .select(ctx.file.pk.column)
    .where(columnOf(ctx.file, 'category'), '=', category)
    .where((eb) =>
      eb.or([eb(folderCol, '=', path), eb(sql.ref(folderCol), 'like', sql`${below} escape '\\'`)]),
    )
    .executeTakeFirst();
  if (file) return 'notEmpty';
  const pathCol = columnOf(ctx.folder, 'path');
  await scope.transaction(async (tx) => {
    let query = scope
      .whole(ctx.folder)
      .deleteFrom(tx)
      .where(columnOf(ctx.folder, 'category'), '=', category)
      .where((eb) =>
        eb.or([eb(pathCol, '=', path), eb(sql.ref(pathCol), 'like', sql`${below} escape '\\'`)]),
      );
    if (isPartner(viewer)) query = query.where(columnOf(ctx.folder, 'orgCode'), '=', folderOrg(viewer));
    await query.execute();
  });
  return 'deleted';
}
