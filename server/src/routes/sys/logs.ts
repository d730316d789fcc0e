// The system log list is the generic model list of sys_log (schemas/models/sys_log.json). JeecgBoot's
// clients search its content with `keyWord`; this hook turns that into the generic list's LIKE filter
// on logContent (`*text*`), so both the JeecgBoot parameter and the page's own search work.
import fp from 'fastify-plugin';
import { hookRoutes } from '../../lib/route-hooks.js';

const MAX_KEYWORD = 100;

export default fp(async (app) => {
  const listUrl = `${app.prefix}/sys/log/list`;
  // On the list route only (lib/route-hooks.ts), not on every API request.
  hookRoutes(app, 'onRequest', new Set([listUrl]), (request, _reply, done) => {
    const query = request.query as Record<string, unknown>;
    const keyWord = query.keyWord;
    delete query.keyWord;
    if (typeof keyWord === 'string' && keyWord.trim() !== '' && query.logContent === undefined)
      query.logContent = `*${keyWord.trim().slice(0, MAX_KEYWORD)}*`;
    done();
  });
});
