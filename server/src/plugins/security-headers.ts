// Security headers on every response (helmet): a Content-Security-Policy without unsafe-eval (the
// runtime never evaluates strings), framing limited to our own origin, nosniff and a referrer policy.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config.js';

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const staticOrigin = origin(config.staticDomain);
    await app.register(helmet, {
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
    });
  },
  { name: 'security-headers' },
);
