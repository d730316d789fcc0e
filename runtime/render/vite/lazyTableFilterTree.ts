// antd's Table imports its Tree (rc-tree, about 8 KB gzip of the shell + list route once shared chunks
// are counted) for one kind of column filter, `filterMode: 'tree'`, which no page uses; every list
// loaded and ran it on its first visit. This build plugin points the filter dropdown's import of Tree at a
// wrapper that loads antd's Tree the first time a tree filter is drawn (nothing stands in its place for
// that moment), so a list carries none of it until then. Development (antd pre-bundled) is unchanged.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The importer whose `../../../tree` is replaced: antd's column filter dropdown. */
export const FILTER_DROPDOWN = '/node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js';
const ID = '\0antd-table-filter-tree';

/**
 * The plugin; add it to the app's Vite configuration.
 *
 * @example
 * export default defineConfig({ plugins: [react(), lazyTableFilterTree()] });
 */
export function lazyTableFilterTree(): Plugin {
  const tree = require.resolve('antd/es/tree/index.js').replaceAll('\\', '/');
  return {
    name: 'antd-table-filter-tree',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../../../tree' || !importer) return null;
      return importer.replaceAll('\\', '/').endsWith(FILTER_DROPDOWN) ? ID : null;
    },
    load(id) {
      if (id !== ID) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Tree = lazy(() => import(${JSON.stringify(tree)}));`,
        'export default function FilterTree(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(Tree, props));',
        '}',
      ].join('\n');
    },
  };
}
