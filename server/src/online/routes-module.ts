// /online/schema/exportModule|importModule: a stored model with its pages, menu items and codes as files
// in the repository's layout (module.ts), and such a bundle imported all or nothing (module-import.ts).
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { currentUser } from '../plugins/auth.js';
import { BUNDLE_FORMAT, exportModule, type BundleFile } from './module.js';
import { importModule } from './module-import.js';
import { confirmDataLoss, note, ONLINE_PERMS, saveRefusal, toRecord } from './routes.js';

/** A bundle is a model, its pages and a menu file: 100 files of at most 512 KiB, 4 MiB in all. */
export const BUNDLE_BODY_LIMIT = 4 * 1024 * 1024;

const importSchema = {
  type: 'object',
  required: ['files'],
  properties: {
    format: { type: 'string', const: BUNDLE_FORMAT },
    version: { type: 'integer', const: 1 },
    model: { type: 'string', maxLength: 100 },
    files: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['path', 'content'],
        properties: {
          path: { type: 'string', minLength: 1, maxLength: 300 },
          content: { type: 'string', minLength: 1, maxLength: 512 * 1024 },
        },
      },
    },
    note,
    confirmDataLoss,
  },
} as const;

interface ImportBody {
  files: BundleFile[];
  note?: string;
  confirmDataLoss?: string[];
}

const onlineModuleRoutes: FastifyPluginAsync = async (app) => {
  const online = app.onlineSchemas;

  app.get('/online/schema/exportModule', { config: { permission: ONLINE_PERMS.list } }, async (request) => {
    const model = (request.query as { model?: unknown }).model;
    const name = typeof model === 'string' ? model.slice(0, 100) : '';
    const bundle = name ? await exportModule(online.ctx, name) : undefined;
    if (!bundle) throw fail(request.t('onlineModelNotFound', { name }), 404, 404);
    return ok(bundle);
  });

  app.post<{ Body: ImportBody }>(
    '/online/schema/importModule',
    {
      config: { permission: ONLINE_PERMS.add },
      bodyLimit: BUNDLE_BODY_LIMIT,
      schema: { body: importSchema },
    },
    async (request, reply) => {
      const { files, note: said, confirmDataLoss: confirmed } = request.body;
      try {
        const rows = await importModule(
          online,
          files,
          currentUser(request).username,
          (key, p) => request.t(key, p),
          { note: said, confirmDataLoss: confirmed },
        );
        return ok(rows.map(toRecord), request.t('onlineImported', { count: rows.length }));
      } catch (err) {
        return saveRefusal(request, reply, err);
      }
    },
  );
};

export default onlineModuleRoutes;
