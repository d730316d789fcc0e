// The Redis terminal's gate: a command line is split like redis-cli splits it (double quotes with
// escapes, single quotes literal), then checked against REDIS_ALLOWED_COMMANDS and the deployment's key
// prefix. Keys are never prefixed for the caller: a key outside the prefix is refused with a message,
// so what runs is exactly what was typed. SCAN is held to MATCH within the prefix and a bounded COUNT.
import { REDIS_ALLOWED_COMMANDS, REDIS_COMMAND_KEYS } from '../../../schemas/api/monitor.js';
import { ownValue } from '../lib/own-map.js';
import type { MessageKey } from '../i18n/messages.js';

export const SCAN_MAX_COUNT = 1000;
const SCAN_DEFAULT_COUNT = 100;

const ALLOWED: ReadonlySet<string> = new Set(REDIS_ALLOWED_COMMANDS);

export type Checked =
  | { ok: true; name: string; args: string[] }
  | { ok: false; key: MessageKey; params?: Record<string, string | number> };

/** Splits a command line into arguments; null when a quote is not closed. */
export function splitCommandLine(line: string): string[] | null {
  const args: string[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i]!)) i++;
    if (i >= line.length) break;
    let arg = '';
    while (i < line.length && !/\s/.test(line[i]!)) {
      const quote = line[i];
      if (quote === '"' || quote === "'") {
        i++;
        let closed = false;
        while (i < line.length) {
          const ch = line[i]!;
          if (ch === quote) {
            closed = true;
            i++;
            break;
          }
          if (quote === '"' && ch === '\\' && i + 1 < line.length) {
            const next = line[i + 1]!;
            arg += next === 'n' ? '\n' : next === 't' ? '\t' : next === 'r' ? '\r' : next;
            i += 2;
            continue;
          }
          arg += ch;
          i++;
        }
        if (!closed) return null;
      } else {
        arg += line[i];
        i++;
      }
    }
    args.push(arg);
  }
  return args;
}

/** A glob-safe copy of the prefix, so MATCH cannot widen it with its own wildcards. */
export const escapeGlob = (text: string): string => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/** Checks a command line against the allow-list and the key prefix. */
export function checkCommand(line: string, prefix: string): Checked {
  const words = splitCommandLine(line);
  if (!words || words.length === 0) return { ok: false, key: 'redisCommandSyntax' };
  const name = words[0]!.toUpperCase();
  const args = words.slice(1);
  if (!ALLOWED.has(name)) {
    return {
      ok: false,
      key: 'redisCommandRefused',
      params: { name: words[0]!.slice(0, 40), allowed: REDIS_ALLOWED_COMMANDS.join(', ') },
    };
  }
  const where = ownValue(REDIS_COMMAND_KEYS, name);
  const keys = where === 'first' ? args.slice(0, 1) : where === 'all' ? args : null;
  if (keys !== null) {
    if (keys.length === 0) return { ok: false, key: 'redisKeyMissing', params: { name } };
    const outside = keys.find((k) => !k.startsWith(prefix));
    if (outside !== undefined) {
      return { ok: false, key: 'redisKeyOutsidePrefix', params: { key: outside.slice(0, 200), prefix } };
    }
  }
  if (name === 'SCAN') {
    const scan = scanArgs(args, prefix);
    if (!scan) {
      return { ok: false, key: 'redisScanArgs', params: { max: SCAN_MAX_COUNT, prefix } };
    }
    return { ok: true, name, args: scan };
  }
  return { ok: true, name, args };
}

/** SCAN cursor [MATCH p] [COUNT n] [TYPE t] → the same with MATCH inside the prefix and COUNT bounded. */
function scanArgs(args: string[], prefix: string): string[] | null {
  const [cursor, ...rest] = args;
  if (cursor === undefined || !/^\d{1,20}$/.test(cursor)) return null;
  const safePrefix = escapeGlob(prefix);
  let match = `${safePrefix}*`;
  let count = SCAN_DEFAULT_COUNT;
  let type: string | undefined;
  for (let i = 0; i < rest.length; i += 2) {
    const option = rest[i]!.toUpperCase();
    const value = rest[i + 1];
    if (value === undefined) return null;
    if (option === 'MATCH') {
      if (!value.startsWith(safePrefix)) return null;
      match = value;
    } else if (option === 'COUNT') {
      if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > SCAN_MAX_COUNT) return null;
      count = Number(value);
    } else if (option === 'TYPE') type = value;
    else return null;
  }
  return [cursor, 'MATCH', match, 'COUNT', String(count), ...(type ? ['TYPE', type] : [])];
}
