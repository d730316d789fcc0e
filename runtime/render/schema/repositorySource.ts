// The schemas shipped in the repository (schemas/pages/<area>/<name>.json, schemas/models/<name>.json).
// Each document is its own lazy chunk; the entry holds only the small index of menu keys and list
// pages that the build makes (runtime/render/vite/schemaIndexPlugin.ts), so the shell does not grow
// per module.
import schemaIndex from 'virtual:schema-index';
import type { PageSchemaSource, SchemaPageInfo } from './sources';

/** `caseManage.case.list` → `schemas/pages/caseManage/case.list.json`. */
function pageFile(id: string): string {
  const [area, ...name] = id.split('.');
  return `schemas/pages/${area}/${name.join('.')}.json`;
}

const files = () => import('./repositoryFiles');

/**
 * The built-in schema source, over the files under schemas/.
 *
 * @example
 * registerSchemaSource(repositorySource());
 */
export function repositorySource(): PageSchemaSource {
  const pages: SchemaPageInfo[] = schemaIndex.map((entry) => ({ ...entry }));
  return {
    name: 'repository',
    trusted: true,
    pages: () => pages,
    loadPage: async (id) => (await files()).loadRepositoryFile(pageFile(id)),
    loadModel: async (name) => (await files()).loadRepositoryFile(`schemas/models/${name}.json`),
    preload: files,
  };
}
