// Signed download links of the local store (the object-storage list's "pre-signed" links when there is
// no S3): GET <api>/sys/oss/file/signed?key=&exp=&sig=, where sig is an HMAC-SHA256 of the key and the
// expiry under a key derived from the server's secret (services/data-source-secret.ts), so a link
// cannot be made for another object or made to last longer.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { sealingKey } from '../services/data-source-secret.js';

export class LinkSigner {
  private readonly key: Buffer;

  constructor(
    config: { dataDir: string; dataSourceKey?: string },
    /** The public path the links point at, e.g. '/api/sys/oss/file/signed'. */
    private readonly path: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', sealingKey(config), Buffer.alloc(0), 'oss-signed-link', 32));
  }

  private sign(key: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${exp}\n${key}`).digest('hex');
  }

  /**
   * A link to `key` valid until `now + seconds`.
   *
   * @example
   * signer.link('oss/2026/11/…/a.pdf', 900); // '/api/sys/oss/file/signed?key=…&exp=…&sig=…'
   */
  link(key: string, seconds: number, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + seconds;
    const query = new URLSearchParams({ key, exp: String(exp), sig: this.sign(key, exp) });
    return `${this.path}?${query.toString()}`;
  }

  /** Whether a link's parameters are ours and not expired. */
  verify(key: string, exp: string, sig: string, now = Date.now()): boolean {
    if (!/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
    if (Number(exp) * 1000 < now) return false;
    return timingSafeEqual(Buffer.from(this.sign(key, Number(exp)), 'hex'), Buffer.from(sig, 'hex'));
  }
}
