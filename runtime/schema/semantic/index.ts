// The semantic pass over a whole set of structurally valid schemas.
import type { SchemaIssue } from '../issues.js';
import type { ModelSchema, PageSchema } from '../types.js';
import { Context, type SchemaDoc, type SemanticOptions } from './context.js';
import { checkModel, checkModelCollisions } from './models.js';
import { checkMenuKeys, PageChecker } from './pages.js';

export type { SchemaDoc, SemanticOptions } from './context.js';
export { isPermissionCode, PERMISSION_PATTERN } from './permissions.js';

/**
 * Cross-document checks; returns every issue found (empty when the set is consistent).
 *
 * @example
 * checkSemantics(models, pages, { widgets: ['Input', 'DictSelect'], dictCodes: ['priority'] });
 */
export function checkSemantics(
  models: readonly SchemaDoc<ModelSchema>[],
  pages: readonly SchemaDoc<PageSchema>[],
  options: SemanticOptions = {},
): SchemaIssue[] {
  const ctx = new Context(models, pages, options);
  for (const doc of ctx.models.values()) checkModel(ctx, doc);
  checkModelCollisions(ctx);
  for (const doc of ctx.pages.values()) new PageChecker(ctx, doc).run();
  checkMenuKeys(ctx);
  return ctx.issues;
}
