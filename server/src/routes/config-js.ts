// GET /config.js: the browser's runtime configuration, so one web build serves any deployment.
// It lives outside the API base because the client reads the API base from it.
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';

/** The script body; JSON is escaped so no value can close the script or break out of the string. */
export function configScript(config: AppConfig): string {
  const json = JSON.stringify({
    apiBase: config.apiBase,
    staticDomain: config.staticDomain ?? '',
    websocketDomain: config.websocketDomain ?? '',
    title: config.appTitle,
    // Only when CAS is on, so the login page offers it; the first service URL is the one it sends.
    ...(config.cas ? { casServerUrl: config.cas.serverUrl, casServiceUrl: config.cas.serviceUrls[0] } : {}),
    // Only when third-party sign-in is on, so the login page asks for its providers.
    ...(config.thirdLogin ? { thirdLogin: true } : {}),
  })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__APP_CONFIG__ = ${json};\n`;
}

const configJs: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const body = configScript(config);
  app.get('/config.js', { config: { public: true } }, async (_request, reply) => {
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return body;
  });
};

export default configJs;
