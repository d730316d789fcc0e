// The render bench's data: the 12 work-order columns, the bench's variants of the work-order list page
// and the rows it seeds through the real API (or, for 10,000 rows, straight into the server's SQLite).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { seedSqlite } from './api-seed.mjs';
import { api } from './render-app.mjs';

/** The 12 columns shown by all three renderers (titles for the peers; the product uses its i18n). */
export const CASE_COLUMNS = [
  { field: 'caseNo', title: '工单编号', width: 160 },
  { field: 'title', title: '标题', width: 240, ellipsis: true },
  { field: 'customerName', title: '客户名称', width: 140 },
  { field: 'partnerName', title: '合作伙伴', width: 140 },
  { field: 'product', title: '产品', width: 140 },
  { field: 'productVersion', title: '产品版本', width: 120 },
  { field: 'priority', title: '优先级', width: 100, dict: 'priority' },
  { field: 'status', title: '状态', width: 110, dict: 'case_status' },
  { field: 'caseType', title: '工单类型', width: 110, dict: 'case_type' },
  { field: 'contactName', title: '联系人', width: 120 },
  { field: 'contactPhone', title: '联系电话', width: 140 },
  { field: 'createTime', title: '创建时间', width: 180 },
];

/**
 * The repository's work-order list page with the bench's 12 columns and `pageSize` rows per page (its
 * search form, toolbar, row actions and selection are kept, so the product renders what it always does).
 */
export function benchCaseList(original, pageSize) {
  const byField = new Map(original.columns.map((c) => [c.field, c]));
  return {
    ...original,
    dataSource: { ...original.dataSource, pageSize, pageSizeOptions: [pageSize, 500] },
    columns: CASE_COLUMNS.map(({ field }) => {
      const { hiddenByDefault: _hidden, ...kept } = byField.get(field) ?? { field };
      return field === 'createTime' ? { ...kept, display: 'datetime' } : kept;
    }),
  };
}

/**
 * The same page as one infinite list (`table.infinite`): no pagination, `pageSize` rows appended each
 * time the table is scrolled near its end.
 */
export function benchInfiniteList(original, pageSize) {
  const page = benchCaseList(original, pageSize);
  return { ...page, table: { ...page.table, infinite: true } };
}

/**
 * Inserts work orders into the running server's SQLite database until the list holds `total`
 * (bench/api-seed.mjs: one INSERT … SELECT; 10,000 adds through the API take minutes), none of the
 * inserted ones soft-deleted.
 */
export async function seedCasesInDatabase(base, token, dataDir, total) {
  const have = (await api(base, 'GET', '/biz/case/list?pageNo=1&pageSize=1', token)).total;
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const file = join(dataDir, 'app.db');
  const seeded = seedSqlite(Database, file, total - have);
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    db.exec(`update biz_case set del_flag = 0 where case_no like 'BN%'`);
  } finally {
    db.close();
  }
  return seeded;
}

const PRIORITIES = ['L', 'M', 'H'];
const STATUSES = ['0', '1', '2'];
const TYPES = ['1', '2', '3'];
const PRODUCTS = ['云服务器', '对象存储', '负载均衡', '云数据库', '内容分发'];

/** Adds work orders through POST /biz/case/add until the table holds `total`; returns how many it added. */
export async function seedCases(base, token, total) {
  const have = (await api(base, 'GET', '/biz/case/list?pageNo=1&pageSize=1', token)).total;
  const indexes = Array.from({ length: Math.max(0, total - have) }, (_, i) => i);
  const add = (i) =>
    api(base, 'POST', '/biz/case/add', token, {
      title: `基准工单 ${i}：控制台访问缓慢`,
      customerName: `客户 ${i % 97}`,
      partnerName: `伙伴 ${i % 13}`,
      product: PRODUCTS[i % PRODUCTS.length],
      productVersion: `v${1 + (i % 4)}.${i % 10}`,
      priority: PRIORITIES[i % 3],
      status: STATUSES[i % 3],
      caseType: TYPES[i % 3],
      description: '基准测试数据：用于列表渲染与滚动测量。',
      contactName: `联系人${i % 50}`,
      contactPhone: `1380000${String(i).padStart(4, '0')}`,
      contactEmail: `bench${i}@example.com`,
    });
  for (let i = 0; i < indexes.length; i += 8) await Promise.all(indexes.slice(i, i + 8).map(add));
  return indexes.length;
}
