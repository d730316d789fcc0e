// Validation of a page's documents with runtime/schema, loaded on demand (ajv and the meta-schemas
// stay out of the views' chunks).
import { getLocale } from '../../core';
import {
  checkSemantics,
  expandSchemaSet,
  issueOf,
  loadSchemaSet,
  localizeIssue,
  nameOfModel,
  type SchemaIssue,
} from '../../schema';
import type { ModelSchema, PageSchema, SchemaDoc, SchemaSource } from '../schemaLite';
import { listWidgets } from '../widgets/widgetRegistry';

export interface ValidatedSet {
  pages: Map<string, SchemaDoc<PageSchema>>;
  models: Map<string, SchemaDoc<ModelSchema>>;
  issues: SchemaIssue[];
}

/** The issues in the user's language (the pass writes English; PageError shows them as they are). */
function localized<T extends { issues: SchemaIssue[] }>(set: T): T {
  const lang = getLocale();
  return { ...set, issues: set.issues.map((issue) => localizeIssue(issue, lang)) };
}

/**
 * Validates documents as a set; issue messages are in the current locale. `structural` adds the meta-schema pass (ajv): ajv compiles code with
 * `new Function`, which the console's Content-Security-Policy forbids, so production builds run the
 * semantic pass only.
 *
 * @example
 * const { issues } = validateSources({ pages, models }, true);
 */
export function validateSources(
  sources: { pages: SchemaSource[]; models: SchemaSource[] },
  structural: boolean,
): ValidatedSet {
  const widgets = listWidgets();
  const options = widgets.length > 0 ? { widgets } : {};
  if (structural) return localized(loadSchemaSet(sources, options));
  let pages = sources.pages.map((s) => ({ file: s.path, schema: s.value as PageSchema }));
  let models = sources.models.map((s) => ({ file: s.path, schema: s.value as ModelSchema }));
  let issues: SchemaIssue[];
  try {
    const expanded = expandSchemaSet(models, pages);
    ({ pages, models } = expanded);
    issues = [
      ...expanded.issues.map((i) => issueOf(i.file, i.pointer, i.code)),
      ...checkSemantics(models, pages, options).map(expanded.toAuthor),
    ];
  } catch (err) {
    // A document broken in a way the semantic pass does not expect: still an error naming the file.
    const reason = err instanceof Error ? err.message : String(err);
    issues = [issueOf(pages[0]?.file ?? '', '', 'uncheckable', { reason })];
  }
  return localized({
    pages: new Map(pages.map((doc) => [doc.schema.id, doc])),
    models: new Map(models.map((doc) => [nameOfModel(doc.schema), doc])),
    issues,
  });
}
