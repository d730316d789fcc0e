// Identifiers: 32 hex characters, the shape JeecgBoot uses for primary keys (api-contract §2.4).
import { createHash, randomBytes } from 'node:crypto';

/** A fresh random 32-hex id. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}

/** A stable 32-hex id derived from a key, so seeding the same row twice hits the same primary key. */
export function stableId(key: string): string {
  return createHash('md5').update(key).digest('hex');
}
