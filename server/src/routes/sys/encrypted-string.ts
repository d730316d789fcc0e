// GET /sys/getEncryptedString (public, api-contract §3.3): the {key, iv} pair a JeecgBoot front end keeps
// under ENCRYPTED_STRING for optional AES encryption of the password. JeecgBoot ships the fixed pair
// 1234567890adbcde / 1234567890hjlkew, which is public and so protects nothing (security-history.md);
// this server draws a fresh pair per process instead. It accepts passwords as sent over TLS and decrypts
// nothing, so the pair is handed out for the contract's clients, never trusted.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters, the AES-128 key and IV length the contract's clients expect. */
function sixteenChars(): string {
  return Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

const encryptedStringRoutes: FastifyPluginAsync = async (app) => {
  const pair = { key: sixteenChars(), iv: sixteenChars() };
  app.get('/sys/getEncryptedString', { config: { public: true } }, async () => ok(pair));
};

export default encryptedStringRoutes;
