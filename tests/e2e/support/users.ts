// Accounts and grants written straight into a started server's SQLite database, for suites about
// something else than administering them (access-granted.test.ts goes through the administration API).
// The server reads grants at sign-in, so what is written here applies to the next sign-in.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { roleId } from '../../../server/src/db/seed/rows';
import { newId } from '../../../server/src/lib/ids';
import { hashPassword } from '../../../server/src/lib/password';

export interface TestUser {
  username: string;
  realname: string;
  password: string;
}

function openDb(dataDir: string): Database.Database {
  const db = new Database(join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Inserts `user` with a seeded role (default `staff`) in the department whose code is `orgCode`
 * (default A01), which becomes the user's current organisation (`#{sys_org_code}` of data rules).
 *
 * @example
 * await createUser(server.dataDir, { username: 'e2e_staff', realname: '值班工程师', password: 'Staff-Passw0rd!' });
 */
export async function createUser(
  dataDir: string,
  user: TestUser,
  role = 'staff',
  orgCode = 'A01',
): Promise<void> {
  const hash = await hashPassword(user.password, 16384);
  const db = openDb(dataDir);
  try {
    const depart = db.prepare('SELECT id FROM sys_depart WHERE org_code = ?').get(orgCode) as
      { id: string } | undefined;
    if (!depart) throw new Error(`no department ${orgCode}`);
    const id = newId();
    db.prepare(
      'INSERT INTO sys_user (id, username, realname, password, org_code, status, del_flag) VALUES (?, ?, ?, ?, ?, 1, 0)',
    ).run(id, user.username, user.realname, hash, orgCode);
    db.prepare('INSERT INTO sys_user_role (id, user_id, role_id) VALUES (?, ?, ?)').run(
      newId(),
      id,
      roleId(role),
    );
    db.prepare('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES (?, ?, ?)').run(
      newId(),
      id,
      depart.id,
    );
  } finally {
    db.close();
  }
}

/**
 * Inserts a user of a partner: role `partner` in the partner's organisation (default A02A01, the seeded
 * partner 华东云联's), so the partner role's data rules keep it to that partner's records.
 *
 * @example
 * await createPartnerUser(dataDir, { username: 'e2e_hdyl', realname: '华东云联 周涛', password: 'Partner-Passw0rd!' });
 */
export async function createPartnerUser(dataDir: string, user: TestUser, orgCode = 'A02A01'): Promise<void> {
  await createUser(dataDir, user, 'partner', orgCode);
}

/**
 * Grants a seeded role the menu items rendering `menuKey` and the buttons with the given codes;
 * returns how many permissions were granted.
 *
 * @example
 * grantToRole(server.dataDir, 'staff', { menuKey: 'designer/BookList', codes: ['designer:book:list'] }); // 2
 */
export function grantToRole(
  dataDir: string,
  role: string,
  what: { menuKey?: string; codes?: readonly string[] },
): number {
  const db = openDb(dataDir);
  try {
    const codes = what.codes ?? [];
    const ids = db
      .prepare(
        `SELECT id FROM sys_permission WHERE component = ? OR perms IN (${codes.map(() => '?').join(',') || 'NULL'})`,
      )
      .all(what.menuKey ?? null, ...codes) as { id: string }[];
    const insert = db.prepare(
      'INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES (?, ?, ?)',
    );
    for (const { id } of ids) insert.run(newId(), roleId(role), id);
    return ids.length;
  } finally {
    db.close();
  }
}
