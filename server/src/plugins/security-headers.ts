// Security headers on every response (helmet): a Content-Security-Policy without unsafe-eval (the
// runtime never evaluates strings), framing limited to our own origin, nosniff and a referrer policy.
//
// The headers depend only on the configuration, so helmet runs once at start on a throwaway Fastify
// instance and its output is replayed on every request. Running helmet's middleware chain per request
// halved the throughput of a small API answer (bench/README.md, api); the replayed headers are the
// same bytes. A route may still override one (the avatar route sends its own sandbox CSP).
import fp from 'fastify-plugin';
import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config.js';

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  const staticOrigin = origin(config.staticDomain);
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd injects its CSS-in-JS styles at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...staticOrigin],
        connectSrc: ["'self'", 'ws:', 'wss:', ...staticOrigin, ...origin(config.websocketDomain)],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        // Plain-http deployments on a LAN must keep working; HSTS covers https ones.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sends for this configuration, read from one request to a throwaway instance.
 *
 * @example
 * (await securityHeadersFor(config))['x-frame-options']; // 'SAMEORIGIN'
 */
export async function securityHeadersFor(config: AppConfig): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  const bare = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(config));
    probe.get('/', async () => '');
    bare.get('/', async () => '');
    const res = await probe.inject({ method: 'GET', url: '/' });
    const plain = await bare.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      // Only what helmet added: content-type, length, date and connection come from the reply itself.
      if (name in plain.headers || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await Promise.all([probe.close(), bare.close()]);
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const headers = await securityHeadersFor(config);
    const names = Object.keys(headers);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const name of names) reply.header(name, headers[name]);
      done();
    });
  },
  { name: 'security-headers' },
);
