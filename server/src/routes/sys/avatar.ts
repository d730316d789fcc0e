// POST /sys/common/upload (authenticated, multipart `file`, `biz=avatar` as a field or query parameter;
// any other `biz` names a model's table and goes to crud/model-upload.ts): stores an image of at most 2 MB whose magic bytes say PNG, JPEG, GIF or WEBP under
// DATA_DIR/files/avatar/<32 random hex>.<ext>; the stored path comes back in `message` (as the contract
// has it) and in `result`.
// GET /sys/common/static/** (public): serves a stored file at any depth under its business path
// (services/static-path.ts; model files other than images as attachments). Avatars are shown in <img> tags, which cannot
// send X-Access-Token, so they are public; what protects them is the name — 128 random bits, unlisted —
// and only paths of the stored shape are served, so no other file can be reached.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { uploadedFilePart } from '../../lib/upload-part.js';
import { AUTHENTICATED, currentUser } from '../../plugins/auth.js';
import { detectImage, filesRoot, saveUpload, UPLOAD_BIZ } from '../../services/files.js';
import { fileBusiness, PDF_TYPE, staticFile } from '../../services/static-path.js';
import {
  contentDisposition,
  MAX_NAMED_QUERY,
  STORED_PATH_MAX,
  uploadedNames,
} from '../../services/upload-names.js';
import { takeOrThrow, type FlowLimiters } from '../../services/flow-limits.js';
import { MODEL_FILE_MAX_BYTES } from '../../crud/model-files.js';
import { storeModelFile } from '../../crud/model-upload.js';

const MAX_BYTES = UPLOAD_BIZ.avatar.maxBytes;

const avatarRoutes: FastifyPluginAsync<{ limits: FlowLimiters }> = async (app, { limits }) => {
  await app.register(multipart, {
    // Model files (crud/model-upload.ts) may be larger; avatars are held to MAX_BYTES below.
    limits: { fileSize: MODEL_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 },
  });

  app.post<{ Querystring: { biz?: string } }>(
    '/sys/common/upload',
    { config: { permission: AUTHENTICATED } },
    async (request) => {
      const user = currentUser(request);
      takeOrThrow(limits.uploadPerUser, user.id, request.t('tooManyAttempts'));
      const part = await uploadedFilePart(request);
      const field = part.fields.biz;
      const fieldBiz =
        field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
      const biz = fieldBiz ?? request.query.biz ?? 'avatar';
      if (biz !== 'avatar') {
        const stored = await storeModelFile(app, request, part, biz);
        return ok(stored, stored);
      }

      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        throw fail(request.t('uploadTooLarge', { limit: '2 MB' }), 413, 413);
      }
      if (content.length > MAX_BYTES) throw fail(request.t('uploadTooLarge', { limit: '2 MB' }), 413, 413);
      const type = detectImage(content);
      if (!type) throw fail(request.t('uploadBadType'), 400, 400);
      const path = await saveUpload(app.db, app.config.dataDir, {
        biz: 'avatar',
        ownerId: user.id,
        content,
        type,
      });
      return ok(path, path);
    },
  );

  const isBiz = fileBusiness(app.models.byTable);

  // The uploaded names of stored files, for their links: the stored name is 128 random bits, the
  // uploaded one is what people recognise. Knowing a path is what lets one fetch the file itself
  // (the static route below is public), so any signed-in user may ask for its name.
  app.get<{ Querystring: { paths: string } }>(
    '/sys/common/fileNames',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        querystring: {
          type: 'object',
          required: ['paths'],
          properties: { paths: { type: 'string', minLength: 1, maxLength: MAX_NAMED_QUERY } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const paths = request.query.paths.split(',').filter((p) => p !== '' && p.length <= STORED_PATH_MAX);
      return ok(await uploadedNames(app.db, paths));
    },
  );

  // The bare path names no file (with or without its trailing slash, which the router strips).
  app.get('/sys/common/static', { config: { public: true } }, async (request) => {
    throw fail(request.t('fileMissing'), 404, 404);
  });

  app.get<{ Params: { '*': string }; Querystring: { preview?: string } }>(
    '/sys/common/static/*',
    { config: { public: true } },
    async (request, reply) => {
      const served = staticFile(request.params['*'], isBiz);
      // The PDF preview page (common-pdf.ts) shows a PDF in its frame: inline, still sandboxed.
      const inline = served?.inline || (served?.contentType === PDF_TYPE && request.query.preview === '1');
      const missing = () => fail(request.t('fileMissing'), 404, 404);
      if (!served) throw missing();
      const file = join(filesRoot(app.config.dataDir), ...served.path.split('/'));
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw missing();
      // Avatars (shown on every page of the console) never have an uploaded name: no lookup for them.
      const named = served.avatar ? {} : await uploadedNames(app.db, [served.path]);
      return reply
        .header('content-type', served.contentType)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition(inline ? 'inline' : 'attachment', named[served.path], served.name),
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
};

export default avatarRoutes;
