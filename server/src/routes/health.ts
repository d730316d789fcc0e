// GET /health, for load balancers: whether this instance can serve, with each dependency as ok or fail
// and nothing else (no versions, hosts, messages or timings an outsider could use). 200 when every
// check passes, 503 otherwise. Public, at the server root and under the API base.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { HealthAnswer } from '../../../schemas/api/monitor.js';

/** A check that has not answered by then has failed: a load balancer must not wait on a hung pool. */
const CHECK_TIMEOUT_MS = 2_000;

async function passes(check: () => Promise<unknown>): Promise<'ok' | 'fail'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'fail';
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    const checks: HealthAnswer['checks'] = { database: await passes(() => sql`select 1`.execute(app.db)) };
    if (app.monitorRedis.configured) {
      checks.redis = await passes(async () => {
        if (!(await app.monitorRedis.ping())) throw new Error('no PONG');
      });
    }
    const healthy = Object.values(checks).every((c) => c === 'ok');
    const answer: HealthAnswer = { status: healthy ? 'ok' : 'degraded', checks };
    reply.code(healthy ? 200 : 503).header('cache-control', 'no-store');
    return answer;
  });
};

export default healthRoutes;
