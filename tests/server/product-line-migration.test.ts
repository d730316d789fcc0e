// Migration 2026-11-28T0100_product_line on a database seeded before it: the projects' product_line
// dictionary (compute…) and the certificates' cert_product_line (ECS…) become one product_line of the
// products, keeping what admins changed; stored project lines and the partners' free-text product
// names follow; biz_partner.product_lines becomes a text column the multi-value property can use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { readColumns, syncModels } from '../../server/src/crud/sync.js';
import { up } from '../../server/src/db/migrations/2026-11-28T0100_product_line.js';
import { stableId } from '../../server/src/lib/ids.js';
import { caller, type Caller, type Json } from './crud-helpers.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const OLD_PROJECT_LINES = [
  ['compute', '计算', 'Compute'],
  ['storage', '存储', 'Storage'],
  ['network', '网络', 'Network'],
  ['database', '数据库', 'Database'],
  ['security', '安全', 'Security'],
  ['bigdata', '大数据', 'Big data'],
  ['ai', '人工智能', 'Artificial intelligence'],
];
const OLD_CERT_LINES = [
  // An admin renamed this one.
  ['ECS', '弹性云服务器', 'Elastic Cloud Server'],
  ['RDS', '云数据库MySQL', 'RDS for MySQL'],
  ['OBS', '对象存储', 'Object Storage Service'],
  ['CCE', '容器服务', 'Cloud Container Engine'],
  ['ELB', '负载均衡', 'Elastic Load Balance'],
  ['DWS', '数据仓库服务', 'Data Warehouse Service'],
  ['CDN', '内容分发网络', 'Content Delivery Network'],
  ['CBR', '云备份', 'Cloud Backup and Recovery'],
  ['CES', '云监控', 'Cloud Eye'],
  // And added this one.
  ['VPC', '虚拟私有云', 'Virtual Private Cloud'],
];
const PRODUCTS = ['ECS', 'CCE', 'OBS', 'CBR', 'ELB', 'CDN', 'RDS', 'DWS', 'WAF', 'MA', 'CES'];

/** Puts back the dictionaries, values and column type a database had before the migration. */
async function oldState(db: AnyDb): Promise<void> {
  const stamp = '2026-11-20 09:00:00';
  const dictId = stableId('dict:product_line');
  const certDictId = stableId('dict:cert_product_line');
  await db.deleteFrom('sys_dict_item').where('dict_id', '=', dictId).execute();
  await db
    .insertInto('sys_dict')
    .values({
      id: certDictId,
      dict_name: '认证产品线',
      dict_name_en: 'Certified product line',
      dict_code: 'cert_product_line',
      type: 0,
      del_flag: 0,
      create_by: 'admin',
      create_time: stamp,
    })
    .execute();
  const items = (code: string, id: string, lines: string[][]) =>
    lines.map(([value, text, textEn], i) => ({
      id: stableId(`dict-item:${code}:${value}`),
      dict_id: id,
      item_value: value,
      item_text: text,
      item_text_en: textEn,
      sort_order: i + 1,
      status: 1,
      create_by: 'admin',
      create_time: stamp,
    }));
  await db
    .insertInto('sys_dict_item')
    .values([
      ...items('product_line', dictId, OLD_PROJECT_LINES),
      ...items('cert_product_line', certDictId, OLD_CERT_LINES),
    ])
    .execute();
  for (const [projectName, line] of [
    ['苏州精工制造 ERP 上云迁移', 'compute'],
    ['城商行容器云平台二期', 'compute'],
    ['连锁零售 CDN 加速', 'network'],
    ['无锡电子厂区安全加固', 'security'],
    ['武汉医院影像 AI 辅助诊断', 'ai'],
    ['新疆物流数据中台', 'bigdata'],
  ]) {
    await db
      .updateTable('biz_project')
      .set({ product_line: line })
      .where('project_name', '=', projectName)
      .execute();
  }
  await db.schema.alterTable('biz_partner').dropColumn('product_lines').execute();
  await db.schema.alterTable('biz_partner').addColumn('product_lines', 'varchar(200)').execute();
  for (const [companyName, text] of [
    ['华东云联科技有限公司', '弹性云主机,云数据库MySQL,对象存储'],
    // Chinese separators and spaces.
    ['北辰数智信息技术有限公司', '容器服务，负载均衡、 数据仓库服务'],
    // English texts in any case, and a product no item names (kept for an admin to correct).
    ['南粤智联网络科技有限公司', 'object storage service,Content Delivery Network,量子存储'],
    // The admin's text, and the same product twice.
    ['蜀道云服信息科技有限公司', '弹性云服务器,云备份,弹性云主机'],
    // An item an admin added, and an old project line.
    ['江城数联科技有限公司', 'VPC,计算'],
    ['长白山云计算服务有限公司', ''],
  ]) {
    await db
      .updateTable('biz_partner')
      .set({ product_lines: text })
      .where('company_name', '=', companyName)
      .execute();
  }
}

describe.each(DIALECTS)('one product-line dictionary, migrated (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let db: AnyDb;

  const dictItems = async () =>
    (await db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['d.dict_code', 'i.id', 'i.item_value', 'i.item_text', 'i.item_text_en'])
      .where('d.dict_code', 'in', ['product_line', 'cert_product_line'])
      .orderBy('i.sort_order')
      .execute()) as { dict_code: string; id: string; item_value: string; item_text: string }[];
  const projectLines = async () =>
    Object.fromEntries(
      (await db.selectFrom('biz_project').select(['project_name', 'product_line']).execute()).map((r) => [
        r.project_name,
        r.product_line,
      ]),
    );
  const partnerLines = async () =>
    Object.fromEntries(
      (await db.selectFrom('biz_partner').select(['company_name', 'product_lines']).execute()).map((r) => [
        r.company_name,
        r.product_lines,
      ]),
    );

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    db = app.db as unknown as AnyDb;
    await oldState(db);
    await up(db);
    expect(body(await admin.get('/sys/dict/refleshCache')).success).toBe(true);
  });
  afterAll(() => closeTestApp(app));

  it('keeps one product_line of the products, with the admin’s text and item, and no cert_product_line', async () => {
    const items = await dictItems();
    expect(items.every((i) => i.dict_code === 'product_line')).toBe(true);
    expect(items.map((i) => i.item_value)).toEqual([...PRODUCTS, 'VPC']);
    expect(items[0]).toMatchObject({ item_value: 'ECS', item_text: '弹性云服务器' });
    // New items get the ids a fresh seed gives them.
    expect(items.find((i) => i.item_value === 'WAF')!.id).toBe(stableId('dict-item:product_line:WAF'));
    const dicts = await db
      .selectFrom('sys_dict')
      .select('dict_code')
      .where('dict_code', 'like', '%product_line')
      .execute();
    expect(dicts.map((d) => d.dict_code)).toEqual(['product_line']);
    const options = body<{ value: string; text: string }[]>(
      await admin.get('/sys/dict/getDictItems/product_line', 'en-US'),
    ).result;
    expect(options.map((o) => o.value)).toEqual([...PRODUCTS, 'VPC']);
    expect(options.find((o) => o.value === 'MA')!.text).toBe('ModelArts AI development platform');
  });

  it('maps the projects’ old product lines to products, and leaves the others alone', async () => {
    expect(await projectLines()).toMatchObject({
      '苏州精工制造 ERP 上云迁移': 'ECS',
      城商行容器云平台二期: 'ECS',
      '连锁零售 CDN 加速': 'ELB',
      无锡电子厂区安全加固: 'WAF',
      '武汉医院影像 AI 辅助诊断': 'MA',
      新疆物流数据中台: 'DWS',
      宁波港数据库国产化替换: 'RDS',
    });
  });

  it('maps the partners’ product names to codes, in a text column the model accepts', async () => {
    expect(await partnerLines()).toMatchObject({
      华东云联科技有限公司: 'ECS,RDS,OBS',
      北辰数智信息技术有限公司: 'CCE,ELB,DWS',
      南粤智联网络科技有限公司: 'OBS,CDN,量子存储',
      蜀道云服信息科技有限公司: 'ECS,CBR',
      江城数联科技有限公司: 'VPC,ECS',
      长白山云计算服务有限公司: null,
    });
    const type = (await readColumns(app.db, dialect, 'biz_partner'))!.get('product_lines')!;
    expect(type).toEqual({ sql: 'text', family: 'text' });
    const sync = await syncModels(app.db, dialect, [...app.models.models.values()]);
    expect(sync).toEqual({ created: [], added: [] });
    const own = body<{ records: Json[] }>(await admin.get('/biz/partner/list?companyName=*南粤*')).result
      .records[0];
    expect(own).toMatchObject({
      productLines: ['OBS', 'CDN', '量子存储'],
      productLines_dictText: '对象存储,内容分发网络,量子存储',
    });
  });

  it('changes nothing when run again', async () => {
    const before = [await dictItems(), await projectLines(), await partnerLines()];
    await up(db);
    expect([await dictItems(), await projectLines(), await partnerLines()]).toEqual(before);
  });
});
