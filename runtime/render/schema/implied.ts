// Whether documents lean on implied defaults (schemas/README.md "Implied defaults"). The expansion
// (runtime/schema/expand) is loaded only then: pages written out in full, like most of the repository's,
// do not carry its code (bench/bundle.mjs's list-page budget). Form layouts need no check: the renderer
// falls back to the same values the expansion writes.
import type { ModelSchema, PageSchema } from '../schemaLite';

export const loadExpansion = () => import('../../schema/expand');

/**
 * The page has standard actions or no title of its own.
 *
 * @example
 * pageImplies({ id: 'system.position.list', kind: 'list', standardActions: true }); // true
 */
export function pageImplies(page: object): boolean {
  return 'standardActions' in page || !('title' in page);
}

/**
 * The model is stored without an `id` property, or has a property labelled by its `<namespace>.<name>` key.
 *
 * @example
 * modelImplies(positionModel); // true
 */
export function modelImplies(model: ModelSchema): boolean {
  const properties =
    typeof model.properties === 'object' && model.properties !== null ? model.properties : {};
  if (model['x-storage'] && !Object.hasOwn(properties, 'id')) return true;
  const label = model['x-label'];
  const texts = model['x-i18n']?.['zh-CN'];
  if (typeof label !== 'object' || !texts) return false;
  const namespace = label.$t.slice(0, label.$t.lastIndexOf('.'));
  return Object.entries(properties).some(
    ([name, field]) => !field['x-label'] && !field.title && `${namespace}.${name}` in texts,
  );
}

/**
 * The page with its standard actions written out (their targets are references to load too); any
 * other page, or one too broken to expand, as it is.
 *
 * @example
 * pageReferences(await withImpliedActions(doc)); // […, 'system.position.modal']
 */
export async function withImpliedActions(value: object): Promise<PageSchema> {
  const page = value as PageSchema;
  if (!('standardActions' in value)) return page;
  const { expandPage } = await loadExpansion();
  try {
    return expandPage(page, undefined).page;
  } catch {
    return page;
  }
}
