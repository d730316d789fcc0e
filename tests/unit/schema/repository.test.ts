import { describe, expect, it } from 'vitest';
import { DICT_SEED } from '../../../server/src/db/seed/dicts.js';
import { MENU_SEED, type MenuSeed } from '../../../server/src/db/seed/menus.js';
import { formatIssue, loadSchemaSet } from '../../../runtime/schema/index.js';
import { repositorySchemas } from './helpers.js';

function components(items: readonly MenuSeed[]): string[] {
  return items.flatMap((item) => [item.component, ...components(item.children ?? [])]);
}

describe('schemas in the repository', () => {
  const sources = repositorySchemas();
  const result = loadSchemaSet(sources, { dictCodes: DICT_SEED.map((d) => d.code) });

  it('all validate against the meta-schemas and the semantic pass', () => {
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect(result.models.size).toBe(sources.models.length);
    // Every file's page, plus the modal of each form without one (implied, runtime/schema/expand).
    const files = new Set(sources.pages.map((s) => s.path));
    const implied = [...result.pages.values()].filter((doc) => !files.has(doc.file));
    expect(implied.every((doc) => doc.schema.kind === 'modal')).toBe(true);
    expect(implied.map((doc) => doc.schema.id)).toContain('system.position.modal');
    expect(result.pages.size).toBe(sources.pages.length + implied.length);
  });

  it('include the modules this issue delivers, keyed by seeded menu components', () => {
    const menuKeys = [...result.pages.values()].map((p) => p.schema.menuKey).filter(Boolean);
    expect(menuKeys).toEqual(
      expect.arrayContaining([
        'system/DictList',
        'system/SysPositionList',
        'system/SysCheckRuleList',
        'caseManage/CaseList',
        'caseManage/CaseAdd',
        'caseManage/CaseDetail',
      ]),
    );
    const seeded = new Set(components(MENU_SEED));
    for (const key of menuKeys) expect(seeded, `menu component ${key}`).toContain(key);
  });

  it('give the case detail page its base, case and product sections', () => {
    const detail = result.pages.get('caseManage.case.detail')?.schema;
    expect(detail?.kind).toBe('detail');
    if (detail?.kind !== 'detail') return;
    expect(detail.sections.map((s) => (typeof s.title === 'object' ? s.title.$t : s.title))).toEqual([
      'case.detail.base',
      'case.detail.case',
      'case.detail.product',
    ]);
  });
});
