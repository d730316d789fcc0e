// A schema problem and the error that lists them, without the issue texts (runtime/schema/texts): the
// views throw and show these on every page load path, while the texts are only needed where issues are
// made (validation, loaded on demand), so they stay out of the first-load bundle.
import type { IssueCode } from './texts/index.js';
import type { IssueParams } from './texts/table.js';

/** One problem in one schema document. */
export interface SchemaIssue {
  /** The document's path (`schemas/pages/system/dict.list.json`) or name. */
  file: string;
  /** JSON pointer inside the document ('' for the root). */
  pointer: string;
  /** The text, in English unless localizeIssue turned it into another language. */
  message: string;
  /** The text's entry in ISSUE_TEXTS and its values; absent for issues made outside this layer. */
  code?: IssueCode;
  params?: IssueParams;
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
