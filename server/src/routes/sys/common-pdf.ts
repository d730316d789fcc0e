// GET /sys/common/pdf/pdfPreviewIframe?file=<stored path> (public, like JeecgBoot's `/sys/common/pdf/**`:
// a frame cannot send X-Access-Token): a minimal page framing one PDF of our static store, under a
// strict Content-Security-Policy (services/pdf-preview.ts). The PDF it frames is public already (the
// static route); a path that names no stored PDF is a 400 naming `file`, a missing file a 404.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../lib/envelope.js';
import { filesRoot } from '../../services/files.js';
import { PDF_PAGE_CSP, pdfFileOf, pdfPreviewPage } from '../../services/pdf-preview.js';
import { fileBusiness } from '../../services/static-path.js';

const query = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', minLength: 1, maxLength: 1000 } },
} as const;

const commonPdfRoutes: FastifyPluginAsync = async (app) => {
  const isBiz = fileBusiness(app.models.byTable);

  app.get<{ Querystring: { file: string } }>(
    '/sys/common/pdf/pdfPreviewIframe',
    { config: { public: true }, schema: { querystring: query } },
    async (request, reply) => {
      const stored = pdfFileOf(request.query.file, app.config.apiBase, isBiz);
      if (!stored) throw fail(request.t('pdfPreviewBadFile'), 400, 400);
      const info = await stat(join(filesRoot(app.config.dataDir), ...stored.path.split('/'))).catch(
        () => null,
      );
      if (!info?.isFile()) throw fail(request.t('fileMissing'), 404, 404);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PDF_PAGE_CSP)
        .header('cache-control', 'no-store')
        .send(pdfPreviewPage(app.config.apiBase, stored, request.t('pdfPreviewTitle')));
    },
  );
};

export default commonPdfRoutes;
