// GET /sys/dict/getDictItems/:dictCode — items of one seeded dictionary. JeecgBoot also accepts a
// "table dictionary" (`table,text,code[,where]`) here, which became SQL injection; we accept plain
// dictionary codes only, and the code is only ever a bound parameter.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED } from '../../plugins/auth.js';
import { DICT_CODE_PATTERN, dictItems } from '../../services/dicts.js';

const dictRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/getDictItems/:dictCode',
    { config: { permission: AUTHENTICATED } },
    async (request) => {
      const { dictCode } = request.params;
      if (!DICT_CODE_PATTERN.test(dictCode)) throw fail(request.t('dictCodeInvalid'), 400, 400);
      const items = await dictItems(app.db, dictCode);
      if (!items) throw fail(request.t('dictNotFound', { code: dictCode }));
      return ok(items);
    },
  );
};

export default dictRoutes;
