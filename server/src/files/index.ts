// The stored-file service (README.md here): its routes under the API base, the multipart and raw-chunk
// body parsers they need (scoped to them), and the sweep of abandoned chunked uploads and of temporary
// files a crash left behind — at start and every hour.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { SINGLE_UPLOAD_MAX_BYTES } from '../../../schemas/api/files.js';
import { UploadSessions } from './chunked.js';
import { filesContext } from './context.js';
import { seedDemoFiles } from './demo.js';
import { LocalBackend } from './local-backend.js';
import listRoutes from './routes-list.js';
import downloadRoutes from './routes-download.js';
import trendRoutes from './routes-download-trend.js';
import ossRoutes from './routes-oss.js';
import uploadRoutes from './routes-upload.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const filesPlugin: FastifyPluginAsync = async (app) => {
  const ctx = filesContext(app.config, app.models);
  const sessions = new UploadSessions(ctx.uploadsDir);

  // The file part comes last, after at most a few short fields. The routes' meter (meter.ts) holds each
  // file to its limit, at most SINGLE_UPLOAD_MAX_BYTES: busboy's own limit is one byte more, so the
  // meter sees every oversized file exceed its limit and refuses it, rather than busboy quietly
  // cutting it to a shorter file that would be stored as if whole.
  await app.register(multipart, {
    limits: { fileSize: SINGLE_UPLOAD_MAX_BYTES + 1, files: 1, fields: 8, fieldSize: 1024, parts: 9 },
    throwFileSizeLimit: false,
    // The name exactly as sent, so '../x' is refused rather than quietly cut to 'x'.
    preservePath: true,
  });
  // Chunks (PUT /sys/file/upload/:uploadId/:index) are streamed to disk by their route, which reads
  // request.raw and holds them to their size; nothing is buffered here.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));

  await app.register(listRoutes, { ctx });
  await app.register(uploadRoutes, { ctx, sessions });
  await app.register(downloadRoutes, { ctx });
  await app.register(trendRoutes, { ctx });
  await app.register(ossRoutes, { ctx });

  const sweep = async () => {
    try {
      const removed = await sessions.sweep();
      if (ctx.backend instanceof LocalBackend) await ctx.backend.sweep();
      if (removed > 0) app.log.info(`removed ${removed} abandoned chunked uploads`);
    } catch (err) {
      app.log.warn({ err }, 'sweeping abandoned uploads failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.seedResult.seeded) await seedDemoFiles(ctx, app.db, app.log);
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await ctx.backend.close();
  });
};

export default filesPlugin;
