// Shared by the third-party sign-in routes: the services' dependencies (404 when OIDC_PUBLIC_URL is
// unset), the request origin a sign-in records, and the bounded parameter schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../lib/envelope.js';
import { sealingKey } from '../../services/data-source-secret.js';
import type { ThirdLoginDeps } from '../../services/third-login.js';
import type { RedeemRequest } from '../../services/third-redeem.js';

export function thirdDeps(app: FastifyInstance, request: FastifyRequest): ThirdLoginDeps {
  const settings = app.config.thirdLogin;
  if (!settings) throw fail(request.t('thirdNotConfigured'), 404, 404);
  return {
    db: app.db,
    settings,
    key: sealingKey(app.config),
    apiBase: app.config.apiBase,
    scryptCost: app.config.scryptCost,
  };
}

/** Where a sign-in came from, in the caller's language. */
export function redeemRequest(request: FastifyRequest): RedeemRequest {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    requestUrl: request.url.split('?')[0]!,
    method: request.method,
    lang: request.lang,
    t: (key, params) => request.t(key, params),
  };
}

/** A provider's code: the segment of its URLs. */
export const CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

export const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: CODE_PATTERN } },
} as const;

/** One-time ids are 43 base64url characters; a little room for other clients' ids. */
export const ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 64 } as const;
