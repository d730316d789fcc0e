import { SYS_BUTTON_AUTH, USER_AUTH } from './keys';

/** Every local value is namespaced so `ls.clear()` leaves other apps' keys alone (Vue-ls compatible). */
export const LS_PREFIX = 'pro__';

interface StoredEntry {
  value: unknown;
  expire: number | null;
}

function isEntry(data: unknown): data is StoredEntry {
  return typeof data === 'object' && data !== null && 'value' in data && 'expire' in data;
}

/**
 * A stored text as `ls.get` reads it: its value, undefined when unreadable or missing, with its expiry.
 * For readers that keep what they parsed while the stored text stays (dictStore); `ls.get` is the rest.
 *
 * @example
 * const entry = readEntry(localStorage.getItem(LS_PREFIX + key)); // { value, expire } | undefined
 */
export function readEntry(raw: string | null): StoredEntry | undefined {
  if (raw === null) return undefined;
  try {
    const data: unknown = JSON.parse(raw);
    return isEntry(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The `ls` API; `get` narrows to `T` when a fallback is given. */
export interface LocalStore {
  set(key: string, value: unknown, expireMs?: number | null): void;
  get<T>(key: string): T | undefined;
  get<T>(key: string, fallback: T): T;
  remove(key: string): void;
  clear(): void;
}

/**
 * Vue-ls compatible local storage: values are JSON `{value, expire}` under `pro__<key>`, with an optional
 * lifetime, so sessions written by the old console stay readable.
 *
 * @example
 * ls.set(ACCESS_TOKEN, token, SESSION_TTL_MS);
 * const token = ls.get<string>(ACCESS_TOKEN); // undefined once 7 days have passed
 */
export const ls: LocalStore = {
  /** Stores `value` under `key`; `expireMs` is a lifetime from now, omitted or null for no expiry. */
  set(key: string, value: unknown, expireMs?: number | null): void {
    const expire = typeof expireMs === 'number' ? Date.now() + expireMs : null;
    const entry: StoredEntry = { value, expire };
    localStorage.setItem(LS_PREFIX + key, JSON.stringify(entry));
  },

  /** Returns the stored value, or `fallback` when it is missing, unreadable or expired. */
  get<T>(key: string, fallback?: T): T {
    const data = readEntry(localStorage.getItem(LS_PREFIX + key));
    // The implementation returns `fallback` (possibly undefined) typed as T; the overloads keep callers honest.
    const missing = fallback as T;
    if (!data) return missing;
    if (data.expire !== null && data.expire < Date.now()) {
      // An expired value must not resurrect later (for example after a clock change): drop it.
      localStorage.removeItem(LS_PREFIX + key);
      return missing;
    }
    return data.value === null || data.value === undefined ? missing : (data.value as T);
  },

  /** Removes one value. */
  remove(key: string): void {
    localStorage.removeItem(LS_PREFIX + key);
  },

  /** Removes every `pro__` value and nothing else. */
  clear(): void {
    const ours: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const k = localStorage.key(i);
      if (k !== null && k.startsWith(LS_PREFIX)) ours.push(k);
    }
    ours.forEach((k) => localStorage.removeItem(k));
  },
};

/** A button-authority entry as the permission endpoint sends it (contract §3.4). */
export interface AuthEntry {
  /** The permission code, e.g. `user:add`; may hold several codes separated by commas. */
  action: string;
  /** '1' hide when not granted, '2' disable when not granted (contract §6.2). */
  type?: string;
  /** '0' switches the rule off, '1' enforces it (only on `allAuth` entries). */
  status?: string;
  describe?: string;
}

function readList(key: string): AuthEntry[] {
  try {
    const data: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(data) ? (data as AuthEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * The button-authority lists kept in sessionStorage as plain JSON (SPEC §3): `auth` (the user's grants)
 * under USER_AUTH and `allAuth` (every button rule) under SYS_BUTTON_AUTH. Session storage means they
 * die with the tab, and are fetched again after a reload.
 *
 * @example
 * sessionAuth.save(result.auth, result.allAuth);
 * sessionAuth.getAuth().some((e) => e.action === 'user:add');
 */
export const sessionAuth = {
  /** Stores both lists. */
  save(auth: AuthEntry[], allAuth: AuthEntry[]): void {
    sessionStorage.setItem(USER_AUTH, JSON.stringify(auth));
    sessionStorage.setItem(SYS_BUTTON_AUTH, JSON.stringify(allAuth));
  },
  /** The user's granted buttons; [] when missing or unreadable. */
  getAuth(): AuthEntry[] {
    return readList(USER_AUTH);
  },
  /** Every button rule with its status; [] when missing or unreadable. */
  getAllAuth(): AuthEntry[] {
    return readList(SYS_BUTTON_AUTH);
  },
  /** Removes both lists (logout). */
  clear(): void {
    sessionStorage.removeItem(USER_AUTH);
    sessionStorage.removeItem(SYS_BUTTON_AUTH);
  },
};
