// Schema problems as `file#/json/pointer: what was expected`, from ajv errors or from the semantic pass.
import type { ErrorObject } from './ajv.js';
import { issueText, type Expected, type IssueCode, type IssueParams } from './texts/index.js';
import type { SchemaIssue } from './schemaError.js';
import { DASHBOARD_CARD_TYPES, PAGE_KINDS, type Lang } from './types.js';

export { formatIssue, SchemaError, type SchemaIssue } from './schemaError.js';

/**
 * An issue whose message comes from ISSUE_TEXTS (in English; localizeIssue shows it in another language).
 *
 * @example
 * issueOf('a.json', '/kind', 'required'); // { file: 'a.json', pointer: '/kind', message: 'is required', code: 'required', params: {} }
 */
export function issueOf(
  file: string,
  pointer: string,
  code: IssueCode,
  params: IssueParams = {},
): SchemaIssue {
  return { file, pointer, message: issueText('en-US', code, params), code, params };
}

/**
 * The issue with its message in `lang` (unchanged when it has no code).
 *
 * @example
 * localizeIssue(issueOf('a.json', '/kind', 'required'), 'zh-CN').message; // '必填'
 */
export function localizeIssue(issue: SchemaIssue, lang: Lang): SchemaIssue {
  return issue.code ? { ...issue, message: issueText(lang, issue.code, issue.params) } : issue;
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
  /** What the value must be, for merging alternatives; undefined: use the text as it is. */
  expected?: Expected[];
  code: IssueCode;
  params: IssueParams;
  keyword: string;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** ajv's comparison keywords and the texts that say them. */
const LIMITS: Partial<Record<string, IssueCode>> = {
  minLength: 'minLength',
  maxLength: 'maxLength',
  minItems: 'minItems',
  maxItems: 'maxItems',
  minimum: 'limit',
  maximum: 'limit',
  exclusiveMinimum: 'limit',
  exclusiveMaximum: 'limit',
};

function itemOf(error: ErrorObject): Item | null {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const limit = LIMITS[error.keyword];
  if (limit) {
    const values = { limit: Number(params.limit), comparison: String(params.comparison ?? '') };
    return { pointer: at, code: limit, params: values, keyword: error.keyword };
  }
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      return {
        pointer: `${at}/${pointerSegment(name)}`,
        code: 'required',
        params: {},
        expected: [{ objectWith: name }],
        keyword: 'required',
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      return {
        pointer: `${at}/${pointerSegment(name)}`,
        code: 'unknownProperty',
        params: {},
        keyword: 'extra',
      };
    }
    case 'type': {
      const expected = ([] as unknown[]).concat(params.type).map((t) => ({ type: String(t) }));
      return { pointer: at, code: 'mustBe', params: { expected }, expected, keyword: 'type' };
    }
    case 'enum': {
      const values = (params.allowedValues as unknown[]).map(show);
      return {
        pointer: at,
        code: 'oneOf',
        params: { values: values.join(', ') },
        expected: values.map((value) => ({ value })),
        keyword: 'enum',
      };
    }
    case 'const':
      return {
        pointer: at,
        code: 'constValue',
        params: { value: JSON.stringify(params.allowedValue) },
        expected: [{ value: show(params.allowedValue) }],
        keyword: 'const',
      };
    case 'pattern':
      return {
        pointer: at,
        code: 'pattern',
        params: { pattern: String(params.pattern) },
        keyword: 'pattern',
      };
    case 'format':
      return { pointer: at, code: 'format', params: { format: String(params.format) }, keyword: 'format' };
    case 'uniqueItems':
      return {
        pointer: at,
        code: 'uniqueItems',
        params: { i: Number(params.i), j: Number(params.j) },
        keyword: 'uniqueItems',
      };
    case 'multipleOf':
      return {
        pointer: at,
        code: 'multipleOf',
        params: { multipleOf: Number(params.multipleOf) },
        keyword: 'multipleOf',
      };
    case 'discriminator':
      return {
        pointer: `${at}/${pointerSegment(String(params.tag))}`,
        code: 'oneOf',
        // Two documents' parts pick their branch by a tag: a page by `kind`, a dashboard card by `type`.
        params: { values: (params.tag === 'type' ? DASHBOARD_CARD_TYPES : PAGE_KINDS).join(', ') },
        keyword: 'enum',
      };
    case 'propertyNames':
      return {
        pointer: `${at}/${pointerSegment(String(params.propertyName))}`,
        code: 'invalidName',
        params: {},
        keyword: 'propertyNames',
      };
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return null;
    default:
      return {
        pointer: at,
        code: 'other',
        params: { message: error.message ?? 'is invalid' },
        keyword: error.keyword,
      };
  }
}

const within = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

type Located = Item & {
  /** The instance path the error was raised at (a required error's is the object). */ raw: string;
};

/**
 * Collapses the branch errors of a failed anyOf into what the value could have been, or into the
 * errors of branches that got past the value's own shape (the likely intent).
 */
function mergeAlternatives(items: Located[], at: string): Located[] {
  const deeper = items.filter((i) => i.raw !== at);
  if (deeper.length > 0) return deeper;
  const seen = new Set<string>();
  const expected = items
    .flatMap((i) => i.expected ?? [])
    .filter((e) => {
      const key = JSON.stringify(e);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (expected.length === 0) return items.slice(0, 1);
  return [{ pointer: at, raw: at, code: 'mustBe', params: { expected }, expected, keyword: 'anyOf' }];
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
    const issue = issueOf(file, item.pointer, item.code, item.params);
    const key = `${issue.pointer}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}
