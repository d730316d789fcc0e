// Redis as the monitoring pages see it (menu modules/monitor/RedisInfo and monitor/RedisTerminal): one client
// of its own per app, opened on first use when REDIS_URL is set and closed with the app. INFO is parsed
// into sections; keys under the deployment's prefix are counted with SCAN (bounded: never KEYS, never
// an unbounded walk of a shared server); the sampler keeps key-count and memory histories.
import { Redis } from 'ioredis';
import { HISTORY_POINTS, type RedisInfo } from '../../../schemas/api/monitor.js';
import { escapeGlob } from './redis-command.js';
import { Histories } from './ring.js';

/** SCAN rounds when counting the prefix's keys, COUNT each: at most 100,000 keys walked per count. */
const SCAN_ROUNDS = 100;
const SCAN_COUNT = 1000;
/** Terminal output longer than this is cut (a big HGETALL must not fill the page or the heap). */
const MAX_OUTPUT = 64 * 1024;
/** Replies redis-cli prints as they are (status replies and INFO's text). */
const RAW_REPLIES = new Set(['INFO', 'PING', 'TYPE']);

export class RedisMonitor {
  private client: Redis | null = null;
  private readonly history = new Histories(['keys', 'usedMemory'] as const, HISTORY_POINTS);

  constructor(
    private readonly url: string | undefined,
    readonly prefix: string,
    private readonly onError: (err: Error) => void,
  ) {}

  get configured(): boolean {
    return this.url !== undefined;
  }

  private connection(): Redis {
    if (!this.client) {
      this.client = new Redis(this.url!, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: 3_000,
      });
      this.client.on('error', this.onError);
    }
    return this.client;
  }

  async info(): Promise<RedisInfo> {
    if (!this.configured) return { configured: false };
    const redis = this.connection();
    const [text, dbSize, keys] = await Promise.all([redis.info(), redis.dbsize(), this.countKeys()]);
    const sections = parseInfo(text);
    return {
      configured: true,
      sections,
      prefixKeys: keys.count,
      prefixKeysComplete: keys.complete,
      dbSize,
      usedMemory: Number(sections.Memory?.used_memory ?? 0),
      history: this.history.toJSON(),
    };
  }

  /** Whether Redis answers PING (the health check). */
  async ping(): Promise<boolean> {
    return (await this.connection().ping()) === 'PONG';
  }

  /** The sampler's step: one key-count and memory point. */
  async sample(now: number): Promise<void> {
    if (!this.configured) return;
    const redis = this.connection();
    const [memory, keys] = await Promise.all([redis.info('memory'), this.countKeys()]);
    const used = Number(parseInfo(memory).Memory?.used_memory ?? 0);
    this.history.push(now, { keys: keys.count, usedMemory: used });
  }

  /** Runs a checked command (redis-command.ts) and renders the reply as redis-cli does. */
  async run(name: string, args: string[]): Promise<string> {
    let reply: unknown;
    try {
      reply = await this.connection().call(name, ...args);
    } catch (err) {
      // A Redis error reply (wrong type, wrong arguments) is output, as redis-cli shows it.
      if (err instanceof Error && err.name === 'ReplyError') return `(error) ${err.message}`;
      throw err;
    }
    const text = render(reply, RAW_REPLIES.has(name));
    return text.length > MAX_OUTPUT ? `${text.slice(0, MAX_OUTPUT)}\n… (truncated)` : text;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise((r) => setTimeout(r, 1000).unref()),
    ]);
    client.disconnect();
  }

  private async countKeys(): Promise<{ count: number; complete: boolean }> {
    const redis = this.connection();
    const match = `${escapeGlob(this.prefix)}*`;
    let cursor = '0';
    let count = 0;
    for (let round = 0; round < SCAN_ROUNDS; round++) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', SCAN_COUNT);
      count += keys.length;
      cursor = next;
      if (cursor === '0') return { count, complete: true };
    }
    return { count, complete: false };
  }
}

/** INFO's text → section → key → value (`# Memory` starts the Memory section). */
export function parseInfo(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      current = {};
      sections[line.slice(1).trim()] = current;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    current ??= sections.Default = {};
    current[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return sections;
}

/** A reply in redis-cli's words: (nil), (integer) n, "text", numbered arrays, (empty array). */
export function render(reply: unknown, raw: boolean, indent = ''): string {
  if (reply === null || reply === undefined) return '(nil)';
  if (typeof reply === 'number') return `(integer) ${reply}`;
  if (Buffer.isBuffer(reply)) return JSON.stringify(reply.toString('utf8'));
  if (typeof reply === 'string') return raw ? reply : JSON.stringify(reply);
  if (Array.isArray(reply)) {
    if (reply.length === 0) return '(empty array)';
    const width = String(reply.length).length;
    return reply
      .map((item, i) => {
        const label = `${String(i + 1).padStart(width)}) `;
        const inner = render(item, false, `${indent}${' '.repeat(label.length)}`);
        return `${i === 0 ? '' : indent}${label}${inner}`;
      })
      .join('\n');
  }
  return JSON.stringify(reply);
}
