// Built-in list pages: the source that makes a model's list page when a page id `builtin.<model>.list`
// is asked for (online forms and reports, SPEC §2). The page is then loaded and validated like any
// other; the builder itself loads on demand.
import type { ModelSchema } from '../schemaLite';
import { builtinListModel } from './builtinListId';
import { findModel, type PageSchemaSource } from './sources';

/**
 * The source of built-in list pages; it holds no files, only what it makes from models.
 *
 * @example
 * registerSchemaSource(generatedListSource()); // after the repository source
 */
export function generatedListSource(): PageSchemaSource {
  return {
    name: 'generated',
    pages: () => [],
    loadPage: async (id) => {
      const model = builtinListModel(id);
      const doc = model ? await findModel(model) : undefined;
      if (!doc || typeof doc.value !== 'object' || doc.value === null) return undefined;
      const { builtinListPage } = await import('./builtinListPage');
      return { path: `generated:${id}`, value: builtinListPage(doc.value as ModelSchema) };
    },
    loadModel: async () => undefined,
  };
}
