// The shortened modules render what their spelled-out originals did: both are loaded (meta-schemas,
// expansion, semantic pass) and their models and pages compared after resolving every text in both
// languages (a title may come from another key, but it must read the same).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICT_SEED } from '../../../server/src/db/seed/dicts.js';
import {
  formatIssue,
  LANGS,
  loadSchemaSet,
  resolveText,
  type Locales,
  type SchemaSource,
  type Text,
} from '../../../runtime/schema/index.js';
import { repositorySchemas, ROOT } from './helpers.js';

/** The modules shortened with implied defaults; their long forms are kept under spelledOut/. */
const MODULES = [
  { model: 'sys_position', pages: ['system/position.list', 'system/position.form'] },
  { model: 'sys_role', pages: ['system/role.list', 'system/role.form'] },
  { model: 'sys_check_rule', pages: ['system/checkRule.list', 'system/checkRule.form'] },
  { model: 'sys_fill_rule', pages: ['system/fillRule.list', 'system/fillRule.form'] },
  { model: 'sys_data_source', pages: ['system/dataSource.list', 'system/dataSource.form'] },
];
const SPELLED_OUT = 'tests/unit/schema/spelledOut';

const read = (path: string): SchemaSource => ({ path, text: readFileSync(join(ROOT, path), 'utf8') });
const isText = (value: unknown): value is Text & object =>
  typeof value === 'object' && value !== null && typeof (value as { $t?: unknown }).$t === 'string';

/** The document with every `$t` text replaced by what it reads in each language, and its text tables dropped. */
function rendered(value: unknown, ...texts: (Locales | undefined)[]): unknown {
  if (isText(value))
    return Object.fromEntries(LANGS.map((lang) => [lang, resolveText(value, lang, ...texts)]));
  if (Array.isArray(value)) return value.map((item) => rendered(item, ...texts));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'i18n' && key !== 'x-i18n')
      .map(([key, item]) => [key, rendered(item, ...texts)]),
  );
}

/** The repository's documents with the module's files taken from `root`; the module's expanded documents. */
function load(root: string, module: (typeof MODULES)[number], withModal: boolean) {
  const own = module.pages.map((p) => `pages/${p}.json`);
  if (withModal)
    own.push(
      ...own.filter((p) => p.endsWith('.form.json')).map((p) => p.replace(/form\.json$/, 'modal.json')),
    );
  const repository = repositorySchemas();
  const modelFile = `models/${module.model}.json`;
  const set = loadSchemaSet(
    {
      models: [
        ...repository.models.filter((s) => s.path !== `schemas/${modelFile}`),
        read(`${root}/${modelFile}`),
      ],
      pages: [
        ...repository.pages.filter((s) => !own.some((p) => s.path === `schemas/${p}`)),
        ...own.map((p) => read(`${root}/${p}`)),
      ],
    },
    { dictCodes: DICT_SEED.map((d) => d.code) },
  );
  expect(set.issues.map(formatIssue)).toEqual([]);
  const model = set.models.get(module.model)!.schema;
  const ids = module.pages.map((p) => p.replace('/', '.'));
  ids.push(...ids.filter((id) => id.endsWith('.form')).map((id) => id.replace(/form$/, 'modal')));
  return {
    model: rendered(model, model['x-i18n']),
    pages: Object.fromEntries(
      ids.map((id) => {
        const page = set.pages.get(id)!.schema;
        return [id, rendered(page, page.i18n, model['x-i18n'])];
      }),
    ),
  };
}

describe('modules shortened by implied defaults', () => {
  for (const module of MODULES) {
    it(`${module.model} expands to what its spelled-out files say`, () => {
      const short = load('schemas', module, false);
      const long = load(SPELLED_OUT, module, true);
      expect(short.model).toEqual(long.model);
      expect(Object.keys(short.pages).sort()).toEqual(Object.keys(long.pages).sort());
      for (const id of Object.keys(long.pages))
        expect({ id, page: short.pages[id] }).toEqual({ id, page: long.pages[id] });
    });
  }

  it('the positions module is at most 80 lines of JSON', () => {
    const files = [
      'schemas/models/sys_position.json',
      ...MODULES[0]!.pages.map((p) => `schemas/pages/${p}.json`),
    ];
    const lines = files.reduce(
      (sum, f) => sum + readFileSync(join(ROOT, f), 'utf8').trimEnd().split('\n').length,
      0,
    );
    expect(lines).toBeLessThanOrEqual(80);
  });
});
