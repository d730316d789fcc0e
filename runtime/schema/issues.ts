// Schema problems as `file#/json/pointer: what was expected`, from ajv errors or from the semantic pass.
import type { ErrorObject } from './ajv.js';
import { PAGE_KINDS } from './types.js';

/** One problem in one schema document. */
export interface SchemaIssue {
  /** The document's path (`schemas/pages/system/dict.list.json`) or name. */
  file: string;
  /** JSON pointer inside the document ('' for the root). */
  pointer: string;
  message: string;
}

/**
 * One line per issue.
 *
 * @example
 * formatIssue({ file: 'a.json', pointer: '/kind', message: 'is required' }); // 'a.json#/kind: is required'
 */
export function formatIssue(issue: SchemaIssue): string {
  return `${issue.file}#${issue.pointer}: ${issue.message}`;
}

/** Thrown when schemas do not load; its message lists every issue, one per line. */
export class SchemaError extends Error {
  constructor(readonly issues: readonly SchemaIssue[]) {
    super(
      `Invalid schema${issues.length === 1 ? '' : 's'}:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
    this.name = 'SchemaError';
  }
}

/**
 * Escapes one JSON-pointer segment.
 *
 * @example
 * pointerSegment('a/b'); // 'a~1b'
 */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Joins segments into a pointer: pointerOf('columns', 0) → '/columns/0'.
 *
 * @example
 * pointerOf('columns', 0, 'field'); // '/columns/0/field'
 */
export function pointerOf(...segments: (string | number)[]): string {
  return segments.map((s) => `/${pointerSegment(s)}`).join('');
}

interface Item {
  pointer: string;
  /** What the value must be, for merging alternatives ('string', 'one of: a, b'); undefined: use message. */
  expected?: string[];
  message: string;
  keyword: string;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function itemOf(error: ErrorObject): Item | null {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${at}/${pointerSegment(String(params.missingProperty))}`,
        message: 'is required',
        expected: [`an object with "${String(params.missingProperty)}"`],
        keyword: 'required',
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      return {
        pointer: `${at}/${pointerSegment(name)}`,
        message: 'is not a known property',
        keyword: 'extra',
      };
    }
    case 'type': {
      const types = ([] as unknown[]).concat(params.type).map(String);
      return { pointer: at, message: `must be ${listOf(types)}`, expected: types, keyword: 'type' };
    }
    case 'enum': {
      const values = (params.allowedValues as unknown[]).map(show);
      return {
        pointer: at,
        message: `must be one of: ${values.join(', ')}`,
        expected: values,
        keyword: 'enum',
      };
    }
    case 'const':
      return {
        pointer: at,
        message: `must be ${JSON.stringify(params.allowedValue)}`,
        expected: [show(params.allowedValue)],
        keyword: 'const',
      };
    case 'pattern':
      return { pointer: at, message: `must match ${String(params.pattern)}`, keyword: 'pattern' };
    case 'format':
      return { pointer: at, message: `must be a valid ${String(params.format)}`, keyword: 'format' };
    case 'discriminator':
      return {
        pointer: `${at}/${pointerSegment(String(params.tag))}`,
        message: `must be one of: ${PAGE_KINDS.join(', ')}`,
        keyword: 'enum',
      };
    case 'propertyNames':
      return {
        pointer: `${at}/${pointerSegment(String(params.propertyName))}`,
        message: 'is not a valid name',
        keyword: 'propertyNames',
      };
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return null;
    default:
      return { pointer: at, message: error.message ?? 'is invalid', keyword: error.keyword };
  }
}

const within = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

type Located = Item & {
  /** The instance path the error was raised at (a required error's is the object). */ raw: string;
};

function listOf(words: string[]): string {
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * Collapses the branch errors of a failed anyOf into what the value could have been, or into the
 * errors of branches that got past the value's own shape (the likely intent).
 */
function mergeAlternatives(items: Located[], at: string): Located[] {
  const deeper = items.filter((i) => i.raw !== at);
  if (deeper.length > 0) return deeper;
  const expected = [...new Set(items.flatMap((i) => i.expected ?? []))];
  if (expected.length === 0) return items.slice(0, 1);
  return [{ pointer: at, raw: at, message: `must be ${listOf(expected)}`, expected, keyword: 'anyOf' }];
}

/**
 * Ajv errors → issues, one per problem, alternatives merged.
 *
 * @example
 * issuesFromAjv('x.json', validate.errors ?? []); // [{ file: 'x.json', pointer: '/kind', message: 'is required' }]
 */
export function issuesFromAjv(file: string, errors: readonly ErrorObject[]): SchemaIssue[] {
  const stack: Located[] = [];
  for (const error of errors) {
    // propertyNames reports the failing name's own error first, under the object's path: drop it.
    if (error.propertyName !== undefined && error.keyword !== 'propertyNames') continue;
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      // Ajv pushes a failed anyOf's branch errors right before the anyOf error itself.
      const at = error.instancePath;
      let start = stack.length;
      while (start > 0 && within(stack[start - 1]!.raw, at)) start -= 1;
      const branch = stack.splice(start);
      stack.push(...mergeAlternatives(branch, at));
      continue;
    }
    const item = itemOf(error);
    if (item) stack.push({ ...item, raw: error.instancePath });
  }
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  // A missing property also fails the checks on its value (e.g. the page kind): say only that it is missing.
  const missing = new Set(stack.filter((i) => i.keyword === 'required').map((i) => i.pointer));
  for (const item of stack) {
    if (missing.has(item.pointer) && item.keyword !== 'required') continue;
    const key = `${item.pointer}\u0000${item.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ file, pointer: item.pointer, message: item.message });
  }
  return issues;
}
