// /online/schema/*: the online designer's API. Stored schemas are listed, validated (a draft against
// the repository and every other stored schema, nothing written), saved, deleted and put in the menu;
// `catalog` hands every signed-in client the stored pages and models it renders.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  formatIssue,
  localizeIssue,
  onlinePageUrl,
  parseJson,
  type SchemaIssue,
} from '../../../runtime/schema/index.js';
import type { Lang } from '../i18n/messages.js';
import { fail, ok } from '../lib/envelope.js';
import { AUTHENTICATED, currentUser } from '../plugins/auth.js';
import { claimedName } from './checks.js';
import { addMenuItem } from './menu.js';
import { DataLossRefused, SchemaRefused } from './service.js';
import { NOTE_MAX } from './versions.js';
import { STORED_KINDS, storedById, type StoredKind, type StoredRow } from './store.js';

export const ONLINE_PERMS = {
  list: 'onlineSchema:list',
  add: 'onlineSchema:add',
  edit: 'onlineSchema:edit',
  delete: 'onlineSchema:delete',
} as const;

/** A stored document's text, and its id (shared by every route that takes one). */
export const content = { type: 'string', minLength: 1, maxLength: 512 * 1024 } as const;
const kind = { type: 'string', enum: STORED_KINDS } as const;
export const id = { type: 'string', minLength: 1, maxLength: 32 } as const;
export const note = { type: 'string', maxLength: NOTE_MAX } as const;
/** The fields whose data-losing change the caller accepts (data-loss.ts). */
export const confirmDataLoss = {
  type: 'array',
  maxItems: 500,
  items: { type: 'string', minLength: 1, maxLength: 100 },
} as const;
const addSchema = {
  type: 'object',
  required: ['kind', 'content'],
  properties: { kind, content, note, confirmDataLoss },
} as const;
const editSchema = {
  type: 'object',
  required: ['id', 'content'],
  properties: { id, content, note, confirmDataLoss },
} as const;
const validateSchema = {
  type: 'object',
  required: ['kind', 'content'],
  properties: { kind, content, id },
} as const;
const menuSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id,
    parentId: { type: ['string', 'null'], maxLength: 32 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    nameEn: { type: ['string', 'null'], maxLength: 100 },
    url: { type: 'string', pattern: '^(/[a-zA-Z0-9_-]+)+$', maxLength: 200 },
    icon: { type: ['string', 'null'], maxLength: 100 },
    sortNo: { type: 'integer', minimum: 0, maximum: 100000 },
  },
} as const;

interface MenuBody {
  id: string;
  parentId?: string | null;
  name: string;
  nameEn?: string | null;
  url?: string;
  icon?: string | null;
  sortNo?: number;
}

interface SaveBody {
  note?: string;
  confirmDataLoss?: string[];
}

/** Issues as sent: in the caller's language (the schema layer writes English), with their one-line text. */
export function issuesJson(issues: readonly SchemaIssue[], lang: Lang) {
  return issues.map((issue) => {
    const shown = localizeIssue(issue, lang);
    return { ...shown, text: formatIssue(shown) };
  });
}

export function toRecord(row: StoredRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    content: row.content,
    createBy: row.create_by,
    createTime: row.create_time,
    updateBy: row.update_by,
    updateTime: row.update_time,
  };
}

export function refused(request: FastifyRequest, reply: FastifyReply, issues: readonly SchemaIssue[]) {
  const shown = issuesJson(issues, request.lang);
  return reply.code(400).send({
    success: false,
    message: request.t('onlineInvalid', { issues: shown.map((i) => i.text).join('; ') }),
    code: 400,
    result: { issues: shown },
    timestamp: Date.now(),
  });
}

/** A refused save as its reply: the problems (400) or the unconfirmed data-losing changes (409); else rethrown. */
export function saveRefusal(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (err instanceof SchemaRefused) return refused(request, reply, err.issues);
  if (!(err instanceof DataLossRefused)) throw err;
  return reply.code(409).send({
    success: false,
    message: request.t('onlineDataLoss', { fields: err.losses.map((l) => l.field).join(', ') }),
    code: 409,
    result: { dataLoss: err.losses },
    timestamp: Date.now(),
  });
}

const onlineSchemaRoutes: FastifyPluginAsync = async (app) => {
  const online = app.onlineSchemas;
  const byId = async (request: FastifyRequest, value: unknown): Promise<StoredRow> => {
    const row = typeof value === 'string' && value !== '' ? await storedById(app.db, value) : undefined;
    if (!row) throw fail(request.t('onlineNotFound'), 404, 404);
    return row;
  };
  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    k: StoredKind,
    text: string,
    rowId?: string,
  ) => {
    const { note: said, confirmDataLoss: confirmed } = request.body as SaveBody;
    try {
      const row = await online.save(
        k,
        text,
        rowId,
        currentUser(request).username,
        (key, p) => request.t(key, p),
        { note: said, confirmDataLoss: confirmed },
      );
      return ok(toRecord(row), request.t('onlineSaved'));
    } catch (err) {
      return saveRefusal(request, reply, err);
    }
  };

  app.get('/online/schema/list', { config: { permission: ONLINE_PERMS.list } }, async () =>
    ok((await online.ctx.rows()).map(toRecord)),
  );
  app.get('/online/schema/queryById', { config: { permission: ONLINE_PERMS.list } }, async (request) =>
    ok(toRecord(await byId(request, (request.query as { id?: unknown }).id))),
  );
  app.post<{ Body: { kind: StoredKind; content: string; id?: string } }>(
    '/online/schema/validate',
    { config: { permission: ONLINE_PERMS.list }, schema: { body: validateSchema } },
    async (request) => {
      const { kind: k, content: text, id: rowId } = request.body;
      const current = rowId ? await storedById(app.db, rowId) : undefined;
      try {
        const draft = await online.prepare(k, text, current, (key, p) => request.t(key, p));
        return ok({ name: draft.name, issues: [], dataLoss: draft.dataLoss });
      } catch (err) {
        if (!(err instanceof SchemaRefused)) throw err;
        const name = claimedName(k, parseJson(text, 'draft').value);
        return ok({
          name: name ?? null,
          issues: issuesJson(err.issues, request.lang),
          dataLoss: err.dataLoss,
        });
      }
    },
  );
  app.post<{ Body: { kind: StoredKind; content: string } & SaveBody }>(
    '/online/schema/add',
    { config: { permission: ONLINE_PERMS.add }, schema: { body: addSchema } },
    (request, reply) => save(request, reply, request.body.kind, request.body.content),
  );
  app.route<{ Body: { id: string; content: string } & SaveBody }>({
    method: ['PUT', 'POST'],
    url: '/online/schema/edit',
    config: { permission: ONLINE_PERMS.edit },
    schema: { body: editSchema },
    handler: async (request, reply) => {
      const row = await byId(request, request.body.id);
      return save(request, reply, row.kind, request.body.content, row.id);
    },
  });
  app.delete(
    '/online/schema/delete',
    { config: { permission: ONLINE_PERMS.delete } },
    async (request, reply) => {
      const row = await byId(request, (request.query as { id?: unknown }).id);
      try {
        await online.remove(row);
      } catch (err) {
        if (err instanceof SchemaRefused) return refused(request, reply, err.issues);
        throw err;
      }
      return ok(null, request.t('onlineDeleted'));
    },
  );
  app.post<{ Body: MenuBody }>(
    '/online/schema/addToMenu',
    { config: { permission: ONLINE_PERMS.edit }, schema: { body: menuSchema } },
    async (request) => {
      const body = request.body;
      const row = await byId(request, body.id);
      const page = row.kind === 'page' ? online.ctx.registry.pages.get(row.name)?.schema : undefined;
      if (!page?.menuKey) throw fail(request.t('onlineNoMenuKey'), 400, 400);
      const menus = app.db
        .selectFrom('sys_permission')
        .select('id')
        .where('menu_type', '<', 2)
        .where('del_flag', '=', 0);
      if (await menus.where('component', '=', page.menuKey).executeTakeFirst())
        throw fail(request.t('onlineInMenu'), 400, 400);
      const parentId = body.parentId || null;
      if (parentId && !(await menus.where('id', '=', parentId).executeTakeFirst()))
        throw fail(request.t('onlineParentMissing'), 400, 400);
      const url = body.url ?? onlinePageUrl(page.id);
      if (await menus.where('url', '=', url).executeTakeFirst())
        throw fail(request.t('onlineUrlTaken', { url }), 400, 400);
      const model = page.model ? online.ctx.registry.models.get(page.model) : undefined;
      const menuId = await addMenuItem(
        app.db,
        page.menuKey,
        model && online.ctx.registry.isStored(model.name) ? model : undefined,
        {
          parentId,
          name: body.name,
          nameEn: body.nameEn ?? null,
          url,
          icon: body.icon ?? null,
          sortNo: body.sortNo ?? 100,
        },
        currentUser(request).username,
      );
      return ok({ id: menuId, url }, request.t('onlineMenuAdded'));
    },
  );
  app.get('/online/schema/catalog', { config: { permission: AUTHENTICATED } }, async () => {
    const { registry } = online.ctx;
    const models = [...registry.models.values()]
      .filter((m) => registry.isStored(m.name))
      .map((m) => ({ name: m.name, schema: m.schema }));
    const pages = [...registry.pages.values()]
      .filter((p) => registry.isStoredPage(p.schema.id))
      .map((p) => ({
        id: p.schema.id,
        menuKey: p.schema.menuKey ?? null,
        kind: p.schema.kind,
        model: p.schema.model ?? null,
        schema: p.schema,
      }));
    return ok({ models, pages });
  });
};

export default onlineSchemaRoutes;
