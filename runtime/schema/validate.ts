// Structural validation of one document against its meta-schema (ajv strict, 2020-12).
import { createAjv, type Ajv } from './ajv.js';
import { issueOf, issuesFromAjv, type SchemaIssue } from './issues.js';
import { META_IDS } from './metaSchemas.js';

export type DocumentKind = 'model' | 'page';

let shared: Ajv | undefined;

/**
 * The Ajv instance holding the meta-schemas (created on first use).
 *
 * @example
 * metaAjv().getSchema('urn:lowcode:meta:model');
 */
export function metaAjv(): Ajv {
  shared ??= createAjv();
  return shared;
}

/**
 * Validates a parsed document against the model or page meta-schema.
 *
 * @example
 * validateDocument('page', doc, 'schemas/pages/system/dict.list.json'); // [] when valid
 */
export function validateDocument(kind: DocumentKind, doc: unknown, file: string): SchemaIssue[] {
  const validate = metaAjv().getSchema(META_IDS[kind]);
  if (!validate) throw new Error(`meta-schema ${META_IDS[kind]} is missing`);
  if (validate(doc)) return [];
  return issuesFromAjv(file, validate.errors ?? []);
}

/**
 * Parses JSON text, reporting a syntax error as an issue at the document root.
 *
 * @example
 * parseJson('{', 'a.json'); // { issues: [{ file: 'a.json', pointer: '', message: 'is not valid JSON: …' }] }
 */
export function parseJson(text: string, file: string): { value?: unknown; issues: SchemaIssue[] } {
  try {
    return { value: JSON.parse(text) as unknown, issues: [] };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return { issues: [issueOf(file, '', 'notJson', { reason })] };
  }
}
