// The shape of the issue text tables and of the values their `{name}` placeholders take.
import type { Lang } from '../types.js';

export type TextTable = Record<string, Record<Lang, string>>;

/**
 * One thing a value could have been, in a "must be …" list: a JSON type (translated), a literal value
 * (shown as is) or an object that has a given property.
 */
export type Expected = { type: string } | { value: string } | { objectWith: string };

/** Placeholder values: a list of alternatives is joined with the language's "or". */
export type IssueParams = Record<string, string | number | readonly Expected[]>;
