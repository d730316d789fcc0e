// JSON bodies as clients really send them: an empty body with `Content-Type: application/json` (the
// JeecgBoot client's logout call) is "no body", not a 400. Everything else goes through Fastify's own
// parser, which also refuses __proto__ and constructor poisoning.
import fp from 'fastify-plugin';

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
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
