// Per-request language: en-US when Accept-Language starts with `en`, else zh-CN, and `request.t(key)`
// to translate the server's own messages.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { message, pickLang, type Lang, type MessageKey } from '../i18n/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t(key: MessageKey, params?: Record<string, string | number>): string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', {
      getter(this: FastifyRequest): Lang {
        return pickLang(this.headers['accept-language']);
      },
    });
    app.decorateRequest(
      't',
      function (this: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) {
        return message(this.lang, key, params);
      },
    );
  },
  { name: 'i18n' },
);
