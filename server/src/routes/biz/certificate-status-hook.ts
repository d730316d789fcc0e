// Before the reads of the sales-certificate list, record, and export, the stored statuses are
// re-derived once per day (services/certificate-status.ts), so a certificate that became expiring or
// expired overnight is shown, searched, sorted and exported as such. Registered before the generic
// model routes (routes/index.ts) so its hook sees them.
import fp from 'fastify-plugin';
import { CERT_MODEL, StatusKeeper } from '../../services/certificate-status.js';

export default fp(async (app) => {
  const model = app.models.models.get(CERT_MODEL);
  const base = model?.schema['x-api']?.basePath;
  if (!base) return;
  const reads = new Set(['list', 'queryById', 'exportXls'].map((op) => `${app.prefix}${base}/${op}`));
  const keeper = new StatusKeeper(app.models);
  app.addHook('preHandler', async (request) => {
    if (reads.has(request.routeOptions.url ?? '')) await keeper.ensureFresh();
  });
});
