// GET /sys/dict/getDictItems/:dictCode — items of one seeded dictionary. JeecgBoot also accepts a
// "table dictionary" (`table,text,code[,where]`) here, which became SQL injection; we accept plain
// dictionary codes only, and the code is only ever a bound parameter (loadDict and loadDictItem take
// the table form over allowed tables: dict-lookup.ts). An unknown code answers an empty list.
// GET /sys/dict/queryAllDictItems — every dictionary's items, the login result's `sysAllDictItems`
// again, so a signed-in client can pick up dictionary edits without signing in anew. Read straight
// from the database (not the server's DictCache) so it is fresh on every instance.
// Both answer in the request's language (Accept-Language): en-US texts, or the Chinese ones where an
// item has no English text.
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { AUTHENTICATED } from '../../plugins/auth.js';
import { allDictItems, DICT_CODE_PATTERN, dictItems } from '../../services/dicts.js';

const dictRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/getDictItems/:dictCode',
    { config: { permission: AUTHENTICATED } },
    async (request, reply) => {
      const { dictCode } = request.params;
      // The client may let the browser cache this answer; it differs by language.
      reply.header('vary', 'Accept-Language');
      if (!DICT_CODE_PATTERN.test(dictCode)) throw fail(request.t('dictCodeInvalid'), 400, 400);
      // An unknown code answers no options, as JeecgBoot does: a form naming a dictionary this
      // deployment lacks shows an empty select rather than an error.
      return ok((await dictItems(app.db, dictCode, request.lang)) ?? []);
    },
  );

  app.get('/sys/dict/queryAllDictItems', { config: { permission: AUTHENTICATED } }, async (request) =>
    ok(await allDictItems(app.db, request.lang)),
  );
};

export default dictRoutes;
