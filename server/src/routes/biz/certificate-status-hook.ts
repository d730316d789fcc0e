// Keeps what the partner role's reads of sales certificates depend on current, for routes the
// certificate module does not own: before the reads of the certificate list, record and export, the
// stored statuses are re-derived once per day (services/certificate-status.ts), so a certificate that
// became expiring or expired overnight is shown, searched, sorted and exported as such; and before a
// partner edit answers, its certificates take its orgCode (services/certificate-org.ts). Registered
// before the generic model routes (routes/index.ts) so its hooks see them.
import fp from 'fastify-plugin';
import { hookRoutes } from '../../lib/route-hooks.js';
import { syncCertificateOrgCodes } from '../../services/certificate-org.js';
import { CERT_MODEL, StatusKeeper } from '../../services/certificate-status.js';
import { PARTNER_MODEL } from '../../services/partner-search.js';

export default fp(async (app) => {
  const model = app.models.models.get(CERT_MODEL);
  const base = model?.schema['x-api']?.basePath;
  const partnerBase = app.models.models.get(PARTNER_MODEL)?.schema['x-api']?.basePath;
  if (!base || !partnerBase) return;
  const reads = new Set(['list', 'queryById', 'exportXls'].map((op) => `${app.prefix}${base}/${op}`));
  const partnerWrites = new Set(['edit', 'importExcel'].map((op) => `${app.prefix}${partnerBase}/${op}`));
  const keeper = new StatusKeeper(app.models);
  // On these routes only (lib/route-hooks.ts): every other API request would pay for two async hooks.
  hookRoutes(app, 'preHandler', reads, async () => {
    await keeper.ensureFresh();
  });
  // onSend runs before the answer leaves: a client reading after the partner edit sees the new scoping.
  hookRoutes(app, 'onSend', partnerWrites, async (_request, reply, payload) => {
    if (reply.statusCode < 300) await syncCertificateOrgCodes(app.models);
    return payload;
  });
});
