// GET /partner/search (public) ?companyName=&region=&partnerLevel=&productLine=&pageNo=&pageSize= and
// GET /partner/search/options (public): the open partner search of SPEC §2. No sign-in, so inputs are
// bounded (lengths, page size) and each address gets a fixed number of searches per minute.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window.js';
import { partnerSearchOptions, searchPartners, type PartnerSearch } from '../../services/partner-search.js';

/** The largest page a visitor may ask for. */
export const MAX_SEARCH_PAGE_SIZE = 20;
/** Searches per address per minute: a person paging through results never meets it, a scraper does. */
export const SEARCHES_PER_MINUTE = 30;

const text = { type: 'string', maxLength: 50 } as const;

const querySchema = {
  type: 'object',
  properties: {
    companyName: text,
    region: text,
    productLine: text,
    partnerLevel: { type: 'string', pattern: '^[0-9]{0,2}$' },
    pageNo: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_PAGE_SIZE, default: 10 },
  },
} as const;

const partnerSearchRoutes: FastifyPluginAsync<{ perMinute?: number }> = async (app, options) => {
  // One limiter for both routes: the options call is part of a visit too.
  const limiter = new SlidingWindowLimiter(options.perMinute ?? SEARCHES_PER_MINUTE, 60_000);
  app.addHook('onRequest', async (request) => {
    const wait = limiter.take(request.ip);
    if (wait > 0) {
      throw fail(request.t('partnerSearchTooMany'), 429, 429, {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
  });

  app.get<{ Querystring: PartnerSearch }>(
    '/partner/search',
    { config: { public: true }, schema: { querystring: querySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const page = await searchPartners(app.models, request.lang, {
        companyName: q.companyName?.trim(),
        region: q.region?.trim(),
        partnerLevel: q.partnerLevel,
        productLine: q.productLine?.trim(),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return ok(page);
    },
  );

  app.get('/partner/search/options', { config: { public: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await partnerSearchOptions(app.models, request.lang));
  });
};

export default partnerSearchRoutes;
