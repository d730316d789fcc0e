// JSON bodies as clients really send them: an empty body with `Content-Type: application/json` (the
// JeecgBoot client's logout call) is "no body", not a 400. Everything else goes through Fastify's own
// parser, which also refuses __proto__ and constructor poisoning. A NUL character in a body, a query
// parameter or a path parameter is a 400 naming the field (lib/nul.ts), before any handler sees it.
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope.js';
import { nulPath } from '../lib/nul.js';

/** Whether JSON text may hold a NUL: the raw character or its escape. */
const mayHoldNul = (text: string) => text.includes('\u0000') || text.includes('\\u0000');

export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      if (!mayHoldNul(text)) {
        parseJson(request, text, done);
        return;
      }
      parseJson(request, text, (err, parsed) => {
        const field = err ? undefined : nulPath(parsed);
        if (field) done(fail(request.t('fieldNul', { field }), 400, 400), undefined);
        else done(err, parsed);
      });
    });
    // A callback hook, not an async one: it runs on every request (issue 16, plugins/monitor.ts).
    app.addHook('preValidation', (request, _reply, done) => {
      // The query's and the path's values come from the URL, where a NUL can only arrive escaped
      // (`%00`; the HTTP parser refuses a raw one, which only an in-process inject can carry): a URL
      // with neither needs no walk through them.
      if (!request.url.includes('%00') && !request.url.includes('\u0000')) {
        done();
        return;
      }
      // Path parameters too: `/sys/file/preview/%00` reached PostgreSQL as a 500 (found by the fuzz suite).
      const field = nulPath(request.query) ?? nulPath(request.params);
      done(field ? fail(request.t('fieldNul', { field }), 400, 400) : undefined);
    });
  },
  { name: 'json-body' },
);
