// JeecgBoot's names in the menu (issue 20). On any database:
// - a menu row holding one of our former component names gets JeecgBoot's name for the same screen
//   (schemas/api/jeecg-names.ts COMPONENT_RENAMES: `system/PositionList` → `system/SysPositionList`…);
// - a menu icon stored as an antd component name gets JeecgBoot's Iconify spelling
//   (`HomeOutlined` → `ant-design:home-outlined`).
// A row an admin pointed at another component or icon holds neither and is left as it is; button
// permission codes do not change. A fresh database has no rows yet: the seed writes the new names.
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any>; its only import is the plain-data table the client resolves with too,
// so a name added there later is one the client already resolves (a new migration renames its rows).
import type { Kysely } from 'kysely';
import { COMPONENT_RENAMES, jeecgIcon } from '../../../../schemas/api/jeecg-names.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const pad = (n: number) => String(n).padStart(2, '0');
function now(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

export async function up(db: AnyDb): Promise<void> {
  const stamp = now();
  for (const [from, to] of Object.entries(COMPONENT_RENAMES)) {
    await db
      .updateTable('sys_permission')
      .set({ component: to, update_by: 'admin', update_time: stamp })
      .where('component', '=', from)
      .execute();
  }

  // One update per distinct antd name (a few dozen at most), not per row.
  const icons = await db
    .selectFrom('sys_permission')
    .select('icon')
    .distinct()
    .where('icon', 'is not', null)
    .execute();
  for (const { icon } of icons as { icon: string }[]) {
    const stored = jeecgIcon(icon);
    if (stored === icon) continue;
    await db
      .updateTable('sys_permission')
      .set({ icon: stored, update_by: 'admin', update_time: stamp })
      .where('icon', '=', icon)
      .execute();
  }
}

export async function down(): Promise<void> {
  // Data only: the renamed rows are ordinary admin-editable rows from here on.
}
