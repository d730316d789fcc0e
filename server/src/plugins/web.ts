// The built web app on the same port as the API: files from webRoot (hashed /assets/* cached for a
// year), index.html for any other GET that is not an API path (the client router shows its own 404),
// and the 404 envelope for API paths and missing files. Without a built app only the envelope remains.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { failure } from '../lib/envelope.js';
import { loadLoginPrerenders } from './login-prerender.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const spa = existsSync(join(config.webRoot, 'index.html'));
    const isApi = (path: string) => path === config.apiBase || path.startsWith(`${config.apiBase}/`);

    // These handlers are synchronous and return nothing: returning the (thenable) reply would make
    // Fastify await it, and each await adds stream listeners to the response.
    const notFound = (request: FastifyRequest, reply: FastifyReply): void => {
      reply.code(404).send(failure(request.t('notFound'), 404));
    };

    const prerenders = loadLoginPrerenders(config.webRoot, config.appTitle);
    const sendIndex = (reply: FastifyReply, request?: FastifyRequest): void => {
      // The login page paints from its prerendered copy (login-prerender.ts); every other route
      // gets the bare shell.
      const path = request?.url.split('?')[0];
      const prerender = path === '/user/login' ? prerenders.fileFor(request?.headers.cookie) : undefined;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Cookie')
        .sendFile(prerender ?? 'index.html', { cacheControl: false });
    };

    if (spa) {
      await app.register(fastifyStatic, {
        root: config.webRoot,
        serve: false,
        dotfiles: 'deny',
        index: false,
        // The build writes .br and .gz copies of its scripts and styles (vite.config.ts precompress).
        preCompressed: true,
      });
      app.get('/*', { config: { public: true } }, (request, reply): void => {
        const path = request.url.split('?')[0] ?? '/';
        if (isApi(path)) return notFound(request, reply);
        if (path === '/' || path === '/index.html') return sendIndex(reply);
        const file = (request.params as { '*': string })['*'];
        // Missing files fall through to the not-found handler below.
        reply
          .header('cache-control', path.startsWith('/assets/') ? ONE_YEAR : 'no-cache')
          // The body depends on Accept-Encoding (a .br or .gz copy, see preCompressed above).
          .header('vary', 'Accept-Encoding')
          .sendFile(file, { cacheControl: false });
      });
    }

    app.setNotFoundHandler((request, reply): void => {
      const path = request.url.split('?')[0] ?? '/';
      const lastSegment = path.slice(path.lastIndexOf('/') + 1);
      // Client routes get the app shell; a missing script or image must stay a 404, not HTML.
      const clientRoute = !isApi(path) && !/\.[A-Za-z0-9]+$/.test(lastSegment);
      if (spa && clientRoute && (request.method === 'GET' || request.method === 'HEAD'))
        return sendIndex(reply, request);
      return notFound(request, reply);
    });
  },
  { name: 'web', dependencies: ['i18n'] },
);
