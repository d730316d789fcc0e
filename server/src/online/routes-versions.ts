// /online/schema/versions|version|rollback: the history of a stored document. Every save is a version;
// a rollback saves an old version's content through the same checks as an edit, as a new version.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { currentUser } from '../plugins/auth.js';
import { confirmDataLoss, note, ONLINE_PERMS, saveRefusal, toRecord } from './routes.js';
import { storedById, type StoredRow } from './store.js';
import { listVersions, versionOf } from './versions.js';

const rollbackSchema = {
  type: 'object',
  required: ['id', 'version'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 32 },
    version: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    note,
    confirmDataLoss,
  },
} as const;

interface RollbackBody {
  id: string;
  version: number;
  note?: string;
  confirmDataLoss?: string[];
}

/** A positive version number from a query string, or a 400 naming the parameter. */
function versionParam(request: FastifyRequest, value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1)) throw fail(request.t('onlineVersionNotFound'), 400, 400);
  return n;
}

const onlineVersionRoutes: FastifyPluginAsync = async (app) => {
  const online = app.onlineSchemas;
  const byId = async (request: FastifyRequest, value: unknown): Promise<StoredRow> => {
    const row = typeof value === 'string' && value !== '' ? await storedById(app.db, value) : undefined;
    if (!row) throw fail(request.t('onlineNotFound'), 404, 404);
    return row;
  };

  app.get('/online/schema/versions', { config: { permission: ONLINE_PERMS.list } }, async (request) => {
    const row = await byId(request, (request.query as { id?: unknown }).id);
    const versions = await listVersions(app.db, row.id);
    return ok(
      versions.map((v) => ({
        version: v.version,
        name: v.name,
        note: v.note,
        createBy: v.create_by,
        createTime: v.create_time,
      })),
    );
  });

  app.get('/online/schema/version', { config: { permission: ONLINE_PERMS.list } }, async (request) => {
    const query = request.query as { id?: unknown; version?: unknown };
    const row = await byId(request, query.id);
    const found = await versionOf(app.db, row.id, versionParam(request, query.version));
    if (!found) throw fail(request.t('onlineVersionNotFound'), 404, 404);
    return ok({
      version: found.version,
      name: found.name,
      note: found.note,
      content: found.content,
      createBy: found.create_by,
      createTime: found.create_time,
    });
  });

  app.post<{ Body: RollbackBody }>(
    '/online/schema/rollback',
    { config: { permission: ONLINE_PERMS.edit }, schema: { body: rollbackSchema } },
    async (request, reply) => {
      const { id, version, note: said, confirmDataLoss: confirmed } = request.body;
      const row = await byId(request, id);
      const found = await versionOf(app.db, row.id, version);
      if (!found) throw fail(request.t('onlineVersionNotFound'), 404, 404);
      try {
        const saved = await online.save(
          row.kind,
          found.content,
          row.id,
          currentUser(request).username,
          (key, p) => request.t(key, p),
          { note: said, confirmDataLoss: confirmed },
        );
        const latest = (await listVersions(app.db, row.id))[0]?.version ?? version;
        return ok(
          { ...toRecord(saved), version: latest },
          request.t('onlineRolledBack', { version: latest }),
        );
      } catch (err) {
        return saveRefusal(request, reply, err);
      }
    },
  );
};

export default onlineVersionRoutes;
