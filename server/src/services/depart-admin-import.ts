// POST /sys/sysDepart/importExcel (api-contract §4.4 "import rebuilds parents from org codes"): a row's
// parent is the row or stored department whose org code is its parentOrgCode (or its own orgCode less
// one level); new departments get fresh codes under their parent, so an import never takes a code.
import type { Kysely } from 'kysely';
import type { DictCache } from '../crud/dict-cache.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Database } from '../db/types.js';
import { message, type Lang, type MessageKey } from '../i18n/messages.js';
import { nextOrgCode, orgTypeOf, withCodeRetry } from './depart-admin-codes.js';
import { OP, writeOpLog, type AdminContext } from './user-admin-context.js';
import { columnLabel, type RowError, type Values } from './user-admin-import.js';
import { DEPART_COLUMNS } from './depart-admin-excel.js';

const LIMITS: Record<string, number> = {
  departName: 100,
  departNameEn: 500,
  departNameAbbr: 500,
  mobile: 32,
  fax: 32,
  address: 100,
  memo: 500,
};

interface Planned {
  row: number;
  values: Values;
  category: string;
  order: number;
  /** The file's code of the parent, or '' for the top. */
  parentKey: string;
}

/** Checks every row; rows whose parent is neither stored nor in the file are errors. */
export async function checkDepartRows(
  db: Kysely<Database>,
  dicts: DictCache,
  lang: Lang,
  rows: { row: number; values: Values }[],
) {
  const categories = new Map<string, string>();
  // Either language's text is read back, whichever the file was exported in.
  for (const textLang of ['zh-CN', 'en-US'] as const) {
    for (const [value, text] of (await dicts.all(textLang)).get('org_category') ?? [])
      categories.set(text, value).set(value, value);
  }
  const stored = new Set(
    (await db.selectFrom('sys_depart').select('org_code').where('del_flag', '=', '0').execute()).map(
      (d) => d.org_code,
    ),
  );
  const inFile = new Set(rows.map((r) => r.values.orgCode).filter(Boolean));
  const good: Planned[] = [];
  const errors: RowError[] = [];
  for (const { row, values } of rows) {
    const before = errors.length;
    const bad = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
      errors.push({
        row,
        field,
        message: message(lang, key, { field: columnLabel(DEPART_COLUMNS, field, lang), ...params }),
      });
    if (!values.departName) bad('departName', 'fieldRequired');
    for (const [field, limit] of Object.entries(LIMITS))
      if ((values[field]?.length ?? 0) > limit) bad(field, 'fieldTooLong', { limit });
    const category = values.orgCategory ? categories.get(values.orgCategory) : '1';
    if (!category) bad('orgCategory', 'fieldInvalid');
    const order = values.departOrder ? Number(values.departOrder) : 0;
    if (!Number.isInteger(order) || Math.abs(order) > 1_000_000) bad('departOrder', 'fieldInvalid');
    const parentKey =
      values.parentOrgCode ??
      (values.orgCode && values.orgCode.length > 3 ? values.orgCode.slice(0, -3) : '');
    if (parentKey && !inFile.has(parentKey) && !stored.has(parentKey)) bad('parentOrgCode', 'departNotFound');
    if (errors.length === before) good.push({ row, values, category: category!, order, parentKey });
  }
  return { good, errors };
}

/** Inserts the rows parents first, in one transaction (run again if another writer took a code). */
export async function insertDeparts(ctx: AdminContext, planned: Planned[]): Promise<number> {
  if (planned.length === 0) return 0;
  return withCodeRetry(ctx, async (tx) => {
    // File code → the code it was stored under; stored departments keep theirs.
    const placed = new Map<string, { id: string; code: string }>();
    const pending = [...planned];
    while (pending.length > 0) {
      const ready = pending.findIndex(
        (p) =>
          !p.parentKey || placed.has(p.parentKey) || !planned.some((q) => q.values.orgCode === p.parentKey),
      );
      const item = pending.splice(ready === -1 ? 0 : ready, 1)[0]!;
      let parent = item.parentKey ? placed.get(item.parentKey) : undefined;
      if (item.parentKey && !parent) {
        const stored = await tx
          .selectFrom('sys_depart')
          .select(['id', 'org_code'])
          .where('org_code', '=', item.parentKey)
          .executeTakeFirst();
        parent = stored ? { id: stored.id, code: stored.org_code } : undefined;
      }
      const code = await nextOrgCode(tx, ctx, parent?.code ?? '');
      const id = newId();
      const v = item.values;
      await tx
        .insertInto('sys_depart')
        .values({
          id,
          parent_id: parent?.id ?? null,
          depart_name: v.departName!,
          depart_name_en: v.departNameEn ?? null,
          depart_name_abbr: v.departNameAbbr ?? null,
          depart_order: item.order,
          org_category: item.category,
          org_code: code,
          org_type: orgTypeOf(code),
          mobile: v.mobile ?? null,
          fax: v.fax ?? null,
          address: v.address ?? null,
          memo: v.memo ?? null,
          create_by: ctx.actor.username,
          create_time: formatDateTime(),
        })
        .execute();
      if (v.orgCode) placed.set(v.orgCode, { id, code });
    }
    await writeOpLog(tx, ctx, OP.import, `导入部门：${planned.length}`);
    return planned.length;
  });
}
