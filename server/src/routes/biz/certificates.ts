// The writes of sales certificates (schemas/models/biz_sales_certificate.json): add and edit run the
// generated pipeline (which copies the partner's orgCode, x-copyFrom, for the partner role's data rule)
// plus the certificate's own step (valid-to after valid-from, the status derived from the dates); renew
// moves the valid-to date later (never for a revoked certificate); revoke stores the status, reason and
// time. Every write goes through the caller's scope, so the data rules apply to it too.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readRow } from '../../crud/read.js';
import type { ModelRegistry } from '../../crud/registry.js';
import { sendFieldErrors, writeModel } from '../../crud/routes.js';
import { Scope } from '../../crud/scope.js';
import { updateRow } from '../../crud/store.js';
import type { FieldError, Row } from '../../crud/types.js';
import type { WritePrepare } from '../../crud/write.js';
import { fail, ok } from '../../lib/envelope.js';
import { formatDateTime } from '../../lib/time.js';
import {
  CERT_MODEL,
  CERT_STATUS,
  certificateStatus,
  isDate,
  today,
} from '../../services/certificate-status.js';
import { PARTNER_MODEL } from '../../services/partner-search.js';
import { objectBody, optionalText, requiredId } from '../sys/roles-params.js';

const REASON_MAX = 200;

/** The certificate's own write step: cross-field check, then the status derived. */
function prepareCertificate(request: FastifyRequest, registry: ModelRegistry): WritePrepare {
  const model = registry.models.get(CERT_MODEL)!;
  const column = (name: string) => model.byName.get(name)!.column;
  return async (values: Row, current: Row | undefined): Promise<FieldError[]> => {
    const pick = (name: string) => (values[name] !== undefined ? values[name] : current?.[column(name)]);
    const from = pick('validFrom');
    const to = pick('validTo');
    if (typeof from === 'string' && typeof to === 'string' && to <= from)
      return [{ field: 'validTo', message: request.t('certValidToAfterFrom') }];
    const revoked = current?.[column('status')] === CERT_STATUS.revoked;
    if (revoked && values.validTo !== undefined && values.validTo !== current?.[column('validTo')])
      return [{ field: 'validTo', message: request.t('certRevokedNoEdit') }];
    if (typeof to === 'string')
      values.status = revoked ? CERT_STATUS.revoked : certificateStatus(to, today());
    return [];
  };
}

/** A required date parameter `YYYY-MM-DD`; a 400 naming it otherwise. */
function requiredDate(request: FastifyRequest, body: unknown, name: string): string {
  const value = optionalText(request, body, name, 10);
  if (!value) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
  if (!isDate(value)) throw fail(request.t('crudFieldFormat', { field: name }), 400, 400);
  return value;
}

const certificateRoutes: FastifyPluginAsync = async (app) => {
  const registry = app.models;
  const model = registry.models.get(CERT_MODEL);
  if (!model || !registry.models.get(PARTNER_MODEL)) return;
  const base = model.schema['x-api']!.basePath;
  const codes = model.codes!;
  const col = (name: string) => model.byName.get(name)!.column;

  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') =>
    writeModel(model, request, reply, mode, request.body, {
      prepare: prepareCertificate(request, registry),
    });
  app.post(`${base}/add`, { config: { permission: codes.add } }, (request, reply) =>
    write(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    config: { permission: codes.edit },
    handler: (request, reply) => write(request, reply, 'edit'),
  });

  // Renew: the renew form posts the record with its new valid-to date; only id and validTo count.
  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/renew`,
    config: { permission: 'biz:certificate:renew' },
    handler: async (request, reply) => {
      const body = objectBody(request);
      const id = requiredId(request, body, 'id');
      const validTo = requiredDate(request, body, 'validTo');
      const scope = Scope.of(request, model);
      const row = await readRow(scope, id, undefined, [col('status'), col('validTo')]);
      if (!row) throw fail(request.t('crudNotFound'), 404, 404);
      if (row[col('status')] === CERT_STATUS.revoked) throw fail(request.t('certRevokedNoRenew'), 400, 400);
      const current = String(row[col('validTo')] ?? '');
      if (validTo <= current)
        return sendFieldErrors(reply, [
          { field: 'validTo', message: request.t('certRenewAfterCurrent', { current }) },
        ]);
      const status = certificateStatus(validTo, today());
      const record = await scope.transaction((tx) => updateRow(scope, tx, id, { validTo, status }));
      if (!record) throw fail(request.t('crudNotFound'), 404, 404);
      registry.evict(model);
      return ok(record, request.t('certRenewed'));
    },
  });

  app.post(`${base}/revoke`, { config: { permission: 'biz:certificate:revoke' } }, async (request) => {
    const body = objectBody(request);
    const id = requiredId(request, body, 'id');
    const revokeReason = optionalText(request, body, 'revokeReason', REASON_MAX);
    if (!revokeReason) throw fail(request.t('fieldRequired', { field: 'revokeReason' }), 400, 400);
    const scope = Scope.of(request, model);
    const row = await readRow(scope, id, undefined, [col('status')]);
    if (!row) throw fail(request.t('crudNotFound'), 404, 404);
    if (row[col('status')] === CERT_STATUS.revoked) throw fail(request.t('certAlreadyRevoked'), 400, 400);
    const values = { status: CERT_STATUS.revoked, revokeReason, revokeTime: formatDateTime() };
    const record = await scope.transaction((tx) => updateRow(scope, tx, id, values));
    if (!record) throw fail(request.t('crudNotFound'), 404, 404);
    registry.evict(model);
    return ok(record, request.t('certRevoked'));
  });
};

export default certificateRoutes;
