// The file lists (schemas/api/files.ts): GET /sys/file/categories, /sys/file/list (also by `ids`), /sys/file/folderTree,
// /sys/file/downloadStats; POST and DELETE /sys/file/folder; PUT /sys/file/edit; DELETE
// /sys/file/delete and /sys/file/deleteBatch. Every route is open to signed-in users at the door and
// checks the code of the category it touches (access.ts) in the handler, where the category is known.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { FILE_CATEGORIES, type FileCategoryInfo } from '../../../schemas/api/files.js';
import { addLabels } from '../crud/labels.js';
import { listPage } from '../crud/list.js';
import { parseListQuery } from '../crud/query.js';
import { Scope } from '../crud/scope.js';
import { fail, ok } from '../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../plugins/auth.js';
import { codeOf, readable, requireCode, viewerOf } from './access.js';
import { columnOf, type FilesContext } from './context.js';
import { deleteFiles, downloadStats, findFile, updateFile, type FileRow } from './file-store.js';
import { createFolder, deleteFolder, folderTree } from './folders.js';
import { extOf, isCategory, isSafeFolder } from './names.js';
import { categoryOf, checkedFolder, checkedName, one } from './params.js';

const ID = { type: 'string', minLength: 1, maxLength: 32 } as const;
const FILE_ID = /^[0-9a-f]{32}$/;
/** Ids one `ids=` list may name (a page of them). */
const MAX_IDS = 100;
const querySchema = (required: readonly string[], properties: Record<string, object>) => ({
  querystring: { type: 'object', required, properties },
});

type Query = Record<string, string | string[] | undefined>;

const listRoutes: FastifyPluginAsync<{ ctx: FilesContext }> = async (app, { ctx }) => {
  const access = { config: { permission: AUTHENTICATED } };
  const t =
    (request: FastifyRequest) => (key: Parameters<FastifyRequest['t']>[0], params?: Record<string, string>) =>
      request.t(key, params);

  app.get('/sys/file/categories', access, async (request) => {
    const { perms } = currentUser(request);
    const rules: FileCategoryInfo[] = Object.entries(FILE_CATEGORIES)
      .filter(([category]) => isCategory(category) && perms.has(codeOf(category, 'list')))
      .map(([category, rule]) => ({ category: category as FileCategoryInfo['category'], ...rule }));
    return ok(rules);
  });

  app.get<{ Querystring: Query }>(
    '/sys/file/list',
    { ...access, schema: querySchema(['category'], { category: { type: 'string' } }) },
    async (request) => {
      const { category: rawCategory, folder: rawFolder, ids: rawIds, ...rest } = request.query;
      const category = categoryOf(request, rawCategory);
      const viewer = await viewerOf(request, app.db);
      requireCode(request, viewer, category, 'list');
      const query = parseListQuery(ctx.file, rest, t(request));
      query.conditions.push({ column: columnOf(ctx.file, 'category'), op: '=', value: category });
      // Present, even empty: that folder only ('' = the root); absent: every folder.
      if (rawFolder !== undefined) {
        const folder = checkedFolder(request, rawFolder);
        query.conditions.push({ column: columnOf(ctx.file, 'folder'), op: '=', value: folder });
      }
      // `ids=a,b`: those files only (a form showing the files a record holds).
      if (rawIds !== undefined) {
        const ids = (one(rawIds) ?? '').split(',').filter(Boolean);
        if (ids.length > MAX_IDS || ids.some((id) => !FILE_ID.test(id)))
          throw fail(request.t('fieldInvalid', { field: 'ids' }), 400, 400);
        query.conditions.push({ column: ctx.file.pk.column, op: 'in', value: ids });
      }
      query.conditions.push(...readable(viewer, ctx.access));
      const scope = Scope.of(request, ctx.file);
      const page = await listPage(scope, query);
      scope.present(await addLabels(scope, page.records));
      return ok(page);
    },
  );

  app.get<{ Querystring: Query }>(
    '/sys/file/folderTree',
    { ...access, schema: querySchema(['category'], { category: { type: 'string' } }) },
    async (request) => {
      const category = categoryOf(request, request.query.category);
      const viewer = await viewerOf(request, app.db);
      requireCode(request, viewer, category, 'list');
      return ok(await folderTree(ctx, Scope.of(request, ctx.file), viewer, category));
    },
  );

  app.post<{ Body: { category: string; parent?: string; name: string } }>(
    '/sys/file/folder',
    {
      ...access,
      schema: {
        body: {
          type: 'object',
          required: ['category', 'name'],
          properties: { category: { type: 'string' }, parent: { type: 'string' }, name: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const category = categoryOf(request, request.body.category);
      const viewer = await viewerOf(request, app.db);
      requireCode(request, viewer, category, 'add');
      const parent = checkedFolder(request, request.body.parent ?? '', 'parent');
      const name = request.body.name;
      const path = parent === '' ? name : `${parent}/${name}`;
      if (name.includes('/') || !isSafeFolder(name) || !isSafeFolder(path))
        throw fail(request.t('fileFolderBad', { field: 'name' }), 400, 400);
      if (!(await createFolder(ctx, Scope.of(request, ctx.file), viewer, category, path)))
        throw fail(request.t('fileFolderExists'), 400, 400);
      return ok({ key: path, title: name, children: [] }, request.t('crudAdded'));
    },
  );

  app.delete<{ Querystring: Query }>(
    '/sys/file/folder',
    {
      ...access,
      schema: querySchema(['category', 'path'], { category: { type: 'string' }, path: { type: 'string' } }),
    },
    async (request) => {
      const category = categoryOf(request, request.query.category);
      const viewer = await viewerOf(request, app.db);
      requireCode(request, viewer, category, 'delete');
      const path = checkedFolder(request, request.query.path, 'path');
      if (path === '') throw fail(request.t('fileFolderBad', { field: 'path' }), 400, 400);
      const outcome = await deleteFolder(ctx, Scope.of(request, ctx.file), viewer, category, path);
      if (outcome === 'missing') throw fail(request.t('fileFolderMissing'), 404, 404);
      if (outcome === 'notEmpty') throw fail(request.t('fileFolderNotEmpty'), 400, 400);
      return ok(null, request.t('crudDeleted'));
    },
  );

  app.put<{ Body: { id: string; name?: string; folder?: string } }>(
    '/sys/file/edit',
    {
      ...access,
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: ID, name: { type: 'string' }, folder: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request, app.db);
      const scope = Scope.of(request, ctx.file);
      const file = await findFile(ctx, scope, viewer, request.body.id, 'change');
      if (!file) throw fail(request.t('fileNotFound'), 404, 404);
      requireCode(request, viewer, file.category, 'edit');
      const change: { name?: string; folder?: string } = {};
      if (request.body.name !== undefined) {
        change.name = checkedName(request, request.body.name);
        if (extOf(change.name) !== file.ext)
          throw fail(request.t('fileNameExt', { ext: file.ext }), 400, 400);
      }
      if (request.body.folder !== undefined) change.folder = checkedFolder(request, request.body.folder);
      return ok(await updateFile(ctx, scope, viewer, file, change), request.t('crudEdited'));
    },
  );

  /** The files of `ids` the viewer may change, each category's delete code checked; 404 for none. */
  const deletable = async (request: FastifyRequest, ids: readonly string[]): Promise<FileRow[]> => {
    const viewer = await viewerOf(request, app.db);
    const scope = Scope.of(request, ctx.file);
    const files: FileRow[] = [];
    for (const id of ids) {
      const file = await findFile(ctx, scope, viewer, id, 'change');
      if (file) files.push(file);
    }
    if (files.length === 0) throw fail(request.t('fileNotFound'), 404, 404);
    for (const file of files) requireCode(request, viewer, file.category, 'delete');
    return files;
  };
  const remove = async (request: FastifyRequest, ids: readonly string[]) => {
    const files = await deletable(request, ids);
    await deleteFiles(ctx, Scope.of(request, ctx.file), files, (key, err) =>
      request.log.warn({ key, err }, 'stored file deleted, but its bytes could not be removed'),
    );
  };

  app.delete<{ Querystring: Query }>(
    '/sys/file/delete',
    { ...access, schema: querySchema(['id'], { id: ID }) },
    async (request) => {
      await remove(request, [one(request.query.id)!]);
      return ok(null, request.t('crudDeleted'));
    },
  );

  app.delete<{ Querystring: Query }>(
    '/sys/file/deleteBatch',
    {
      ...access,
      schema: querySchema(['ids'], { ids: { type: 'string', minLength: 1, maxLength: 33 * 1000 } }),
    },
    async (request) => {
      const ids = [...new Set((one(request.query.ids) ?? '').split(',').filter((id) => id !== ''))];
      if (ids.length === 0) throw fail(request.t('fieldRequired', { field: 'ids' }), 400, 400);
      await remove(request, ids);
      return ok(null, request.t('crudBatchDeleted'));
    },
  );

  app.get<{ Querystring: Query }>(
    '/sys/file/downloadStats',
    { ...access, schema: querySchema(['id'], { id: ID }) },
    async (request) => {
      const viewer = await viewerOf(request, app.db);
      const scope = Scope.of(request, ctx.file);
      const file = await findFile(ctx, scope, viewer, one(request.query.id)!, 'read');
      if (!file) throw fail(request.t('fileNotFound'), 404, 404);
      requireCode(request, viewer, file.category, 'list');
      return ok(await downloadStats(ctx, scope, viewer, file.id));
    },
  );
};

export default listRoutes;
