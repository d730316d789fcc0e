// Sessions: a sys_session row per token (only its sha-256 is stored), plus a short in-memory cache so
// authenticated requests do not query the database each time. A user holds at most `maxPerUser`
// sessions (a new sign-in ends the oldest beyond that) and a session unused for `idleMs` is over. The
// cache holds an entry for at most `cacheTtlMs` (≤ 10 s); a revocation clears it here at once and is
// sent over the realtime bus (Redis pub/sub when REDIS_URL is set), so every other instance drops it
// and closes its sockets too, within the bus's delivery time.
import type { Kysely } from 'kysely';
import type { DataRule } from '../crud/types.js';
import type { Revocation } from '../realtime/types.js';
import { hashToken, newToken } from '../lib/tokens.js';
import type { Database } from '../db/types.js';
import { userDataRules } from './data-rules.js';
import { userPermissionCodes } from './permissions.js';

export interface AuthUser {
  id: string;
  username: string;
  realname: string | null;
  /** The department chosen at sign-in. */
  orgCode: string | null;
  /** Permission codes of the user's granted buttons. */
  perms: ReadonlySet<string>;
  /** Data rules granted to the user's roles, by menu component (services/data-rules.ts). */
  dataRules: ReadonlyMap<string, readonly DataRule[]>;
  /** sha-256 of the presented token, to revoke exactly this session. */
  tokenHash: string;
}

interface CacheEntry {
  user: AuthUser;
  until: number;
}

const MAX_CACHED = 10_000;
// Tokens we issue are 43 characters; anything much longer is not worth hashing or looking up.
const MAX_TOKEN_LENGTH = 256;

export interface SessionLimits {
  /** A session's absolute lifetime. */
  ttlMs: number;
  /** How long an authenticated session may be served from memory (≤ 10 s). */
  cacheTtlMs: number;
  /** Sessions one user may hold; the oldest beyond it are ended by a new sign-in. */
  maxPerUser: number;
  /** A session unused this long is over; 0 turns the idle timeout off. */
  idleMs: number;
}

export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly revokedListeners: ((revocation: Revocation) => void)[] = [];
  private readonly ttlMs: number;
  private readonly cacheTtlMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: SessionLimits,
  ) {
    this.ttlMs = limits.ttlMs;
    // A cached session must not outlive its idle timeout by more than the cache's own lifetime.
    this.cacheTtlMs = limits.idleMs > 0 ? Math.min(limits.cacheTtlMs, limits.idleMs) : limits.cacheTtlMs;
  }

  /** Starts a session and returns its token (the only time the token exists in clear). */
  async create(userId: string, meta: { ip: string; userAgent?: string }): Promise<string> {
    const token = newToken();
    const now = Date.now();
    // Housekeeping on the login path, which is rate-limited and rare compared with reads.
    await this.db.deleteFrom('sys_session').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('sys_session')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        expires_at: now + this.ttlMs,
        last_seen_at: now,
        ip: meta.ip.slice(0, 64),
        user_agent: meta.userAgent?.slice(0, 255) ?? null,
      })
      .execute();
    await this.trimUser(userId);
    return token;
  }

  /**
   * The user of a token whose session is in the cache and fresh, without a promise (the auth hook's
   * path for nearly every request); undefined when `authenticate` must look it up.
   */
  cached(token: string): AuthUser | undefined {
    if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
    const entry = this.cache.get(hashToken(token));
    return entry !== undefined && entry.until > Date.now() ? entry.user : undefined;
  }

  /** The signed-in user for a token, or null when it is unknown, expired, or its user cannot sign in. */
  async authenticate(token: string): Promise<AuthUser | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = this.cache.get(tokenHash);
    if (cached && cached.until > now) return cached.user;
    this.cache.delete(tokenHash);

    const row = await this.db
      .selectFrom('sys_session as s')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.username', 'u.realname', 'u.org_code', 's.expires_at'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now)
      .$if(this.limits.idleMs > 0, (q) => q.where('s.last_seen_at', '>', now - this.limits.idleMs))
      .where('u.status', '=', 1)
      .where('u.del_flag', '=', 0)
      .executeTakeFirst();
    if (!row) return null;
    await this.db
      .updateTable('sys_session')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();

    const user: AuthUser = {
      id: row.id,
      username: row.username,
      realname: row.realname,
      orgCode: row.org_code,
      perms: await userPermissionCodes(this.db, row.id),
      dataRules: await userDataRules(this.db, row.id),
      tokenHash,
    };
    this.remember(tokenHash, { user, until: Math.min(now + this.cacheTtlMs, row.expires_at) });
    return user;
  }

  /** Ends one session. @returns the user id it belonged to, or null if there was none. */
  async revoke(token: string): Promise<string | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    return this.revokeHash(hashToken(token));
  }

  /** Ends the session whose token has this sha-256 (CAS single logout knows only that). */
  async revokeHash(tokenHash: string): Promise<string | null> {
    const row = await this.db
      .deleteFrom('sys_session')
      .where('token_hash', '=', tokenHash)
      .returning('user_id')
      .executeTakeFirst();
    // Cleared after the delete, so a concurrent lookup cannot re-cache the row we just removed.
    this.cache.delete(tokenHash);
    if (row) this.revoked({ tokenHashes: [tokenHash] });
    return row?.user_id ?? null;
  }

  /** Ends the user's oldest sessions beyond the cap (the newest `maxPerUser` stay). */
  private async trimUser(userId: string): Promise<void> {
    const surplus = await this.db
      .selectFrom('sys_session')
      .select('token_hash')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .offset(this.limits.maxPerUser)
      .limit(1000)
      .execute();
    if (surplus.length === 0) return;
    const hashes = surplus.map((r) => r.token_hash);
    await this.db.deleteFrom('sys_session').where('token_hash', 'in', hashes).execute();
    this.forget({ tokenHashes: hashes });
    this.revoked({ tokenHashes: hashes });
  }

  /** Ends every session of a user (password change, freeze). */
  async revokeUser(userId: string): Promise<void> {
    await this.db.deleteFrom('sys_session').where('user_id', '=', userId).execute();
    this.forget({ userIds: [userId] });
    this.revoked({ userIds: [userId] });
  }

  /**
   * Calls `listener` with every revocation made here, so the realtime bus can tell every instance.
   *
   * @example
   * app.sessions.onRevoked((r) => void bus.revoke(r));
   */
  onRevoked(listener: (revocation: Revocation) => void): void {
    this.revokedListeners.push(listener);
  }

  /** Drops ended sessions from this instance's cache (the rows are already gone). */
  forget(revocation: Revocation): void {
    for (const hash of revocation.tokenHashes ?? []) this.cache.delete(hash);
    const users = new Set(revocation.userIds ?? []);
    if (users.size === 0) return;
    for (const [hash, entry] of this.cache) if (users.has(entry.user.id)) this.cache.delete(hash);
  }

  private revoked(revocation: Revocation): void {
    for (const listener of this.revokedListeners) listener(revocation);
  }

  /**
   * Forgets every cached user, so changed grants (a role's menus, buttons or data rules) apply from each
   * user's next request in this process (other instances: within the cache's lifetime).
   */
  forgetCachedUsers(): void {
    this.cache.clear();
  }

  private remember(tokenHash: string, entry: CacheEntry): void {
    if (this.cacheTtlMs <= 0) return;
    if (this.cache.size >= MAX_CACHED) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(tokenHash, entry);
  }
}
