// Check rules (api-contract §5.12): a JSON array of {digits, pattern, message} applied left to right.
// A numeric `digits` takes the next n characters and advances; `*` tests the whole value. Patterns are
// stored by administrators, so they are compiled with JavaScript RegExp under length caps, anchored
// for a full match, and never evaluated as code.

export interface RuleItem {
  digits: string;
  pattern: string;
  message: string;
}

export interface RuleOutcome {
  passed: boolean;
  digits?: string;
  pattern?: string;
  message?: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
}

export class RuleConfigError extends Error {}

const MAX_ITEMS = 50;
const MAX_PATTERN = 300;
/** Values longer than this fail without running any pattern (keeps backtracking bounded). */
export const MAX_CHECK_VALUE = 1000;

/**
 * Parses stored rule JSON; throws RuleConfigError when it is not a list of valid items.
 *
 * @example
 * parseRule('[{"digits":"*","pattern":"[a-z]+","message":"小写字母"}]');
 */
export function parseRule(json: string): { item: RuleItem; regex: RegExp }[] {
  let items: unknown;
  try {
    items = JSON.parse(json);
  } catch {
    throw new RuleConfigError('rule JSON does not parse');
  }
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) {
    throw new RuleConfigError('rule JSON must be a non-empty array');
  }
  return items.map((raw) => {
    const item = raw as Partial<Record<keyof RuleItem, unknown>>;
    const digits = typeof item.digits === 'number' ? String(item.digits) : item.digits;
    if (typeof digits !== 'string' || !/^(\*|[1-9]\d{0,3})$/.test(digits))
      throw new RuleConfigError('bad digits');
    if (typeof item.pattern !== 'string' || item.pattern.length === 0 || item.pattern.length > MAX_PATTERN) {
      throw new RuleConfigError('bad pattern');
    }
    let regex: RegExp;
    try {
      regex = new RegExp(`^(?:${item.pattern})$`, 'u');
    } catch {
      throw new RuleConfigError('pattern does not compile');
    }
    return { item: { digits, pattern: item.pattern, message: String(item.message ?? '') }, regex };
  });
}

/**
 * Applies parsed items to a value; the first failing item is reported.
 *
 * @example
 * evaluateRule(parseRule('[{"digits":"1","pattern":"[a-z]","message":"首位须为字母"}]'), '1ab').passed; // false
 */
export function evaluateRule(items: { item: RuleItem; regex: RegExp }[], value: string): RuleOutcome {
  const checkValue = value;
  if (value.length > MAX_CHECK_VALUE) {
    const first = items[0]!.item;
    return { passed: false, ...first, checkValue };
  }
  let cursor = 0;
  for (const { item, regex } of items) {
    if (item.digits === '*') {
      if (!regex.test(value)) return { passed: false, ...item, checkValue };
      continue;
    }
    const n = Number(item.digits);
    const slice = value.slice(cursor, cursor + n);
    if (!regex.test(slice)) {
      return { passed: false, ...item, beginIndex: cursor, endIndex: cursor + n, checkValue };
    }
    cursor += n;
  }
  return { passed: true, checkValue };
}
