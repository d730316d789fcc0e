// The API bench's figures straight on the database (bench/db-direct.mjs): the count behind `total`,
// the page-1 query, the deep page as one `select *` (the naive form), and the deep page's keys step
// (crud/deep-page.ts) by offset and from an anchor (crud/offset-anchors.ts), with their plans: the keys
// step must read the index alone (SQLite: COVERING INDEX; PostgreSQL: Index Only Scan, which needs
// the visibility map the seed's VACUUM ANALYZE writes, as autovacuum does on a real deployment).
import { medianMs } from './api-load.mjs';
import { openDirect } from './db-direct.mjs';

/** Medians in ms and plans (one line per step, joined) of the list's queries at page 1 and `deepOffset`. */
export async function queryCosts(dialect, dataDir, databaseUrl, deepOffset) {
  const where = `del_flag = 0 and status = '4'`;
  const order = `order by create_time desc, id desc`;
  const count = `select count(*) as n from biz_case where ${where}`;
  const page = (offset) => `select * from biz_case where ${where} ${order} limit 20 offset ${offset}`;
  const keys = `select create_time, id from biz_case where ${where} ${order} limit 20 offset ${deepOffset}`;
  const db = await openDirect(dialect, dataDir, databaseUrl);
  try {
    const [first] = await db.all(keys);
    const anchored =
      `select create_time, id from biz_case where ${where} and (create_time, id) <= (?, ?) ` +
      `${order} limit 20`;
    const anchor = [first.create_time, first.id];
    const plan = async (q, values) => (await db.plan(q, values)).join('; ');
    return {
      count: await medianMs(() => db.all(count), 15),
      page1: await medianMs(() => db.all(page(0))),
      deep: await medianMs(() => db.all(page(deepOffset)), 15),
      keys: await medianMs(() => db.all(keys), 15),
      keysPlan: await plan(keys),
      anchored: await medianMs(() => db.all(anchored, anchor)),
      anchoredPlan: await plan(anchored, anchor),
    };
  } finally {
    await db.close();
  }
}
