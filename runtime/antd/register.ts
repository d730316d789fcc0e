// The schema runtime's start-up registration: the schema sources, the host of schema pages and a page
// for every menu key a schema declares. Loaders only, so the entry grows by little more than the
// menu-key index. The field widgets and the page kinds register with the first schema page
// (page/SchemaPage.tsx), not here.
import {
  generatedListSource,
  registerSchemaPageHost,
  registerSchemaPages,
  registerSchemaSource,
  repositorySource,
} from '../render';

/** The view of schema pages (with their host); also loaded early by a cold load (runtime/app/coldStart.ts). */
export const loadSchemaView = () => import('./page/SchemaView');

/**
 * Registers the schema pages and widgets; call it after the hand-coded widgets registered theirs (a
 * hand-coded page keeps its component name).
 *
 * @example
 * registerSchemaRuntime(); // in runtime/app/registerWidgets.ts
 */
export function registerSchemaRuntime(): void {
  registerSchemaSource(repositorySource());
  registerSchemaSource(generatedListSource());
  registerSchemaPages(loadSchemaView);
  // The host of pages shown inside pages and dialogs (they cannot import it: it loads them).
  registerSchemaPageHost({ lazy: () => import('./page/SchemaPage') });
}
