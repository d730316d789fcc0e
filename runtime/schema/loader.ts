// Loads a set of schema documents: parse, validate against the meta-schemas, expand the implied
// defaults (expand/), then the semantic pass.
// No file system here (the browser uses it too): callers hand in paths and texts.
import { expandSchemaSet } from './expand/index.js';
import { issueOf, SchemaError, type SchemaIssue } from './issues.js';
import { nameOfModel } from './model.js';
import { checkSemantics, type SchemaDoc, type SemanticOptions } from './semantic/index.js';
import type { ModelSchema, PageSchema } from './types.js';
import { parseJson, validateDocument } from './validate.js';

/** A document as read from disk or the database: its path and either its text or its parsed value. */
export interface SchemaSource {
  path: string;
  text?: string;
  value?: unknown;
}

/** A consistent set of schemas, by model name and page id. */
export interface SchemaSet {
  models: Map<string, SchemaDoc<ModelSchema>>;
  pages: Map<string, SchemaDoc<PageSchema>>;
}

export interface LoadResult extends SchemaSet {
  issues: SchemaIssue[];
}

/** The name a broken document would have had, so others that name it are not reported as well. */
function claimedName(kind: 'model' | 'page', value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const doc = value as { $id?: unknown; id?: unknown };
  if (kind === 'model') return typeof doc.$id === 'string' ? nameOfModel({ $id: doc.$id }) : undefined;
  return typeof doc.id === 'string' ? doc.id : undefined;
}

function parse(
  kind: 'model' | 'page',
  source: SchemaSource,
  issues: SchemaIssue[],
  broken: Set<string>,
): unknown {
  let value = source.value;
  if (value === undefined) {
    const parsed = parseJson(source.text ?? '', source.path);
    if (parsed.issues.length > 0) {
      issues.push(...parsed.issues);
      return undefined;
    }
    value = parsed.value;
  }
  const found = validateDocument(kind, value, source.path);
  issues.push(...found);
  if (found.length === 0) return value;
  const name = claimedName(kind, value);
  if (name !== undefined) broken.add(name);
  return undefined;
}

/**
 * Validates every document and the set as a whole; documents with structural errors are left out of
 * the semantic pass (their errors are already reported).
 *
 * @example
 * const { models, pages, issues } = loadSchemaSet({ models: [{ path, text }], pages: [] }, { dictCodes });
 */
export function loadSchemaSet(
  sources: { models: readonly SchemaSource[]; pages: readonly SchemaSource[] },
  options: SemanticOptions = {},
): LoadResult {
  const issues: SchemaIssue[] = [];
  const models: SchemaDoc<ModelSchema>[] = [];
  const pages: SchemaDoc<PageSchema>[] = [];
  const brokenModels = new Set<string>();
  const brokenPages = new Set<string>();
  for (const source of sources.models) {
    const value = parse('model', source, issues, brokenModels);
    if (value !== undefined) models.push({ file: source.path, schema: value as ModelSchema });
  }
  for (const source of sources.pages) {
    const value = parse('page', source, issues, brokenPages);
    if (value !== undefined) pages.push({ file: source.path, schema: value as PageSchema });
  }
  // The authors' documents were checked against the meta-schemas; the semantic pass and every consumer
  // see them with their implied defaults, and its issues point back into what the authors wrote.
  const expanded = expandSchemaSet(models, pages);
  issues.push(...expanded.issues.map((i) => issueOf(i.file, i.pointer, i.code)));
  const semantic = checkSemantics(expanded.models, expanded.pages, { ...options, brokenModels, brokenPages });
  issues.push(...semantic.map(expanded.toAuthor));
  // Grouped by file, in the order found within each file.
  issues.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return {
    models: new Map(expanded.models.map((doc) => [nameOfModel(doc.schema), doc])),
    pages: new Map(expanded.pages.map((doc) => [doc.schema.id, doc])),
    issues,
  };
}

/**
 * Like loadSchemaSet, but throws a SchemaError listing every issue.
 *
 * @example
 * const set = loadSchemaSetOrThrow({ models, pages }); // throws "Invalid schema: schemas/…json#/…: …"
 */
export function loadSchemaSetOrThrow(
  sources: { models: readonly SchemaSource[]; pages: readonly SchemaSource[] },
  options: SemanticOptions = {},
): SchemaSet {
  const { issues, ...set } = loadSchemaSet(sources, options);
  if (issues.length > 0) throw new SchemaError(issues);
  return set;
}
