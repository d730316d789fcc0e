// GET /sys/file/download/:id streams a stored file as an attachment, with HTTP ranges (206, 416),
// its SHA-256 in X-Checksum-Sha256 and as the ETag; a whole download, or a range from the first byte
// (how download managers start), is recorded (sys_file_download, downloadCount + 1).
// GET /sys/file/preview/:id shows images (png, jpg, gif, webp) and PDFs inline, sandboxed; other types
// are 415. A file the caller may not read answers 404, as a missing one does (access.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Scope } from '../crud/scope.js';
import { fail } from '../lib/envelope.js';
import { AUTHENTICATED } from '../plugins/auth.js';
import { requireCode, viewerOf } from './access.js';
import { PREVIEW_TYPES } from './content.js';
import type { FilesContext } from './context.js';
import { attachment } from './disposition.js';
import { findFile, recordDownload } from './file-store.js';
import { parseRange } from './range.js';

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

const downloadRoutes: FastifyPluginAsync<{ ctx: FilesContext }> = async (app, { ctx }) => {
  const send = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    mode: 'download' | 'preview',
  ) => {
    const viewer = await viewerOf(request, app.db);
    const scope = Scope.of(request, ctx.file);
    const file = await findFile(ctx, scope, viewer, request.params.id, 'read');
    if (!file) throw fail(request.t('fileNotFound'), 404, 404);
    requireCode(request, viewer, file.category, 'list');
    if (mode === 'preview' && !PREVIEW_TYPES.has(file.contentType))
      throw fail(request.t('fileNoPreview'), 415, 415);
    const size = file.sizeBytes;
    const ask = parseRange(request.headers.range, size);
    if (ask.kind === 'unsatisfiable')
      throw fail(request.t('fileRangeBad', { size }), 416, 416, { 'content-range': `bytes */${size}` });
    const range = ask.kind === 'part' ? ask.range : undefined;
    const body = await ctx.backend.get(ctx.backend.bucket, file.storageKey, range);
    if (!body) throw fail(request.t('fileMissing'), 404, 404);
    if (mode === 'download' && request.method === 'GET' && (range?.start ?? 0) === 0)
      await recordDownload(ctx, scope, viewer, file.id);
    reply
      .header('content-type', file.contentType)
      .header('content-length', range ? range.end - range.start + 1 : size)
      .header('content-disposition', attachment(file.name, mode === 'preview' ? 'inline' : 'attachment'))
      .header('accept-ranges', 'bytes')
      .header('etag', `"${file.sha256}"`)
      .header('x-checksum-sha256', file.sha256)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, no-cache');
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    return reply.send(body);
  };

  const options = { config: { permission: AUTHENTICATED }, schema: { params } };
  app.get<{ Params: { id: string } }>('/sys/file/download/:id', options, (request, reply) =>
    send(request, reply, 'download'),
  );
  app.get<{ Params: { id: string } }>('/sys/file/preview/:id', options, (request, reply) =>
    send(request, reply, 'preview'),
  );
};

export default downloadRoutes;
