// Monitoring (issue 14). On a database seeded before (it has users):
// - the JVM and Tomcat menu items say what they show on a Node server: Node运行时 / Node runtime and
//   HTTP服务 / HTTP server (component names unchanged; a title an admin changed is left alone);
// - the buttons the monitoring API checks: monitor:view on the 系统监控 group and
//   monitor:redis:terminal on the Redis terminal page, granted to the admin role only;
// - the monitor dashboard (dashboard/Monitor) shows those admin-only figures: only admin keeps it.
// A fresh database has no users yet: the seed that follows writes the same rows (same ids).
// FROZEN once released: change the schema with a new migration file, never by editing this one.
// Written against Kysely<any> with no app imports, like the foundation migration.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The seed's ids (lib/ids.ts stableId, db/seed/rows.ts), so a migrated database holds a fresh one's rows. */
const stableId = (key: string) => createHash('md5').update(key).digest('hex');
const menuId = (url: string) => stableId(`menu:${url}`);
const buttonId = (perms: string) => stableId(`button:${perms}`);
const ADMIN_ROLE = stableId('role:admin');

const TITLES: readonly { url: string; old: string; name: string; nameEn: string }[] = [
  { url: '/monitor/jvm', old: 'JVM信息', name: 'Node运行时', nameEn: 'Node runtime' },
  { url: '/monitor/tomcat', old: 'Tomcat信息', name: 'HTTP服务', nameEn: 'HTTP server' },
];

const BUTTONS: readonly { parentUrl: string; perms: string; name: string; nameEn: string }[] = [
  { parentUrl: '/monitor', perms: 'monitor:view', name: '查看', nameEn: 'View' },
  {
    parentUrl: '/monitor/redisTerminal',
    perms: 'monitor:redis:terminal',
    name: '执行命令',
    nameEn: 'Run commands',
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
function now(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

export async function up(db: AnyDb): Promise<void> {
  const user = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  if (!user) return;
  const stamp = now();

  for (const t of TITLES) {
    await db
      .updateTable('sys_permission')
      .set({ name: t.name, name_en: t.nameEn, update_by: 'admin', update_time: stamp })
      .where('id', '=', menuId(t.url))
      .where('name', '=', t.old)
      .execute();
  }

  for (const b of BUTTONS) {
    const parentId = menuId(b.parentUrl);
    const parent = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('id', '=', parentId)
      .executeTakeFirst();
    const existing = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', b.perms)
      .where('menu_type', '=', 2)
      .executeTakeFirst();
    if (!parent || existing) continue;
    const siblings = await db
      .selectFrom('sys_permission')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', parentId)
      .where('menu_type', '=', 2)
      .executeTakeFirstOrThrow();
    const id = buttonId(b.perms);
    await db
      .insertInto('sys_permission')
      .values({
        id,
        parent_id: parentId,
        name: b.name,
        name_en: b.nameEn,
        url: null,
        component: null,
        component_name: null,
        redirect: null,
        menu_type: 2,
        perms: b.perms,
        perms_type: '1',
        sort_no: Number(siblings.n) + 1,
        always_show: 0,
        icon: null,
        is_route: 0,
        is_leaf: 1,
        keep_alive: 0,
        hidden: 0,
        hide_tab: 0,
        description: null,
        del_flag: 0,
        rule_flag: 0,
        status: '1',
        internal_or_external: 0,
        create_by: 'admin',
        create_time: stamp,
      })
      .execute();
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', parentId).execute();
    const admin = await db
      .selectFrom('sys_role')
      .select('id')
      .where('id', '=', ADMIN_ROLE)
      .executeTakeFirst();
    if (admin) {
      await db
        .insertInto('sys_role_permission')
        .values({
          id: stableId(`grant:admin:${id}`),
          role_id: ADMIN_ROLE,
          permission_id: id,
          operate_date: stamp,
        })
        .execute();
    }
  }

  await db
    .deleteFrom('sys_role_permission')
    .where('permission_id', '=', menuId('/dashboard/monitor'))
    .where('role_id', '!=', ADMIN_ROLE)
    .execute();
}

export async function down(): Promise<void> {
  // Data only: the titles, buttons and grants are ordinary admin-editable rows from here on.
}
