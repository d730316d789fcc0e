// The family a page file travels in: its area and its file name up to the first dot (`caseManage/case`
// for caseManage/case.list.json; a one-part name, `dashboard/analysis`, is its own family). Shared by the
// build's tables (runtime/render/vite/schemaFamilies.ts) and the loader that reads them.

/**
 * `caseManage.case.list` → `caseManage/case`.
 *
 * @example
 * familyKeyOf('dashboard.analysis'); // 'dashboard/analysis'
 */
export function familyKeyOf(pageId: string): string {
  const [area = '', family = ''] = pageId.split('.');
  return `${area}/${family}`;
}
