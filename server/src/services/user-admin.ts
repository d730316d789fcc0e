// Adding and editing users (api-contract §4.1 add/edit): the row, its roles (`selectedroles`), its
// departments (`selecteddeparts`) and the departments a superior manages (`departIds`), all in one
// transaction with the operation log. Passwords are hashed like every other (lib/password.ts); edit
// never changes one (changePassword does).
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../crud/store.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/password.js';
import { formatDateTime } from '../lib/time.js';
import type { Database, SysUserUpdate } from '../db/types.js';
import { OP, idList, refuse, writeOpLog, type AdminContext } from './user-admin-context.js';
import { requireAnAdmin } from './user-admin-guards.js';
import { checkDeparts, checkRoles, replaceDeparts, replaceRoles } from './user-admin-links.js';

type Ids = string | string[] | null;

export interface UserBody {
  id?: string;
  username?: string;
  realname?: string;
  password?: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  workNo?: string | null;
  post?: string | null;
  telephone?: string | null;
  userIdentity?: number | null;
  departIds?: Ids;
  selectedroles?: Ids;
  selecteddeparts?: Ids;
}

/** Contact columns that identify one person; the contract keeps each unique (api-contract §2.5). */
const UNIQUE = [
  ['username', 'username'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['workNo', 'work_no'],
] as const;

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

/** The row columns a body sets (absent properties are left alone on edit). */
function columnsOf(body: UserBody, heads: string[] | undefined): SysUserUpdate {
  const out: SysUserUpdate = {
    username: body.username?.trim(),
    realname: body.realname?.trim(),
    avatar: blank(body.avatar),
    birthday: blank(body.birthday),
    sex: body.sex,
    email: blank(body.email),
    phone: blank(body.phone),
    work_no: blank(body.workNo),
    post: blank(body.post),
    telephone: blank(body.telephone),
    user_identity: body.userIdentity,
    depart_ids: heads === undefined ? undefined : heads.join(',') || null,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Every stored user counts, the recycle bin's too, so restoring one can never collide. */
async function refuseTaken(tx: Kysely<Database>, ctx: AdminContext, cols: SysUserUpdate, self?: string) {
  for (const [field, column] of UNIQUE) {
    const value = cols[column];
    if (value === undefined || value === null) continue;
    let q = tx.selectFrom('sys_user').select('id').where(column, '=', value);
    if (self) q = q.where('id', '!=', self);
    if (await q.executeTakeFirst()) throw refuse(ctx, 'userTaken', field);
  }
}

async function links(tx: Kysely<Database>, ctx: AdminContext, body: UserBody) {
  const roles =
    body.selectedroles === undefined ? undefined : idList(ctx, body.selectedroles, 'selectedroles');
  const departs =
    body.selecteddeparts === undefined ? undefined : idList(ctx, body.selecteddeparts, 'selecteddeparts');
  const heads = body.departIds === undefined ? undefined : idList(ctx, body.departIds, 'departIds');
  if (roles) await checkRoles(tx, ctx, roles, 'selectedroles');
  const codes = departs ? await checkDeparts(tx, ctx, departs, 'selecteddeparts') : undefined;
  if (heads) await checkDeparts(tx, ctx, heads, 'departIds');
  return { roles, codes, heads };
}

async function guardUnique<T>(ctx: AdminContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // Two admins adding the same username at once: the unique index decides, the loser gets a 400.
    if (isUniqueViolation(err)) throw refuse(ctx, 'userTaken', 'username');
    throw err;
  }
}

/** Adds a user (status normal); returns its id. */
export async function addUser(ctx: AdminContext, body: UserBody, scryptCost: number): Promise<string> {
  const id = newId();
  const password = await hashPassword(body.password ?? '', scryptCost);
  const now = formatDateTime();
  return guardUnique(ctx, () =>
    ctx.db.transaction().execute(async (tx) => {
      const { roles, codes, heads } = await links(tx, ctx, body);
      const cols = columnsOf(body, heads);
      await refuseTaken(tx, ctx, cols);
      await tx
        .insertInto('sys_user')
        .values({
          ...cols,
          id,
          username: cols.username!,
          password,
          status: 1,
          del_flag: 0,
          org_code: null,
          create_by: ctx.actor.username,
          create_time: now,
        })
        .execute();
      if (roles) await replaceRoles(tx, id, roles);
      if (codes) await replaceDeparts(tx, id, codes, null);
      await writeOpLog(tx, ctx, OP.add, `添加用户：${cols.username}`);
      return id;
    }),
  );
}

/** Edits a user; false when there is no such live user. */
export async function editUser(ctx: AdminContext, body: UserBody & { id: string }): Promise<boolean> {
  return guardUnique(ctx, () =>
    ctx.db.transaction().execute(async (tx) => {
      const user = await tx
        .selectFrom('sys_user')
        .selectAll()
        .where('id', '=', body.id)
        .where('del_flag', '=', 0)
        .executeTakeFirst();
      if (!user) return false;
      const { roles, codes, heads } = await links(tx, ctx, body);
      const cols = columnsOf(body, heads);
      await refuseTaken(tx, ctx, cols, user.id);
      await tx
        .updateTable('sys_user')
        .set({ ...cols, update_by: ctx.actor.username, update_time: formatDateTime() })
        .where('id', '=', user.id)
        .execute();
      if (roles) {
        await replaceRoles(tx, user.id, roles);
        await requireAnAdmin(tx, ctx, 'selectedroles');
      }
      if (codes) await replaceDeparts(tx, user.id, codes, user.org_code);
      await writeOpLog(tx, ctx, OP.edit, `编辑用户：${cols.username ?? user.username}`);
      return true;
    }),
  );
}
