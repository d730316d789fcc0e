// Data-source passwords at rest: AES-256-GCM (node:crypto) under a key from DATA_SOURCE_KEY, or one
// generated once into DATA_DIR/data-source.key (owner-only). JeecgBoot seals them with a key fixed in
// its source code and hands them back decrypted; here the sealed value never leaves the server.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'gcm1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a sealed value to its use, so it cannot be replayed as another kind of secret. */
const AAD = 'sys_data_source.db_password';
const KEY_FILE = 'data-source.key';

const keys = new Map<string, Buffer>();

/**
 * The sealing key: DATA_SOURCE_KEY (64 hex digits) or the key file in `dataDir`, created when missing.
 *
 * @example
 * const key = sealingKey({ dataDir: '/srv/data' });
 */
export function sealingKey(config: { dataDir: string; dataSourceKey?: string }): Buffer {
  if (config.dataSourceKey) return Buffer.from(config.dataSourceKey, 'hex');
  const cached = keys.get(config.dataDir);
  if (cached) return cached;
  const file = join(config.dataDir, KEY_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a key another process (or an earlier start) wrote.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error(`${file} must hold 64 hex digits`);
  const key = Buffer.from(text, 'hex');
  keys.set(config.dataDir, key);
  return key;
}

/**
 * Seals a password: `gcm1:` + base64(iv | tag | ciphertext), a fresh iv each time. `purpose` (default:
 * a data-source password) is authenticated with it, so a value sealed for one use does not open as another.
 *
 * @example
 * seal(key, 'secret'); // 'gcm1:…'
 */
export function seal(key: Buffer, plain: string, purpose = AAD): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/**
 * Opens a sealed password; undefined when it is not one or the key does not open it.
 *
 * @example
 * open(key, seal(key, 'secret')); // 'secret'
 */
export function open(key: Buffer, sealed: string, purpose = AAD): string | undefined {
  if (!sealed.startsWith(VERSION)) return undefined;
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
