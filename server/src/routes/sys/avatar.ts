// POST /sys/common/upload (authenticated, multipart `file`, `biz=avatar` as a field or query parameter;
// any other `biz` names a model's table and goes to crud/model-upload.ts): stores an image of at most 2 MB whose magic bytes say PNG, JPEG, GIF or WEBP under
// DATA_DIR/files/avatar/<32 random hex>.<ext>; the stored path comes back in `message` (as the contract
// has it) and in `result`.
// GET /sys/common/static/:biz/:name (public): serves a stored file (model files other than images as
// attachments). Avatars are shown in <img> tags, which cannot
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
import {
  detectImage,
  filesRoot,
  IMAGE_TYPES,
  saveUpload,
  STORED_PATH,
  UPLOAD_BIZ,
} from '../../services/files.js';
import { takeOrThrow, type FlowLimiters } from '../../services/flow-limits.js';
import { MODEL_FILE_MAX_BYTES, staticFileOf } from '../../crud/model-files.js';
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

  app.get<{ Params: { biz: string; name: string } }>(
    '/sys/common/static/:biz/:name',
    { config: { public: true } },
    async (request, reply) => {
      const path = `${request.params.biz}/${request.params.name}`;
      const match = STORED_PATH.exec(path);
      const served = match
        ? { contentType: IMAGE_TYPES[match[3] as keyof typeof IMAGE_TYPES], inline: true, name: match[2] }
        : staticFileOf(path);
      const missing = () => fail(request.t('fileMissing'), 404, 404);
      if (!served) throw missing();
      const file = join(filesRoot(app.config.dataDir), path);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw missing();
      return reply
        .header('content-type', served.contentType)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${served.inline ? 'inline' : 'attachment'}; filename="${match ? `${match[2]}.${match[3]}` : served.name}"`,
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
};

export default avatarRoutes;
