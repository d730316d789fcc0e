// Uploads into the file lists.
// POST /sys/file/upload (multipart: category, folder, isPublic?, orgCode? (staff), then the file part
// last) streams a file of up to SINGLE_UPLOAD_MAX_BYTES into the backend.
// Larger files go in chunks: POST /sys/file/upload/init → an UploadSession (size and type checked before
// any byte); PUT /sys/file/upload/:uploadId/:index (application/octet-stream, chunkBytes each but the
// last; sending one again replaces it); GET /sys/file/upload/:uploadId (what is held: resume); POST
// /sys/file/upload/:uploadId/complete (stores the file, checks the client's sha256); DELETE
// /sys/file/upload/:uploadId (drops the chunks). A session is its creator's: to others it does not exist.
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SINGLE_UPLOAD_MAX_BYTES, type FileCategory } from '../../../schemas/api/files.js';
import { Scope } from '../crud/scope.js';
import { fail, ok } from '../lib/envelope.js';
import { uploadedFilePart } from '../lib/upload-part.js';
import { AUTHENTICATED, currentUser } from '../plugins/auth.js';
import { requireCode, viewerOf, type Viewer } from './access.js';
import { ChunkSizeError, type SessionData, type UploadSessions } from './chunked.js';
import type { FilesContext } from './context.js';
import { storeFile, type NewFile } from './file-store.js';
import { Refused } from './meter.js';
import { acceptedText, acceptsExt, extOf, maxBytesOf } from './names.js';
import { categoryOf, checkedFolder, checkedName, closing, megabytes, ownership } from './params.js';

/** Room for the multipart framing and the fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The upload limit of a category, and the message naming it. */
function limitOf(request: FastifyRequest, category: FileCategory, single: boolean) {
  const max = maxBytesOf(category);
  if (single && SINGLE_UPLOAD_MAX_BYTES < max)
    return {
      bytes: SINGLE_UPLOAD_MAX_BYTES,
      text: request.t('fileSingleTooLarge', { limit: megabytes(SINGLE_UPLOAD_MAX_BYTES) }),
    };
  return { bytes: max, text: request.t('fileTooLarge', { limit: megabytes(max) }) };
}

const typeRefused = (request: FastifyRequest, category: FileCategory) =>
  fail(request.t('fileTypeRefused', { accept: acceptedText(category, request.lang) }), 415, 415);

/** The meter's refusals as their answers; anything else unchanged. */
function refusal(request: FastifyRequest, category: FileCategory, limitText: string, err: unknown): unknown {
  if (err instanceof Refused) {
    if (err.reason === 'tooLarge') return fail(limitText, 413, 413);
    if (err.reason === 'program') return typeRefused(request, category);
    return fail(request.t('fileChecksumMismatch'), 400, 400);
  }
  return err;
}

/** The text value of a multipart field given before the file. */
function field(fields: MultipartFields, name: string): string | undefined {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.type === 'field' ? String(first.value) : undefined;
}

/** The checks every new file passes before its first byte is read. */
function checkNew(request: FastifyRequest, viewer: Viewer, values: Record<string, unknown>) {
  const category = categoryOf(request, values.category);
  requireCode(request, viewer, category, 'add');
  const folder = checkedFolder(request, values.folder);
  const { isPublic, orgCode } = ownership(request, viewer, values);
  return { category, folder, isPublic, orgCode };
}

const uploadRoutes: FastifyPluginAsync<{ ctx: FilesContext; sessions: UploadSessions }> = async (
  app,
  { ctx, sessions },
) => {
  const access = { config: { permission: AUTHENTICATED } };
  /** Sessions being completed, so a second complete or an abort waits its turn. */
  const completing = new Set<string>();

  app.post('/sys/file/upload', access, (request) =>
    closing(async () => {
      const viewer = await viewerOf(request, app.db);
      const part = await uploadedFilePart(request);
      const values = Object.fromEntries(
        ['category', 'folder', 'isPublic', 'orgCode'].map((name) => [name, field(part.fields, name)]),
      );
      const { category, folder, isPublic, orgCode } = checkNew(request, viewer, values);
      const name = checkedName(request, part.filename);
      if (!acceptsExt(category, extOf(name))) throw typeRefused(request, category);
      const limit = limitOf(request, category, true);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > limit.bytes + MULTIPART_OVERHEAD)
        throw fail(limit.text, 413, 413);
      const file: NewFile = { category, folder, name, isPublic, orgCode };
      const scope = Scope.of(request, ctx.file);
      try {
        return ok(await storeFile(ctx, scope, viewer, file, part.file, limit.bytes), request.t('uploadOk'));
      } catch (err) {
        throw refusal(request, category, limit.text, err);
      }
    }),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/file/upload/init',
    {
      ...access,
      schema: {
        body: {
          type: 'object',
          required: ['category', 'name', 'sizeBytes'],
          properties: {
            category: { type: 'string' },
            folder: { type: 'string' },
            name: { type: 'string' },
            sizeBytes: { type: 'integer', minimum: 0 },
            sha256: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
            isPublic: { type: 'string' },
            orgCode: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request, app.db);
      const { category, folder, isPublic, orgCode } = checkNew(request, viewer, request.body);
      const name = checkedName(request, request.body.name);
      if (!acceptsExt(category, extOf(name))) throw typeRefused(request, category);
      const sizeBytes = request.body.sizeBytes as number;
      const limit = limitOf(request, category, false);
      if (sizeBytes > limit.bytes) throw fail(limit.text, 413, 413);
      const sha256 = typeof request.body.sha256 === 'string' ? request.body.sha256.toLowerCase() : undefined;
      const session = await sessions.create({
        userId: viewer.user.id,
        category,
        folder,
        name,
        sizeBytes,
        sha256,
        isPublic,
        orgCode,
      });
      return ok(await sessions.view(session));
    },
  );

  /** The caller's session `uploadId`, or a 404. */
  const sessionOf = async (request: FastifyRequest, uploadId: string): Promise<SessionData> => {
    const session = await sessions.load(uploadId, currentUser(request).id);
    if (!session) throw fail(request.t('fileUploadMissing'), 404, 404);
    return session;
  };
  const uploadParams = {
    type: 'object',
    required: ['uploadId'],
    properties: { uploadId: { type: 'string', maxLength: 64 } },
  } as const;

  app.put<{ Params: { uploadId: string; index: number } }>(
    '/sys/file/upload/:uploadId/:index',
    {
      ...access,
      schema: {
        params: {
          type: 'object',
          required: ['uploadId', 'index'],
          properties: { uploadId: { type: 'string', maxLength: 64 }, index: { type: 'integer', minimum: 0 } },
        },
      },
    },
    (request) =>
      closing(async () => {
        const session = await sessionOf(request, request.params.uploadId);
        const { index } = request.params;
        if (index >= session.chunkCount)
          throw fail(request.t('fileChunkIndex', { max: Math.max(0, session.chunkCount - 1) }), 400, 400);
        if (completing.has(session.uploadId)) throw fail(request.t('fileUploadBusy'), 409, 409);
        const size = sessions.chunkSize(session, index);
        const sizeError = () => fail(request.t('fileChunkSize', { index, bytes: size }), 400, 400);
        const declared = request.headers['content-length'];
        if (declared !== undefined && Number(declared) !== size) throw sizeError();
        try {
          await sessions.writeChunk(session, index, request.raw);
        } catch (err) {
          if (err instanceof ChunkSizeError) throw sizeError();
          throw err;
        }
        return ok(await sessions.view(session));
      }),
  );

  app.get<{ Params: { uploadId: string } }>(
    '/sys/file/upload/:uploadId',
    { ...access, schema: { params: uploadParams } },
    async (request) => ok(await sessions.view(await sessionOf(request, request.params.uploadId))),
  );

  app.post<{ Params: { uploadId: string } }>(
    '/sys/file/upload/:uploadId/complete',
    { ...access, schema: { params: uploadParams } },
    async (request) => {
      const session = await sessionOf(request, request.params.uploadId);
      if (completing.has(session.uploadId)) throw fail(request.t('fileUploadBusy'), 409, 409);
      completing.add(session.uploadId);
      try {
        const viewer = await viewerOf(request, app.db);
        requireCode(request, viewer, session.category, 'add');
        const held = new Set(await sessions.received(session));
        const missing: number[] = [];
        for (let i = 0; i < session.chunkCount; i += 1) if (!held.has(i)) missing.push(i);
        if (missing.length > 0) {
          const list = missing.slice(0, 10).join(', ') + (missing.length > 10 ? '…' : '');
          throw fail(request.t('fileChunksMissing', { count: missing.length, list }), 400, 400);
        }
        const file: NewFile = {
          category: session.category,
          folder: session.folder,
          name: session.name,
          isPublic: session.isPublic,
          orgCode: session.orgCode,
          expectedSha256: session.sha256,
        };
        const limit = limitOf(request, session.category, false);
        const scope = Scope.of(request, ctx.file);
        try {
          const stored = await storeFile(ctx, scope, viewer, file, sessions.assemble(session), limit.bytes);
          await sessions.remove(session.uploadId);
          return ok(stored, request.t('uploadOk'));
        } catch (err) {
          // A refused file will not become acceptable by asking again: its chunks go.
          if (err instanceof Refused) await sessions.remove(session.uploadId);
          throw refusal(request, session.category, limit.text, err);
        }
      } finally {
        completing.delete(session.uploadId);
      }
    },
  );

  app.delete<{ Params: { uploadId: string } }>(
    '/sys/file/upload/:uploadId',
    { ...access, schema: { params: uploadParams } },
    async (request) => {
      const session = await sessionOf(request, request.params.uploadId);
      if (completing.has(session.uploadId)) throw fail(request.t('fileUploadBusy'), 409, 409);
      await sessions.remove(session.uploadId);
      return ok(null, request.t('crudDeleted'));
    },
  );
};

export default uploadRoutes;
