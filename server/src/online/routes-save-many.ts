// /online/schema/editMany: several stored documents saved as one change (save-many.ts), as the
// designer's fields table saves a model with its list and form pages.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { currentUser } from '../plugins/auth.js';
import { confirmDataLoss, content, id, note, ONLINE_PERMS, saveRefusal, toRecord } from './routes.js';
import { saveMany, type DocumentEdit } from './save-many.js';
import { storedById } from './store.js';

/** The most documents one change saves: a model and the pages that show it. */
export const EDIT_MANY_MAX = 10;

const editManySchema = {
  type: 'object',
  required: ['documents'],
  properties: {
    documents: {
      type: 'array',
      minItems: 1,
      maxItems: EDIT_MANY_MAX,
      items: {
        type: 'object',
        required: ['id', 'content'],
        properties: { id, content },
      },
    },
    note,
    confirmDataLoss,
  },
} as const;

interface EditManyBody {
  documents: { id: string; content: string }[];
  note?: string;
  confirmDataLoss?: string[];
}

const onlineSaveManyRoutes: FastifyPluginAsync = async (app) => {
  const online = app.onlineSchemas;
  app.route<{ Body: EditManyBody }>({
    method: ['PUT', 'POST'],
    url: '/online/schema/editMany',
    config: { permission: ONLINE_PERMS.edit },
    schema: { body: editManySchema },
    handler: async (request, reply) => {
      const { documents, note: said, confirmDataLoss: confirmed } = request.body;
      const edits: DocumentEdit[] = [];
      for (const [at, document] of documents.entries()) {
        if (documents.findIndex((d) => d.id === document.id) !== at)
          throw fail(request.t('onlineSameDocumentTwice', { id: document.id }), 400, 400);
        const row = await storedById(app.db, document.id);
        if (!row) throw fail(request.t('onlineNotFound'), 404, 404);
        edits.push({ row, content: document.content });
      }
      try {
        const rows = await saveMany(
          online,
          edits,
          currentUser(request).username,
          (key, p) => request.t(key, p),
          { note: said, confirmDataLoss: confirmed },
        );
        return ok(rows.map(toRecord), request.t('onlineSaved'));
      } catch (err) {
        return saveRefusal(request, reply, err);
      }
    },
  });
};

export default onlineSaveManyRoutes;
