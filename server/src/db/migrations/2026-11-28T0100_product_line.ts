// One product-line dictionary: projects used `product_line` (compute, storage…), sales certificates
// `cert_product_line` (ECS, RDS…) and partners free text (弹性云主机,对象存储…). From now on all three use
// `product_line` with the certificates' product codes. On a database seeded before (it has users):
// - the product_line dictionary gets the product items (created when missing; an item
//   cert_product_line already had moves over with the texts an admin may have given it, and so does
//   any item an admin added there), the old seeded items (compute…) go, and cert_product_line goes;
// - stored values follow: a project's old line becomes its product (compute → ECS…); a partner's
//   product names become product codes matched by value or text, case aside (a name no item has is
//   kept as written, for an admin to correct); certificates already hold product codes;
// - biz_partner.product_lines becomes a text column, what the model's multi-value property needs (the
//   start never retypes a column itself).
// A fresh database has neither users nor model tables yet: the seed and the model sync that follow
// write the new state, so nothing is done here.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The product_line items as the seed had them when this was written: [value, zh-CN, en-US]. */
const ITEMS: readonly (readonly [string, string, string])[] = [
  ['ECS', '弹性云主机', 'Elastic Cloud Server'],
  ['CCE', '容器服务', 'Cloud Container Engine'],
  ['OBS', '对象存储', 'Object Storage Service'],
  ['CBR', '云备份', 'Cloud Backup and Recovery'],
  ['ELB', '负载均衡', 'Elastic Load Balance'],
  ['CDN', '内容分发网络', 'Content Delivery Network'],
  ['RDS', '云数据库MySQL', 'RDS for MySQL'],
  ['DWS', '数据仓库服务', 'Data Warehouse Service'],
  ['WAF', 'Web应用防火墙', 'Web Application Firewall'],
  ['MA', 'AI开发平台ModelArts', 'ModelArts AI development platform'],
  ['CES', '云监控', 'Cloud Eye'],
];

/** The old seeded project lines, their texts, and the product each becomes. */
const OLD_LINES: readonly (readonly [string, string, string, string])[] = [
  ['compute', '计算', 'Compute', 'ECS'],
  ['storage', '存储', 'Storage', 'OBS'],
  ['network', '网络', 'Network', 'ELB'],
  ['database', '数据库', 'Database', 'RDS'],
  ['security', '安全', 'Security', 'WAF'],
  ['bigdata', '大数据', 'Big data', 'DWS'],
  ['ai', '人工智能', 'Artificial intelligence', 'MA'],
];

const DICT = 'product_line';
const OLD_DICT = 'cert_product_line';

/** The seed's ids (lib/ids.ts stableId), so a migrated database holds the rows a fresh one would. */
const stableId = (key: string) => createHash('md5').update(key).digest('hex');

const pad = (n: number) => String(n).padStart(2, '0');
function now(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

interface Item {
  id: string;
  dict_id: string;
  item_value: string;
  item_text: string;
  item_text_en: string | null;
}

async function columnsOf(db: AnyDb, table: string): Promise<Set<string> | undefined> {
  const tables = await db.introspection.getTables();
  const found = tables.find((t) => t.name === table && !t.isView);
  return found ? new Set(found.columns.map((c) => c.name)) : undefined;
}

/** The dictionary rows; @returns the lookup of stored names → product codes for partner texts. */
async function mergeDictionaries(db: AnyDb): Promise<Map<string, string>> {
  const stamp = now();
  const dicts = await db
    .selectFrom('sys_dict')
    .select(['id', 'dict_code'])
    .where('dict_code', 'in', [DICT, OLD_DICT])
    .execute();
  let dictId = dicts.find((d) => d.dict_code === DICT)?.id as string | undefined;
  const oldId = dicts.find((d) => d.dict_code === OLD_DICT)?.id as string | undefined;
  if (!dictId) {
    dictId = stableId(`dict:${DICT}`);
    await db
      .insertInto('sys_dict')
      .values({
        id: dictId,
        dict_name: '产品线',
        dict_name_en: 'Product line',
        dict_code: DICT,
        type: 0,
        del_flag: 0,
        create_by: 'admin',
        create_time: stamp,
      })
      .execute();
  }
  const rows = (await db
    .selectFrom('sys_dict_item')
    .select(['id', 'dict_id', 'item_value', 'item_text', 'item_text_en'])
    .where('dict_id', 'in', oldId ? [dictId, oldId] : [dictId])
    .execute()) as Item[];
  const own = new Map(rows.filter((r) => r.dict_id === dictId).map((r) => [r.item_value, r]));
  const old = new Map(rows.filter((r) => r.dict_id === oldId).map((r) => [r.item_value, r]));

  // The products in the seed's order, then what an admin added to cert_product_line.
  const values = [
    ...ITEMS.map(([value]) => value),
    ...[...old.keys()].filter((v) => !ITEMS.some((i) => i[0] === v)),
  ];
  for (const [index, value] of values.entries()) {
    const sort_order = index + 1;
    const moved = old.get(value);
    if (own.has(value)) {
      await db
        .updateTable('sys_dict_item')
        .set({ sort_order })
        .where('id', '=', own.get(value)!.id)
        .execute();
    } else if (moved) {
      await db
        .updateTable('sys_dict_item')
        .set({ dict_id: dictId, sort_order, update_by: 'admin', update_time: stamp })
        .where('id', '=', moved.id)
        .execute();
      own.set(value, moved);
    } else {
      const [, text, textEn] = ITEMS.find((i) => i[0] === value)!;
      const item = {
        id: stableId(`dict-item:${DICT}:${value}`),
        dict_id: dictId,
        item_value: value,
        item_text: text,
        item_text_en: textEn,
      };
      await db
        .insertInto('sys_dict_item')
        .values({ ...item, sort_order, status: 1, create_by: 'admin', create_time: stamp })
        .execute();
      own.set(value, item);
    }
  }
  const seededOld = OLD_LINES.map(([value]) => value);
  const stale = [...own.values()].filter((i) => seededOld.includes(i.item_value));
  if (stale.length > 0) {
    await db
      .deleteFrom('sys_dict_item')
      .where(
        'id',
        'in',
        stale.map((i) => i.id),
      )
      .execute();
  }
  if (oldId) {
    await db.deleteFrom('sys_dict_item').where('dict_id', '=', oldId).execute();
    await db.deleteFrom('sys_dict').where('id', '=', oldId).execute();
  }

  const lookup = new Map<string, string>();
  const add = (name: string | null | undefined, value: string) => {
    const key = name?.trim().toLowerCase();
    if (key && !lookup.has(key)) lookup.set(key, value);
  };
  for (const item of own.values()) {
    if (seededOld.includes(item.item_value)) continue;
    add(item.item_value, item.item_value);
    add(item.item_text, item.item_value);
    add(item.item_text_en, item.item_value);
  }
  for (const [value, text, textEn] of ITEMS) {
    add(text, value);
    add(textEn, value);
  }
  for (const [value, text, textEn, product] of OLD_LINES) {
    add(value, product);
    add(text, product);
    add(textEn, product);
  }
  return lookup;
}

async function mapProjects(db: AnyDb): Promise<void> {
  const columns = await columnsOf(db, 'biz_project');
  if (!columns?.has('product_line')) return;
  for (const [value, , , product] of OLD_LINES) {
    await db
      .updateTable('biz_project')
      .set({ product_line: product })
      .where('product_line', '=', value)
      .execute();
  }
}

/** A partner's free-text product names → product codes (unknown names kept), without repeats. */
function partnerCodes(text: string, lookup: ReadonlyMap<string, string>): string {
  const codes: string[] = [];
  for (const part of text.split(/[,，、;；]/)) {
    const name = part.trim();
    if (name === '') continue;
    const code = lookup.get(name.toLowerCase()) ?? name;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes.join(',');
}

async function mapPartners(db: AnyDb, lookup: ReadonlyMap<string, string> | undefined): Promise<void> {
  const columns = await columnsOf(db, 'biz_partner');
  if (!columns?.has('product_lines') || !columns.has('id')) return;
  const rows = await db.selectFrom('biz_partner').select(['id', 'product_lines']).execute();
  // A text column in place of the varchar: added, filled, then swapped in (both dialects, no retype).
  await db.schema.alterTable('biz_partner').addColumn('product_lines_codes', 'text').execute();
  for (const row of rows) {
    const text = row.product_lines as string | null;
    if (text === null || text === undefined) continue;
    const codes = lookup ? partnerCodes(text, lookup) : text;
    await db
      .updateTable('biz_partner')
      .set({ product_lines_codes: codes === '' ? null : codes })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('biz_partner').dropColumn('product_lines').execute();
  await db.schema.alterTable('biz_partner').renameColumn('product_lines_codes', 'product_lines').execute();
}

async function merge(db: AnyDb): Promise<void> {
  const user = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  const lookup = user ? await mergeDictionaries(db) : undefined;
  await mapProjects(db);
  await mapPartners(db, lookup);
}

export async function up(db: AnyDb): Promise<void> {
  // All or nothing: the migrator runs PostgreSQL migrations in a transaction but not SQLite ones.
  if (db.isTransaction) await merge(db);
  else await db.transaction().execute((trx) => merge(trx));
}

export async function down(): Promise<void> {
  // The old values are not kept: the merge is not undone.
}
